import { act, render, screen } from '@testing-library/react';
import { ADDED_TO_CART_EVENT } from '@hearth/core';
import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_SLOT_NAME, AddedButton, AddToCartSlot } from './add-to-cart-slot';

const props = { items: [{ Sku: '300101', Quantity: 1, OptionChoiceParameter: '' }] };

/** What the add-to-cart inside reports once its item is in the cart (the event bubbles to the slot). */
const reportAdded = (from: Element) =>
  act(() => void from.dispatchEvent(new CustomEvent(ADDED_TO_CART_EVENT, { bubbles: true })));

describe('AddToCartSlot [ref: product-carousel#rules]', () => {
  it('is named for its messages', () => {
    expect(ADD_TO_CART_SLOT_NAME).toBe('AddToCartSlot');
  });

  it('without a renderer, holds an add-to-cart island element with the props, for the loader to mount', () => {
    const view = render(<AddToCartSlot props={props} addedLabel="Added" />);
    const slot = view.container.firstElementChild!;
    expect(slot.className).toBe('hearth-product-card__action');
    const island = slot.querySelector('[data-island]')!;
    expect(island.getAttribute('data-island')).toBe('add-to-cart');
    expect(JSON.parse(island.getAttribute('data-props')!)).toEqual(props);
  });

  it('holds one island, with the props it has now, when they change; none once it leaves', () => {
    const view = render(<AddToCartSlot props={props} addedLabel="Added" />);
    const next = { items: [{ Sku: '300102', Quantity: 2, OptionChoiceParameter: '' }] };
    view.rerender(<AddToCartSlot props={next} addedLabel="Added" />);
    const islands = view.container.querySelectorAll('[data-island="add-to-cart"]');
    expect(islands).toHaveLength(1);
    expect(JSON.parse(islands[0]!.getAttribute('data-props')!)).toEqual(next);
    const island = islands[0]!;
    view.unmount();
    expect(island.isConnected).toBe(false);
  });

  it('with a renderer, renders it in its own class and adds no island element', () => {
    const view = render(
      <AddToCartSlot
        props={props}
        addedLabel="Added"
        className="quick-ship__add"
        render={(p) => <button type="button">Add {p.items[0]!.Sku}</button>}
      />,
    );
    expect(view.container.firstElementChild!.className).toBe('quick-ship__add');
    expect(screen.getByRole('button', { name: 'Add 300101' })).toBeInTheDocument();
    expect(view.container.querySelector('[data-island]')).toBeNull();
  });

  it("once its item is added, shows 'Added', a button that takes no press, with the focus the add had", () => {
    render(
      <AddToCartSlot
        props={props}
        addedLabel="Added"
        addedClassName="quick-ship__added"
        render={() => <button type="button">Add to Cart</button>}
      />,
    );
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    add.focus();
    reportAdded(add);
    const added = screen.getByRole('button', { name: 'Added' });
    expect(added.getAttribute('type')).toBe('button');
    expect(added.getAttribute('aria-disabled')).toBe('true');
    expect(added.className).toBe('hearth-button hearth-button--secondary quick-ship__added');
    expect(added).toHaveFocus();
  });

  it('takes the focus when it had fallen to the page, and leaves it where the shopper moved it', () => {
    const view = render(
      <>
        <AddToCartSlot props={props} addedLabel="Added" render={() => <button type="button">Add A</button>} />
        <AddToCartSlot props={props} addedLabel="Added B" render={() => <button type="button">Add B</button>} />
        <input aria-label="Search" />
      </>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    reportAdded(screen.getByRole('button', { name: 'Add A' }));
    expect(screen.getByRole('button', { name: 'Added' })).toHaveFocus();
    screen.getByRole('textbox', { name: 'Search' }).focus();
    reportAdded(screen.getByRole('button', { name: 'Add B' }));
    expect(screen.getByRole('button', { name: 'Added B' })).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    expect(view.container.querySelectorAll('.hearth-product-card__added')).toHaveLength(2);
  });

  it('waits for a popup the add opened to close before it swaps in', () => {
    render(
      <AddToCartSlot
        props={props}
        addedLabel="Added"
        render={() => (
          <>
            <button type="button">Add to Cart</button>
            <dialog open aria-label="Custom terms" />
          </>
        )}
      />,
    );
    const dialog = document.querySelector('dialog')!;
    reportAdded(dialog);
    expect(screen.queryByRole('button', { name: 'Added' })).toBeNull();
    act(() => void dialog.dispatchEvent(new Event('close')));
    expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
  });
});

describe('AddedButton', () => {
  it("defaults to the product card's class", () => {
    render(<AddedButton label="Added" />);
    expect(screen.getByRole('button', { name: 'Added' }).className).toBe(
      'hearth-button hearth-button--secondary hearth-product-card__added',
    );
  });
});
