export { Button, BUTTON_NAME } from './button';
export type { ButtonProps } from './button';
export { useButton } from './use-button';
export type { UseButtonOptions, ButtonAria } from './use-button';
export { useBusyAction } from './use-busy-action';
export type { BusyAction } from './use-busy-action';
