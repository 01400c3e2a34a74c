/**
 * The registry rules of [ref: registry] that only its popups use (the chooser, the confirmation,
 * 'You May Also Want'): apart from registry-logic.ts so they load with the popups.
 */
import { commerceMessage } from '@hearth/commerce';
import { formatMessage, type Site } from '@hearth/core';
import { listsMessage } from '../wording';
import type { CarouselItem, GiftRegistry, RecommendationsAnswer } from './schema';

/** [ref: registry#screens]: the cookie that turns 'Continue Shopping' into 'Scan Another Item'. */
export const SCAN_MODE_COOKIE = 'scan-mode';

/** [ref: registry#screens, #validation]: registry types with a checklist, unless the page configures others. */
export const DEFAULT_CHECKLIST_TYPES: readonly string[] = ['br', 'bb'];

/** [ref: registry#screens]: 'Scan Another Item' when the cookie scan-mode equals 'true', else 'Continue Shopping'
 * (with the popup, so that the registry button's page loads no other package's wording). */
export function continueLabel(scanMode: string | undefined): string {
  return scanMode === 'true'
    ? listsMessage('scanAnotherItem', 'Scan Another Item')
    : commerceMessage('continueShopping', 'Continue Shopping');
}

/** [ref: registry#screens]: 'View My Registry' in registrant mode (Hearth's reading), else 'View Registry'. */
export function viewRegistryLabel(isRegistrantMode: boolean): string {
  return isRegistrantMode
    ? listsMessage('viewMyRegistry', 'View My Registry')
    : listsMessage('viewRegistry', 'View Registry');
}

/** [ref: registry#screens, #validation]: 'View Checklist' only with the interactive checklist on and a checklist registry type. */
export function showChecklist(
  featureOn: boolean,
  registryType: string | null | undefined,
  types: readonly string[] = DEFAULT_CHECKLIST_TYPES,
): boolean {
  const type = (registryType ?? '').trim().toLowerCase();
  return featureOn && type !== '' && types.some((t) => t.trim().toLowerCase() === type);
}

/** [ref: registry#rules]: a recommendation's button reads 'Add' on a listing page or on mobile, otherwise 'Add To Registry'. */
export function recommendationLabel(listingPage: boolean, mobile: boolean): string {
  return listingPage || mobile ? listsMessage('addShort', 'Add') : listsMessage('addOnToRegistry', 'Add To Registry');
}

/**
 * A registry's event date for the chooser: an ISO date (`2026-09-12`) as the site writes dates
 * ('September 12, 2026'), anything else as the server sent it.
 */
export function eventDateText(date: string, site: Site): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return date.trim();
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const when = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 is no date: shown as sent
  if (when.getUTCMonth() !== month - 1) return date.trim();
  return new Intl.DateTimeFormat(site === 'CA' ? 'en-CA' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    when,
  );
}

/** A registry's name for the chooser: its name, else 'Registry {id}'. */
export function registryName(registry: GiftRegistry): string {
  return (
    registry.name?.trim() || formatMessage(listsMessage('registryFallbackName', 'Registry {id}'), { id: registry.id })
  );
}

/**
 * [ref: registry#calls]: where 'You May Also Want' comes from. The recommendations service's own `items` when it
 * answered some; when it answered none, its callback /browse/widget/MainPi (`follow`); nothing
 * while it has not answered or after it failed (widget errors are only logged) [ref: registry#errors].
 */
export function recommendationsSource(
  service: Pick<RecommendationsAnswer, 'items'> | undefined,
  callback: Pick<RecommendationsAnswer, 'items'> | undefined,
): { follow: boolean; items: CarouselItem[] } {
  if (!service) return { follow: false, items: [] };
  if (service.items.length > 0) return { follow: false, items: service.items };
  return { follow: true, items: callback?.items ?? [] };
}

/**
 * Hearth: 'You May Also Want' names each product once and none the popup shows already (the item
 * added, the add-ons above it): a recommendation repeated there is a product offered twice.
 */
export function notShownYet<T extends { sku: string }>(items: readonly T[], shown: Iterable<string>): T[] {
  const seen = new Set(shown);
  return items.filter((item) => !seen.has(item.sku) && Boolean(seen.add(item.sku)));
}
