import { Carousel, SkeletonBlock, useResponsive } from '@hearth/ui';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { mediaMessage } from '../wording';
import { AddToCartSlot } from '@hearth/commerce';
import { ProductCard } from './product-card';
import {
  addedLabel,
  addToCartProps,
  type CarouselAddToCartProps,
  DESKTOP_MIN_WIDTH,
  imageLoading,
  loadingPlaceholders,
  registryLabel,
  skuOf,
  slidesPerView,
  type CarouselLayout,
  type CarouselPage,
} from './product-carousel-logic';
import { RegistryButton } from './registry-button';
import type { CarouselItem } from './schema';
import { useProductCarousel, type UseProductCarouselOptions } from './use-product-carousel';
import { consoleLog } from '../shared/log';

/** Name of the part, used in class names and error messages. */
export const PRODUCT_CAROUSEL_COMPONENT_NAME = 'ProductCarousel';

/** Props of {@link ProductCarousel}. */
export interface ProductCarouselProps extends UseProductCarouselOptions {
  /** Heading above it; else the answer's title; else it is named 'Products'. @default undefined */
  title?: string | undefined;
  /** Level of that heading. @default 2 */
  headingLevel?: 2 | 3 | 4 | undefined;
  /**
   * 'product' carousels (2.5 / 4), the 'General Pi' showcase (2 / 4 / 6), or the variant with 1
   * slide up to 1280 px and 2 above ('single'), or 1 up to 340 px and 2 above ('single-compact')
   * [ref: product-carousel#limits]. @default 'product'
   */
  layout?: CarouselLayout | undefined;
  /** The page it is on: 'listing' and 'checkout' change it [ref: product-carousel#rules, #limits]. @default 'product' */
  page?: CarouselPage | undefined;
  /** Pair two items per column ([ref: product-carousel#limits] double-decker). @default false */
  doubleDecker?: boolean | undefined;
  /** What each item offers. @default 'add-to-cart' */
  action?: 'add-to-cart' | 'add-to-registry' | 'none' | undefined;
  /** The registry (GrId) of 'add-to-registry'. Without it no registry button shows. @default undefined */
  registryId?: number | string | undefined;
  /** On mobile, 'Added' carries the product name ([ref: product-carousel#rules] 'show added text'). @default false */
  showAddedText?: boolean | undefined;
  /** Renders an item's add-to-cart (npm: `(props) => <AddToCart {...props} />`). @default an `add-to-cart` island element */
  renderAddToCart?: ((props: CarouselAddToCartProps, item: CarouselItem) => ReactNode) | undefined;
  className?: string | undefined;
}

/** A card while the items load: its picture at the layout's placeholder size (product-card.css), name, price. */
const Placeholder = () => (
  <div className="hearth-product-card">
    <SkeletonBlock className="hearth-product-card__image-block" />
    <SkeletonBlock width="80%" />
    <SkeletonBlock width="40%" />
  </div>
);

/**
 * Product carousels [ref: product-carousel#rules, #limits]: 4 in view and per move from 769 px, 2.5 below; the showcase
 * 6 / 4 / 2 (2 on the listing page); loading placeholders as many as shown, doubled on mobile;
 * double-decker pairs; items with add-to-cart (the add-to-cart behaviour itself, then 'Added')
 * or add-to-registry ('Add' / 'Add To Registry', then 'Added'). Shows nothing when there is
 * nothing to show (no items, or a failed read: logged only).
 */
export function ProductCarousel({
  title,
  headingLevel = 2,
  layout = 'product',
  page = 'product',
  doubleDecker = false,
  action = 'add-to-cart',
  registryId,
  showAddedText = false,
  renderAddToCart,
  className,
  ...options
}: ProductCarouselProps) {
  const { items, title: answered, loading } = useProductCarousel(options);
  // Stryker disable next-line BooleanLiteral: the 0 breakpoint always applies, so the fallback is never read
  const mobile = useResponsive({ 0: true, [DESKTOP_MIN_WIDTH]: false }, false);
  const headingId = useId();
  if (!loading && items.length === 0) return null;
  const heading = title ?? answered;
  const Heading = `h${headingLevel}` as const;
  const log = options.log ?? consoleLog;

  const actionOf = (item: CarouselItem) => {
    const added = addedLabel(item.name, mobile, showAddedText);
    if (action === 'add-to-cart') {
      const props = addToCartProps(item);
      return (
        props && (
          <AddToCartSlot
            props={props}
            addedLabel={added}
            render={renderAddToCart && ((p: CarouselAddToCartProps) => renderAddToCart(p, item))}
          />
        )
      );
    }
    if (action === 'add-to-registry' && registryId !== undefined && skuOf(item)) {
      return (
        <RegistryButton
          item={item}
          registryId={registryId}
          label={registryLabel(page, mobile)}
          addedLabel={added}
          client={options.client}
          log={log}
        />
      );
    }
    return undefined;
  };

  return (
    <div className={clsx('hearth-product-carousel', className)} data-layout={layout}>
      {heading && (
        <Heading id={headingId} className="hearth-product-carousel__title">
          {heading}
        </Heading>
      )}
      <Carousel
        aria-labelledby={heading ? headingId : undefined}
        aria-label={heading ? undefined : mediaMessage('productsLabel', 'Products')}
        items={items}
        itemKey={(item, index) => skuOf(item) ?? index}
        renderItem={(item, index) => (
          <ProductCard item={item} imageLoading={imageLoading(index, page)} action={actionOf(item)} />
        )}
        perView={slidesPerView(layout, page)}
        rows={doubleDecker ? 2 : 1}
        loading={loading}
        placeholders={loadingPlaceholders(layout, page)}
        renderPlaceholder={() => <Placeholder />}
        previousLabel={mediaMessage('previousProducts', 'Previous products')}
        nextLabel={mediaMessage('nextProducts', 'Next products')}
      />
    </div>
  );
}
