import { useRef, type ReactElement } from 'react';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutSettings } from '../checkout-settings';
import type { CheckoutPopup, CheckoutPopupKind, CheckoutState } from '../checkout-state';
import {
  CartValidationPart,
  CertificatesPart,
  EmptyBasketPart,
  ErrorPopupPart,
  NetworkPopupPart,
  NewRecipientPart,
  OfferPart,
  OversizePart,
  PaymentErrorPart,
  SavedCardsPart,
  ShippingInfoPart,
  StoreChooserPart,
  StoreDetailPart,
  SuggestionsPart,
  TwoCardsPart,
} from './lazy-popups';
import type { PopupProps } from './popup-props';
import { CardEntryPopup } from '../payment/new-card';

type Part<K extends CheckoutPopupKind> = {
  Component: (props: PopupProps<K>) => unknown;
  preload?: () => Promise<void>;
};

const PARTS: { [K in CheckoutPopupKind]: Part<K> } = {
  error: ErrorPopupPart,
  network: NetworkPopupPart,
  emptyBasket: EmptyBasketPart,
  cartValidation: CartValidationPart,
  shippingInfo: ShippingInfoPart,
  oversize: OversizePart,
  suggestions: SuggestionsPart,
  storeChooser: StoreChooserPart,
  storeDetail: StoreDetailPart,
  newRecipient: NewRecipientPart,
  paymentError: PaymentErrorPart,
  savedCards: SavedCardsPart,
  twoCards: TwoCardsPart,
  offer: OfferPart,
  certificates: CertificatesPart,
  // the npm page's own component (already loaded by the page): nothing to load here
  cardEntry: { Component: CardEntryPopup },
} as never;

/**
 * Resolves once the code of `popup` is in (never rejects): an action that opened it stays busy
 * until then, so the popup is open before its button takes a press again.
 */
export function popupCodeOf(popup: CheckoutPopup): Promise<void> {
  return (PARTS[popup.kind] as Part<CheckoutPopupKind>).preload?.() ?? Promise.resolve();
}

/** The popup on screen was loading and this is its content: the same opening, not a new one. */
function arrives(before: CheckoutPopup | null, after: CheckoutPopup): boolean {
  return before?.kind === after.kind && 'status' in before && before.status === 'loading';
}

/** Props of {@link CheckoutPopups}. */
export interface CheckoutPopupsProps {
  controller: CheckoutController;
  state: CheckoutState;
  settings: CheckoutSettings;
}

/**
 * The checkout's popups [ref: checkout#screens, #errors]: each a Dialog loaded on first use. The last popup of each
 * kind stays rendered, closed, so it keeps its content while it leaves.
 */
export function CheckoutPopups({ controller, state, settings }: CheckoutPopupsProps) {
  // each opening gets a fresh part (its own form, its own search, the offer's error view): keyed by
  // how often its kind opened. A popup whose content arrives while it is open (the store details,
  // loading, then read) keeps its part: a new key would close the dialog and open another, and
  // move the shopper's focus with it.
  const last = useRef<Partial<Record<CheckoutPopupKind, { popup: CheckoutPopup; serial: number }>>>({});
  const shown = useRef<CheckoutPopup | null>(null);
  const current = state.popup;
  if (current && last.current[current.kind]?.popup !== current) {
    const serial = last.current[current.kind]?.serial ?? 0;
    last.current[current.kind] = { popup: current, serial: arrives(shown.current, current) ? serial : serial + 1 };
  }
  shown.current = current;
  const onOpenChange = (open: boolean) => {
    if (!open) controller.closePopup();
  };
  return (
    <>
      {(Object.keys(last.current) as CheckoutPopupKind[]).map((kind) => {
        const Part = PARTS[kind].Component as (props: PopupProps<CheckoutPopupKind>) => ReactElement | null;
        const { popup, serial } = last.current[kind]!;
        return (
          <Part
            key={`${kind}-${serial}`}
            popup={popup as never}
            open={current?.kind === kind}
            onOpenChange={onOpenChange}
            controller={controller}
            state={state}
            settings={settings}
          />
        );
      })}
    </>
  );
}
