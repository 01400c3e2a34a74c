import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../testing/axe';
import { Tabs } from './tabs';

const items = [
  { value: 'a', label: 'Shipping Charges', content: <p>Charges</p> },
  { value: 'b', label: 'Delivery Details', content: <p>Details</p> },
  { value: 'c', label: 'Domestic and International', content: <p>Abroad</p> },
];

describe('Tabs (WAI-ARIA APG)', () => {
  it('renders a named tablist, one tab stop, each panel labelled by its tab', async () => {
    render(<Tabs label="Delivery information" items={items} defaultValue="b" />);
    expect(screen.getByRole('tablist', { name: 'Delivery information' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(screen.getByRole('tab', { name: 'Delivery Details' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Delivery Details' });
    expect(panel).toHaveTextContent('Details');
    expect(screen.getByRole('tab', { name: 'Delivery Details' })).toHaveAttribute('aria-controls', panel.id);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    // one panel for each tab, each its own id
    const ids = tabs.map((t) => t.getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(3);
    ids.forEach((id) => expect(document.getElementById(id!)).toHaveAttribute('role', 'tabpanel'));
    expect(screen.queryByText('Charges')).not.toBeVisible();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('Arrow keys move and select, wrapping; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="Info" items={items} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Shipping Charges' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Domestic and International' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Domestic and International' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shipping Charges' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Domestic and International' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Shipping Charges' })).toHaveFocus();
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual(['c', 'a', 'c', 'a']);
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Shipping Charges' })).toHaveFocus();
  });

  it('a click selects; a default value that is no tab selects the first', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Info" items={items} defaultValue="zzz" />);
    expect(screen.getByRole('tab', { name: 'Shipping Charges' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Domestic and International' }));
    expect(screen.getByRole('tabpanel', { name: 'Domestic and International' })).toHaveTextContent('Abroad');
  });

  it('Arrow keys between tabs: Right to the next, Left to the one before; other keys do nothing', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Info" items={items} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Delivery Details' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Delivery Details' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tab', { name: 'Shipping Charges' })).toHaveAttribute('data-state', 'inactive');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Domestic and International' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Delivery Details' })).toHaveFocus();
    // a key the tabs do not take keeps what the browser does with it
    const down = fireEvent.keyDown(screen.getByRole('tab', { name: 'Delivery Details' }), { key: 'ArrowDown' });
    expect(down).toBe(true);
    expect(screen.getByRole('tab', { name: 'Delivery Details' })).toHaveAttribute('aria-selected', 'true');
    expect(fireEvent.keyDown(screen.getByRole('tab', { name: 'Delivery Details' }), { key: 'End' })).toBe(false);
  });

  it('controlled: a press asks for the tab, and the tab shown is the value given', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs label="Info" items={items} value="b" onValueChange={onValueChange} className="delivery" />,
    );
    expect(screen.getByRole('tablist').parentElement).toHaveClass('hearth-tabs', 'delivery');
    await user.click(screen.getByRole('tab', { name: 'Shipping Charges' }));
    expect(onValueChange).toHaveBeenCalledWith('a');
    expect(screen.getByRole('tab', { name: 'Delivery Details' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Info" items={items} value="a" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Shipping Charges' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Shipping Charges' })).toHaveAttribute('tabindex', '0');
  });

  it('no tabs: a named empty tablist, whose keys do nothing', () => {
    render(<Tabs label="Info" items={[]} />);
    const list = screen.getByRole('tablist', { name: 'Info' });
    expect(fireEvent.keyDown(list, { key: 'Home' })).toBe(true);
    expect(screen.queryAllByRole('tab')).toEqual([]);
  });
});
