import { dispatchAnalytics, isCallError, type HearthCallError } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { quickViewDetails } from '../calls';
import type { ConfiguratorEnv } from '../configurator-env';
import { SERVER_ERROR, SWATCH_VIEWED } from '../events-and-logs';
import { TIMING, hoverDelay, quickViewQuery, quickViewView } from './quick-view-logic';
import type { Choice, Option } from '../data/schema';
import { matchingSkus, outputCacheString, selectionPayloads, type Selections } from '../summary/selection-logic';

/** The swatch hover flyout (swatches, legs, images) or the quick-view tooltip (text choices). */
export type PreviewKind = 'flyout' | 'tooltip';

/** The choice a pointer or focus is on. */
export interface ActiveChoice {
  anchor: HTMLElement;
  option: Option;
  choice: Choice;
  kind: PreviewKind;
}

/** Options of {@link useChoicePreview}. */
export interface UseChoicePreviewOptions {
  env: ConfiguratorEnv;
  options: readonly Option[];
  selections: Selections;
  choiceOf: (option: number, choice: number) => Choice | undefined;
}

/** Whether an element's focus shows (keyboard focus; not a click's or a tap's); true where the browser cannot say. */
function focusVisible(target: EventTarget | null): boolean {
  try {
    return (target as Element).matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The quick view of a choice [ref: configurator#rules, #limits]: hover or focus activates it; the swatch flyout opens
 * after 200 ms on desktop (300 ms once one has been open) or on focus; after a 700 ms debounce the
 * tooltip shows, and 100 ms later the price is asked for (GET /quickView/details), a placeholder
 * meanwhile. Leaving clears it; Escape closes it; a failed call is logged only and hides the price.
 */
export function useChoicePreview({ env, options, selections, choiceOf }: UseChoicePreviewOptions) {
  const [active, setActive] = useState<ActiveChoice | null>(null);
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const openedBefore = useRef(false);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const clear = () => {
    timers.current.forEach((t) => clearTimeout(t));
    timers.current = [];
  };
  useEffect(() => clear, []);

  const activate = useCallback(
    (next: ActiveChoice, via: 'hover' | 'focus') => {
      clear();
      setActive(next);
      setOpen(false);
      setReady(false);
      const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));
      if (next.kind === 'flyout' && (via === 'focus' || env.isDesktop())) {
        later(hoverDelay(openedBefore.current), () => {
          openedBefore.current = true;
          setOpen(true);
          dispatchAnalytics(SWATCH_VIEWED, {
            optionCode: next.option.code,
            choiceCode: next.choice.code,
            swatchName: next.choice.swatchName || next.choice.title,
          });
        });
      }
      later(TIMING.quickViewDebounce, () => {
        if (next.kind === 'tooltip') setOpen(true);
        later(TIMING.quickViewRequest, () => setReady(true));
      });
    },
    [env],
  );
  // Escape closes it wherever the focus is: one the pointer opened is dismissed without moving
  // the pointer or the focus (WCAG's content on hover)
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clear();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
  const deactivate = useCallback(() => {
    clear();
    setActive(null);
    setOpen(false);
    setReady(false);
  }, []);

  let query: Record<string, string> | null = null;
  if (active) {
    const { option, choice } = active;
    const others = new Map(selections);
    others.delete(option.code);
    const withChoice = new Map(others).set(option.code, choice.code);
    const lists = [...others].map(([o, c]) => choiceOf(o, c)?.matchingSkus ?? []);
    const skus = matchingSkus([...lists, choice.matchingSkus], option.allChoiceMatchingSkus);
    const combined = others.size > 0;
    query = quickViewQuery({
      skus,
      optionCode: option.code,
      choiceCode: choice.code,
      choices: combined ? JSON.stringify(selectionPayloads(options, withChoice, choiceOf)) : undefined,
      outputCacheString: combined ? outputCacheString(options, withChoice) : undefined,
    });
  }
  const quickView = useCallData(ready && query ? quickViewDetails : null, {
    query: query ?? undefined,
    onError: (error: HearthCallError) => {
      if (!isCallError(error, 'abort')) env.log(`hearth: configurator: ${SERVER_ERROR}`, error);
    },
  });
  const view = active
    ? quickViewView({ query, ready, answer: quickView.data, failed: quickView.error !== undefined })
    : { kind: 'idle' as const };

  /** Delegated handlers for a container of choices (`data-choice-code` on each choice's element). */
  const containerProps = (option: Option, kind: PreviewKind) => {
    const find = (target: EventTarget | null) => {
      const element = (target as Element | null)?.closest?.<HTMLElement>('[data-choice-code]');
      const choice = element ? choiceOf(option.code, Number(element.dataset.choiceCode)) : undefined;
      return element && choice ? { anchor: element, option, choice, kind } : null;
    };
    return {
      onPointerOver: (event: PointerEvent) => {
        if (event.pointerType === 'touch') return;
        const next = find(event.target);
        if (next && next.anchor !== active?.anchor) activate(next, 'hover');
      },
      onPointerLeave: () => deactivate(),
      // a tap chooses: nothing hovers on a touch screen, so no flyout or price bubble stays open over the page
      onPointerDown: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') deactivate();
      },
      onFocus: (event: FocusEvent) => {
        // focus opens it from the keyboard only: a click or a tap focuses the radio too
        if (!focusVisible(event.target)) return;
        const next = find(event.target);
        if (next) activate(next, 'focus');
      },
      onBlur: (event: FocusEvent) => {
        if (!(event.currentTarget as Element).contains(event.relatedTarget as Node | null)) deactivate();
      },
    };
  };

  return { active, open, view, containerProps, close: deactivate };
}
