/**
 * @hearth/ui: the primitives every Hearth surface shares, with no store knowledge (what the store
 * shares is @hearth/commerce's). Each one owns its roles, `aria-*` and `data-state`, so feature
 * code cannot get accessibility wrong. Each name is listed: what the README documents and what
 * other packages import, nothing else.
 */

// popups: Dialog and Flyout on the platform <dialog>, the island popup, the hover card
export { Dialog, type DialogProps } from './dialog/dialog';
export { useDialogClose } from './dialog/dialog-context';
export type { ModalSurfaceProps } from './dialog/modal-surface';
export {
  useTransitionStatus,
  type TransitionStatusResult,
  type TransitionStatus,
} from './dialog/use-transition-status';
export { Flyout, type FlyoutProps } from './flyout/flyout';
export { IslandDialog, type IslandDialogOptions, type IslandDialogProps } from './island-dialog/island-dialog';
export { POPUP_CLOSE_DELAY_MS, useIslandPopup, type IslandPopupProps } from './island-dialog/use-island-popup';
export { HoverCard, type HoverCardProps, type HoverCardTriggerRenderProps } from './hover-card/hover-card';

// controls and fields
export { Button, type ButtonProps } from './button/button';
export { useBusyAction, type BusyAction } from './button/use-busy-action';
export { firstClick } from './button/first-click';
export { Field, type FieldProps } from './field/field';
export { TextField, type TextFieldProps } from './field/text-field';
export { usePressGuard, type PressGuard } from './field/use-press-guard';
export {
  waitingChoiceProps,
  waitingSelectProps,
  type WaitingChoiceProps,
  type WaitingSelectProps,
} from './field/waiting-choice';
export { QuantitySelector, type QuantitySelectorProps } from './quantity-selector/quantity-selector';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { useTabs, type TabsResult, type UseTabsOptions } from './tabs/use-tabs';

// content
export { Skeleton, SkeletonBlock, type SkeletonBlockProps, type SkeletonProps } from './skeleton/skeleton';
export { Carousel, type CarouselProps } from './carousel/carousel';
export {
  useCarousel,
  type CarouselResult,
  type CarouselApi,
  type CarouselEmblaOptions,
  type CarouselState,
  type UseCarouselOptions,
} from './carousel/use-carousel';
export { useResponsive } from './carousel/use-responsive';
export { valueAt, type Responsive } from './carousel/carousel-logic';
export { SanitizedHtml, type SanitizedHtmlProps } from './sanitized-html/sanitized-html';
export { sanitizeHtml } from './sanitized-html/sanitize-html';

// reads and lazy parts
export { useCallData, type CallData, type CallDataClient, type UseCallDataOptions } from './data/use-call-data';
export { lazyPart, type LazyPart, type PreloadProps } from './lazy-part/lazy-part';

// helpers
export {
  useControllableState,
  type ControllableState,
  type UseControllableStateOptions,
} from './utils/use-controllable-state';
export { useMediaQuery } from './utils/use-media-query';
export { useReducedMotion } from './utils/use-reduced-motion';
export { useIsomorphicLayoutEffect } from './utils/use-isomorphic-layout-effect';

// every shopper-visible string of the primitives, section `ui` of the wording pages can change
export { UI_MESSAGES } from './messages';
export { uiMessage } from './wording';

// the types the props and calls above use, each by name, so an app can write them (a schema
// and its type share a name: both are exported)
export type { CallDataQuery } from './data/call-data-key';
export type { UseDialogOptions } from './dialog/use-dialog';
export type { FieldInputProps, UseFieldOptions } from './field/use-field';
export type { HoverCardTriggerProps, UseHoverCardOptions } from './hover-card/use-hover-card';
export type { QuantitySelectorOptions } from './quantity-selector/use-quantity-selector';
export type { CssLength } from './skeleton/skeleton';
