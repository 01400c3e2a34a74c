/**
 * The budgets of `npm run size:npm` (scripts/size/size-npm.mjs): what a React app's page pays for one
 * Hearth component imported alone from the npm packages, react and react-dom aside, before any
 * popup opens (bytes; see scripts/size/size-npm-check.mjs for each rule). Every exported component has
 * one: a component without a budget fails the check.
 *
 * QuantitySelector, CartCount and AddToCart have budgets of their own: what a product page's React app pays. Every other budget is the
 * component's gzip figure when it was set (2026-11-27, in the comment) plus about 8 %, rounded up
 * to 100 B: room for a fix or a string, not for a library or another component coming along.
 * Raise one only with the reason written beside it.
 */
export const NPM_TARGETS = {
  components: {
    // ---- the lightest components, what a product page's React app pays ----
    /** ≤ 4 KB gzip (1,409 B): the stepper and its field. */
    QuantitySelector: { gzip: 4 * 1024 },
    /** ≤ 5 KB gzip (2,416 B): the header count and its page-wide state. */
    CartCount: { gzip: 5 * 1024 },
    /**
     * ≤ 15 KB gzip (15,228 B) before any popup opens: the button, the quantity, the
     * personalization fields and their schema. The sending code with its calls and answer schemas,
     * the call client, the confirmation popups and the price's reader load on first use.
     */
    AddToCart: { gzip: 15 * 1024 },

    // ---- core: the configuration as a component, and the island runtime's one ----
    /** 3,122 B (2026-11-29): setConfig and its checks (superstruct), the wording put in effect. */
    HearthConfigProvider: { gzip: 3_300 },
    /** 311 B (2026-11-28): the server HTML an island replaced, back while it loads. */
    IslandFallback: { gzip: 400 },

    // ---- ui: the design system's parts ----
    /** 1,181 B: the button and its busy state. */
    Button: { gzip: 1_300 },
    /** 9,730 B: Embla (the carousel library) is most of it. */
    Carousel: { gzip: 10_600 },
    /** 2,961 B: the modal dialog (native <dialog>, focus, transitions). */
    Dialog: { gzip: 3_200 },
    /** 995 B: label, hint and error around a control. */
    Field: { gzip: 1_100 },
    /** 2,930 B: the side panel (a dialog that slides in). */
    Flyout: { gzip: 3_200 },
    /**
     * 2,059 B (1,616 B before its popup became a dialog): the card shown on hover or focus, which opened by a click
     * or Enter is a dialog that keeps the focus (Tab cycles inside, Escape gives it back).
     */
    HoverCard: { gzip: 2_300 },
    /** 3,863 B: the dialog an island opens, with its opener's focus. */
    IslandDialog: { gzip: 4_200 },
    /** 12,201 B: DOMPurify is most of it, the one component that sanitizes as it renders. */
    SanitizedHtml: { gzip: 13_200 },
    /** 619 B */
    Skeleton: { gzip: 700 },
    /** 427 B */
    SkeletonBlock: { gzip: 500 },
    /** 1,026 B */
    Tabs: { gzip: 1_200 },
    /** 1,119 B: Field with its input. */
    TextField: { gzip: 1_300 },

    // ---- commerce: the shared domain parts ----
    /** 242 B (2026-11-29): the 'Added' that takes an item's add button's place. */
    AddedButton: { gzip: 300 },
    /** 652 B (2026-11-29): an item's nested add-to-cart island (carousel, quick ship), 'Added' once it adds. */
    AddToCartSlot: { gzip: 800 },
    /** 1,721 B */
    AddOnsList: { gzip: 1_900 },
    /** 1,320 B */
    ContinueShopping: { gzip: 1_500 },
    /** 766 B */
    OversizeList: { gzip: 900 },
    /** 5,360 B: a Dialog with its list. */
    UnavailableItemsDialog: { gzip: 5_800 },
    /** 1,743 B */
    UnavailableList: { gzip: 1_900 },

    // ---- feature islands: each brings its calls' answer schemas (superstruct) and the client ----
    /** 8,852 B: the card form and its validation rules. */
    CardEntry: { gzip: 9_600 },
    /** 8,724 B */
    CardEntryDialog: { gzip: 9_500 },
    /** 5,997 B */
    CardEntryForm: { gzip: 6_500 },
    /** 10,412 B */
    ForgotPassword: { gzip: 11_300 },
    /** 10,393 B */
    ForgotPasswordDialog: { gzip: 11_300 },
    /** 14,559 B: the sign-in form opens the forgot-password popup itself (see `composes`). */
    SignIn: { gzip: 15_800 },
    /** 14,363 B */
    SignInDialog: { gzip: 15_600 },
    /** 14,301 B */
    SignInForm: { gzip: 15_500 },
    /** 18,020 B: the whole cart page (lines, summary, their popups' triggers). */
    CartPage: { gzip: 19_500 },
    /**
     * The whole checkout island; its steps' popups load on first use. 33,533 B, then 36,250 B
     * with the step table and its routing, then 36,638 B with the call scope that drops answers
     * after the checkout left the page and the wait for a popup's code before its button takes a
     * press (the reliability work).
     */
    Checkout: { gzip: 37_000 },
    /** 10,189 B */
    ChangeZip: { gzip: 11_100 },
    /** 16,430 B: the list's product grid and the data hook (swr). */
    Favorites: { gzip: 17_800 },
    /** 15,426 B */
    QuickShip: { gzip: 16_700 },
    /** 17,764 B */
    Registry: { gzip: 19_200 },
    /** 25,552 B: Embla and the data hook (swr) come with it. */
    Gallery: { gzip: 27_600 },
    /** 30,899 B: the gallery's popup, with the visualizer as its welcome mat (see `composes`). */
    GalleryDialog: { gzip: 33_400 },
    /** 24,378 B: Embla and the data hook (swr). */
    ProductCarousel: { gzip: 26_400 },
    /** 5,619 B */
    SummaryDrawer: { gzip: 6_100 },
    /** 18,257 B */
    Visualizer: { gzip: 19_800 },
    /** 33,079 B: the special-order configurator (drawers, summary, filters). */
    Configurator: { gzip: 35_800 },
    /** 27,871 B: each swatch card is a swatch flyout (see `composes`). */
    ShopByFabric: { gzip: 30_100 },
    /** 21,451 B */
    SwatchFlyout: { gzip: 23_200 },
    /** 28,365 B */
    SwatchOrder: { gzip: 30_700 },
  },
  /** The components that sanitize HTML as they render, and so bring DOMPurify. */
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
    // the gallery's welcome mat is the visualizer ('welcome-mat visualizer') [ref: core#screens]
    GalleryDialog: ['media/visualizer'],
    // each swatch card of the shop-by-fabric grid is a swatch flyout (swatch-card.tsx)
    ShopByFabric: ['swatches/swatch-flyout'],
  },
  /**
   * The dist may cost this much more than the same component bundled from its sources, gzip: a
   * module per file costs its import and export lines, nothing else.
   */
  overSource: { ratio: 0.02, bytes: 100 },
  /**
   * what a Next.js App Router page pays for Hearth imported from a Server Component,
   * checked by examples/next's test (`npm run test:browser`, after `next build && next start`):
   * the JavaScript the page loads in Chromium, gzip, less what Next's empty page loads.
   */
  next: {
    /** A page importing QuantitySelector alone from `@hearth/ui` (1,488 B; 40,332 B when only the entries said 'use client'). */
    quantitySelector: { gzip: 3 * 1024 },
    /**
     * The product page (examples/next/app/page.jsx): these components, at most the same set
     * bundled alone by Vite's bundler as `size:npm` bundles one (51,072 B) plus `overVite`
     * (49,104 B; 70,585 B when only the entries said it).
     */
    productPage: {
      components: [
        'ui/QuantitySelector',
        'ui/SanitizedHtml',
        'ui/Carousel',
        'cart/CartCount',
        'cart/AddToCart',
        'media/Gallery',
      ],
      overVite: 0.1,
    },
  },
};
