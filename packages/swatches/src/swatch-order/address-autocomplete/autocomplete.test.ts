import type { HearthConfig } from '@hearth/core';
import { resetUrlReports } from '@hearth/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DROPDOWN_MOVE_DELAY_MS,
  autocompleteFromConfig,
  countryOf,
  moveDropdownsLater,
  registerAddressProvider,
  type AddressAutocomplete,
} from './autocomplete';
import { createGooglePlaces, loadScript, placeToAddress } from './google-places';

afterEach(() => {
  resetUrlReports();
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the adapter [ref: swatch-order#validation, #calls, #limits]', () => {
  it('is restricted to the site country', () => {
    expect(countryOf('US')).toBe('us');
    expect(countryOf('CA')).toBe('ca');
  });

  it('moves the dropdowns into the dialog after 300 ms', () => {
    vi.useFakeTimers();
    const dialog = document.body.appendChild(document.createElement('dialog'));
    const dropdown = document.body.appendChild(document.createElement('div'));
    moveDropdownsLater(dialog, () => [dropdown]);
    vi.advanceTimersByTime(DROPDOWN_MOVE_DELAY_MS - 1);
    expect(dropdown.parentElement).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(dropdown.parentElement).toBe(dialog);
    expect(DROPDOWN_MOVE_DELAY_MS).toBe(300);
  });

  it('a cancelled move does nothing', () => {
    vi.useFakeTimers();
    const dialog = document.body.appendChild(document.createElement('dialog'));
    const dropdown = document.body.appendChild(document.createElement('div'));
    moveDropdownsLater(dialog, () => [dropdown])();
    vi.advanceTimersByTime(1000);
    expect(dropdown.parentElement).toBe(document.body);
  });

  it.each([
    [undefined, 'none'],
    // a page's configuration that writes none as null
    [null, 'none'],
    ['google', 'none'],
    [{ provider: 'google', scriptUrl: 'javascript:alert(1)' }, 'none'],
    [{ provider: 'google', scriptUrl: 'https://maps.example/js?libraries=places' }, 'google'],
    [{ provider: 'google', scriptUrl: '/assets/maps.js' }, 'google'],
    // no configuration selects a fake: the demo registers its own from its script
    [{ provider: 'demo' }, 'none'],
  ])('config %j: %s', async (setting, expected) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const adapter = await autocompleteFromConfig({
      addressAutocomplete: setting,
      scriptOrigins: ['https://maps.example'],
    } as unknown as HearthConfig);
    expect(adapter === undefined ? 'none' : typeof adapter.attach === 'function' ? expected : 'bad').toBe(expected);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it.each([
    ['no origin listed', 'https://maps.example/js', []],
    ['another origin listed', 'https://maps.example/js', ['https://maps.other.example']],
    ['a listed host over http', 'http://maps.example/js', ['https://maps.example']],
    ['a listed host on another port', 'https://maps.example:8443/js', ['https://maps.example']],
  ])('a maps script from %s is refused: no autocomplete, one console error', async (_, scriptUrl, scriptOrigins) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = {
      addressAutocomplete: { provider: 'google', scriptUrl },
      scriptOrigins,
    } as unknown as HearthConfig;
    expect(await autocompleteFromConfig(config)).toBeUndefined();
    expect(error.mock.calls.map(([m]) => String(m))).toEqual([
      `hearth: island "swatch-order" refused field "addressAutocomplete.scriptUrl": ${JSON.stringify(scriptUrl)} is not a path on this site or a URL on an origin listed in hearth-config "scriptOrigins"; there is no address autocomplete.`,
    ]);
  });
});

describe('the maps places adapter (the script loads on demand only) [ref: swatch-order#calls]', () => {
  const components = [
    { long_name: '1250', short_name: '1250', types: ['street_number'] },
    { long_name: 'Techny Road', short_name: 'Techny Rd', types: ['route'] },
    { long_name: 'Northbrook', short_name: 'Northbrook', types: ['locality', 'political'] },
    { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1', 'political'] },
    { long_name: '60062', short_name: '60062', types: ['postal_code'] },
  ];

  it('reads a place into the form fields', () => {
    expect(placeToAddress(components)).toEqual({
      address1: '1250 Techny Road',
      city: 'Northbrook',
      state: 'IL',
      postalCode: '60062',
    });
    expect(placeToAddress([])).toEqual({ address1: '', city: '', state: '', postalCode: '' });
  });

  it('loads the script when it attaches, then restricts the widget to the country and reports the place', async () => {
    const load = vi.fn(async () => {});
    let handler: () => void = () => {};
    const created: unknown[] = [];
    class Autocomplete {
      constructor(input: HTMLInputElement, options: unknown) {
        created.push([input.name, options]);
      }
      addListener(_event: string, fn: () => void) {
        handler = fn;
        return { remove: vi.fn() };
      }
      getPlace() {
        return { address_components: components };
      }
    }
    const adapter = createGooglePlaces({
      scriptUrl: 'https://maps.example/js',
      load,
      places: () => ({ Autocomplete }),
    });
    expect(load).not.toHaveBeenCalled();
    const input = Object.assign(document.createElement('input'), { name: 'address1' });
    const onPlace = vi.fn();
    await adapter.attach(input, { country: 'ca', onPlace });
    expect(load).toHaveBeenCalledWith('https://maps.example/js');
    expect(created).toEqual([
      ['address1', { componentRestrictions: { country: 'ca' }, fields: ['address_components'], types: ['address'] }],
    ]);
    handler();
    expect(onPlace).toHaveBeenCalledWith({
      address1: '1250 Techny Road',
      city: 'Northbrook',
      state: 'IL',
      postalCode: '60062',
    });
  });

  it('fails (for the form to go on without it) when the library is missing', async () => {
    const adapter = createGooglePlaces({
      scriptUrl: 'https://maps.example/js',
      load: async () => {},
      places: () => undefined,
    });
    await expect(adapter.attach(document.createElement('input'), { country: 'us', onPlace: () => {} })).rejects.toThrow(
      /places library/,
    );
  });

  it('adds the script once per address; a failed load is a rejection, and the next attach tries again', async () => {
    const added: HTMLScriptElement[] = [];
    const doc = {
      createElement: (tag: string) => document.createElement(tag),
      head: { append: (el: HTMLScriptElement) => added.push(el) },
    } as unknown as Document;
    const src = 'https://maps.example/once.js';
    const first = loadScript(src, doc);
    expect(loadScript(src, doc)).toBe(first);
    expect(added.map((script) => [script.src, script.async])).toEqual([[src, true]]);
    added[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/could not be loaded/);
    const again = loadScript(src, doc);
    expect(again).not.toBe(first);
    added[1]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });
});

describe('a registered provider', () => {
  const own: AddressAutocomplete = { attach: async () => () => {}, dropdowns: () => [] };

  it('wins over the configuration, until it is removed', async () => {
    const config = {
      addressAutocomplete: { provider: 'google', scriptUrl: '/assets/maps.js' },
      scriptOrigins: [],
    } as unknown as HearthConfig;
    const unregister = registerAddressProvider(own);
    expect(await autocompleteFromConfig(config)).toBe(own);
    unregister();
    expect(await autocompleteFromConfig(config)).not.toBe(own);
  });

  it('one without the adapter shape is ignored', async () => {
    const unregister = registerAddressProvider({ attach: 'no' } as unknown as AddressAutocomplete);
    expect(await autocompleteFromConfig({ scriptOrigins: [] } as unknown as HearthConfig)).toBeUndefined();
    unregister();
  });
});
