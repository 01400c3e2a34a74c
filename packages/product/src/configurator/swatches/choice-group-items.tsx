import { lazyPart } from '@hearth/ui';
import { useEffect, useRef, useState } from 'react';
import { ChoiceItems, type ChoiceGroupItemsProps } from './choice-items';

export type { ChoiceGroupItemsProps, ChoiceItemShared } from './choice-items';

/** A long group's windowing (60 choices or more: after 'Load {n} More', a long option), off the first view. */
const WindowedItemsPart = lazyPart(
  () => import('./windowed-group-items').then((m) => m.WindowedGroupItems),
  'WindowedGroupItems',
);

/** Choices a windowed group shows while the windowing's code loads (as where the page has no layout). */
const WHILE_LOADING = 32;

/**
 * The choices of one group: all of them, or for a windowed list (60 choices or more, after
 * 'Load {n} More' or in a long option) the rows near the viewport (windowed-group-items.tsx,
 * loaded on first use: its first choices meanwhile). Where only some render, each radio says its
 * position in the list (`aria-posinset`, `aria-setsize`).
 */
export function ChoiceGroupItems(props: ChoiceGroupItemsProps) {
  const { choices, doubleDecker, windowed } = props;
  const [loaded, setLoaded] = useState(WindowedItemsPart.isLoaded);
  const interim = useRef<HTMLDivElement>(null);
  // the choice whose radio had the focus when the windowing took over: it gets it back there
  const focused = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (windowed && !loaded)
      void WindowedItemsPart.preload().then(() => {
        const active = interim.current?.ownerDocument.activeElement;
        focused.current = interim.current?.contains(active ?? null)
          ? active?.closest<HTMLElement>('[data-choice-code]')?.dataset.choiceCode
          : undefined;
        setLoaded(WindowedItemsPart.isLoaded());
      });
  }, [windowed, loaded]);
  if (windowed && loaded) return <WindowedItemsPart.Component {...props} focusCode={focused.current} />;
  return (
    <div
      ref={interim}
      className="hearth-choice-group__items"
      data-double-decker={doubleDecker || undefined}
      data-windowed={windowed || undefined}
    >
      <ChoiceItems {...props} choices={windowed ? choices.slice(0, WHILE_LOADING) : choices} from={0} />
    </div>
  );
}
