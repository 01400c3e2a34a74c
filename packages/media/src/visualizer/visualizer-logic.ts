/**
 * The visualizer's rules [ref: visualizer] as pure functions: settings and
 * their defaults, the scene as cart items, the summary's lines and copy text, the drawer timing.
 */
import { formatPrice, type CurrencySite } from '@hearth/core';
import { mediaMessage } from '../wording';
import type { SceneEntry, SummaryLine } from './schema';

/** [ref: visualizer#limits]: the ruler unit defaults to inches; the zip to 60062. */
export const DEFAULT_RULER_UNIT = 'in';
export const DEFAULT_ZIP = '60062';
/** [ref: visualizer#rules, #limits]: the summary drawer animates 0.6 s after a 100 ms delay. */
export const SUMMARY_DURATION_MS = 600;
export const SUMMARY_DELAY_MS = 100;

/** Visualizer settings [ref: visualizer#data]: customerId, productId, widgetId, token, ruler unit, zip. */
export interface VisualizerSettings {
  customerId?: string | undefined;
  productId?: string | undefined;
  widgetId?: string | undefined;
  token?: string | undefined;
  rulerUnit: string;
  zip: string;
}

/** The settings with their defaults (ruler unit 'in', zip 60062); blanks count as absent. */
export function visualizerSettings(
  given: Partial<Record<keyof VisualizerSettings, string | undefined>> = {},
): VisualizerSettings {
  const value = (v: string | undefined) => (v && v.trim() !== '' ? v : undefined);
  return {
    customerId: value(given.customerId),
    productId: value(given.productId),
    widgetId: value(given.widgetId),
    token: value(given.token),
    rulerUnit: value(given.rulerUnit) ?? DEFAULT_RULER_UNIT,
    zip: value(given.zip) ?? DEFAULT_ZIP,
  };
}

/** The scene's entries with a positive quantity, one per id (the last report wins). */
export function normalizeScene(scene: readonly SceneEntry[]): SceneEntry[] {
  const byId = new Map<string, number>();
  for (const entry of scene) if (Number.isFinite(entry.qty)) byId.set(entry.id, Math.floor(entry.qty));
  return [...byId].filter(([, qty]) => qty > 0).map(([id, qty]) => ({ id, qty }));
}

/** The scene as the add-to-cart item list [ref: visualizer#data]: Sku and Quantity per entry. */
export function cartItemsOf(
  scene: readonly SceneEntry[],
): Array<{ Sku: string; Quantity: number; OptionChoiceParameter: string }> {
  return normalizeScene(scene).map(({ id, qty }) => ({ Sku: id, Quantity: qty, OptionChoiceParameter: '' }));
}

/** The summary lines with the scene's quantities (a line the scene no longer holds is left out). */
export function summaryLines(lines: readonly SummaryLine[], scene: readonly SceneEntry[]): SummaryLine[] {
  const qty = new Map(normalizeScene(scene).map((entry) => [entry.id, entry.qty]));
  return lines.filter((line) => qty.has(line.sku)).map((line) => ({ ...line, quantity: qty.get(line.sku) }));
}

/** A line's unit price as shown: the server's formatted price, else its current price. */
export function unitPrice(line: SummaryLine, site: CurrencySite): string {
  return line.unitFormattedPrice ?? formatPrice(line.unitCurrentPrice, { site });
}

/** A line's regular price when it differs from the current one (a sale), else undefined. */
export function regularPrice(line: SummaryLine, site: CurrencySite): string | undefined {
  const current = Number(line.unitCurrentPrice);
  const regular = Number(line.unitRegularPrice);
  return Number.isFinite(regular) && Number.isFinite(current) && regular > current
    ? formatPrice(regular, { site })
    : undefined;
}

/** The subtotal: the answer's, else the sum of current price × quantity. */
export function subtotalOf(
  lines: readonly SummaryLine[],
  answered: string | null | undefined,
  site: CurrencySite,
): string {
  if (answered) return formatPrice(answered, { site });
  const cents = lines.reduce(
    (sum, line) => sum + Math.round(Number(line.unitCurrentPrice ?? 0) * 100) * (line.quantity ?? 1),
    0,
  );
  return formatPrice(cents / 100, { site });
}

/** The back-order text of a line: its message and days, when it is back-ordered. */
export function backOrderText(line: SummaryLine): string | undefined {
  if (!line.isBackOrder) return undefined;
  const text = [line.backOrderMessage, line.backOrderMessageDays].filter(Boolean).join(' ');
  return text || undefined;
}

/** [ref: visualizer#limits]: the summary's copy text, one block per line, ending with the subtotal and the availability notice. */
export function summaryCopyText(lines: readonly SummaryLine[], subtotal: string, site: CurrencySite): string {
  const blocks = lines.map((line) =>
    [
      line.name ?? line.sku,
      `${mediaMessage('sku', 'SKU')}: ${line.sku}`,
      `${mediaMessage('quantity', 'Qty')}: ${line.quantity ?? 1}`,
      line.dimensions,
      unitPrice(line, site),
      line.availabilityMessage,
      backOrderText(line),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    ...blocks,
    `${mediaMessage('subtotal', 'Subtotal')}: ${subtotal}`,
    mediaMessage('availabilityNotice', 'Prices and availability are subject to change.'),
  ].join('\n\n');
}
