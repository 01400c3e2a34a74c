/** The registry rules of [ref: registry] as pure functions. */
import { isNoSku, type SuperSpecialOrder } from '../shared/schema';
import type { GiftRegistry } from './schema';

/** [ref: registry#validation]: sku properties 300 and 400 are made to order. */
export const MADE_TO_ORDER_SKU_PROPERTIES: readonly number[] = [300, 400];
/** [ref: registry#validation]: the small registry button is hidden for sku properties 250, 300 and 400. */
export const SMALL_HIDDEN_SKU_PROPERTIES: readonly number[] = [250, 300, 400];

/** What decides whether the registry button can be used [ref: registry#validation]. */
export interface RegistryButtonItem {
  sku: string;
  /** The registry list is loading. */
  loading: boolean;
  isStockSku: boolean;
  skuProperty: number;
  personalizationInvalid: boolean;
  hasGrouper: boolean;
  hasSuperSpecialOrder: boolean;
}

/** The button's state: usable, disabled, or usable with a click that raises the grouper error. */
export type RegistryButtonState = 'enabled' | 'disabled' | 'grouper';

/** [ref: registry#validation]: made to order (sku property 300 or 400). */
export function isMadeToOrder(skuProperty: number): boolean {
  return MADE_TO_ORDER_SKU_PROPERTIES.includes(skuProperty);
}

/** [ref: registry#validation]: the small button is hidden for sku properties 250, 300 and 400. */
export function isSmallButtonHidden(skuProperty: number): boolean {
  return SMALL_HIDDEN_SKU_PROPERTIES.includes(skuProperty);
}

/**
 * [ref: registry#validation]: disabled while loading, when not a stock sku, when made to order, or when the
 * personalization is invalid; not disabled for sku 0 with a grouper or a super special order (a
 * click with a grouper raises the grouper error; with a super special order its sku is added).
 * Hearth disables it for sku 0 with neither (there is nothing to add).
 */
export function registryButtonState(item: RegistryButtonItem): RegistryButtonState {
  if (item.loading || !item.isStockSku || isMadeToOrder(item.skuProperty) || item.personalizationInvalid)
    return 'disabled';
  if (!isNoSku(item.sku)) return 'enabled';
  if (item.hasGrouper) return 'grouper';
  return item.hasSuperSpecialOrder ? 'enabled' : 'disabled';
}

/**
 * Whether the button is disabled for a piece made to order (not a stock sku, or sku property 300
 * or 400 [ref: registry#validation]), which the words beside it then say (Hearth: the reference
 * disables it without saying why). Not while the list loads.
 */
export function isDisabledMadeToOrder(item: RegistryButtonItem): boolean {
  return !item.loading && (!item.isStockSku || isMadeToOrder(item.skuProperty));
}

/** The sku a click adds: the super special order's when the sku is 0 ([ref: registry#data] superSpecialOrder.sku). */
export function skuToAdd(sku: string, superSpecialOrder: SuperSpecialOrder | null | undefined): string {
  const sso = superSpecialOrder?.sku;
  return isNoSku(sku) && sso && !isNoSku(sso) ? sso : sku;
}

/**
 * The registry the edit link opens: the one the item was added to (here, or as the server says),
 * else the shopper's only registry; `undefined` when it has several and nobody says which (the
 * label then links nowhere rather than to the wrong registry).
 */
export function editedRegistry(
  addedTo: string | number | undefined,
  registries: readonly GiftRegistry[],
): string | number | undefined {
  if (addedTo !== undefined && addedTo !== '') return addedTo;
  return registries.length === 1 ? registries[0]!.id : undefined;
}

/** [ref: registry#rules]: the item is in the registry once the count is at least 1 and it wants more than 0: an edit link. */
export function isInRegistry(registryCount: number, wants: number): boolean {
  return registryCount >= 1 && wants > 0;
}

/** [ref: registry#rules, #roles]: add-all shows only for a signed-in shopper with at least one registry and item quantity 1. */
export function showAddAll(shopper: {
  isLoggedIn: boolean;
  registryCount: number;
  quantity: number;
  itemCount: number;
}): boolean {
  return shopper.isLoggedIn && shopper.registryCount >= 1 && shopper.quantity === 1 && shopper.itemCount > 0;
}

/** Where a press on the registry button goes next [ref: registry#screens, #roles]. */
export type RegistryStep = 'sign-in' | 'create' | 'choose' | 'add';

/**
 * [ref: registry#roles]: a registry add needs a registry id: a shopper not signed in signs in first, a
 * signed-in one without a registry makes one (Hearth's choice), more than one registry opens the
 * chooser [ref: registry#screens], one is added to at once.
 */
export function registryStep(isLoggedIn: boolean, registries: readonly GiftRegistry[]): RegistryStep {
  if (!isLoggedIn) return 'sign-in';
  if (registries.length === 0) return 'create';
  return registries.length > 1 ? 'choose' : 'add';
}

/** [ref: registry#data, #calls]: the add payload, a list of {Sku, Quantity 1, GrId}. */
export function registryPayload(skus: readonly string[], grId: string | number) {
  return skus.map((Sku) => ({ Sku, Quantity: 1, GrId: grId }));
}

/** [ref: registry#rules]: the confirmation count, the sum of the quantities added. */
export function addedCount(items: ReadonlyArray<{ quantity: number }>): number {
  return items.reduce(
    (sum, item) => sum + (Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 0),
    0,
  );
}
