import { Button, useBusyAction } from '@hearth/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import { ADD_ONS_HEADING, ADD_ON_ADDED, ADD_ON_BUTTON } from './messages';
import type { AddOnView } from './use-add-ons';

/** Props of {@link AddOnsList}. */
export interface AddOnsListProps {
  /** `useAddOns().addOns`. */
  addOns: readonly AddOnView[];
}

function AddOnRow({ view, onAdded }: { view: AddOnView; onAdded: (button: HTMLElement) => void }) {
  const nameId = useId();
  const button = useRef<HTMLButtonElement | null>(null);
  const wasAdded = useRef(view.added);
  const { run, busy } = useBusyAction(view.add);
  const { addOn } = view;

  // The button it pressed is now disabled: focus would fall to the page, out of the popup.
  useLayoutEffect(() => {
    if (!view.added || wasAdded.current) return;
    wasAdded.current = true;
    const el = button.current;
    const active = el?.ownerDocument.activeElement;
    if (el && (active === el || active === el.ownerDocument.body || !active)) onAdded(el);
    // Only the change to 'Added' moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.added]);

  return (
    <li className="hearth-add-ons__item" data-sku={addOn.sku}>
      {view.image && <img src={view.image} alt="" width={96} height={96} loading="lazy" />}
      <span id={nameId} className="hearth-add-ons__name">
        {view.href ? <a href={view.href}>{addOn.name}</a> : addOn.name}
      </span>
      {view.price && <span className="hearth-add-ons__price">{view.price}</span>}
      <Button
        ref={button}
        variant="secondary"
        busy={busy}
        disabled={view.added}
        aria-describedby={nameId}
        onClick={() => run()}
      >
        {view.added ? ADD_ON_ADDED : ADD_ON_BUTTON}
      </Button>
    </li>
  );
}

/**
 * 'Extras and Essentials We Recommend' (002 §2): image, name, price and a button 'Add to Cart'
 * that becomes 'Added' and disabled once the add-on is in the added list. Focus then moves to the
 * next add-on still to add, else to the popup around the list.
 */
export function AddOnsList({ addOns }: AddOnsListProps) {
  const headingId = useId();
  const list = useRef<HTMLUListElement | null>(null);
  if (addOns.length === 0) return null;
  const moveOn = (from: HTMLElement) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const next = buttons.find((b) => from.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) ?? buttons[0];
    (next ?? from.closest<HTMLElement>('dialog'))?.focus();
  };
  return (
    <section className="hearth-add-ons" aria-labelledby={headingId}>
      <h3 id={headingId}>{ADD_ONS_HEADING}</h3>
      <ul ref={list} className="hearth-add-ons__list">
        {addOns.map((view) => (
          <AddOnRow key={view.addOn.sku} view={view} onAdded={moveOn} />
        ))}
      </ul>
    </section>
  );
}
