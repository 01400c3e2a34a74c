/** [ref: checkout#calls] shipping and gift options: gift messages and receipts, bagging, recipients, pickup, offers. */
import { FINANCING_MINIMUM, FINANCING_REFUSED } from '../catalogue/account';
import { type Resolvers } from '../serve-call';
import { bool, num, obj, str } from '../read-input';
import { orderSummary } from '../state/cart-model';
import { checkoutData } from '../state/checkout-model';
import { nextId } from '../state/session';
import { no, ok } from './checkout-common';

/**
 * The parcel service level a choice sets (1 Standard, 2 Premium, 3 Express): furniture's in-home
 * level (6, 7) is fixed by the furniture, so a request carrying it keeps the parcels' level.
 */
const parcelLevel = (level: number, before: number) => ([1, 2, 3].includes(level) ? level : before);

/** Gift message limit used by the demo. */
export const GIFT_MESSAGE_MAX = 240;

export const checkoutOptionResolvers = {
  UpdateGiftReceipt: ({ session, input }) => {
    session.checkout.giftReceipt[str(input, 'recipientId')] = num(input, 0, 'selectedOption');
    return ok(session);
  },
  UpdateBaggingOption: ({ session, input }) => {
    session.checkout.bagging[str(input, 'recipientId')] = num(input, 0, 'selectedOption');
    return ok(session);
  },
  UpdateBopsToShipping: ({ session, input }) => {
    const rid = str(input, 'recipientId');
    for (const l of session.cart) if (l.recipientId === rid) l.shipMethod = 1;
    session.checkout.shippingAddressId = str(input, 'newAddressId') || session.checkout.shippingAddressId;
    return ok(session, { checkoutData: checkoutData(session) });
  },
  SetTYMPreferences: ({ session, input }) => {
    session.checkout.tymOptIn = bool(input, 'isOptIn');
    return ok(session);
  },
  SavePlccOfferSelection: ({ session, input }) => {
    const option = num(input, 1, 'selectedOption');
    if (option !== 1 && option !== 2) return no(session, 'Please select an offer.');
    // financing below its minimum: refused (the client shows the offer's error view)
    if (option === 2 && (orderSummary(session)['total'] as number) < FINANCING_MINIMUM)
      return no(session, FINANCING_REFUSED);
    session.checkout.plccOption = option;
    return ok(session, { selectedOption: option });
  },
  UpdateRecipientId: ({ session, input }) => {
    const from = str(input, 'oldRecipientId');
    const to = str(input, 'newRecipientId');
    for (const l of session.cart) if (l.recipientId === from) l.recipientId = to;
    return ok(session, { checkoutData: checkoutData(session) });
  },
  SplitItem: ({ session, input }) => {
    const line = session.cart.find((l) => l.id === str(input, 'basketItemId'));
    if (!line || line.qty < 2) return no(session, 'This item cannot be split.');
    line.qty -= 1;
    session.cart.push({ ...line, id: nextId(session, 'line-'), qty: 1 });
    return ok(session, { checkoutData: checkoutData(session) });
  },
  SaveShippingAndGiftOptions: ({ session, input }) => {
    session.checkout.serviceLevel = parcelLevel(
      num(input, session.checkout.serviceLevel, 'serviceLevel', 'selectedServiceLevel'),
      session.checkout.serviceLevel,
    );
    return ok(session, { checkoutData: checkoutData(session) });
  },
  UpdateGiftMessage: ({ session, input }) => {
    const message = str(input, 'message');
    if (message.length > GIFT_MESSAGE_MAX)
      return no(session, `Gift messages may have up to ${GIFT_MESSAGE_MAX} characters.`);
    session.checkout.giftMessages[str(input, 'recipientId')] = message;
    return ok(session);
  },
  UpdateGiftOption: ({ session, input }) => {
    const rid = str(input, 'recipientId');
    const options = obj(input, 'giftOptions');
    if (typeof options['giftMessage'] === 'string') session.checkout.giftMessages[rid] = options['giftMessage'];
    if (typeof options['isGift'] === 'boolean') session.checkout.gifts[rid] = options['isGift'];
    session.checkout.serviceLevel = parcelLevel(
      num(input, session.checkout.serviceLevel, 'serviceLevel'),
      session.checkout.serviceLevel,
    );
    const recipientList = (checkoutData(session)['shippingOptions'] as { recipients: unknown[] }).recipients;
    return ok(session, { recipientList });
  },
} satisfies Resolvers;
