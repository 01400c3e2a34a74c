import type { Placement } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { lazyPart } from '../lazy-part/lazy-part';
import {
  useHoverCard,
  type HoverCardState,
  type HoverCardTriggerProps,
  type UseHoverCardOptions,
} from './use-hover-card';

/** Name of the part, used in class names and error messages. */
export const HOVER_CARD_NAME = 'HoverCard';

/** The positioned flyout, with floating-ui: loaded when the pointer or focus first reaches a trigger. */
const Panel = lazyPart(() => import('./hover-card-panel').then((m) => m.HoverCardPanel), 'HoverCardPanel');

/** What the `trigger` render prop receives: spread on a `<button>`. */
export type HoverCardTriggerRenderProps = HoverCardTriggerProps & { onFocus: () => void };

/** Props of {@link HoverCard}. */
export interface HoverCardProps extends UseHoverCardOptions {
  /** Renders the trigger (a button): spread the props it gets on it. */
  trigger: (props: HoverCardTriggerRenderProps) => ReactNode;
  /** The flyout's content; a function gets `close`. */
  children: ReactNode | ((card: { close: () => void }) => ReactNode);
  /** The id of the flyout's heading, which names it (`aria-labelledby`). */
  labelledBy?: string | undefined;
  /** Its accessible name when it has no heading. @default undefined */
  label?: string | undefined;
  /** Where it goes beside the trigger. @default 'right-start' */
  placement?: Placement | undefined;
  /** Class on the flyout. @default undefined */
  className?: string | undefined;
}

/**
 * An anchored hover flyout (the swatch flyout of [ref: ui#screens, #rules]), a non-modal preview on hover
 * and a modal dialog when opened by a click, a tap or the keyboard: see
 * {@link useHoverCard} for when it opens and closes. The positioning code (floating-ui) loads
 * when the pointer or focus first reaches a trigger, before the 200 ms hover delay is over.
 *
 * ```tsx
 * <HoverCard labelledBy={titleId} trigger={(props) => <button {...props}>Dover, Slate</button>}>
 *   <h2 id={titleId}>Dover, Slate</h2>…
 * </HoverCard>
 * ```
 */
export function HoverCard({ trigger, children, labelledBy, label, placement, className, ...options }: HoverCardProps) {
  const card = useHoverCard(options);
  return (
    <>
      {trigger(triggerRenderProps(card))}
      {card.open && (
        <Panel.Component
          anchor={card.trigger}
          panelProps={card.panelProps}
          placement={placement}
          className={className}
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : label}
        >
          {typeof children === 'function' ? children({ close: card.close }) : children}
        </Panel.Component>
      )}
    </>
  );
}

function triggerRenderProps(card: HoverCardState): HoverCardTriggerRenderProps {
  const { onPointerEnter } = card.triggerProps;
  return {
    ...card.triggerProps,
    onPointerEnter: (event) => {
      Panel.preloadProps.onPointerEnter();
      onPointerEnter(event);
    },
    onFocus: Panel.preloadProps.onFocus,
  };
}

/** Starts loading the flyout's positioning code (e.g. when a grid of triggers mounts). */
export const preloadHoverCard = Panel.preload;
