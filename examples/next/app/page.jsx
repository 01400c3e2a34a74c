import { AddToCart, CartCount } from '@hearth/cart';
import { formatCents } from '@hearth/core/server';
import { Gallery } from '@hearth/media';
import { QuantitySelector, SanitizedHtml } from '@hearth/ui';
import { RoomCarousel } from './room-carousel';

const IMAGES = [1, 2, 3].map((view) => ({
  id: `Image_${view}`,
  type: 1,
  src: '/sofa.svg',
  srcIcon: '/sofa.svg',
  portraitSrc: '/sofa.svg',
  portraitSrcHires: '/sofa.svg',
  altText: `Lounge sofa, view ${view}`,
  url: '/',
}));

/** Server HTML as a CMS answers it: sanitized on the server (DOMPurify on jsdom) and in the browser alike. */
const DELIVERY_NOTE =
  '<h2>Delivery</h2><p>Ships in <b>3-7 days</b>.<img src="/sofa.svg" alt="" onerror="alert(1)"></p><script>alert(2)</script>';

/**
 * A product page as a Server Component: Hearth's components are imported straight from the
 * packages (their dist entries start with 'use client'), the price is formatted on the server
 * with `@hearth/core/server`, and the page is static (prerendered by `next build`).
 */
export default function ProductPage() {
  return (
    <main>
      <header>
        Cart <CartCount count={2} />
      </header>
      <h1>Lounge sofa</h1>
      <p data-testid="price">{formatCents(129900)}</p>
      <Gallery sku="410100" images={IMAGES} customerImages={[]} />
      <QuantitySelector name="qty" label="Quantity" defaultValue={1} />
      <AddToCart items={[{ Sku: '410100' }]} labelConfig={1} />
      <SanitizedHtml html={DELIVERY_NOTE} />
      <RoomCarousel />
    </main>
  );
}
