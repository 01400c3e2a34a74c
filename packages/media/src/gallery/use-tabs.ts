import { useId, useRef, type KeyboardEvent } from 'react';

/**
 * WAI-ARIA APG tabs with automatic activation: one tab in the tab order (roving tabindex),
 * Arrow Left/Right move and select (wrapping), Home/End go to the first/last; each tab controls
 * its panel, each panel is labelled by its tab and focusable.
 */
export function useTabs<K extends string>(tabs: readonly K[], selected: K, onSelect: (tab: K) => void) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement | null>());
  const tabId = (tab: K) => `${base}tab-${tab}`;
  const panelId = (tab: K) => `${base}panel-${tab}`;

  const move = (event: KeyboardEvent, from: K) => {
    const at = tabs.indexOf(from);
    const to =
      event.key === 'ArrowRight' ? (at + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (at - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    if (to === -1) return;
    event.preventDefault();
    const tab = tabs[to]!;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return {
    listProps: { role: 'tablist' as const },
    tabProps: (tab: K) => ({
      id: tabId(tab),
      role: 'tab' as const,
      type: 'button' as const,
      'aria-selected': tab === selected,
      'aria-controls': panelId(tab),
      tabIndex: tab === selected ? 0 : -1,
      ref: (el: HTMLButtonElement | null) => void refs.current.set(tab, el),
      onClick: () => onSelect(tab),
      onKeyDown: (event: KeyboardEvent) => move(event, tab),
    }),
    panelProps: (tab: K) => ({ id: panelId(tab), role: 'tabpanel' as const, 'aria-labelledby': tabId(tab), tabIndex: 0 }),
  };
}
