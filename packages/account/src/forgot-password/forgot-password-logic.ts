/**
 * The forgot-password request [ref: forgot-password#calls]: GET the token, then POST the email with it. Pure of
 * React; the client is passed in.
 */
import { isCallError, type HearthClient } from '@hearth/core';
import { EMAIL_MAX_LENGTH, resetPasswordEmailMessage, validateEmail } from '@hearth/commerce';
import { resetPasswordRequest, resetPasswordToken } from './calls';

export { ResetPasswordAnswer, ResetPasswordTokenAnswer } from './calls';

/** [ref: forgot-password#validation]: the email field's `maxlength`. */
export const RESET_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** [ref: forgot-password#validation]: the reset-password email rule and message, for an empty value too. */
export function validateResetEmail(email: string): string | null {
  return validateEmail(email, { message: resetPasswordEmailMessage() });
}

/** The outcome of {@link requestPasswordReset}. */
export type ResetPasswordResult =
  | { status: 'sent'; headerMessage?: string | undefined; message?: string | undefined }
  | { status: 'failed'; headerMessage?: string | undefined; message?: string | undefined }
  | { status: 'aborted' };

/**
 * Sends a reset-password request: GET `resetPasswordToken` (requestToken, headerMessage), then
 * POST `resetPasswordRequest` with `{ accountEmail, token }`; the client adds the anti-forgery
 * header. Never throws: a call error or a malformed answer is `failed` (with the server's
 * message when it sent `isSuccess: false` and one), an abort is `aborted`.
 */
export async function requestPasswordReset(
  client: Pick<HearthClient, 'get' | 'post'>,
  email: string,
  signal?: AbortSignal,
): Promise<ResetPasswordResult> {
  let headerMessage: string | undefined;
  try {
    const token = await client.get(resetPasswordToken, { signal });
    headerMessage = token.headerMessage?.trim() || undefined;
    const answer = await client.post(
      resetPasswordRequest,
      { accountEmail: email.trim(), token: token.requestToken },
      { signal },
    );
    const message = answer?.message?.trim() || undefined;
    if (answer?.isSuccess === false) return { status: 'failed', headerMessage, message };
    return { status: 'sent', headerMessage, message };
  } catch (error) {
    if (isCallError(error, 'abort') || signal?.aborted) return { status: 'aborted' };
    return { status: 'failed', headerMessage };
  }
}
