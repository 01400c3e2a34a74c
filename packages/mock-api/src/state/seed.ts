import { addLine, addProblem, readItem } from '../handlers/cart-lines';
import { getSession, type CartLine, type SessionState } from './session';

/**
 * Puts a line straight into a session's cart (or saved-for-later list), for stories and tests
 * that start from a given cart. Defaults describe a plain shipped line of quantity 1.
 */
export function seedCartLine(
  sku: string,
  extra: Partial<CartLine> = {},
  list: 'cart' | 'savedForLater' = 'cart',
  session: SessionState = getSession(),
): CartLine {
  const line: CartLine = {
    id: `line-${session.nextId++}`,
    sku,
    qty: 1,
    optionChoiceParameter: '',
    location: 'PDP',
    isPickupSelected: false,
    shipMethod: 1,
    giftRegistryId: null,
    personalizationText: '',
    personalizationId: '',
    isPersonalized: false,
    isInstallationServiceRequired: false,
    installationServiceType: 0,
    recipientId: 'recipient-1',
    ...extra,
  };
  session[list].push(line);
  return line;
}

/**
 * Adds an item to a session's cart as the addItem call does (checked, merged with an identical
 * line): for a server page's form post, such as the example site's add-to-cart fallback.
 * Answers the problem when it cannot be added.
 */
export function addCartItem(
  sessionId: string,
  item: { Sku: string; Quantity?: number; Location?: string },
): string | null {
  const line = readItem(item);
  const problem = addProblem(line);
  if (!problem) addLine(getSession(sessionId), line);
  return problem;
}
