/** The calls of the sign-in widget (001 §4, §7). The identity provider has its own fetch (identity-provider.ts). */
import { defineCall } from '@hearth/core';
import { SignInConfig } from './schema';

/** 001 §7: "GET of the sign-in config link", with `?returnUrl` (and `email`); path from config. */
export const signInConfig = defineCall({ name: 'signInConfig', method: 'GET', answer: SignInConfig });
