import { setupMockServer } from '@hearth/mock-api/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import island from './island';

const api = setupMockServer();
const ADD_ITEM = '/api/demo/cart/add-item';

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

  it("sends each item's fields from the page as given: Position, TotalPositions, Url, PersonalizationId and the rest [ref: add-to-cart#data]", async () => {
    const item = {
      Sku: '410100',
      Quantity: 2,
      OptionChoiceParameter: 'FAB-1',
      Location: 'PDP',
      IsPickupSelected: false,
      GiftRegistryId: 12,
      Position: 3,
      TotalPositions: 8,
      Url: '/furniture/lounge-sofa/s410100',
      IsInstallationServiceRequired: true,
      InstallationServiceType: 2,
      PersonalizationText: 'AB',
      IsPersonalized: true,
      PersonalizationId: 'p-77',
      ShipMethod: 2,
    };
    document.body.innerHTML = `<div data-props='${JSON.stringify({ items: [item] })}'><button>Add to cart</button></div>`;
    act(() => void island.mount(document.querySelector('div')!));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog');
    expect(api.to(ADD_ITEM).map((c) => c.body)).toEqual([[item]]);
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
    ['{"items":[{"Sku":"1","Position":"3"}]}', 'items.0.Position'],
    ['{"items":[{"Sku":"1","TotalPositions":"8"}]}', 'items.0.TotalPositions'],
    ['{"items":[{"Sku":"1","Url":5}]}', 'items.0.Url'],
    ['{"items":[{"Sku":"1","PersonalizationId":77}]}', 'items.0.PersonalizationId'],
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
