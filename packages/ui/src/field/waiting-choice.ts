import type { MouseEvent } from 'react';

/** Props {@link waitingChoiceProps} gives a checkbox or radio. */
export interface WaitingChoiceProps {
  'aria-disabled'?: true;
  onClick?: (event: MouseEvent<HTMLInputElement>) => void;
  onChange?: () => void;
}

const cancel = (event: MouseEvent<HTMLInputElement>) => event.preventDefault();
const ignore = () => {};

/**
 * Props for a checkbox or radio whose change is sent to the server, while something of its island
 * is being sent: unavailable (`aria-disabled`) rather than `disabled`, which would drop focus to
 * `<body>` (the focused control is usually the one just changed); a click, Space or an arrow key
 * on it is cancelled, so it keeps the state the server has. Spread after the control's own
 * `onChange`, which it replaces while waiting: React reports a checkbox's or radio's change on
 * the click, cancelled or not.
 *
 * ```tsx
 * <input type="radio" checked={ships} onChange={…} {...waitingChoiceProps(busy)} />
 * ```
 */
export function waitingChoiceProps(waiting: boolean): WaitingChoiceProps {
  return waiting ? { 'aria-disabled': true, onClick: cancel, onChange: ignore } : {};
}
