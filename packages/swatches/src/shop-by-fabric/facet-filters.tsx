import { Button, Field } from '@hearth/ui';
import { useId, useState } from 'react';
import { swatchesMessage } from '../wording';
import { facetName, hasFilters, type FilterName, type SwatchFilters } from './filters-logic';
import type { Facet } from './schema';

/** Props of {@link FacetFilters}. */
export interface FacetFiltersProps {
  facets: readonly Facet[];
  filters: SwatchFilters;
  onToggle: (name: FilterName, key: string) => void;
  onClearAll: () => void;
}

/**
 * The filters [ref: shop-by-fabric#screens, #data]: a group of checkboxes per facet (features, colorgroup, fabrictype), each
 * with its count when the server sends one; an attribute the server disables cannot be checked
 * (one already checked can be unchecked); 'Clear All'. On a narrow screen they sit behind a
 * 'Filter' button (a disclosure: the swatches come first, not a page of checkboxes); from 48em
 * up they are always shown, in the side column.
 */
export function FacetFilters({ facets, filters, onToggle, onClearAll }: FacetFiltersProps) {
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const groups = facets.flatMap((facet) => {
    const name = facetName(facet);
    return name && name !== 'sort' && (facet.attributes ?? []).length > 0 ? [{ facet, name }] : [];
  });
  if (groups.length === 0) return null;
  return (
    <section className="hearth-sbf-filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="hearth-sbf-filters__heading">
        <button
          type="button"
          className="hearth-sbf-filters__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {swatchesMessage('filtersHeading', 'Filter')}
        </button>
        <span className="hearth-sbf-filters__title">{swatchesMessage('filtersHeading', 'Filter')}</span>
      </h2>
      <div id={bodyId} className="hearth-sbf-filters__body" data-open={open || undefined}>
        {groups.map(({ facet, name }) => (
          <fieldset key={name} className="hearth-sbf-filters__group">
            <legend>{facet.label?.trim() || name}</legend>
            <ul>
              {(facet.attributes ?? []).map((attribute) => {
                const checked = filters[name].includes(attribute.key);
                return (
                  <li key={attribute.key}>
                    <label className="hearth-checkbox">
                      <input
                        type="checkbox"
                        name={name}
                        value={attribute.key}
                        checked={checked}
                        disabled={attribute.isDisabled === true && !checked}
                        onChange={() => onToggle(name, attribute.key)}
                      />
                      <span>
                        {attribute.label?.trim() || attribute.key}
                        {typeof attribute.count === 'number' && (
                          <span className="hearth-sbf-filters__count"> ({attribute.count})</span>
                        )}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        {hasFilters(filters) && (
          <Button variant="link" onClick={onClearAll}>
            {swatchesMessage('clearAll', 'Clear All')}
          </Button>
        )}
      </div>
    </section>
  );
}

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  facets: readonly Facet[];
  /** The sort in the address; '' for the one the server marks selected. */
  value: string;
  onChange: (sort: string) => void;
}

/** The sort dropdown (a sort value in the address preselects that sort) [ref: shop-by-fabric#screens]. */
export function SortSelect({ facets, value, onChange }: SortSelectProps) {
  const sort = facets.find((facet) => facetName(facet) === 'sort');
  const options = sort?.attributes ?? [];
  if (options.length === 0) return null;
  const current = value || options.find((option) => option.isSelected)?.key || options[0]!.key;
  return (
    // ui's Field: its styles come with this island, not later with a popup that uses them too
    <Field label={swatchesMessage('sortLabel', 'Sort By')} className="hearth-sbf-sort">
      {(aria) => (
        <select
          {...aria}
          name="sort"
          className="hearth-field__input"
          value={current}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label?.trim() || option.key}
            </option>
          ))}
          {value && !options.some((option) => option.key === value) && <option value={value}>{value}</option>}
        </select>
      )}
    </Field>
  );
}
