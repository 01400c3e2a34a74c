import { setupMockServer } from '@hearth/mock-api/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import island from './island';

setupMockServer();

describe('add-to-cart island', () => {
  it('mounts from server markup and adds the item', async () => {
    document.body.innerHTML = `<div data-props='{"items":[{"Sku":"410100"}],"labelConfig":6,"labelText":"Lounge Sofa","showQuantity":true}'><button>Add to cart</button></div>`;
    // as the loader does: what these props need first (the quantity selector), then the mount
    await island.prepare?.(document.querySelector('div')!);
    act(() => void island.mount(document.querySelector('div')!));
    const user = userEvent.setup();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Add Lounge Sofa to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Added to Cart' })).toBeInTheDocument();
  });

  it('waits for the personalization fields of a monogrammed item, and shows them in its first render', async () => {
    const props = {
      items: [{ Sku: '500102' }],
      personalization: { legend: 'Monogram', lines: [{ elementName: 'Text1', label: 'Line 1' }] },
    };
    document.body.innerHTML = `<div data-props='${JSON.stringify(props)}'><button>Add to cart</button></div>`;
    const el = document.querySelector('div')!;
    await island.prepare?.(el);
    act(() => void island.mount(el));
    expect(screen.getByRole('textbox', { name: 'Line 1' })).toBeInTheDocument();
  });

  it('needs nothing more before it mounts for an item without personalization or quantity', () => {
    document.body.innerHTML = `<div data-props='{"items":[{"Sku":"300101"}]}'><button>Add to cart</button></div>`;
    expect(island.prepare?.(document.querySelector('div')!)).toBeUndefined();
    // nor for props it refuses (mount reports them)
    document.body.innerHTML = `<div data-props='{"items":[]}'><button>Add to cart</button></div>`;
    expect(island.prepare?.(document.querySelector('div')!)).toBeUndefined();
  });

  it.each([
    ['{"items":[]}', 'items'],
    ['{"items":[{"Sku":"1","Quantity":"two"}]}', 'items.0.Quantity'],
    ['{"items":[{"Sku":"1"}],"labelConfig":9}', 'labelConfig'],
    ['{"items":[{"Sku":"1"}],"personalization":{"lines":[{"label":"Line 1"}]}}', 'personalization.lines.0.elementName'],
    [
      '{"items":[{"Sku":"1"}],"personalization":{"threadColors":[{"name":"Navy","value":"N","hex":"red;x"}]}}',
      'personalization.threadColors.0.hex',
    ],
    ['{"items":[{"Sku":"1"}],"personalization":{"fonts":["Block"]}}', 'personalization.fonts.0'],
  ])('keeps the server HTML and names the field for %s', (props, field) => {
    document.body.innerHTML = `<div data-props='${props}'><button>Add to cart</button></div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.mount(document.querySelector('div')!)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`island "add-to-cart" has invalid props: field "${field}"`);
    expect(document.querySelector('div')!.innerHTML).toBe('<button>Add to cart</button>');
  });
});
