import { Button, useBusyAction, useIsomorphicLayoutEffect } from '@hearth/ui';
import { useId, useRef, type ReactNode } from 'react';

/** Name of the part, used in class names and error messages. */
export const ADD_ONS_LIST_NAME = 'AddOnsList';

/** One add-on, ready to render (image, name, price and a button) [ref: commerce#screens]. */
export interface AddOnsListItem {
  /** Its sku: the row's key and `data-sku`. */
  sku: string;
  /** Its name. */
  name: string;
  /** The image, already through the URL filter; none when absent. @default undefined */
  image?: string | undefined;
  /** Where the name links, already through the URL filter; text when absent. @default undefined */
  href?: string | undefined;
  /** The price as shown. @default undefined */
  price?: string | undefined;
  /** In the added list: the button reads `addedLabel` and is disabled [ref: commerce#rules]. */
  added: boolean;
  /** Adds it; the button stays busy until the returned promise settles. */
  add: () => unknown;
}

/** Props of {@link AddOnsList}. */
export interface AddOnsListProps {
  /** The heading, e.g. 'Extras and Essentials We Recommend' [ref: commerce#screens]. */
  heading: ReactNode;
  /** The add-ons. */
  items: readonly AddOnsListItem[];
  /** The button before the add-on is added: 'Add to Cart' or 'Add To Registry' [ref: commerce#screens]. */
  addLabel: string;
  /** The button once it is in the added list: 'Added' [ref: commerce#screens, #rules]. */
  addedLabel: string;
}

function AddOnRow({
  item,
  addLabel,
  addedLabel,
  onAdded,
}: {
  item: AddOnsListItem;
  addLabel: string;
  addedLabel: string;
  onAdded: (button: HTMLElement) => void;
}) {
  const nameId = useId();
  const button = useRef<HTMLButtonElement | null>(null);
  const wasAdded = useRef(item.added);
  const { run, busy } = useBusyAction(item.add);

  // The button it pressed is now disabled: focus would fall to the page, out of the popup.
  useIsomorphicLayoutEffect(() => {
    if (!item.added || wasAdded.current) return;
    wasAdded.current = true;
    const el = button.current;
    const active = el?.ownerDocument.activeElement;
    if (el && (active === el || active === el.ownerDocument.body || !active)) onAdded(el);
    // Only the change to 'Added' moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item.added]);

  return (
    <li className="hearth-add-ons__item" data-sku={item.sku}>
      {item.image && <img src={item.image} alt="" width={96} height={96} loading="lazy" />}
      <span id={nameId} className="hearth-add-ons__name">
        {item.href ? <a href={item.href}>{item.name}</a> : item.name}
      </span>
      {item.price && <span className="hearth-add-ons__price">{item.price}</span>}
      <Button
        ref={button}
        variant="secondary"
        busy={busy}
        disabled={item.added}
        aria-describedby={nameId}
        onClick={() => run()}
      >
        {item.added ? addedLabel : addLabel}
      </Button>
    </li>
  );
}

/**
 * An add-on list inside a confirmation popup ([ref: commerce#screens, #data, #rules]: 'Extras and Essentials We Recommend'
 * after an add to cart or registry): image, name, price and a button that becomes `addedLabel`
 * and disabled once the add-on is in the added list. Focus then moves to the next add-on still
 * to add, else to the popup around the list. Renders nothing without items.
 */
export function AddOnsList({ heading, items, addLabel, addedLabel }: AddOnsListProps) {
  const headingId = useId();
  const list = useRef<HTMLUListElement | null>(null);
  if (items.length === 0) return null;
  const moveOn = (from: HTMLElement) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const next = buttons.find((b) => from.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) ?? buttons[0];
    (next ?? from.closest<HTMLElement>('dialog'))?.focus();
  };
  return (
    <section className="hearth-add-ons" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <ul ref={list} className="hearth-add-ons__list">
        {items.map((item) => (
          <AddOnRow key={item.sku} item={item} addLabel={addLabel} addedLabel={addedLabel} onAdded={moveOn} />
        ))}
      </ul>
    </section>
  );
}
