/** The quick-ship panel's rules [ref: quick-ship] as pure functions. */
import type {
  ImageSet,
  QuickShipAnswer,
  QuickShipAvailabilityAnswer,
  QuickShipLine,
  SelectedOptionChoice,
} from './schema';

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

/** A lower-case word with its first letter a capital. */
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * How a selected option choice reads, by the configurator's summary rule [ref: configurator#rules]: fabric or leather '{title}
 * {option} in {text}'; leg '{title} Legs'; cushion '{title} Cushion'; otherwise the title.
 */
export function choiceSummary(choice: SelectedOptionChoice): string {
  const title = (choice.selectedChoice?.title ?? '').trim();
  const text = (choice.selectedChoice?.text ?? '').trim();
  const type = choice.optionType?.trim().toLowerCase();
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

/** The `add-to-cart` props of a ready-made piece: its sku, quantity 1, and what it is made with. */
export interface QuickShipAddToCartProps {
  items: Array<{ Sku: string; Quantity: number; OptionChoiceParameter: string }>;
  /** The id of the piece's title: its 'Add to cart' says which piece it adds. */
  describedBy: string;
  /** 'ignore': the piece itself shows 'Added' in the panel (no popup over it), the cart header refreshes. */
  confirmationType: 'ignore';
}

/**
 * A ready-made piece as the cart takes it: its sku, and its option choice parameter, every
 * `optionCode,choiceCode` pair of its selected option choices in their sequence, joined by '_'
 * [ref: configurator#data]; `undefined` without a sku (it cannot be added).
 */
export function lineAddToCart(line: QuickShipLine, titleId: string): QuickShipAddToCartProps | undefined {
  const sku = String(line.sku ?? '').trim();
  if (!sku) return undefined;
  const pairs = line.selectedOptionChoices
    .map((choice, index) => ({ choice, index }))
    .filter(({ choice }) => choice.optionCode != null && choice.selectedChoice?.code != null)
    // a stable sort: equal sequences keep their order
    .sort((a, b) => (a.choice.optionSequence ?? a.index) - (b.choice.optionSequence ?? b.index))
    .map(({ choice }) => `${choice.optionCode},${choice.selectedChoice!.code}`);
  return {
    items: [{ Sku: sku, Quantity: 1, OptionChoiceParameter: pairs.join('_') }],
    describedBy: titleId,
    confirmationType: 'ignore',
  };
}
