import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecommendedItem } from './recommended-item';
import type { RecommendedItemView } from './use-registry-confirmation';

const item = (over: Partial<RecommendedItemView> = {}): RecommendedItemView => ({
  key: '300101',
  sku: '300101',
  name: 'Brass Task Lamp',
  href: '/lamp',
  image: '/lamp.jpg',
  imageHiRes: '/lamp@2x.jpg',
  price: '$129.00',
  added: false,
  add: vi.fn(() => Promise.resolve()),
  ...over,
});

describe("'You May Also Want' item [ref: registry#data, #rules]", () => {
  it('adds with its button, described by its name', async () => {
    const user = userEvent.setup();
    const view = item();
    render(<RecommendedItem item={view} addLabel="Add To Registry" />);
    const button = screen.getByRole('button', { name: 'Add To Registry' });
    expect(button).toHaveAccessibleDescription('Brass Task Lamp');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(view.add).toHaveBeenCalledTimes(1);
  });

  it("once added reads 'Added', stays focusable, and a press adds nothing more", async () => {
    const user = userEvent.setup();
    const view = item({ added: true });
    render(<RecommendedItem item={view} addLabel="Add To Registry" />);
    const button = screen.getByRole('button', { name: 'Added' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(view.add).not.toHaveBeenCalled();
  });

  it('while its add is under way, is busy and a second press adds nothing', async () => {
    const user = userEvent.setup();
    const view = item({ add: vi.fn(() => new Promise<void>(() => {})) });
    render(<RecommendedItem item={view} addLabel="Add" />);
    const button = screen.getByRole('button', { name: 'Add' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(view.add).toHaveBeenCalledTimes(1);
  });

  it('shows its picture at both densities, its name as a link and its price', () => {
    render(<RecommendedItem item={item()} addLabel="Add" />);
    const picture = document.querySelector('.hearth-recommended-item img')!;
    expect(picture.getAttribute('srcset')).toBe('/lamp.jpg 1x, /lamp@2x.jpg 2x');
    expect(screen.getByRole('link', { name: 'Brass Task Lamp' })).toHaveAttribute('href', '/lamp');
    expect(document.querySelector('.hearth-recommended-item__price')?.textContent).toBe('$129.00');
  });
});
