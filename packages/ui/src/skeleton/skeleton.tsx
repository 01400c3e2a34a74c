import { clsx } from 'clsx';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { uiMessage } from '../wording';

/** Name of the part, used in class names and error messages. */
export const SKELETON_NAME = 'Skeleton';

/** A CSS length: pixels as a number (`120`), or any CSS length as a string (`'60%'`, `'4rem'`). */
export type CssLength = number | string;

/** Props of {@link SkeletonBlock}. */
export interface SkeletonBlockProps extends HTMLAttributes<HTMLSpanElement> {
  /** Width (number = px). @default '100%' */
  width?: CssLength;
  /** Height (number = px). @default '1em' */
  height?: CssLength;
  /** Round it (an avatar or swatch). @default false */
  circle?: boolean;
}

/** One placeholder block, hidden from assistive technology. Use inside {@link Skeleton}. */
export function SkeletonBlock({ width, height, circle = false, className, style, ...rest }: SkeletonBlockProps) {
  return (
    <span
      {...rest}
      aria-hidden="true"
      className={clsx('hearth-skeleton__block', circle && 'hearth-skeleton__block--circle', className)}
      // a number is pixels: React and Preact add the unit to a width or height
      style={{ width, height, ...style } as CSSProperties}
    />
  );
}

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** Number of text lines to draw (ignored when `children` are given). @default 1 */
  lines?: number;
  /** Width of each line; the last of several is 60% when not set. @default '100%' */
  width?: CssLength;
  /** Height of each line. @default '1em' */
  height?: CssLength;
  /** What a screen reader hears. @default 'Loading…' */
  label?: string;
  /** Custom layout of {@link SkeletonBlock}s instead of lines. @default undefined */
  children?: ReactNode;
}

/**
 * A loading placeholder [ref: README#every-island]: a `role="status"` container, `aria-busy="true"`, that a
 * screen reader announces as 'Loading…' while the blocks themselves stay hidden. The shimmer
 * stops when the person prefers reduced motion.
 */
export function Skeleton({
  lines = 1,
  width,
  height,
  label = uiMessage('loading', 'Loading…'),
  className,
  children,
  ...rest
}: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <div {...rest} role="status" aria-busy="true" className={clsx('hearth-skeleton', className)}>
      <span className="hearth-visually-hidden">{label}</span>
      {children ??
        Array.from({ length: count }, (_, index) => (
          <SkeletonBlock
            key={index}
            className="hearth-skeleton__line"
            width={width ?? (count > 1 && index === count - 1 ? '60%' : undefined)}
            height={height}
          />
        ))}
    </div>
  );
}
