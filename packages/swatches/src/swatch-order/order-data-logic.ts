/**
 * The order modal's swatch data [ref: swatch-order#data] as one list of swatches: both field variants read, each
 * swatch's availability decided by the brand's in-stock attribute [ref: swatch-order#limits].
 */
import type { Brand, HearthConfig } from '@hearth/core';
import { codeKey, type Code } from '../shared/swatch-choice';
import type { OrderSwatchData, OrderSwatchRecord } from './schema';

/** A swatch in the order modal. */
export interface OrderSwatch {
  /** ChoiceCode, as text. */
  code: string;
  /** Description (the name shown). */
  description: string;
  /** ImagePath, unchecked (pass it through `checkUrl`). */
  imagePath?: string | undefined;
  /** [ref: swatch-order#limits]: its in-stock attribute is not 'no'. */
  inStock: boolean;
  /** IsStock: a stock fabric (second brand's 'Stock Fabric'). */
  isStock: boolean;
  /** PriceGroupCode. */
  priceGroupCode: string;
  /** The fabric family name (FabricsByName key). */
  fabricName: string;
}

/** 'yes' / true → true, 'no' / false → false, anything else → undefined. */
export function stockFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return text === 'yes' || text === 'true' ? true : text === 'no' || text === 'false' ? false : undefined;
}

/**
 * [ref: swatch-order#limits] "the attribute id differs by brand": the island's `stockAttributeId` prop, else the
 * configuration's `swatchStockAttributeIds[brand]` (or `swatchStockAttributeId`); `undefined`
 * when none is given (then SwatchInStock decides).
 */
export function stockAttributeIdFor(config: HearthConfig, brand: Brand, given?: Code): string | undefined {
  if (given !== undefined) return codeKey(given) || undefined;
  const byBrand = config['swatchStockAttributeIds'];
  const fromBrand =
    byBrand && typeof byBrand === 'object' && Object.hasOwn(byBrand, brand)
      ? (byBrand as Record<string, unknown>)[brand]
      : undefined;
  const value = fromBrand ?? config['swatchStockAttributeId'];
  return typeof value === 'number' || typeof value === 'string' ? codeKey(value) || undefined : undefined;
}

/**
 * One swatch record (either variant) as an {@link OrderSwatch}; `undefined` without a code.
 * Availability: the value of the attribute `stockAttributeId` when the swatch carries it, else
 * SwatchInStock; only 'no' (or false) is unavailable.
 */
export function toOrderSwatch(
  record: OrderSwatchRecord,
  fabricName = '',
  stockAttributeId?: string,
): OrderSwatch | undefined {
  const code = codeKey(record.ChoiceCode ?? record.choiceCode);
  if (!code) return undefined;
  const attributes = record.Attributes ?? record.attributes ?? [];
  const attribute = stockAttributeId
    ? attributes.find((item) => codeKey(item.AttributeId ?? item.attributeId ?? undefined) === stockAttributeId)
    : undefined;
  const fromAttribute = attribute ? stockFlag(attribute.Value ?? attribute.value) : undefined;
  const inStock = (fromAttribute ?? stockFlag(record.SwatchInStock ?? record.swatchInStock)) !== false;
  return {
    code,
    description: (record.Description ?? record.description ?? '').trim() || code,
    imagePath: record.ImagePath ?? record.imagePath ?? undefined,
    inStock,
    isStock: (record.IsStock ?? record.isStock) === true,
    priceGroupCode: (record.PriceGroupCode ?? record.priceGroupCode ?? '').trim(),
    fabricName: (fabricName || record.FabricName || record.fabricName || '').trim(),
  };
}

/** The order modal's data, read from the server's answer. */
export interface OrderData {
  sku: string;
  /** Every swatch once, in the server's order (families in FabricsByName order). */
  swatches: OrderSwatch[];
  /** DefaultSwatch's code. */
  defaultCode: string | undefined;
  /** SwatchModalMessage. */
  message: string;
  /** [ref: swatch-order#roles]: a known customer's name and email prefill the form. */
  prefill: { firstName: string; lastName: string; emailAddress: string };
}

/** Reads the swatch data [ref: swatch-order#data] in either variant. The default swatch joins the list when it is not in it. */
export function readOrderData(answer: OrderSwatchData | undefined, stockAttributeId?: string): OrderData {
  const byName = answer?.FabricsByName ?? answer?.fabricsByName ?? {};
  const seen = new Set<string>();
  const swatches: OrderSwatch[] = [];
  const add = (swatch: OrderSwatch | undefined) => {
    if (!swatch || seen.has(swatch.code)) return;
    seen.add(swatch.code);
    swatches.push(swatch);
  };
  for (const [name, list] of Object.entries(byName))
    list.forEach((record) => add(toOrderSwatch(record, name, stockAttributeId)));
  const defaultRecord = answer?.DefaultSwatch ?? answer?.defaultSwatch;
  const defaultSwatch = defaultRecord ? toOrderSwatch(defaultRecord, '', stockAttributeId) : undefined;
  add(defaultSwatch);
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return {
    sku: codeKey(answer?.Sku ?? answer?.sku ?? undefined),
    swatches,
    defaultCode: defaultSwatch?.code,
    message: text(answer?.SwatchModalMessage ?? answer?.swatchModalMessage),
    prefill: {
      firstName: text(answer?.FirstName ?? answer?.firstName),
      lastName: text(answer?.LastName ?? answer?.lastName),
      emailAddress: text(answer?.EmailAddress ?? answer?.emailAddress),
    },
  };
}

/** [ref: swatch-order#calls] swatch NLA check: the codes it reports (nlaFabrics as codes or swatches). */
export function nlaCodesOf(
  answer: { hasNla?: boolean | null; nlaFabrics?: ReadonlyArray<unknown> | null } | undefined,
): string[] {
  const list = answer?.nlaFabrics ?? [];
  const codes = list.map((item) => {
    if (typeof item === 'string' || typeof item === 'number') return codeKey(item);
    const record = item as { code?: Code; ChoiceCode?: Code; choiceCode?: Code } | null;
    return codeKey(record?.code ?? record?.ChoiceCode ?? record?.choiceCode);
  });
  return [...new Set(codes.filter(Boolean))];
}
