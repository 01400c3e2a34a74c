/**
 * [ref: cart#errors] "Server-supplied messages": 'Card has been reissued. Please use new card.', payment
 * session or TNS errors, and rewards restriction messages are shown as the server words them.
 * "All other failures are logged only."
 */
/** The one server message the spec quotes. */
export const CARD_REISSUED_MESSAGE = 'Card has been reissued. Please use new card.';

/** Which other server messages are shown: payment session, TNS and rewards restriction messages. */
export const SHOWN_SERVER_MESSAGES: readonly RegExp[] = [/session/i, /\bTNS\b/, /reward/i];

/** Whether a server message is one of those the spec shows. */
export function isShownServerMessage(message: string | null | undefined): message is string {
  if (typeof message !== 'string') return false;
  return message.includes(CARD_REISSUED_MESSAGE) || SHOWN_SERVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** The message of a failed answer to show, or `null` when it is to be logged only. */
export function serverMessageToShow(answer: {
  cartErrorMessage?: string | null | undefined;
  message?: string | null | undefined;
}): string | null {
  for (const message of [answer.cartErrorMessage, answer.message]) {
    if (isShownServerMessage(message)) return message;
  }
  return null;
}
