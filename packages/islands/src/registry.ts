/**
 * Every island of the script-tag build, by its `data-island` name (CONTRACT §5). Each
 * entry is a dynamic import, so the bundler gives each island its own lazily loaded,
 * content-hashed chunk and the loader fetches only the islands present on the page.
 */
import type { IslandLoader } from '@hearth/core';

export const islands: Record<string, IslandLoader> = {
  'quantity-selector': () => import('./islands/quantity-selector'),
  'cart-count': () => import('./islands/cart-count'),
  'add-to-cart': () => import('./islands/add-to-cart'),
  cart: () => import('./islands/cart'),
  'sign-in': () => import('./islands/sign-in'),
  'forgot-password': () => import('./islands/forgot-password'),
  'card-entry': () => import('./islands/card-entry'),
};
