import { checkUrl } from '@hearth/core';
import { AddToCartSlot } from '@hearth/commerce';
import { Flyout, Skeleton, SkeletonBlock } from '@hearth/ui';
import { createContext, useContext, useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { listsMessage } from '../wording';
import { QUICK_SHIP_ISLAND } from './names';
import { choiceSummary, hasNoStock, lineAddToCart, pictureOf, type QuickShipAddToCartProps } from './quick-ship-logic';
import type { QuickShipAnswer, QuickShipLine } from './schema';
import { SKELETON_TIMEOUT_MS } from '../timings';

/** Props of {@link QuickShipFlyout}. */
export interface QuickShipFlyoutProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The answer; `undefined` while it loads. */
  data: QuickShipAnswer | undefined;
  loading: boolean;
  failed: boolean;
  /** The panel's button: focus goes back to it. */
  returnFocus: RefObject<HTMLElement | null>;
  /**
   * Renders a piece's add-to-cart (npm: `<AddToCart {...props} />` of @hearth/cart); without it
   * each piece holds an `add-to-cart` island element (the script tag's nested islands).
   * @default undefined
   */
  renderAddToCart?: ((props: QuickShipAddToCartProps) => ReactNode) | undefined;
}

/** How a piece renders its add-to-cart (the panel's `renderAddToCart`). */
const RenderAddToCart = createContext<QuickShipFlyoutProps['renderAddToCart']>(undefined);

const url = (value: string | null | undefined, field: string) => checkUrl(value, { island: QUICK_SHIP_ISLAND, field });

/**
 * [ref: quick-ship#screens]: a skeleton of 2 text rows (the availability message) and 4 line-item rows; [ref: quick-ship#rules, #limits]:
 * the availability-message rows go after 10 s without content.
 */
function PanelSkeleton() {
  const [messageShown, setMessageShown] = useState(true);
  // Stryker disable ArrayDeclaration: any constant list runs the effect once, as none does
  useEffect(() => {
    const timer = setTimeout(() => setMessageShown(false), SKELETON_TIMEOUT_MS);
    // Stryker disable next-line ArrowFunction: a timer left once the skeleton has gone changes nothing shown
    return () => clearTimeout(timer);
  }, []);
  // Stryker restore ArrayDeclaration
  return (
    <Skeleton label={listsMessage('quickShipLoading', 'Loading availability…')} className="hearth-quick-ship__skeleton">
      {messageShown && (
        <span className="hearth-quick-ship__skeleton-message" data-part="message">
          <SkeletonBlock className="hearth-skeleton__line" />
          <SkeletonBlock className="hearth-skeleton__line" width="60%" />
        </span>
      )}
      {[0, 1, 2, 3].map((row) => (
        <span key={row} className="hearth-quick-ship__skeleton-line" data-part="line">
          <SkeletonBlock width={72} height={72} />
          <span>
            <SkeletonBlock className="hearth-skeleton__line" />
            <SkeletonBlock className="hearth-skeleton__line" width="40%" />
          </span>
        </span>
      ))}
    </Skeleton>
  );
}

/**
 * A ready-made piece: its picture, its title (a link to its page, configured as it is made, where
 * the answer gives one), price, availability, what it is made with, and its own add to cart.
 */
function Line({ line, index, group }: { line: QuickShipLine; index: number; group: string }) {
  const titleId = useId();
  const render = useContext(RenderAddToCart);
  const add = lineAddToCart(line, titleId);
  const href = url(line.url, `${group}.url`);
  const picture = pictureOf(line.images);
  const src = url(picture.src, `${group}.images`);
  const hiRes = url(picture.hiRes, `${group}.images`);
  const choices = line.selectedOptionChoices
    .map((choice) => ({ choice, text: choiceSummary(choice) }))
    .filter((c) => c.text);
  return (
    <li className="hearth-quick-ship__line" data-sku={line.sku ?? undefined} data-index={index}>
      {src && (
        <img
          src={src}
          srcSet={hiRes ? `${src} 1x, ${hiRes} 2x` : undefined}
          alt=""
          width={96}
          height={72}
          loading="lazy"
        />
      )}
      <div className="hearth-quick-ship__details">
        <h3 className="hearth-quick-ship__title" id={titleId}>
          {href ? <a href={href}>{line.title || line.sku}</a> : line.title || line.sku}
        </h3>
        {line.priceDisplayString && <p className="hearth-quick-ship__price">{line.priceDisplayString}</p>}
        {line.availabilityDisplayString && (
          <p className="hearth-quick-ship__availability">{line.availabilityDisplayString}</p>
        )}
        {choices.length > 0 && (
          <ul className="hearth-quick-ship__choices">
            {choices.map(({ choice, text }, i) => {
              const swatch = url(
                pictureOf(choice.selectedChoice?.images).src,
                `${group}.selectedOptionChoices.selectedChoice.images`,
              );
              return (
                <li key={i}>
                  {swatch && <img src={swatch} alt="" width={20} height={20} loading="lazy" />}
                  {text}
                </li>
              );
            })}
          </ul>
        )}
        {add && (
          <AddToCartSlot
            props={add}
            addedLabel={listsMessage('added', 'Added')}
            render={render}
            className="hearth-quick-ship__add"
            addedClassName="hearth-quick-ship__added"
          />
        )}
      </div>
    </li>
  );
}

function Group({
  message,
  lines,
  group,
}: {
  message: string | null | undefined;
  lines: readonly QuickShipLine[];
  group: string;
}) {
  const messageId = useId();
  return (
    <section className="hearth-quick-ship__group" data-group={group} aria-labelledby={message ? messageId : undefined}>
      {message && (
        <p id={messageId} className="hearth-quick-ship__message">
          {message}
        </p>
      )}
      <ul className="hearth-quick-ship__lines">
        {lines.map((line, index) => (
          // the content mounts afresh at each open, the only time the answer changes: pieces never move while shown
          <Line key={index} line={line} index={index} group={group} />
        ))}
      </ul>
    </section>
  );
}

/** The content once answered: available items (or the no-stock message), then backordered ones. */
function Content({ data }: { data: QuickShipAnswer }) {
  return (
    <>
      {hasNoStock(data) ? (
        <p className="hearth-quick-ship__no-stock">
          {listsMessage('noStock', 'None of the ready-made versions of this item are in stock right now.')}
        </p>
      ) : (
        <Group message={data.inStockMessage} lines={data.availableItems} group="availableItems" />
      )}
      {data.backorderedItems.length > 0 && (
        <Group message={data.backorderedMessage} lines={data.backorderedItems} group="backorderedItems" />
      )}
    </>
  );
}

/** "See What's Available Soonest" [ref: quick-ship#screens]: a Flyout from the right, loaded on first use. */
export function QuickShipFlyout({
  open,
  onOpenChange,
  data,
  loading,
  failed,
  returnFocus,
  renderAddToCart,
}: QuickShipFlyoutProps) {
  return (
    <RenderAddToCart.Provider value={renderAddToCart}>
      <Flyout
        open={open}
        onOpenChange={onOpenChange}
        title={listsMessage('quickShipTitle', "See What's Available Soonest")}
        side="right"
        returnFocus={returnFocus}
        className="hearth-quick-ship__panel"
      >
        {data ? (
          <Content data={data} />
        ) : failed && !loading ? (
          <p className="hearth-quick-ship__failed">
            {listsMessage('quickShipFailed', 'Availability could not be loaded. Please try again later.')}
          </p>
        ) : (
          <PanelSkeleton />
        )}
      </Flyout>
    </RenderAddToCart.Provider>
  );
}
