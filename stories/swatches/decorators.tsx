/** Shared by the swatch stories: the demo configuration of the story's site and brand, and small swatch data. */
import { setConfig, type Brand, type Site } from '@hearth/core';
import { demoConfig, filteredSwatchResults, sampleSwatchData, UNAVAILABLE_SWATCH } from '@hearth/mock-api';
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

/** Swatch data [ref: swatches#data]: two custom fabric families (one swatch unavailable), one stock fabric; the default is Dover, Slate. */
export function swatchData(overrides: Partial<OrderSwatchData> = {}): OrderSwatchData {
  return sampleSwatchData(overrides) as OrderSwatchData;
}

/** Every swatch unavailable (the 'no swatches available' message) [ref: swatches#rules]. */
export function noneAvailable(): OrderSwatchData {
  const data = swatchData();
  const all = Object.fromEntries(
    Object.entries(data.FabricsByName ?? {}).map(([name, list]) => [
      name,
      (list as object[]).map((s) => ({ ...s, ...UNAVAILABLE_SWATCH })),
    ]),
  );
  return {
    ...data,
    FabricsByName: all,
    DefaultSwatch: { ...(data.DefaultSwatch as object), ...UNAVAILABLE_SWATCH },
  } as OrderSwatchData;
}

/**
 * A page address kept in memory (filters and pages write to it, not to Storybook's own address).
 * A new one per story render.
 */
export function memoryAddress(search = '') {
  const location = { pathname: '/free-swatches', search, hash: '', hostname: 'localhost', origin: 'http://localhost' };
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
  return {
    cardsDto: { ...cardsDto, cards, showingCount: cards.length, pageSize: size },
    filterFacets,
  } as unknown as FilteredResults;
}
