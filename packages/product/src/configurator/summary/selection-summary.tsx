import { useConfiguratorContext } from '../configurator-context';
import { productMessage } from '../../wording';

/**
 * 'Your Selection Summary' [ref: configurator#screens, #validation]: one line per chosen option with its summary text, and an
 * Edit button that opens the option's drawer and scrolls to it. Shown with 2 or more options.
 */
export function SelectionSummary() {
  const state = useConfiguratorContext();
  if (!state.showSummary) return null;
  const id = `${state.idBase}-summary`;
  return (
    <section className="hearth-summary" aria-labelledby={id} data-refreshing={state.summaryRefreshing || undefined}>
      <h3 id={id} className="hearth-summary__title">
        {productMessage('selectionSummaryTitle', 'Your Selection Summary')}
      </h3>
      <ul className="hearth-summary__list">
        {state.options.map((option) => {
          const line = state.summary.find((s) => s.option.code === option.code);
          return (
            <li key={option.code} className="hearth-summary__line">
              <span className="hearth-summary__option">{option.header.title}</span>
              <span className="hearth-summary__text">{line ? line.text : '—'}</span>
              <button type="button" className="hearth-link-button" onClick={() => state.reveal(option.code)}>
                {productMessage('edit', 'Edit')}
                <span className="hearth-visually-hidden"> {option.header.title}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
