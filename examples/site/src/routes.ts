import { getProduct } from './mock.js';
import { accountDemoPage, authConfirmPage } from './pages/account.js';
import { accountPage, signOutPage } from './pages/account-home.js';
import { cartAddPage } from './pages/cart-add.js';
import { cartPage } from './pages/cart.js';
import { categoryPage } from './pages/category.js';
import { checkoutPage } from './pages/checkout.js';
import type { Page, PageContext } from './pages/context.js';
import { createAccountPage } from './pages/create-account.js';
import { devPage } from './pages/dev.js';
import { freeSwatchesPage } from './pages/free-swatches.js';
import { homePage } from './pages/home.js';
import { identityProviderPage } from './pages/identity-provider.js';
import { privacyPage, termsPage } from './pages/info-pages.js';
import { favoritesPage, registryPage } from './pages/lists.js';
import { productPage } from './pages/product.js';
import { quantityPage } from './pages/quantity.js';
import { signInPage } from './pages/sign-in.js';
import { specialOrderPage } from './pages/special-order.js';

/** A page route: exact path or a pattern with named groups. */
export interface Route {
  path: string | RegExp;
  render: (ctx: PageContext, params: Record<string, string>) => Page | undefined;
  /** Accepts a form POST (after the anti-forgery check) and renders the page with `ctx.form`. */
  acceptsPost?: boolean;
}

/** Every page of the demo site. */
export const ROUTES: Route[] = [
  { path: '/', render: homePage },
  // a department's listing: /shop/{slug}
  { path: /^\/shop\/(?<slug>[a-z0-9-]+)$/i, render: (ctx, { slug = '' }) => categoryPage(ctx, slug) },
  // developer pages and the fault panel; its form post sets the developer cookie
  { path: '/dev', render: devPage, acceptsPost: true },
  { path: '/demo/quantity', render: quantityPage, acceptsPost: true },
  // the add-to-cart island's fallback: a legacy form post
  { path: '/cart/add', render: cartAddPage, acceptsPost: true },
  {
    // the mock catalogue's product URLs: /furniture/{slug}/s{sku}
    path: /^\/furniture\/[a-z0-9-]+\/s(?<sku>\d+)$/i,
    render: (ctx, { sku = '' }) => {
      const product = getProduct(sku);
      if (!product) return undefined;
      return product.isSpecialOrder ? specialOrderPage(ctx, product) : productPage(ctx, product);
    },
  },
  { path: '/checkout/cart', render: cartPage },
  // acceptsPost: the cart's 'Guest Checkout' is a form POST to the checkout URL (000 §6)
  { path: /^\/checkout(?:\/[a-z]+)?$/i, render: checkoutPage, acceptsPost: true },
  { path: '/free-swatches', render: freeSwatchesPage },
  { path: '/account/sign-in', render: signInPage },
  // the sign-in island's fallback form posts here (the legacy sign-in)
  { path: '/account/login', render: signInPage, acceptsPost: true },
  { path: '/account/auth/confirm', render: authConfirmPage },
  // 001 §2 social sign-in: the demo identity provider
  { path: '/account/auth/loginwithidp', render: identityProviderPage, acceptsPost: true },
  { path: '/account', render: accountPage },
  { path: '/account/sign-out', render: (ctx) => signOutPage(ctx) ?? { title: 'Your account', main: accountPage(ctx).main, redirect: '/account' }, acceptsPost: true },
  { path: '/account/create-account', render: createAccountPage, acceptsPost: true },
  { path: '/customer-service/terms-of-use', render: termsPage },
  { path: '/customer-service/privacy-policy', render: privacyPage },
  { path: '/demo/account', render: accountDemoPage },
  // 002 §2: 'View Now' after a favorites add, 'View Registry' and 'View Checklist' after a registry add
  { path: '/favorites', render: favoritesPage },
  {
    path: /^\/gift-registry\/(?<kind>registrant-list|checklist)\/(?<id>\d+)$/i,
    render: (ctx, { kind = '', id = '' }) => registryPage(ctx, id, kind.toLowerCase() === 'checklist' ? 'checklist' : 'list'),
  },
];

/** Finds the route for a path; trailing slashes are ignored. */
export function matchRoute(pathname: string): { route: Route; params: Record<string, string> } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of ROUTES) {
    if (typeof route.path === 'string') {
      if (route.path.toLowerCase() === path.toLowerCase()) return { route, params: {} };
    } else {
      const m = route.path.exec(path);
      if (m) return { route, params: { ...m.groups } };
    }
  }
  return undefined;
}
