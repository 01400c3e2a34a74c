import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FacetFilters, SortSelect } from './facet-filters';
import { NO_FILTERS } from './filters-logic';
import type { Facet } from './schema';

const COLOUR: Facet = {
  key: 'colorgroup',
  label: 'Colour',
  facetType: 3,
  attributes: [
    { key: 'blue', label: 'Blue', count: 12 },
    { key: 'grey', label: 'Grey', isDisabled: true },
  ],
};
const SORT: Facet = { key: 'sort', label: 'Sort', attributes: [{ key: 'name', label: 'Name' }] };
const NO_CHOICE: Facet = { key: 'fabrictype', label: 'Fabric Type', facetType: 4, attributes: [] };

const props = () => ({ filters: NO_FILTERS, onToggle: vi.fn(), onClearAll: vi.fn() });

describe('the filters [ref: shop-by-fabric#screens, #data]', () => {
  it('a group per facet with choices: a facet with none, and the sort facet, are no group', () => {
    render(<FacetFilters facets={[COLOUR, SORT, NO_CHOICE]} {...props()} />);
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Colour']);
  });

  it('no facet with choices: nothing at all, not an empty Filter heading', () => {
    const { container } = render(<FacetFilters facets={[SORT, NO_CHOICE]} {...props()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('each choice with its count when sent; a disabled one cannot be checked, a checked one can be unchecked', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(<FacetFilters facets={[COLOUR]} {...props()} onToggle={onToggle} />);
    const group = screen.getByRole('group', { name: 'Colour' });
    expect(within(group).getByRole('checkbox', { name: 'Blue (12)' })).toBeEnabled();
    expect(within(group).getByRole('checkbox', { name: 'Grey' })).toBeDisabled();
    await userEvent.setup().click(within(group).getByRole('checkbox', { name: 'Blue (12)' }));
    expect(onToggle).toHaveBeenCalledWith('colorgroup', 'blue');
    rerender(<FacetFilters facets={[COLOUR]} {...props()} filters={{ ...NO_FILTERS, colorgroup: ['grey'] }} />);
    expect(screen.getByRole('checkbox', { name: 'Grey' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Grey' })).toBeChecked();
  });

  it("'Clear All' only once a filter is on; the narrow screen's 'Filter' button says whether they are shown", async () => {
    const onClearAll = vi.fn();
    const { rerender } = render(<FacetFilters facets={[COLOUR]} {...props()} onClearAll={onClearAll} />);
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull();
    rerender(
      <FacetFilters
        facets={[COLOUR]}
        {...props()}
        filters={{ ...NO_FILTERS, colorgroup: ['blue'] }}
        onClearAll={onClearAll}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    const toggle = screen.getByRole('button', { name: 'Filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute('data-open', 'true');
  });
});

describe('the sort [ref: shop-by-fabric#screens]', () => {
  const SORTS: Facet = {
    key: 'sort',
    label: 'Sort',
    attributes: [
      { key: 'recommended', label: 'Recommended' },
      { key: 'name', label: ' Name ', isSelected: true },
      { key: 'newest' },
    ],
  };
  const sortBy = () => screen.getByRole('combobox', { name: 'Sort By' });
  const options = () => within(sortBy()).getAllByRole('option');

  it("'Sort By' with each sort by its label (its key when it has none); the one the server marks selected when the address has none", async () => {
    const onChange = vi.fn();
    render(<SortSelect facets={[COLOUR, SORTS]} value="" onChange={onChange} />);
    expect(options().map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ['recommended', 'Recommended'],
      ['name', 'Name'],
      ['newest', 'newest'],
    ]);
    expect(sortBy()).toHaveValue('name');
    await userEvent.setup().selectOptions(sortBy(), 'Recommended');
    expect(onChange).toHaveBeenCalledWith('recommended');
  });

  it('the first sort when the server marks none; the address’s sort wins over the server’s', () => {
    const { rerender } = render(
      <SortSelect
        facets={[{ ...SORTS, attributes: [{ key: 'recommended' }, { key: 'name' }] }]}
        value=""
        onChange={vi.fn()}
      />,
    );
    expect(sortBy()).toHaveValue('recommended');
    rerender(<SortSelect facets={[SORTS]} value="newest" onChange={vi.fn()} />);
    expect(sortBy()).toHaveValue('newest');
    expect(options()).toHaveLength(3);
  });

  it('a sort in the address the server does not offer stays chosen, as one more option', () => {
    render(<SortSelect facets={[SORTS]} value="price-low" onChange={vi.fn()} />);
    expect(options().map((option) => option.textContent)).toEqual(['Recommended', 'Name', 'newest', 'price-low']);
    expect(sortBy()).toHaveValue('price-low');
  });

  it('no sort facet: no sort at all', () => {
    const { container } = render(<SortSelect facets={[COLOUR]} value="" onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
