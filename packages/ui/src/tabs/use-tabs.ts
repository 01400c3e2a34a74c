import { useId, useRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../utils/use-controllable-state';

/** Options of {@link useTabs}. */
export interface UseTabsOptions {
  /** The tabs' values, in order. */
  values: readonly string[];
  /** The selected tab (controlled). @default undefined */
  value?: string | undefined;
  /** The tab selected first when uncontrolled. @default the first value */
  defaultValue?: string | undefined;
  /** Called with the value of the tab the person selects. @default undefined */
  onValueChange?: ((value: string) => void) | undefined;
}

/** What {@link useTabs} returns. */
export interface TabsResult {
  selected: string;
  tabListProps: { role: 'tablist'; onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
  getTabProps: (v: string) => {
    ref: (element: HTMLButtonElement | null) => undefined;
    id: string;
    type: 'button';
    role: 'tab';
    'aria-selected': boolean;
    'aria-controls': string;
    tabIndex: number;
    'data-state': string;
    onClick: () => void;
  };
  getPanelProps: (v: string) => {
    id: string;
    role: 'tabpanel';
    'aria-labelledby': string;
    tabIndex: number;
    hidden: boolean;
  };
}

/**
 * State and props of a WAI-ARIA APG tabs widget with automatic activation: one tab stop (the
 * selected tab), Arrow Left/Right move and select (wrapping), Home/End go to the first and last
 * tab, each panel is labelled by its tab and reachable with Tab.
 */
export function useTabs({ values, value, defaultValue, onValueChange }: UseTabsOptions): TabsResult {
  const [current, setCurrent] = useControllableState({
    value,
    // Stryker disable next-line StringLiteral: with no tabs there is nothing to select, whatever the value
    defaultValue: defaultValue ?? values[0] ?? '',
    onChange: onValueChange,
  });
  // A selected value that is not (or no longer) a tab falls back to the first one.
  // Stryker disable next-line StringLiteral: with no tabs there is nothing to select, whatever the value
  const selected = values.includes(current) ? current : (values[0] ?? '');
  const base = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement | null>());
  const tabId = (v: string) => `${base}-tab-${values.indexOf(v)}`;
  const panelId = (v: string) => `${base}-panel-${values.indexOf(v)}`;

  const select = (next: string) => {
    setCurrent(next);
    tabs.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = values.indexOf(selected);
    const last = values.length - 1;
    const target = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined || values.length === 0) return;
    event.preventDefault();
    select(values[target]!);
  };

  return {
    selected,
    tabListProps: { role: 'tablist' as const, onKeyDown },
    getTabProps: (v: string) => ({
      ref: (element: HTMLButtonElement | null) => void tabs.current.set(v, element),
      id: tabId(v),
      type: 'button' as const,
      role: 'tab' as const,
      'aria-selected': v === selected,
      'aria-controls': panelId(v),
      tabIndex: v === selected ? 0 : -1,
      'data-state': v === selected ? 'active' : 'inactive',
      onClick: () => select(v),
    }),
    getPanelProps: (v: string) => ({
      id: panelId(v),
      role: 'tabpanel' as const,
      'aria-labelledby': tabId(v),
      tabIndex: 0,
      hidden: v !== selected,
    }),
  };
}
