import type { ChangeEvent, MouseEvent } from 'react';

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

/** Props {@link waitingSelectProps} gives a select. */
export interface WaitingSelectProps {
  'aria-disabled'?: true;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * The same for a select whose change is sent to the server: while waiting, unavailable
 * (`aria-disabled`, focus kept) and a change is put back to `value`, the option the server has
 * (a select's change cannot be cancelled before it happens, and Preact would leave it shown).
 * Spread after the select's own `onChange`, which it replaces while waiting.
 *
 * ```tsx
 * <select value={date} onChange={…} {...waitingSelectProps(busy, date)}>…</select>
 * ```
 */
export function waitingSelectProps(waiting: boolean, value: string): WaitingSelectProps {
  return waiting
    ? {
        'aria-disabled': true,
        // Stryker disable next-line BlockStatement: React puts a controlled select back itself; the Preact project's tests catch it (Stryker runs React's)
        onChange: (event) => {
          event.currentTarget.value = value;
        },
      }
    : {};
}
