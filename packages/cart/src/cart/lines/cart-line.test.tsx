import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartController } from '../controller/cart-controller';
import type { CartLineItem } from '../schema';
import { CartLine, type CartLineProps } from './cart-line';
import { SavedForLater } from './saved-for-later';

/** A controller whose actions only record their calls (each says 'done'). */
function fakeController() {
  const done = () => vi.fn(() => Promise.resolve('done' as const));
  return {
    updateItem: done(),
    updateShipMethod: done(),
    removeInstallationService: done(),
    removeItem: done(),
    saveForLater: done(),
    moveToCart: done(),
    removeItemFromSaveForLater: done(),
  };
}

const LINE = { id: 7, sku: '200101', name: 'Oak Side Table', qty: 2, shipMethod: 1, currentPrice: 1250 };

function line(extra: Partial<CartLineItem> = {}, props: Partial<CartLineProps> = {}) {
  const controller = fakeController();
  const leave = vi.fn<CartLineProps['leave']>((_, action) => action());
  const view = render(
    <ul>
      <CartLine
        line={{ ...LINE, ...extra } as CartLineItem}
        site="US"
        controller={controller as unknown as CartController}
        busy={null}
        pickupEnabled
        saveForLaterEnabled
        leave={leave}
        {...props}
      />
    </ul>,
  );
  return { ...view, controller, leave, item: view.container.querySelector('li')! };
}

describe('a cart line [ref: cart#rules]', () => {
  it("its options, each 'title: text', or the text alone", () => {
    const { item } = line({
      selectedOptions: [{ title: 'Fabric', text: 'Oatmeal' }, { text: 'Left arm' }],
    } as Partial<CartLineItem>);
    const options = [...item.querySelectorAll('.hearth-cart__options li')].map((li) => li.textContent);
    expect(options).toEqual(['Fabric: Oatmeal', 'Left arm']);
  });

  it("its total: the server's, else the price times the quantity", () => {
    expect(line({ qty: 3 }).item.querySelector('.hearth-cart__total')).toHaveTextContent('$37.50');
    expect(line({ totalPrice: 2000 }).item.querySelector('.hearth-cart__total')).toHaveTextContent('$20.00');
  });

  it.each([
    ['offered', {}, {}, true],
    ['not offered on this cart', {}, { pickupEnabled: false }, false],
    ['not offered for this item', { isStorePickupOptionVisible: false }, {}, false],
    ['pickup not said to be offered', { isStorePickupOptionVisible: undefined }, {}, false],
    ['shipping not offered', { isShipOptionVisible: false }, {}, false],
  ] as const)('the Ship / Pick up choice: %s → shown %s', (_, extra, props, shown) => {
    const { item } = line({ isStorePickupOptionVisible: true, ...extra }, props);
    expect(item.querySelector('fieldset') !== null).toBe(shown);
  });

  it('the choice is one radio group per line, waiting while an action is sent', async () => {
    const user = userEvent.setup();
    const { item, controller, rerender } = line({ isStorePickupOptionVisible: true });
    const [ship, pickup] = within(item).getAllByRole('radio');
    expect(ship).toHaveAttribute('name', 'ship-7');
    expect(pickup).toHaveAttribute('name', 'ship-7');
    expect(ship).toBeChecked();
    expect(item.querySelector('fieldset')).not.toHaveAttribute('data-busy');
    await user.click(pickup!);
    expect(controller.updateShipMethod).toHaveBeenCalledWith(7, 2);
    rerender(
      <ul>
        <CartLine
          line={{ ...LINE, isStorePickupOptionVisible: true } as CartLineItem}
          site="US"
          controller={controller as unknown as CartController}
          busy="applyPromoCode"
          pickupEnabled
          saveForLaterEnabled
          leave={vi.fn()}
        />
      </ul>,
    );
    expect(item.querySelector('fieldset')).toHaveAttribute('data-busy', '');
    expect(pickup).toHaveAttribute('aria-disabled', 'true');
  });

  it('the pickup estimate shows only for a line picked up', () => {
    expect(line({ shipMethod: 2 }, { pickupMessage: 'Pick up tomorrow' }).item).toHaveTextContent('Pick up tomorrow');
    expect(line({ shipMethod: 1 }, { pickupMessage: 'Pick up tomorrow' }).item).not.toHaveTextContent(
      'Pick up tomorrow',
    );
    expect(line({ shipMethod: 2 }).item.querySelector('.hearth-cart__pickup')).toBeNull();
  });

  it('the quantity is disabled only when the server says so', () => {
    expect(within(line().item).getByRole('spinbutton')).not.toBeDisabled();
    const disabled = line({ priceQuantityTotals: { isQuantityDisabled: true } } as Partial<CartLineItem>).item;
    expect(within(disabled).getByRole('spinbutton')).toBeDisabled();
  });

  it.each([
    ['on', {}, {}, true],
    ['off on this cart', {}, { saveForLaterEnabled: false }, false],
    ['off for this item', { isSaveForLaterEnabled: false }, {}, false],
  ] as const)('Save for Later %s: shown %s', (_, extra, props, shown) => {
    const { item } = line(extra, props);
    expect(within(item).queryByRole('button', { name: 'Save for Later' }) !== null).toBe(shown);
  });

  it.each([
    ['removeItem', 'Remove'],
    ['saveForLater', 'Save for Later'],
    ['removeInstallationService', 'Remove Installation Service'],
  ])("while this line's %s is sent: its button busy, the line busy, the others waiting", (action, name) => {
    const { item } = line({ isInstallationServiceRequired: true }, { busy: `${action}:7` });
    expect(item).toHaveAttribute('aria-busy', 'true');
    for (const button of within(item).getAllByRole('button', { name: /Remove|Save for Later/ })) {
      const label = button.textContent;
      if (label === name) expect(button, label).toHaveAttribute('aria-busy', 'true');
      else expect(button, label).not.toHaveAttribute('aria-busy');
      expect(button, label).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it("another line's action: this line is not busy, its buttons only wait", () => {
    const { item } = line({}, { busy: 'removeItem:17' });
    expect(item).not.toHaveAttribute('aria-busy');
    expect(within(item).getByRole('button', { name: 'Remove' })).not.toHaveAttribute('aria-busy');
    expect(within(item).getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('Remove and Save for Later leave the list through `leave`, naming the line', async () => {
    const user = userEvent.setup();
    const { item, controller, leave } = line();
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    expect(leave).toHaveBeenCalledWith(7, expect.any(Function));
    expect(controller.removeItem).toHaveBeenCalledWith(7);
    await user.click(within(item).getByRole('button', { name: 'Save for Later' }));
    expect(controller.saveForLater).toHaveBeenCalledWith(7);
  });
});

describe('saved for later [ref: cart#rules]', () => {
  const saved = (busy: string | null, items = [{ ...LINE, name: undefined }] as CartLineItem[]) => {
    const controller = fakeController();
    render(<SavedForLater items={items} site="US" controller={controller as unknown as CartController} busy={busy} />);
    return controller;
  };

  it('a line without a name is named by its sku', () => {
    saved(null);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('200101');
  });

  it.each([
    ['moveToCart:7', 'Move to Cart'],
    ['removeItemFromSaveForLater:7', 'Remove'],
  ])('while %s is sent: that button busy, the other waiting', (busy, name) => {
    saved(busy);
    for (const button of screen.getAllByRole('button')) {
      if (button.textContent === name) expect(button).toHaveAttribute('aria-busy', 'true');
      else expect(button).not.toHaveAttribute('aria-busy');
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it("another line's action: nothing busy here", () => {
    saved('moveToCart:8');
    for (const button of screen.getAllByRole('button')) expect(button).not.toHaveAttribute('aria-busy');
  });
});
