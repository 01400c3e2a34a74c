/**
 * One case per component the packages export: the props of one of its stories or of the example
 * site's pages. `data` runs on the server only (as a server page or a Server Component reads the
 * session and the catalogue) and is handed to the browser as JSON, like an app's initial props;
 * `render` runs on both sides with it. `test/hydration.e2e.ts` fails when an exported component has
 * no case here.
 */
import {
  AddedButton,
  AddOnsList,
  AddToCartSlot,
  ContinueShopping,
  OversizeList,
  UnavailableItemsDialog,
  UnavailableList,
  unavailablePopupFor,
} from '@hearth/commerce';
import { HearthConfigProvider, IslandFallback, setConfig } from '@hearth/core';
import {
  Button,
  Carousel,
  Dialog,
  Field,
  Flyout,
  HoverCard,
  IslandDialog,
  QuantitySelector,
  SanitizedHtml,
  Skeleton,
  SkeletonBlock,
  Tabs,
  TextField,
} from '@hearth/ui';
import { AddToCart, CartCount, CartPage } from '@hearth/cart';
import {
  CardEntry,
  CardEntryDialog,
  CardEntryForm,
  ForgotPassword,
  ForgotPasswordDialog,
  SignIn,
  SignInDialog,
  SignInForm,
} from '@hearth/account';
import { Checkout, type CheckoutData } from '@hearth/checkout';
import { ShopByFabric, SwatchFlyout, SwatchOrder, type OrderSwatchData } from '@hearth/swatches';
import { Configurator } from '@hearth/product';
import {
  Gallery,
  GalleryDialog,
  ProductCarousel,
  SummaryDrawer,
  Visualizer,
  useGallery,
  type VisualizerAdapter,
} from '@hearth/media';
import { ChangeZip, Favorites, QuickShip, Registry } from '@hearth/lists';
import {
  browseDto,
  cartData,
  checkoutData,
  demoConfig,
  filteredSwatchResults,
  galleryImages,
  getProduct,
  getSession,
  sampleSwatchData,
  seedCartLine,
} from '@hearth/mock-api';
import { useEffect, type ReactElement } from 'react';

/** The demo store's configuration, set on both sides before anything renders. */
export const CONFIG = demoConfig('US', 'main');
setConfig({ ...CONFIG });

/** A component's case. */
export interface Case {
  /** Server-only: the initial data, as JSON. */
  data?: () => unknown;
  /** The element, from the data. */
  render: (data: any) => ReactElement;
}

const noop = () => undefined;
const CARDS = ['Stoneware Lamp', 'Linen Throw', 'Oak Side Table', 'Wool Rug', 'Brass Mirror', 'Ceramic Vase'];
const UNAVAILABLE = [
  { sku: '200101', title: 'Linen Pillow', currentPrice: 4995, quantity: 2, availabilityMessage: 'No longer available' },
];
/** A stand-in for the vendor's visualizer script, never loaded during hydration. */
const NO_WIDGET: VisualizerAdapter = {
  load: () => new Promise(noop),
};

function GalleryDialogCase({ images }: { images: unknown[] }) {
  const state = useGallery({ sku: '410100', images: images as never, customerImages: [], defaultOpen: true });
  return <GalleryDialog {...state.dialog} media={state.media} />;
}

/** Calls `onCommit` once the root's first commit ran its effects (renders nothing). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * What both sides render for a case: the same tree on the server and in the browser (a sibling
 * changes `useId`'s ids, so the marker that tells the browser the root committed is on both).
 */
export function caseElement(entry: Case, data: unknown, onCommit: () => void = noop): ReactElement {
  return (
    <>
      {entry.render(data)}
      <Committed onCommit={onCommit} />
    </>
  );
}

/** Every case, by the package and name of its component (`@hearth/ui.Button`). */
export const CASES: Record<string, Case> = {
  // @hearth/ui
  '@hearth/ui.Button': { render: () => <Button variant="primary">Add to Cart</Button> },
  '@hearth/ui.Carousel': {
    render: () => (
      <Carousel
        aria-label="People Also Viewed"
        items={CARDS}
        itemKey={(name) => name}
        renderItem={(name) => <a href={`#${name}`}>{name}</a>}
        perView={{ 0: 2.5, 769: 4 }}
      />
    ),
  },
  '@hearth/ui.Dialog': {
    render: () => (
      <Dialog
        title="Added to Cart"
        description="Your item was added to your cart."
        trigger={<Button>Open dialog</Button>}
      >
        <p>Linen Sofa, Natural — Qty 1</p>
      </Dialog>
    ),
  },
  '@hearth/ui.Field': {
    render: () => (
      <Field label="ZIP Code" hint="5 digits">
        {(props) => <input {...props} name="zip" inputMode="numeric" />}
      </Field>
    ),
  },
  '@hearth/ui.Flyout': {
    render: () => (
      <Flyout title="Checkout Now" side="right" trigger={<Button>Checkout</Button>}>
        <TextField label="Email" type="email" name="email" autoComplete="email" />
      </Flyout>
    ),
  },
  '@hearth/ui.HoverCard': {
    render: () => (
      <HoverCard label="Dover, Slate" trigger={(props) => <button {...props}>Dover, Slate</button>}>
        <p>100% solution-dyed acrylic.</p>
      </HoverCard>
    ),
  },
  '@hearth/ui.IslandDialog': {
    render: () => (
      <IslandDialog title="Reset password" triggerLabel="Reset password" triggerVariant="link">
        <TextField label="Email Address" type="email" name="accountEmail" autoComplete="email" />
      </IslandDialog>
    ),
  },
  '@hearth/ui.QuantitySelector': {
    render: () => <QuantitySelector name="qty" label="Quantity" defaultValue={2} />,
  },
  '@hearth/ui.SanitizedHtml': {
    render: () => (
      <SanitizedHtml
        html={
          '<h2>Delivery</h2><p>Ships in <b>3-7 days</b>.<script>alert(1)</script></p><a href="/help" target="_blank">Help</a>'
        }
      />
    ),
  },
  // in a React app there is no server HTML of the page's own: the skeleton it wraps shows
  '@hearth/core.IslandFallback': {
    render: () => (
      <IslandFallback>
        <Skeleton lines={2} label="Loading…" />
      </IslandFallback>
    ),
  },
  '@hearth/ui.Skeleton': { render: () => <Skeleton lines={3} label="Loading…" /> },
  '@hearth/ui.SkeletonBlock': { render: () => <SkeletonBlock height={120} /> },
  '@hearth/ui.Tabs': {
    render: () => (
      <Tabs
        label="Delivery information"
        items={[
          { value: 'charges', label: 'Shipping Charges', content: <p>Standard: $9.95</p> },
          { value: 'times', label: 'Delivery Times', content: <p>3-7 business days</p> },
        ]}
      />
    ),
  },
  '@hearth/ui.TextField': { render: () => <TextField label="ZIP Code" name="zip" /> },

  // @hearth/commerce
  '@hearth/commerce.AddOnsList': {
    render: () => (
      <AddOnsList
        heading="Extras and Essentials We Recommend"
        addLabel="Add to Cart"
        addedLabel="Added"
        items={[{ sku: '300101', name: 'Stoneware Lamp', price: '$129.00', added: false, add: async () => undefined }]}
      />
    ),
  },
  '@hearth/commerce.AddedButton': { render: () => <AddedButton label="Added" /> },
  '@hearth/commerce.AddToCartSlot': {
    render: () => (
      <AddToCartSlot
        props={{ items: [{ Sku: '300101', Quantity: 1, OptionChoiceParameter: '' }] }}
        addedLabel="Added"
        render={(props) => <AddToCart items={props.items} />}
      />
    ),
  },
  '@hearth/commerce.ContinueShopping': {
    render: () => (
      <Dialog title="Added to Cart" defaultOpen>
        <ContinueShopping />
      </Dialog>
    ),
  },
  '@hearth/commerce.OversizeList': {
    render: () => (
      <OversizeList
        items={[{ title: 'Linen Sofa', boxes: [{ boxNumber: 1, quantity: 1, width: 90, depth: 40, height: 36 }] }]}
      />
    ),
  },
  '@hearth/commerce.UnavailableItemsDialog': {
    render: () => (
      <UnavailableItemsDialog
        open
        onOpenChange={noop}
        popup={unavailablePopupFor(3)!}
        items={UNAVAILABLE}
        site="US"
        island="cart"
        onRemove={noop}
        onReturnToCart={noop}
      />
    ),
  },
  '@hearth/commerce.UnavailableList': {
    render: () => <UnavailableList items={UNAVAILABLE} site="US" island="cart" />,
  },

  // @hearth/cart
  '@hearth/cart.AddToCart': { render: () => <AddToCart items={[{ Sku: '410100' }]} labelConfig={1} /> },
  '@hearth/cart.CartCount': { render: () => <CartCount count={2} /> },
  '@hearth/cart.CartPage': {
    data: () => {
      const session = getSession();
      if (session.cart.length === 0) seedCartLine('200101', { qty: 2 });
      return cartData(session, 'US');
    },
    render: (data) => <CartPage cartData={data} />,
  },

  // @hearth/account
  '@hearth/account.CardEntry': { render: () => <CardEntry triggerLabel="Apply New Card" /> },
  '@hearth/account.CardEntryDialog': { render: () => <CardEntryDialog defaultOpen onApply={noop} /> },
  '@hearth/account.CardEntryForm': { render: () => <CardEntryForm onApply={noop} /> },
  '@hearth/account.ForgotPassword': { render: () => <ForgotPassword triggerLabel="Reset my password" /> },
  '@hearth/account.ForgotPasswordDialog': { render: () => <ForgotPasswordDialog defaultOpen /> },
  '@hearth/account.SignIn': { render: () => <SignIn popup /> },
  '@hearth/account.SignInDialog': { render: () => <SignInDialog defaultOpen /> },
  '@hearth/account.SignInForm': { render: () => <SignInForm /> },

  // @hearth/checkout
  '@hearth/checkout.Checkout': {
    data: () => {
      const session = getSession();
      if (session.cart.length === 0) seedCartLine('200101', { qty: 2 });
      return checkoutData(session, 'US');
    },
    render: (data) => <Checkout step={1} checkoutData={data as CheckoutData} />,
  },

  // @hearth/swatches
  '@hearth/swatches.ShopByFabric': {
    data: () => {
      const { cardsDto, filterFacets } = filteredSwatchResults(new URLSearchParams());
      const cards = (cardsDto['cards'] as unknown[]).slice(0, 8);
      return { cardsDto: { ...cardsDto, cards, showingCount: cards.length, pageSize: 8 }, filterFacets };
    },
    render: (data) => <ShopByFabric {...data} />,
  },
  '@hearth/swatches.SwatchFlyout': {
    render: () => (
      <SwatchFlyout
        swatch={{
          code: 10305,
          optionCode: 9,
          title: 'Dover',
          text: 'Slate',
          typeName: 'Fabric',
          description: 'Dover, Slate. 100% solution-dyed acrylic.',
          formattedPrice: '$2,199.00',
          images: { desktop: '/api/demo/img/swatch/10305.svg' },
        }}
      />
    ),
  },
  '@hearth/swatches.SwatchOrder': {
    data: () => sampleSwatchData(),
    render: (data) => <SwatchOrder defaultOpen sku="410100" swatchData={data as OrderSwatchData} />,
  },

  // @hearth/product
  '@hearth/product.Configurator': {
    data: () => browseDto(getProduct('410100')!, new Map()),
    render: (data) => <Configurator sku="410100" browseData={data} refreshedLayout legRefresh setPageTitle={false} />,
  },

  // @hearth/media
  '@hearth/media.Gallery': {
    data: () => galleryImages('410100'),
    render: (images) => <Gallery sku="410100" images={images} customerImages={[]} />,
  },
  '@hearth/media.GalleryDialog': {
    data: () => galleryImages('410100'),
    render: (images) => <GalleryDialogCase images={images} />,
  },
  '@hearth/media.ProductCarousel': {
    render: () => (
      <ProductCarousel
        title="People Also Viewed"
        lastSku="300101"
        renderAddToCart={(props) => <AddToCart {...(props as unknown as Parameters<typeof AddToCart>[0])} />}
      />
    ),
  },
  '@hearth/media.SummaryDrawer': {
    render: () => (
      <SummaryDrawer
        open
        onOpenChange={noop}
        state={{ lines: [], subtotal: 0, copyText: '', addAll: async () => undefined, site: 'US' } as never}
      />
    ),
  },
  '@hearth/media.Visualizer': { render: () => <Visualizer sku="410100" mode="inline" adapter={NO_WIDGET} /> },

  // @hearth/lists
  '@hearth/lists.ChangeZip': { render: () => <ChangeZip /> },
  '@hearth/lists.Favorites': { render: () => <Favorites sku="300101" /> },
  '@hearth/lists.QuickShip': { render: () => <QuickShip sku="410100" /> },
  '@hearth/lists.Registry': { render: () => <Registry sku="410100" /> },

  // @hearth/core's configuration as a component, last: the wording it gives (setConfig, for the
  // whole page) is in its server HTML and in its first render in the browser alike, no case
  // rendered before it taking it
  '@hearth/core.HearthConfigProvider': {
    render: () => (
      <HearthConfigProvider config={{ messages: { ui: { increaseQuantity: 'One more' } } }}>
        <QuantitySelector name="qty-worded" label="Quantity" defaultValue={2} />
      </HearthConfigProvider>
    ),
  },
};
