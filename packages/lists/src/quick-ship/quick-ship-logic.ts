/** The quick-ship panel's rules [ref: quick-ship] as pure functions. */
import type { ImageSet, QuickShipAnswer, QuickShipAvailabilityAnswer, SelectedOptionChoice } from './schema';

/** What decides the sku the panel asks about. */
export interface QuickShipItem {
  sku: string;
  /** The product is a rollup (several skus shown as one). */
  isRollup?: boolean | undefined;
  /** The rollup's default sku. */
  rollupDefaultSku?: string | null | undefined;
}

/** [ref: quick-ship#calls]: the rollup's default sku when rolled up, else the sku. */
export function quickShipSku({ sku, isRollup, rollupDefaultSku }: QuickShipItem): string {
  return isRollup && rollupDefaultSku && rollupDefaultSku.trim() !== '' ? rollupDefaultSku.trim() : sku.trim();
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * How a selected option choice reads, by the configurator's summary rule [ref: configurator#rules]: fabric or leather '{title}
 * {option} in {text}'; leg '{title} Legs'; cushion '{title} Cushion'; otherwise the title.
 */
export function choiceSummary(choice: SelectedOptionChoice): string {
  const title = (choice.selectedChoice?.title ?? '').trim();
  const text = (choice.selectedChoice?.text ?? '').trim();
  const type = (choice.optionType ?? '').trim().toLowerCase();
  if (!title) return text;
  if ((type === 'fabric' || type === 'leather') && text) return `${title} ${capitalize(type)} in ${text}`;
  if (type === 'leg') return `${title} Legs`;
  if (type === 'cushion') return `${title} Cushion`;
  return title;
}

/** [ref: quick-ship#errors]: no available items shows the no-stock message. */
export function hasNoStock(answer: Pick<QuickShipAnswer, 'availableItems'>): boolean {
  return answer.availableItems.length === 0;
}

/** The picture of a line: `src` the desktop image (else the mobile one), with the hi-res one as 2x. Addresses unfiltered: the caller filters them. */
export function pictureOf(images: ImageSet | null | undefined): {
  src: string | null | undefined;
  hiRes: string | null | undefined;
} {
  return { src: images?.desktop || images?.mobile, hiRes: images?.desktopHiRes || images?.mobileHiRes };
}

/**
 * What the availability lookup [ref: quick-ship#calls] changes: `hidden` when it says the sku has no quick-ship
 * (`hasQuickShip` false; a missing flag hides nothing), and its `message` (trimmed, '' when none).
 * No answer yet, or a failed one, hides nothing: the button stays as the page placed it.
 */
export function availabilityView(answer: QuickShipAvailabilityAnswer | undefined): {
  hidden: boolean;
  message: string;
} {
  return { hidden: answer?.hasQuickShip === false, message: (answer?.message ?? '').trim() };
}
