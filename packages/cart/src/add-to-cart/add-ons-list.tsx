import { Button, useBusyAction } from '@hearth/ui';
import { useId } from 'react';
import { ADD_ONS_HEADING, ADD_ON_ADDED, ADD_ON_BUTTON } from './messages';
import type { AddOnView } from './use-add-ons';

/** Props of {@link AddOnsList}. */
export interface AddOnsListProps {
  /** `useAddOns().addOns`. */
  addOns: readonly AddOnView[];
}

function AddOnRow({ view }: { view: AddOnView }) {
  const nameId = useId();
  const { run, busy } = useBusyAction(view.add);
  const { addOn } = view;
  return (
    <li className="hearth-add-ons__item" data-sku={addOn.sku}>
      {view.image && <img src={view.image} alt="" width={96} height={96} loading="lazy" />}
      <span id={nameId} className="hearth-add-ons__name">
        {view.href ? <a href={view.href}>{addOn.name}</a> : addOn.name}
      </span>
      {view.price && <span className="hearth-add-ons__price">{view.price}</span>}
      <Button
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
 * that becomes 'Added' and disabled once the add-on is in the added list.
 */
export function AddOnsList({ addOns }: AddOnsListProps) {
  const headingId = useId();
  if (addOns.length === 0) return null;
  return (
    <section className="hearth-add-ons" aria-labelledby={headingId}>
      <h3 id={headingId}>{ADD_ONS_HEADING}</h3>
      <ul className="hearth-add-ons__list">
        {addOns.map((view) => (
          <AddOnRow key={view.addOn.sku} view={view} />
        ))}
      </ul>
    </section>
  );
}
