import { AddOnsList as AddOnsListPart, COMMERCE_MESSAGES } from '@hearth/commerce';
import { ADD_TO_CART_MESSAGES as M } from '../messages';
import type { AddOnView } from './use-add-ons';

/** Props of {@link AddOnsList}. */
export interface AddOnsListProps {
  /** `useAddOns().addOns`. */
  addOns: readonly AddOnView[];
}

/**
 * 'Extras and Essentials We Recommend' [ref: add-to-cart#screens]: image, name, price and a button 'Add to Cart'
 * that becomes 'Added' and disabled once the add-on is in the added list (the `AddOnsList` of
 * @hearth/ui, which the registry confirmation shares).
 */
export function AddOnsList({ addOns }: AddOnsListProps) {
  const items = addOns.map((view) => ({
    sku: view.addOn.sku,
    name: view.addOn.name,
    image: view.image,
    href: view.href,
    price: view.price,
    added: view.added,
    add: view.add,
  }));
  return (
    <AddOnsListPart
      heading={COMMERCE_MESSAGES.addOnsHeading}
      items={items}
      addLabel={M.addOnButton}
      addedLabel={M.addOnAdded}
    />
  );
}
