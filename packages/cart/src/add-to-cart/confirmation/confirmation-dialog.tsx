import { formatPrice, getClient, scopeClient, useCallScope, type CallScope, type Site } from '@hearth/core';
import { ContinueShopping } from '@hearth/commerce';
import { Carousel, Dialog } from '@hearth/ui';
import { AddOnsList } from './add-ons-list';
import { addedCountText } from '../add-to-cart-logic';
import type { CallClient, Log } from '../add-to-cart-calls';
import { addToCartLinkUrl, addToCartPreviewUrl } from '../add-to-cart-urls';
import { addToCartMessage } from '../wording';
import { CART_ROUTE } from '../names';
import type { Confirmation } from './use-confirmation-popup';
import { useAddOns } from './use-add-ons';

/** Name of the part, used in class names and error messages. */
export const CONFIRMATION_DIALOG_NAME = 'AddToCartConfirmationDialog';

/** Props of {@link ConfirmationDialog}. */
export interface ConfirmationDialogProps {
  /** Whether the popup is open. */
  open: boolean;
  /** Called when it asks to close (Escape, Close, Continue Shopping). */
  onOpenChange: (open: boolean) => void;
  /** What was added: the standard or the Monogramming confirmation. */
  confirmation: Extract<Confirmation, { kind: 'standard' | 'monogram' }>;
  /** The call client (add-ons are added through it). @default getClient() */
  client?: CallClient | undefined;
  /**
   * The life of the island that opened it: an add-on's answer that comes once the island has left
   * the page is dropped, not one that comes after the popup closed. @default the popup's
   */
  scope?: CallScope | undefined;
  /** Where a failed add-on add is logged. */
  log: Log;
  /** The storefront site for prices. */
  site: Site;
  /** The title. @default 'Added to Cart' (standard) or 'Monogramming' */
  title?: string | undefined;
}

type AddedItemView = ConfirmationDialogProps['confirmation']['items'][number];

/** One item the popup says was added: picture, name, personalization, chosen options, price. */
function AddedItem({ item, site }: { item: AddedItemView; site: Site }) {
  return (
    <div className="hearth-add-to-cart__added-item" data-sku={item.sku}>
      {item.imagePath && <img src={item.imagePath} alt="" width={72} height={72} />}
      <span>{item.name || item.sku}</span>
      {item.personalizationText && <span> {item.personalizationText}</span>}
      {item.selectedOptions?.length ? (
        <ul className="hearth-add-to-cart__options">
          {item.selectedOptions.map((option, i) => (
            <li key={`${option.title}-${i}`}>{option.title ? `${option.title}: ${option.text}` : option.text}</li>
          ))}
        </ul>
      ) : null}
      {item.formattedPrice != null && item.formattedPrice !== '' && (
        <span> {formatPrice(item.formattedPrice, { site })}</span>
      )}
    </div>
  );
}

/**
 * The standard and the Monogramming confirmation popups [ref: add-to-cart#screens]: what was added, the added
 * count (the sum of quantities) [ref: add-to-cart#rules], the personalization preview and fee for a monogram, and
 * the add-ons list 'Extras and Essentials We Recommend'. Several items added at once (a set, a
 * collection) are a carousel showing one at a time [ref: add-to-cart#limits]; one item is shown as it is.
 */
export function ConfirmationDialog({
  open,
  onOpenChange,
  confirmation,
  client,
  scope,
  log,
  site,
  title,
}: ConfirmationDialogProps) {
  const own = useCallScope();
  const { addOns, addedCount } = useAddOns({
    addOns: confirmation.addOns,
    added: confirmation.items,
    client: scopeClient(client ?? getClient(), scope ?? own),
    log,
    site,
  });
  const monogram = confirmation.kind === 'monogram';
  const preview = monogram ? addToCartPreviewUrl(confirmation.personalizationImage, 'personalizationImage') : undefined;
  const items = confirmation.items.map((item) => ({
    ...item,
    imagePath: addToCartLinkUrl(item.imagePath, 'items.imagePath'),
  }));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        title ??
        (monogram
          ? addToCartMessage('monogramTitle', 'Monogramming')
          : addToCartMessage('standardTitle', 'Added to Cart'))
      }
      size="large"
      fullScreenOnMobile
      data-confirmation={confirmation.kind}
      footer={
        <>
          <ContinueShopping />
          <a className="hearth-button hearth-button--primary" href={CART_ROUTE}>
            {addToCartMessage('viewCart', 'View Cart')}
          </a>
        </>
      }
    >
      <p role="status" className="hearth-add-to-cart__count">
        {addedCountText(addedCount)}
      </p>
      {preview && (
        <img
          className="hearth-add-to-cart__preview"
          src={preview}
          alt={addToCartMessage('personalizationPreviewAlt', 'Personalization preview')}
          width={240}
          height={240}
        />
      )}
      {items.length > 1 ? (
        <Carousel
          className="hearth-add-to-cart__added"
          aria-label={addToCartMessage('addedItemsLabel', 'Items added')}
          items={items}
          itemKey={(item, index) => `${item.sku}-${index}`}
          renderItem={(item) => <AddedItem item={item} site={site} />}
        />
      ) : (
        <div className="hearth-add-to-cart__added">{items[0] && <AddedItem item={items[0]} site={site} />}</div>
      )}
      {monogram && confirmation.personalizationFeeMessage && <p>{confirmation.personalizationFeeMessage}</p>}
      <AddOnsList addOns={addOns} />
    </Dialog>
  );
}
