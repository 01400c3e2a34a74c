/** Cart line mutations shared by the add-to-cart and cart-service handlers. */
import { getProduct } from '../catalogue/products';
import { nextId, type CartLine, type SessionState } from '../state/session';
import { bool, num, str } from '../read-input';

/** Quantity limits [ref: cart#limits]. */
export const MIN_QTY = 1;
export const MAX_QTY = 99;

/** An add-to-cart item [ref: cart#data] read from either casing. */
export function readItem(raw: Record<string, unknown>): Omit<CartLine, 'id'> {
  const location = str(raw, 'Location', 'location');
  return {
    sku: str(raw, 'Sku', 'sku'),
    qty: num(raw, 1, 'Quantity', 'quantity', 'qty'),
    optionChoiceParameter: str(raw, 'OptionChoiceParameter', 'optionChoiceParameter'),
    location,
    isPickupSelected: bool(raw, 'IsPickupSelected', 'isPickupSelected'),
    shipMethod: bool(raw, 'IsPickupSelected', 'isPickupSelected') ? 2 : num(raw, 1, 'ShipMethod', 'shipMethod'),
    giftRegistryId: num(raw, 0, 'GiftRegistryId', 'giftRegistryId') || null,
    personalizationText: str(raw, 'PersonalizationText', 'personalizationText'),
    personalizationId: str(raw, 'PersonalizationId', 'personalizationId'),
    isPersonalized: bool(raw, 'IsPersonalized', 'isPersonalized'),
    isInstallationServiceRequired: bool(raw, 'IsInstallationServiceRequired', 'isInstallationServiceRequired'),
    installationServiceType: num(raw, 0, 'InstallationServiceType', 'installationServiceType'),
    recipientId: 'recipient-1',
  };
}

/** The items of an add payload: a JSON list, `items`/`Items`, or one item. */
export function readItems(input: Record<string, unknown>): Array<Omit<CartLine, 'id'>> {
  const list = input['items'] ?? input['Items'] ?? input['cartItems'];
  const raw = Array.isArray(list) ? list : [input];
  return raw.filter((x): x is Record<string, unknown> => Boolean(x) && typeof x === 'object').map(readItem);
}

/** Why an item cannot be added, or null. */
export function addProblem(item: Omit<CartLine, 'id'>): string | null {
  const product = getProduct(item.sku);
  if (!item.sku || !product) return `Sorry, item ${item.sku || '(none)'} could not be found.`;
  if (product.isNla) return `Sorry, ${product.name} is no longer available.`;
  if (!Number.isInteger(item.qty) || item.qty < MIN_QTY || item.qty > MAX_QTY)
    return 'Please enter a quantity from 1 to 99.';
  return null;
}

/** Adds a line, merging with an identical one (quantities capped at 99). */
export function addLine(state: SessionState, item: Omit<CartLine, 'id'>): CartLine {
  const same = state.cart.find(
    (l) =>
      l.sku === item.sku &&
      l.optionChoiceParameter === item.optionChoiceParameter &&
      l.personalizationText === item.personalizationText &&
      l.giftRegistryId === item.giftRegistryId &&
      l.shipMethod === item.shipMethod,
  );
  if (same) {
    same.qty = Math.min(MAX_QTY, same.qty + item.qty);
    return same;
  }
  const line: CartLine = { id: nextId(state, 'line-'), ...item };
  state.cart.push(line);
  return line;
}

/** The line id a cart-service payload names. */
export function lineIdOf(input: Record<string, unknown>): string {
  return str(input, 'lineItemId', 'LineItemId', 'id', 'basketItemId', 'itemId');
}

/** Finds a line by id (or by sku as a fallback) in a list. */
export function findLine(list: CartLine[], input: Record<string, unknown>): CartLine | undefined {
  const id = lineIdOf(input);
  const sku = str(input, 'sku', 'Sku');
  return list.find((l) => (id && l.id === id) || (!id && sku && l.sku === sku));
}

/** The cart's item count, for `hearth:cart-updated`. */
export function itemCount(state: SessionState): number {
  return state.cart.reduce((n, l) => n + l.qty, 0);
}
