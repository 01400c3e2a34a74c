import { useCallback, useEffect, useRef, useState } from 'react';
import { addRecentSwatch } from '@hearth/commerce';
import { isMaterialOption } from '../drawers/drawer-logic';
import { TIMING } from '../visualizer/quick-view-logic';
import type { Choice, Option } from '../data/schema';
import { initialSelections, type Selections } from './selection-logic';

/** How a choice was made: the pointer commits at once, the keyboard after 500 ms [ref: configurator#rules]. */
export type ChooseInput = 'pointer' | 'keyboard';

/**
 * The shopper's selection [ref: configurator#rules]: choosing updates the selected product, the summary and the
 * recently viewed swatches; keyboard choices are committed after a 500 ms debounce (the radio shows
 * checked at once); choosing the selected choice again does nothing; a disabled choice cannot be
 * chosen. Starts from the server's marks once the options are known.
 */
export function useSelections(initialOptions: readonly Option[]) {
  const [selections, setSelections] = useState<Selections>(() => initialSelections(initialOptions));
  const [pending, setPending] = useState<ReadonlyMap<number, number>>(new Map());
  const [seeded, setSeeded] = useState(initialOptions.length > 0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const current = useRef(selections);
  current.current = selections;
  const known = useRef(initialOptions);

  /**
   * Called in each render with the options the data has. Fetched, they come after the first
   * render: the server's marks are taken then, in that render (from an effect, the configurator
   * was drawn once more, the page's longest task). Given with the props, they are the marks
   * already, and a hydration meets no update during its render.
   */
  const follow = (options: readonly Option[]) => {
    known.current = options;
    if (seeded || options.length === 0) return;
    setSeeded(true);
    setSelections(initialSelections(options));
  };

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach((timer) => clearTimeout(timer));
  }, []);

  const commit = useCallback((option: Option, choice: Choice) => {
    setPending((p) => {
      if (!p.has(option.code)) return p;
      const next = new Map(p);
      next.delete(option.code);
      return next;
    });
    if (current.current.get(option.code) === choice.code) return;
    const next = new Map(current.current).set(option.code, choice.code);
    // a piece is covered in one material: choosing a leather drops the fabric chosen, and back
    if (isMaterialOption(option))
      for (const other of known.current)
        if (other.code !== option.code && isMaterialOption(other)) next.delete(other.code);
    current.current = next;
    setSelections(next);
    if (isMaterialOption(option)) addRecentSwatch({ OptionCode: option.code, ChoiceCode: choice.code });
  }, []);

  /** Drops the choices of some options (the material the shopper switched away from). */
  const drop = useCallback((codes: readonly number[]) => {
    if (!codes.some((code) => current.current.has(code))) return;
    const next = new Map(current.current);
    for (const code of codes) next.delete(code);
    current.current = next;
    setSelections(next);
  }, []);

  const choose = useCallback(
    (option: Option, choice: Choice, input: ChooseInput = 'pointer') => {
      if (choice.isDisabled) return;
      clearTimeout(timers.current.get(option.code));
      timers.current.delete(option.code);
      if (input === 'pointer') return commit(option, choice);
      setPending((p) => new Map(p).set(option.code, choice.code));
      timers.current.set(
        option.code,
        setTimeout(() => {
          timers.current.delete(option.code);
          commit(option, choice);
        }, TIMING.keyboardSelection),
      );
    },
    [commit],
  );

  /** The choice shown as checked: the one waiting for the keyboard debounce, else the selection. */
  const checkedOf = useCallback((code: number) => pending.get(code) ?? selections.get(code), [pending, selections]);

  return { selections, choose, checkedOf, pending, drop, follow };
}
