/**
 * The budgets of `npm run size:npm` (scripts/size-npm.mjs): what a React app's page pays for one
 * Hearth component imported alone from the npm packages, react and react-dom aside, before any
 * popup opens (bytes; see scripts/size-npm-check.mjs for each rule).
 *
 * A budget comes from an issue or a reason written beside it, never from "just above today's
 * figure".
 */
export const NPM_TARGETS = {
  /**
   * Every component without a row in `components`: no more than the script tag's one-island page
   * (50 KB brotli with the loader and Preact, scripts/size-targets.mjs `islandPage`). An npm user
   * brings React and a bundler, so one component alone has no reason to cost more than that page.
   */
  component: { brotli: 50 * 1024 },
  /** Issue 23: what an npm user pays for the lightest components, gzip. */
  components: {
    QuantitySelector: { gzip: 4 * 1024 },
    CartCount: { gzip: 5 * 1024 },
    /** Before any popup opens: the confirmation popups and the pricing reader load on first use. */
    AddToCart: { gzip: 15 * 1024 },
  },
  /** The components that sanitize HTML as they render, and so bring DOMPurify (issue 23). */
  sanitizesHtml: ['SanitizedHtml'],
  /**
   * Components that render another island's component on purpose (`<package>/<folder>` of that
   * island): everything else of another island's folder coming along is a leak.
   */
  composes: {
    // the sign-in form opens the forgot-password popup itself (sign-in-form.tsx)
    SignIn: ['account/forgot-password'],
    SignInDialog: ['account/forgot-password'],
    SignInForm: ['account/forgot-password'],
    // the gallery's welcome mat is the visualizer (002 §2: 'welcome-mat visualizer')
    GalleryDialog: ['media/visualizer'],
    // each swatch card of the shop-by-fabric grid is a swatch flyout (swatch-card.tsx)
    ShopByFabric: ['swatches/swatch-flyout'],
  },
  /**
   * The dist may cost this much more than the same component bundled from its sources, gzip: a
   * module per file costs its import and export lines, nothing else.
   */
  overSource: { ratio: 0.02, bytes: 100 },
};
