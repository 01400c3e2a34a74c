import { UnavailableItemsDialog } from '@hearth/commerce';
import { CHECKOUT_ISLAND } from '../checkout-context';
import type { PopupProps } from './popup-props';

/**
 * The cart validation popups [ref: checkout#errors]: 'Item(s) no longer available', 'Item(s) cannot be shipped
 * to or picked up in this state', 'Please Edit Your Cart to Proceed'…; types 3, 6, 7 and 9 offer
 * removal with the checkout's calls, type 4 RemoveInstallationService (success refreshes the checkout, failure goes to the cart).
 */
export function CartValidationDialog({
  popup,
  open,
  onOpenChange,
  controller,
  state,
  settings,
}: PopupProps<'cartValidation'>) {
  return (
    <UnavailableItemsDialog
      open={open}
      onOpenChange={onOpenChange}
      popup={popup.popup}
      items={popup.items}
      site={settings.site}
      island={CHECKOUT_ISLAND}
      removing={state.loading === 'removeUnavailable'}
      onRemove={() => void controller.removeUnavailable()}
      onRemoveInstallationService={() => void controller.removeInstallationService()}
      onReturnToCart={() => controller.returnToCart()}
    />
  );
}
