import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@hearth/ui';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { AddOnsList, type AddOnsListItem } from './add-ons-list';

type Seed = Omit<AddOnsListItem, 'added' | 'add'>;
const SEEDS: Seed[] = [
  { sku: '1', name: 'Throw Pillow', image: '/p.svg', href: '/pillow', price: '$59.95' },
  { sku: '2', name: 'Knit Throw', price: '$89.95' },
  { sku: '3', name: 'Care Kit' },
];

/** A popup holding the list; an add resolves at once unless `add` says otherwise. */
function Popup({ add = () => Promise.resolve() }: { add?: (sku: string) => Promise<unknown> }) {
  const [added, setAdded] = useState<string[]>([]);
  const items = SEEDS.map((seed) => ({
    ...seed,
    added: added.includes(seed.sku),
    add: () => add(seed.sku).then(() => setAdded((list) => [...list, seed.sku])),
  }));
  return (
    <Dialog defaultOpen title="Add to Registry">
      <AddOnsList
        heading="Extras and Essentials We Recommend"
        items={items}
        addLabel="Add To Registry"
        addedLabel="Added"
      />
    </Dialog>
  );
}

describe('AddOnsList [ref: commerce#screens, #data, #rules]', () => {
  it('a region named by its heading: image, name (a link when it has one), price and the add button', async () => {
    render(<Popup />);
    const region = screen.getByRole('region', { name: 'Extras and Essentials We Recommend' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Throw Pillow' })).toHaveAttribute('href', '/pillow');
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/p.svg');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getByText('$89.95')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Add To Registry' })).toHaveAccessibleDescription(
      'Throw Pillow',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("an added one reads 'Added' and is disabled; focus goes to the next one still to add, then the popup", async () => {
    const user = userEvent.setup();
    render(<Popup />);
    const buttons = screen.getAllByRole('button', { name: 'Add To Registry' });
    await user.click(buttons[1]!);
    await waitFor(() => expect(buttons[1]).toHaveTextContent('Added'));
    expect(buttons[1]).toBeDisabled();
    expect(buttons[2]).toHaveFocus();
    await user.click(buttons[2]!);
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    await user.click(buttons[0]!);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
  });

  it('busy while its add is under way: a second click adds nothing', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const add = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Popup add={add} />);
    const button = screen.getAllByRole('button', { name: 'Add To Registry' })[0]!;
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(add).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button).toHaveTextContent('Added'));
  });

  it('renders nothing without items', () => {
    const { container } = render(<AddOnsList heading="X" items={[]} addLabel="Add" addedLabel="Added" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('AddOnsList rows', () => {
  it("each row is its add-on's: an add-on leaving the list takes its busy button with it", async () => {
    const user = userEvent.setup();
    const items = (seeds: Seed[]): AddOnsListItem[] =>
      seeds.map((seed) => ({ ...seed, added: false, add: () => new Promise(() => {}) }));
    const list = (seeds: Seed[]) => (
      <AddOnsList heading="Extras" items={items(seeds)} addLabel="Add to Cart" addedLabel="Added" />
    );
    const { rerender } = render(list(SEEDS));
    const buttonOf = (name: string) =>
      within(screen.getByText(name).closest('li')!).getByRole('button', { name: 'Add to Cart' });
    await user.click(buttonOf('Throw Pillow'));
    expect(buttonOf('Throw Pillow')).toHaveAttribute('aria-busy', 'true');
    rerender(list(SEEDS.slice(1)));
    expect(buttonOf('Knit Throw')).not.toHaveAttribute('aria-busy', 'true');
    expect(buttonOf('Care Kit')).not.toHaveAttribute('aria-busy', 'true');
  });
});

describe('AddOnsList: where focus goes [ref: commerce#rules]', () => {
  // in a popup, where a moved focus would land on the popup itself
  const list = (added: (sku: string) => boolean) => (
    <dialog open tabIndex={-1}>
      <AddOnsList
        heading="Extras"
        items={SEEDS.map((seed) => ({ ...seed, added: added(seed.sku), add: () => undefined }))}
        addLabel="Add to Cart"
        addedLabel="Added"
      />
    </dialog>
  );

  it('an add-on already added when the list draws moves nothing: only the change to Added does', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const { rerender } = render(list((sku) => sku === '1'));
    expect(document.activeElement).toBe(document.body);
    rerender(list((sku) => sku === '1' || sku === '2'));
    // the page had the focus (the pressed button went away from under it): the next add-on to add takes it
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })[0]).toHaveFocus();
  });

  it('a list with nothing added moves nothing as it draws', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    render(list(() => false));
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus where the shopper moved it while the add was under way', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    render(<Popup add={() => new Promise<void>((resolve) => (finish = resolve))} />);
    const [first] = screen.getAllByRole('button', { name: 'Add To Registry' });
    await user.click(first!);
    const link = screen.getByRole('link', { name: 'Throw Pillow' });
    link.focus();
    finish();
    await waitFor(() => expect(first).toHaveTextContent('Added'));
    expect(link).toHaveFocus();
  });

  it('shows a price in its own element, and none for an add-on without one', () => {
    render(list(() => false));
    const prices = [...document.querySelectorAll('.hearth-add-ons__price')].map((el) => el.textContent);
    expect(prices).toEqual(['$59.95', '$89.95']);
  });
});
