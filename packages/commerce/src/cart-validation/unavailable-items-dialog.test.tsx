import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CART_ERROR_TYPE, unavailablePopupFor } from './cart-validation';
import type { UnavailableItem } from './schema';
import { UnavailableItemsDialog, type UnavailableItemsDialogProps } from './unavailable-items-dialog';

const LAMP: UnavailableItem = {
  sku: '300101',
  title: 'Brass Task Lamp',
  imagePath: '/images/lamp.jpg',
  currentPrice: 12900,
  quantity: 2,
  availabilityMessage: 'No longer available',
  edd: { message: 'Was arriving Dec 4' },
};

/** The popup of `type`, open, with its handlers as mocks. */
function open(type: number, over: Partial<UnavailableItemsDialogProps> = {}) {
  const props: UnavailableItemsDialogProps = {
    open: true,
    onOpenChange: vi.fn(),
    popup: unavailablePopupFor(type)!,
    items: [LAMP],
    site: 'US',
    island: 'cart',
    onRemove: vi.fn(),
    onReturnToCart: vi.fn(),
    ...over,
  };
  render(<UnavailableItemsDialog {...props} />);
  return { props, dialog: screen.getByRole('dialog') };
}

/** The popup's buttons by their text (its close button, an icon, has none). */
const buttons = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter(Boolean);

describe('UnavailableItemsDialog [ref: commerce#errors]', () => {
  it("offers removal where the type does, lists its items, and sends each button's press", async () => {
    const user = userEvent.setup();
    const { props, dialog } = open(CART_ERROR_TYPE.nlaItems);
    expect(buttons(dialog)).toEqual(expect.arrayContaining(['Remove Item(s)', 'Return to Cart']));
    expect(buttons(dialog)).not.toContain('Remove Installation Service');
    expect(within(dialog).getByText('Brass Task Lamp')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Item(s)' }));
    expect(props.onRemove).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Return to Cart' }));
    expect(props.onReturnToCart).toHaveBeenCalledTimes(1);
  });

  it('while the removal is sent, its button is busy', () => {
    const { dialog } = open(CART_ERROR_TYPE.nlaItems, { removing: true });
    expect(
      within(dialog)
        .getByRole('button', { name: /Remove Item\(s\)/ })
        .getAttribute('aria-busy'),
    ).toBe('true');
  });

  it("type 4 offers 'Remove Installation Service' only where the surface sends that call", async () => {
    const user = userEvent.setup();
    const onRemoveInstallationService = vi.fn();
    const { dialog } = open(CART_ERROR_TYPE.installationServiceUnavailable, { onRemoveInstallationService });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Installation Service' }));
    expect(onRemoveInstallationService).toHaveBeenCalledTimes(1);
    expect(buttons(dialog)).not.toContain('Remove Item(s)');
  });

  it("type 4 without the call keeps 'Return to Cart' alone", () => {
    const { dialog } = open(CART_ERROR_TYPE.installationServiceUnavailable);
    expect(buttons(dialog)).toEqual(['Return to Cart']);
  });

  it('a type that offers no installation removal never shows it, even with the call', () => {
    const { dialog } = open(CART_ERROR_TYPE.nlaItems, { onRemoveInstallationService: vi.fn() });
    expect(buttons(dialog)).not.toContain('Remove Installation Service');
  });

  it.each([CART_ERROR_TYPE.invalidBasket, CART_ERROR_TYPE.browseCustomApiException])(
    'lists no items where the type lists none (type %i)',
    (type) => {
      expect(unavailablePopupFor(type)!.listsItems).toBe(false);
      const { dialog } = open(type);
      expect(within(dialog).queryByRole('list')).toBeNull();
    },
  );

  it('lists no items when the answer has none', () => {
    const { dialog } = open(CART_ERROR_TYPE.nlaItems, { items: [] });
    expect(within(dialog).queryByRole('list')).toBeNull();
  });
});

describe('UnavailableList [ref: commerce#data]', () => {
  it("shows each item's picture, title, price, quantity, availability and delivery message", () => {
    const { dialog } = open(CART_ERROR_TYPE.nlaItems);
    const item = within(dialog).getByRole('listitem');
    expect(item.getAttribute('data-sku')).toBe('300101');
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/images/lamp.jpg');
    expect([...item.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Brass Task Lamp',
      '$129.00',
      'Quantity: 2',
      'No longer available',
      'Was arriving Dec 4',
    ]);
  });

  it('names an item without a title by its sku, counts one without a quantity as 1, and leaves out a refused picture', () => {
    const { dialog } = open(CART_ERROR_TYPE.nlaItems, {
      items: [
        { sku: '300102', imagePath: 'javascript:alert(1)' },
        { ...LAMP, sku: '300101' },
      ],
    });
    const [first, second] = within(dialog).getAllByRole('listitem');
    expect(first!.querySelector('.hearth-unavailable__name')?.textContent).toBe('300102');
    expect(first!.textContent).toContain('Quantity: 1');
    expect(first!.querySelector('img')).toBeNull();
    expect(second!.querySelector('.hearth-unavailable__name')?.textContent).toBe('Brass Task Lamp');
  });
});
