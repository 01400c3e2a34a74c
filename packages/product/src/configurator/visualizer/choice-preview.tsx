import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { Skeleton } from '@hearth/ui';
import { choiceImage, price } from '../data/choice-urls';
import { useConfiguratorContext } from '../configurator-context';
import { productMessage } from '../../wording';

/**
 * The anchored preview of the choice under the pointer or focus [ref: configurator#rules]: the swatch hover flyout
 * (large swatch, name, description) or the quick-view tooltip, both with the quick-view price: a
 * placeholder while it loads, 'Click to View Options' with no matching sku or price, nothing after
 * an error. Positioned by floating-ui; `role="tooltip"`, tied to its choice by `aria-describedby`.
 */
export function ChoicePreview() {
  const state = useConfiguratorContext();
  const { active, open, view, close } = state.preview;
  const { refs, floatingStyles } = useFloating({
    elements: { reference: active?.anchor ?? null },
    placement: 'top',
    strategy: 'fixed',
    // its choice gone from the page ('Load {n} More' redrawing the list, a long list drawing other
    // rows as it scrolls): it closes, rather than stay at the window's corner
    whileElementsMounted: (reference, floating, update) =>
      autoUpdate(reference, floating, () => ((reference as Element).isConnected ? update() : close())),
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  });
  if (!active || !open || !active.anchor.isConnected) return null;
  const { choice, option, kind } = active;
  const image = kind === 'flyout' ? choiceImage(choice) : undefined;
  return (
    <div
      ref={refs.setFloating}
      style={floatingStyles}
      id={`${state.idBase}-choice-${option.code}-preview`}
      role="tooltip"
      className="hearth-choice-preview"
      data-kind={kind}
    >
      {image && <img className="hearth-choice-preview__image" src={image} alt="" width={160} height={160} />}
      {kind === 'flyout' && <p className="hearth-choice-preview__name">{choice.swatchName || choice.title}</p>}
      {kind === 'flyout' && choice.subtitle && <p className="hearth-choice-preview__subtitle">{choice.subtitle}</p>}
      {view.kind === 'loading' || view.kind === 'idle' ? (
        // the flyout is named by its choice's name; the quick-view tooltip has only its price, so
        // while that loads its placeholder says so (a tooltip with no text has no name)
        <Skeleton width="5em" {...(kind === 'flyout' && { label: '' })} />
      ) : view.kind === 'price' ? (
        <p className="hearth-choice-preview__price">{price(view.text, state.site)}</p>
      ) : view.kind === 'message' ? (
        <p className="hearth-choice-preview__message">
          {productMessage('clickToViewOptions', 'Click to View Options')}
        </p>
      ) : null}
    </div>
  );
}
