/**
 * Every string @hearth/ui's primitives show or announce (the spec shows none of them: these are
 * Hearth's wording, as the WAI-ARIA Authoring Practices name these controls): section `ui` of the
 * wording a page or an app can change (`messages` in `#hearth-config` or `setConfig`). A
 * component's own prop (`label`, `closeLabel`, …) wins over both.
 */
import type { Catalogue } from '@hearth/core';

export const UI_MESSAGES = {
  /** The ✕ button of every dialog and flyout. */
  close: 'Close',
  /** Read after a link that opens a new window (hidden text). */
  newWindow: '(opens in a new window)',
  /** What a screen reader hears while a skeleton or a carousel loads. */
  loading: 'Loading…',
  /** The quantity stepper's field. */
  quantity: 'Quantity',
  /** Its buttons. */
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  /** A carousel, as a screen reader calls it (`aria-roledescription`). */
  carousel: 'carousel',
  /** One of its slides, as a screen reader calls it. */
  slide: 'slide',
  /** A slide's name: its position, `{position}` of `{count}`. */
  slidePosition: '{position} of {count}',
  /** The carousel's buttons, with one slide in view and with several. */
  previousSlide: 'Previous slide',
  previousSlides: 'Previous slides',
  nextSlide: 'Next slide',
  nextSlides: 'Next slides',
  /** What a move announces, with one slide shown and with several. */
  movedToSlide: 'Slide {first} of {count}',
  movedToSlides: 'Slides {first}–{last} of {count}',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    ui: typeof UI_MESSAGES;
  }
}
