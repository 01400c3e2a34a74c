/**
 * Card types, brands, display names and type detection from the number [ref: core#data, #validation].
 */
import { validationMessage } from './wording';

/**
 * Card types of [ref: core#data]. The spec names AmericanExpress, Discover, MasterCard, Visa, PLCCSynchrony
 * and CoBrandMasterCard; it mentions "a store-credit-card type" and "reward types" without naming
 * them, so `StoreCreditCard`, `RewardCard` and `RewardCertificate` are Hearth's names for them.
 * Values equal keys; {@link brandToCardType} maps anything the server sends.
 */
export const CardType = {
  AmericanExpress: 'AmericanExpress',
  Discover: 'Discover',
  MasterCard: 'MasterCard',
  Visa: 'Visa',
  PLCCSynchrony: 'PLCCSynchrony',
  CoBrandMasterCard: 'CoBrandMasterCard',
  StoreCreditCard: 'StoreCreditCard',
  RewardCard: 'RewardCard',
  RewardCertificate: 'RewardCertificate',
  Unspecified: 'Unspecified',
} as const;

/** One of the {@link CardType} values. */
export type CardType = (typeof CardType)[keyof typeof CardType];

/** The reward card types of [ref: core#data] (see {@link CardType} on the names). */
export const REWARD_CARD_TYPES: readonly CardType[] = [CardType.RewardCard, CardType.RewardCertificate];

/** `true` for the reward types of [ref: core#data]. */
export function isRewardCardType(type: CardType): boolean {
  return REWARD_CARD_TYPES.includes(type);
}

/**
 * Card brands of [ref: core#data] ("Other brands": Mastercard, Visa, Discover, Amex, Diners Club, Imprint,
 * unspecified, Cup, Jcb), as a payment processor reports them.
 */
export const CardBrand = {
  Mastercard: 'Mastercard',
  Visa: 'Visa',
  Discover: 'Discover',
  Amex: 'Amex',
  DinersClub: 'DinersClub',
  Imprint: 'Imprint',
  Unspecified: 'Unspecified',
  Cup: 'Cup',
  Jcb: 'Jcb',
} as const;

/** One of the {@link CardBrand} values. */
export type CardBrand = (typeof CardBrand)[keyof typeof CardBrand];

const BRAND_TO_TYPE: Readonly<Record<string, CardType>> = {
  mastercard: CardType.MasterCard,
  mc: CardType.MasterCard,
  visa: CardType.Visa,
  discover: CardType.Discover,
  amex: CardType.AmericanExpress,
  americanexpress: CardType.AmericanExpress,
  // [ref: core#data]: Diners Club, Cup and Jcb map to Discover.
  dinersclub: CardType.Discover,
  diners: CardType.Discover,
  cup: CardType.Discover,
  jcb: CardType.Discover,
};

/**
 * Maps a brand name to a card type, ignoring case, spaces and punctuation ('Diners Club',
 * 'dinersclub' and 'DINERS_CLUB' are one brand). [ref: core#data]: Diners Club, Cup and Jcb become
 * Discover. Imprint, which the spec lists without a mapping, and anything unknown give
 * `Unspecified`.
 */
export function brandToCardType(brand: CardBrand | string): CardType {
  const key = String(brand)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  // Own keys only: a brand of 'constructor' or 'toString' is unknown, not Object.prototype's.
  return (Object.hasOwn(BRAND_TO_TYPE, key) ? BRAND_TO_TYPE[key] : undefined) ?? CardType.Unspecified;
}

/** Each card type's name (read when asked for, so the page's wording applies). */
const DISPLAY_NAMES: Readonly<Partial<Record<CardType, () => string>>> = {
  AmericanExpress: () => validationMessage('cardAmericanExpress', 'American Express'),
  Discover: () => validationMessage('cardDiscover', 'Discover'),
  MasterCard: () => validationMessage('cardMasterCard', 'Mastercard'),
  Visa: () => validationMessage('cardVisa', 'Visa'),
  // [ref: core#data]: display names of the two store-brand cards.
  PLCCSynchrony: () => validationMessage('cardPLCCSynchrony', 'C&B/CB2 CC'),
  CoBrandMasterCard: () => validationMessage('cardCoBrandMasterCard', 'C&B/CB2 MC'),
  StoreCreditCard: () => validationMessage('cardStoreCreditCard', 'Store Credit Card'),
  RewardCard: () => validationMessage('cardRewardCard', 'Reward Card'),
  RewardCertificate: () => validationMessage('cardRewardCertificate', 'Reward Certificate'),
};

/**
 * The name shown for a card type: 'C&B/CB2 MC' for the co-brand Mastercard and 'C&B/CB2 CC' for
 * the private-label Synchrony card [ref: core#data]; the network name for the others; '' when unspecified.
 */
export function cardDisplayName(type: CardType): string {
  const name = Object.hasOwn(DISPLAY_NAMES, type) ? DISPLAY_NAMES[type] : undefined;
  return name ? name() : '';
}

/** [ref: core#validation]: Visa's longest length is the cap for every number. */
export const MAX_CARD_DIGITS = 19;

/** [ref: core#validation]: the card number input's `maxlength` (19 digits and their spaces fit). */
export const CARD_NUMBER_INPUT_MAX_LENGTH = 24;

const LENGTHS: Partial<Record<CardType, readonly number[]>> = {
  // [ref: core#validation]: Amex 15, Discover and MasterCard 16, Visa 13, 16 or 19.
  AmericanExpress: [15],
  Discover: [16],
  MasterCard: [16],
  CoBrandMasterCard: [16],
  Visa: [13, 16, 19],
};

/**
 * The lengths a number of this type may have [ref: core#validation]. Empty for types whose length the spec
 * does not give (store, private-label, reward, unspecified).
 */
export function cardLengths(type: CardType): readonly number[] {
  return LENGTHS[type] ?? [];
}

/**
 * The most digits a number of this type may have: its longest length, or 19 (Visa's cap) [ref: core#validation]
 * when the type gives no length, so typing is never cut short before the type is known.
 */
export function maxCardDigits(type: CardType): number {
  const lengths = cardLengths(type);
  return lengths.length > 0 ? Math.max(...lengths) : MAX_CARD_DIGITS;
}

/**
 * Detects the card type from the leading digits [ref: core#validation]:
 * Amex 34/37; Discover 60, 64, 65, 622, 810-817; MasterCard 51-55, 22-27; Visa 4.
 * Only a number of 2 to 19 digits is classified; anything else (fewer or more digits, or any
 * character other than digits and spaces) is `Unspecified`. Length is not checked here, so a
 * number can be classified while it is being typed.
 */
export function detectCardType(number: string): CardType {
  if (typeof number !== 'string') return CardType.Unspecified;
  const digits = number.replace(/\s/g, '');
  if (!/^\d{2,19}$/.test(digits)) return CardType.Unspecified;
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  if (two === 34 || two === 37) return CardType.AmericanExpress;
  if (two === 60 || two === 64 || two === 65) return CardType.Discover;
  if (digits.length >= 3 && (three === 622 || (three >= 810 && three <= 817))) return CardType.Discover;
  if ((two >= 51 && two <= 55) || (two >= 22 && two <= 27)) return CardType.MasterCard;
  if (digits.startsWith('4')) return CardType.Visa;
  return CardType.Unspecified;
}
