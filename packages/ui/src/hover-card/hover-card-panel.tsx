import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react';
import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { useMergedRef } from '../utils/merge-refs';
import type { HoverCardPanelOwnProps } from './use-hover-card';

/** Props of {@link HoverCardPanel}. */
export interface HoverCardPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'role'> {
  /** The element it is anchored to (the trigger). */
  anchor: HTMLElement | null;
  /** `useHoverCard().panelProps`. */
  panelProps: HoverCardPanelOwnProps;
  /** Where it goes beside the anchor; it flips and shifts to stay on screen. @default 'right-start' */
  placement?: Placement | undefined;
  children?: ReactNode;
}

// Kept inside the window with this margin; the panel shrinks to fit and scrolls beyond that.
const MARGIN = 8;

/**
 * Internal (loaded on first use by `HoverCard`): the flyout positioned beside its anchor with
 * floating-ui (`position: fixed`, so a scrolling or clipping container does not cut it), flipped,
 * shifted and sized to stay in the window, following the anchor while open.
 */
export function HoverCardPanel({
  anchor,
  panelProps,
  placement = 'right-start',
  className,
  style,
  children,
  ...rest
}: HoverCardPanelProps) {
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor },
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(MARGIN),
      flip({ padding: MARGIN }),
      shift({ padding: MARGIN }),
      size({
        padding: MARGIN,
        apply({ availableWidth, availableHeight, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, Math.floor(availableWidth))}px`;
          elements.floating.style.maxHeight = `${Math.max(0, Math.floor(availableHeight))}px`;
        },
      }),
    ],
  });
  const ref = useMergedRef<HTMLElement>(refs.setFloating, panelProps.ref);
  return (
    <div
      {...rest}
      {...panelProps}
      ref={ref}
      className={clsx('hearth-hover-card', className)}
      style={{ ...style, ...floatingStyles }}
    >
      {children}
    </div>
  );
}
