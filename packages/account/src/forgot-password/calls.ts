/** The calls of the forgot-password popup [ref: forgot-password#calls]. */
import { defineCall } from '@hearth/core';
import { boolean, literal, nonempty, optional, string, type, union, type Infer, type Struct } from 'superstruct';

const resetPasswordTokenAnswerStruct = type({
  requestToken: nonempty(string()),
  headerMessage: optional(string()),
});
/** [ref: forgot-password#calls]: answer of GET resetPasswordToken. */
export const ResetPasswordTokenAnswer: Struct<ResetPasswordTokenAnswer, unknown> = resetPasswordTokenAnswerStruct;
/** `{ requestToken, headerMessage }`. */
export interface ResetPasswordTokenAnswer extends Infer<typeof resetPasswordTokenAnswerStruct> {}

/**
 * [ref: forgot-password#calls]: the answer of POST resetPasswordRequest is "not shown". Hearth reads `isSuccess` and
 * `message` when present; an empty answer is a success; anything else is malformed.
 */
const resetPasswordResultStruct = type({ isSuccess: optional(boolean()), message: optional(string()) });
/** What a POST resetPasswordRequest that answers with a body says. */
export interface ResetPasswordResult extends Infer<typeof resetPasswordResultStruct> {}
const ResetPasswordResult: Struct<ResetPasswordResult, unknown> = resetPasswordResultStruct;
/** What POST resetPasswordRequest resolves: nothing (a success), or `isSuccess` and `message`. */
export const ResetPasswordAnswer = union([literal(undefined), ResetPasswordResult]);
export type ResetPasswordAnswer = Infer<typeof ResetPasswordAnswer>;

/** [ref: forgot-password#calls]: the request token and the popup's heading. */
export const resetPasswordToken = defineCall({
  name: 'resetPasswordToken',
  method: 'GET',
  path: '/account/reset-password/GetRequestVerificationToken',
  answer: ResetPasswordTokenAnswer,
});
/** [ref: forgot-password#calls]: POST `{ accountEmail, token }`. */
export const resetPasswordRequest = defineCall({
  name: 'resetPasswordRequest',
  method: 'POST',
  path: '/account/reset-password/okta-reset-password-request',
  answer: ResetPasswordAnswer,
});
