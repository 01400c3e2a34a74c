/** The calls of the sign-in widget [ref: sign-in#rules, #calls]. The identity provider has its own fetch (identity-provider.ts). */
import { defineCall } from '@hearth/core';
import { SignInConfig } from './schema';

/** [ref: sign-in#calls]: "GET of the sign-in config link", with `?returnUrl` (and `email`); path from config. */
export const signInConfig = defineCall({ name: 'signInConfig', method: 'GET', answer: SignInConfig });
