/**
 * [ref: sign-in#screens]: after the identity provider answers, a form POST to /account/auth carries the session
 * token and the redirect URL; the server then redirects to /account/auth/confirm?returnUrl=….
 * A real form (not fetch) so the browser follows the server's redirect and keeps its cookie.
 */
import { getConfig, readAntiForgeryToken } from '@hearth/core';
import { ACCOUNT_AUTH_URL } from './routes';

/** The anti-forgery field name the server reads from a form POST [ref: script-tag#the-markup]. */
export const ANTI_FORGERY_FIELD = '__RequestVerificationToken';

/** What {@link buildAuthForm} puts in the form. */
export interface AuthFormFields {
  sessionToken: string;
  redirectUrl: string;
  /** @default the configuration's `antiForgeryToken`, else the page's `input[name="__RequestVerificationToken"]` value */
  antiForgeryToken?: string | undefined;
  /** @default '/account/auth' */
  action?: string | undefined;
}

/** Builds the hidden POST form to /account/auth (not yet in the page). */
export function buildAuthForm(doc: Document, fields: AuthFormFields): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = fields.action ?? ACCOUNT_AUTH_URL;
  form.hidden = true;
  const token = fields.antiForgeryToken ?? readAntiForgeryToken(getConfig(), doc);
  const add = (name: string, value: string) => {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  };
  add(ANTI_FORGERY_FIELD, token);
  add('sessionToken', fields.sessionToken);
  add('redirectUrl', fields.redirectUrl);
  return form;
}

/** Builds the form, puts it in the page and submits it through `submit` (injected for tests). */
export function postSessionToken(
  doc: Document,
  fields: AuthFormFields,
  submit: (form: HTMLFormElement) => void,
): HTMLFormElement {
  const form = buildAuthForm(doc, fields);
  doc.body.append(form);
  submit(form);
  return form;
}
