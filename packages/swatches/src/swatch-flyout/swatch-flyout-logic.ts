/**
 * The swatch flyout's rules [ref: swatch-flyout] as pure functions: which recent swatches to look up,
 * how their answer reads, and what the details list holds.
 */
import type { RecentSwatch } from '@hearth/commerce';
import { codeKey, swatchName, type SwatchChoice } from '../shared/swatch-choice';
import { swatchesMessage } from '../wording';
import type { RecentSwatchRecord } from './calls';

/** How many recent swatches the flyout shows (the order modal's 6 of [ref: swatch-flyout#validation]; the flyout's own rules give no number). */
export const FLYOUT_RECENT_MAX = 6;

/** The codes of the recent swatches to look up: most recent first, without `current`, at most `max`. */
export function recentLookupCodes(
  recent: readonly RecentSwatch[],
  current: string,
  max: number = FLYOUT_RECENT_MAX,
): string[] {
  const codes = recent.map((record) => codeKey(record.ChoiceCode)).filter((code) => code && code !== current);
  return [...new Set(codes)].slice(0, max);
}

/** [ref: swatch-flyout#calls]: the lookup's query, the choice codes joined by commas. */
export function recentQuery(codes: readonly string[]): { choiceCodes: string } {
  return { choiceCodes: codes.join(',') };
}

/** A recent swatch as the flyout lists it. */
export interface RecentSwatchItem {
  code: string;
  name: string;
  inStock: boolean;
  imagePath: string | undefined;
}

/**
 * The lookup's answer as a list, in the order asked for (the server's order when a code was not
 * asked for is kept after them): ChoiceCode or choiceCode, SwatchInStock `false` or 'no' is
 * unavailable, the name falls back to the code; records without a code are dropped.
 */
export function readRecentAnswer(
  records: readonly RecentSwatchRecord[],
  asked: readonly string[] = [],
): RecentSwatchItem[] {
  const items = new Map<string, RecentSwatchItem>();
  for (const record of records) {
    const code = codeKey(record.ChoiceCode ?? record.choiceCode);
    if (!code || items.has(code)) continue;
    const stock = record.SwatchInStock;
    const inStock = !(stock === false || (typeof stock === 'string' && stock.trim().toLowerCase() === 'no'));
    items.set(code, { code, name: record.name?.trim() || code, inStock, imagePath: record.imagePath ?? undefined });
  }
  const rank = (code: string) => {
    const index = asked.indexOf(code);
    return index === -1 ? asked.length : index;
  };
  return [...items.values()].sort((a, b) => rank(a.code) - rank(b.code));
}

/** The details list ([ref: swatch-flyout#data] additionalDetails): features, content and origin, those present. */
export function swatchDetails(swatch: SwatchChoice): Array<[term: string, value: string]> {
  const details = swatch.additionalDetails;
  const features = (details?.features ?? []).map((feature) => feature.trim()).filter(Boolean);
  const rows: Array<[string, string]> = [];
  if (features.length) rows.push([swatchesMessage('featuresTerm', 'Features'), features.join(', ')]);
  if (details?.content?.trim()) rows.push([swatchesMessage('contentTerm', 'Content'), details.content.trim()]);
  if (details?.origin?.trim()) rows.push([swatchesMessage('originTerm', 'Origin'), details.origin.trim()]);
  return rows;
}

/** [ref: swatch-flyout#calls] 'Swatch Viewed': what is sent when a swatch's flyout or page is shown. */
export function swatchViewedEvent(swatch: SwatchChoice): { choice_code: string; option_code?: string; name: string } {
  const option = codeKey(swatch.optionCode);
  return { choice_code: codeKey(swatch.code), ...(option ? { option_code: option } : {}), name: swatchName(swatch) };
}
