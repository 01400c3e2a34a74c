export { HoverCard, HOVER_CARD_NAME, preloadHoverCard } from './hover-card';
export type { HoverCardProps, HoverCardTriggerRenderProps } from './hover-card';
export { useHoverCard } from './use-hover-card';
export type { HoverCardState, HoverCardTriggerProps, HoverCardPanelOwnProps, UseHoverCardOptions } from './use-hover-card';
export {
  HOVER_CLOSE_DELAY_MS,
  HOVER_OPEN_DELAY_MS,
  HOVER_REOPEN_DELAY_MS,
  createHoverIntent,
} from './hover-intent';
export type { HoverIntent, HoverIntentOptions } from './hover-intent';
