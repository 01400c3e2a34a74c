import { AddOnsList as AddOnsListPart, commerceMessage } from '@hearth/commerce';
import { addToCartMessage } from '../wording';
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
      heading={commerceMessage('addOnsHeading', 'Extras and Essentials We Recommend')}
      items={items}
      addLabel={addToCartMessage('addOnButton', 'Add to Cart')}
      addedLabel={addToCartMessage('addOnAdded', 'Added')}
    />
  );
}
