/** The product page model's own content [ref: configurator#data, #errors]: its sections, rewards, messages, fee and data layer. */
import type { BrowseDto, SpecialOrderDetail } from '../data/schema';

/** [ref: configurator#data]: "subgroup 2 is expanded": the section whose id is 2 starts open, the others closed. */
export const EXPANDED_SUBGROUP_ID = 2;

/** Whether a section of the page model starts expanded [ref: configurator#data]. */
export function startsExpanded(subgroup: { id: number }): boolean {
  return subgroup.id === EXPANDED_SUBGROUP_ID;
}

/** The sections worth showing: those with a title (an untitled one has no button to open it). */
export function visibleSubgroups(dto: Pick<BrowseDto, 'productSubgroups'>): BrowseDto['productSubgroups'] {
  return dto.productSubgroups.filter((s) => s.title.trim() !== '');
}

/** The rewards renewal text ([ref: configurator#data] rewards.headerRenew, messageRenew); null when the page model has none. */
export function rewardsText(rewards: BrowseDto['rewards'] | undefined): { header: string; message: string } | null {
  const header = rewards?.headerRenew.trim() ?? '';
  const message = rewards?.messageRenew.trim() ?? '';
  return header || message ? { header, message } : null;
}

/** The line-level messages with text [ref: configurator#data], in the page model's order. */
export function lineMessages(dto: Pick<BrowseDto, 'lineLevelMessages'>): BrowseDto['lineLevelMessages'] {
  return dto.lineLevelMessages.filter((m) => m.text.trim() !== '');
}

/** [ref: configurator#data] in-house personalization pricing: the total and the fee message; null without a fee message. */
export function personalizationFee(
  dto: Pick<BrowseDto, 'formattedTotalPrice' | 'personalizationFeeMessage'>,
): { total: string; message: string } | null {
  // an npm page may pass a page model that skipped the schema (no defaults): a missing text is none
  const text = (value: string | undefined) => value?.trim() ?? '';
  const message = text(dto.personalizationFeeMessage);
  return message ? { total: text(dto.formattedTotalPrice), message } : null;
}

/**
 * What the special-order digital data layer receives after each load ([ref: configurator#errors] names the update,
 * not its shape: Hearth's): the product and the configured sku, its option choices and price.
 */
export function dataLayerEntry(
  dto: Pick<BrowseDto, 'sku' | 'name'>,
  detail: Pick<SpecialOrderDetail, 'sku' | 'optionChoiceParameter' | 'currentPrice'> | undefined,
): Record<string, string | number> {
  return {
    productSku: dto.sku,
    productName: dto.name,
    sku: detail?.sku || dto.sku,
    optionChoiceParameter: detail?.optionChoiceParameter ?? '',
    currentPrice: detail?.currentPrice ?? 0,
  };
}
