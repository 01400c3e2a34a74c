import { dispatchAnalytics } from '@hearth/core';
import { useCallback, useState } from 'react';
import { canCloseDrawer, initialOpenDrawers, openDrawer, toggleDrawer } from './drawer-logic';
import { COMPONENT_INTERACTION } from '../events-and-logs';
import type { Option } from '../data/schema';

/**
 * The drawers' open set [ref: configurator#rules]: its first state from the options, toggling (a single option
 * stays open unless drawers close by default), and 'Component Interaction' on each opening.
 */
export function useDrawers(options: readonly Option[], closedByDefault: boolean) {
  const [chosen, setChosen] = useState<number[] | null>(null);
  const open = chosen ?? initialOpenDrawers(options, closedByDefault);
  const closable = canCloseDrawer(options, closedByDefault);

  const track = useCallback(
    (code: number) => {
      const option = options.find((o) => o.code === code);
      dispatchAnalytics(COMPONENT_INTERACTION, {
        component: 'Option Drawer',
        action: 'open',
        optionCode: code,
        optionTitle: option?.header.title ?? '',
      });
    },
    [options],
  );

  const toggle = (code: number) => {
    const next = toggleDrawer(open, code, closable);
    setChosen(next.open);
    if (next.opened) track(code);
  };
  const show = (code: number) => {
    const next = openDrawer(open, code);
    setChosen(next.open);
    if (next.opened) track(code);
  };
  return { open, closable, toggle, show, isOpen: (code: number) => open.includes(code) };
}
