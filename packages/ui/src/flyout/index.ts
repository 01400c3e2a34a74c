export { Flyout, FLYOUT_NAME } from './flyout';
export type { FlyoutProps } from './flyout';
