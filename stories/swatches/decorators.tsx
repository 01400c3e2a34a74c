/** Shared by the swatch stories: the demo configuration of the story's site and brand, and small swatch data. */
import { setConfig, type Brand, type Site } from '@hearth/core';
import { demoConfig, filteredSwatchResults } from '@hearth/mock-api';
import type { FilteredResults, OrderSwatchData } from '@hearth/swatches';
import type { Decorator } from '@storybook/react-vite';

/**
 * Runs inside the preview's site/brand decorator: the demo configuration (endpoints, the in-stock
 * attribute id of each brand, the local address autocomplete) for the story's globals.
 */
export const withSwatchConfig: Decorator = (Story, { globals }) => {
  const site = (globals['site'] as Site | undefined) ?? 'US';
  const brand = (globals['brand'] as Brand | undefined) ?? 'main';
  setConfig({ ...demoConfig(site, brand) });
  return <Story />;
};

/** A media query that always matches: the phone layout (the second brand's bottom sheet). */
export const phone = {
  matchMedia: () => ({ matches: true, subscribe: () => () => undefined }),
};

const swatch = (code: number, family: string, colour: string, fields: Record<string, unknown> = {}) => ({
  ChoiceCode: code,
  ImagePath: `/api/demo/img/swatch/${code}.svg`,
  Description: `${family}, ${colour}`,
  SwatchInStock: 'yes',
  IsStock: false,
  PriceGroupCode: 'A',
  FabricName: family,
  // the in-stock attribute of the main and kids brands (101) and of the second brand (201), 002 §9
  Attributes: [
    { AttributeId: 101, Value: 'yes' },
    { AttributeId: 201, Value: 'yes' },
  ],
  ...fields,
});

const UNAVAILABLE = { SwatchInStock: 'no', Attributes: [{ AttributeId: 101, Value: 'no' }, { AttributeId: 201, Value: 'no' }] };

/** Swatch data (002 §3): two custom fabric families (one swatch unavailable), one stock fabric; the default is Dover, Slate. */
export function swatchData(overrides: Partial<OrderSwatchData> = {}): OrderSwatchData {
  return {
    Sku: '410100',
    FabricsByName: {
      Aberdeen: [swatch(10000, 'Aberdeen', 'Snow'), swatch(10001, 'Aberdeen', 'Ivory'), swatch(10002, 'Aberdeen', 'Oat')],
      Dover: [
        swatch(10305, 'Dover', 'Slate', { PriceGroupCode: 'B' }),
        swatch(10307, 'Dover', 'Ink', { PriceGroupCode: 'B', ...UNAVAILABLE }),
        swatch(10308, 'Dover', 'Harbor Blue', { PriceGroupCode: 'B' }),
      ],
      Haven: [swatch(30000, 'Haven', 'Snow', { IsStock: true, PriceGroupCode: 'S' }), swatch(30001, 'Haven', 'Ivory', { IsStock: true, PriceGroupCode: 'S' })],
    },
    DefaultSwatch: swatch(10305, 'Dover', 'Slate', { PriceGroupCode: 'B' }),
    SwatchModalMessage: '',
    FirstName: '',
    LastName: '',
    EmailAddress: '',
    ...overrides,
  } as OrderSwatchData;
}

/** Every swatch unavailable (002 §4: the 'no swatches available' message). */
export function noneAvailable(): OrderSwatchData {
  const data = swatchData();
  const all = Object.fromEntries(Object.entries(data.FabricsByName ?? {}).map(([name, list]) => [name, (list as object[]).map((s) => ({ ...s, ...UNAVAILABLE }))]));
  return { ...data, FabricsByName: all, DefaultSwatch: { ...(data.DefaultSwatch as object), ...UNAVAILABLE } } as OrderSwatchData;
}

/**
 * A page address kept in memory (filters and pages write to it, not to Storybook's own address).
 * A new one per story render.
 */
export function memoryAddress(search = '') {
  const location = { pathname: '/free-swatches', search, hash: '', hostname: 'localhost' };
  const listeners = new Set<() => void>();
  const write = (url: string) => {
    location.search = new URL(url, 'http://localhost').search;
  };
  return {
    location,
    pushUrl: write,
    replaceUrl: write,
    onPopState: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The results a server renders the page with (the demo's get-filtered-results for `search`), cut to
 * `size` cards a page so a story stays light; the island fetches nothing on arrival.
 */
export function serverResults(search = '', size = 8): FilteredResults {
  const { cardsDto, filterFacets } = filteredSwatchResults(new URLSearchParams(search));
  const cards = (cardsDto['cards'] as unknown[]).slice(0, size);
  return { cardsDto: { ...cardsDto, cards, showingCount: cards.length, pageSize: size }, filterFacets } as unknown as FilteredResults;
}
