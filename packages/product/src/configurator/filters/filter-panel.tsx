import { useId } from 'react';
import { formatMessage } from '@hearth/core';
import { firstClick } from '@hearth/ui';
import { FILTER_TYPE, filterKey, isNarrowing, sortKeyOf, type SelectedFilter } from './filter-logic';
import { sortLabels } from './sort-labels';
import { productMessage } from '../../wording';
import { pure } from '../swatches/pure';
import type { useOptionChoices } from '../drawers/use-option-choices';

/** The filter state of one drawer (`useOptionChoices().filters`). */
export type FilterState = ReturnType<typeof useOptionChoices>['filters'];

/**
 * The drawer's filter panel [ref: configurator#rules]: an accordion, closed by default, with the sort toggle
 * (type 1) and the checkbox filters (types 2 and 3) with their counts; a checkbox with count 0 is
 * disabled. The chips of the selected filters and 'Clear All' sit outside it.
 */
export function FilterPanel({ state }: { state: FilterState }) {
  const id = useId();
  const panelId = `${id}-panel`;
  return (
    <div className="hearth-filters">
      <h4 className="hearth-filters__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="hearth-filters__toggle"
          aria-expanded={state.panelOpen}
          aria-controls={panelId}
          onClick={() => state.setPanelOpen(!state.panelOpen)}
        >
          {productMessage('filter', 'Filter')}
          {state.selected.length > 0 ? ` (${state.selected.length})` : ''}
        </button>
      </h4>
      <div
        id={panelId}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!state.panelOpen}
        className="hearth-filters__panel"
      >
        {state.panelOpen && (
          <>
            <fieldset className="hearth-filters__group" aria-busy={state.sorting || undefined}>
              <legend>{productMessage('sortBy', 'Sort By')}</legend>
              {sortLabels(state.filters).map((label) => (
                <label key={label} className="hearth-filters__option">
                  <input
                    type="radio"
                    name={`${id}-sort`}
                    data-sort={sortKeyOf(label)}
                    checked={state.sort === sortKeyOf(label)}
                    onChange={() => state.setSort(sortKeyOf(label))}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            {state.filters.map((filter, index) =>
              isNarrowing(filter) ? (
                <fieldset key={`${filter.title}-${index}`} className="hearth-filters__group">
                  <legend>{filter.title}</legend>
                  {filter.items.map((item) => {
                    const selected = state.selected.some((s) => s.filter === index && s.label === item.label);
                    const count = state.counts.get(filterKey(index, item.label)) ?? 0;
                    return (
                      <FilterCheckbox
                        key={item.label}
                        filter={index}
                        title={filter.title}
                        filterType={filter.filterType}
                        label={item.label}
                        checked={selected}
                        count={count}
                        onToggle={state.toggle}
                      />
                    );
                  })}
                </fieldset>
              ) : null,
            )}
          </>
        )}
      </div>
      <FilterChips state={state} />
    </div>
  );
}

/** Props of {@link FilterCheckbox}. */
interface FilterCheckboxProps extends SelectedFilter {
  checked: boolean;
  count: number;
  /** Stable (useOptionChoices). */
  onToggle: (item: SelectedFilter) => void;
}

/** One checkbox filter with its count; disabled at count 0 unless checked [ref: configurator#rules]. Memoized: a change re-renders the rows whose count or state moved. */
const FilterCheckbox = pure(function FilterCheckbox({ checked, count, onToggle, ...item }: FilterCheckboxProps) {
  const disabled = count === 0 && !checked;
  return (
    <label className="hearth-filters__option" data-disabled={disabled || undefined}>
      <input
        type="checkbox"
        data-filter={item.filterType}
        checked={checked}
        disabled={disabled}
        onChange={() => onToggle(item)}
      />
      {item.label} <span className="hearth-filters__count">({count})</span>
    </label>
  );
}, 'FilterCheckbox');

/** The selected filters as removable chips, with 'Clear All' [ref: configurator#rules]. */
export function FilterChips({ state }: { state: FilterState }) {
  if (state.selected.length === 0 && state.sort === sortKeyOf('')) return null;
  return (
    <ul className="hearth-chips" aria-label={productMessage('filter', 'Filter')}>
      {state.selected
        .filter((s) => s.filterType !== FILTER_TYPE.sort)
        .map((s) => (
          <li key={filterKey(s.filter, s.label)}>
            <button
              type="button"
              className="hearth-chip"
              onClick={firstClick(() => state.remove(s))}
              aria-label={formatMessage(productMessage('removeFilter', 'Remove {label}'), { label: s.label })}
            >
              {s.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      <li>
        <button type="button" className="hearth-link-button" onClick={state.clearAll}>
          {productMessage('clearAll', 'Clear All')}
        </button>
      </li>
    </ul>
  );
}
