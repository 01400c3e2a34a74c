// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CardBrand,
  CardType,
  brandToCardType,
  cardDisplayName,
  cardLengths,
  detectCardType,
  isRewardCardType,
  maxCardDigits,
} from './card-type';

describe('detectCardType [ref: core#validation]', () => {
  it.each([
    // Amex 34/37
    ['34', CardType.AmericanExpress],
    ['37', CardType.AmericanExpress],
    ['378282246310005', CardType.AmericanExpress],
    ['35', CardType.Unspecified],
    ['36', CardType.Unspecified],
    ['33', CardType.Unspecified],
    // Discover 60, 64, 65, 622, 810-817
    ['60', CardType.Discover],
    ['6011111111111117', CardType.Discover],
    ['64', CardType.Discover],
    ['65', CardType.Discover],
    ['622', CardType.Discover],
    ['6221260000000000', CardType.Discover],
    ['62', CardType.Unspecified],
    ['621', CardType.Unspecified],
    ['623', CardType.Unspecified],
    ['61', CardType.Unspecified],
    ['63', CardType.Unspecified],
    ['66', CardType.Unspecified],
    ['810', CardType.Discover],
    ['813', CardType.Discover],
    ['817', CardType.Discover],
    ['809', CardType.Unspecified],
    ['818', CardType.Unspecified],
    ['81', CardType.Unspecified],
    // MasterCard 51-55, 22-27
    ['51', CardType.MasterCard],
    ['55', CardType.MasterCard],
    ['5555555555554444', CardType.MasterCard],
    ['50', CardType.Unspecified],
    ['56', CardType.Unspecified],
    ['22', CardType.MasterCard],
    ['27', CardType.MasterCard],
    ['2223003122003222', CardType.MasterCard],
    ['21', CardType.Unspecified],
    ['28', CardType.Unspecified],
    // Visa 4
    ['41', CardType.Visa],
    ['4111111111111111', CardType.Visa],
    ['4111111111111111111', CardType.Visa],
    // other prefixes
    ['11', CardType.Unspecified],
    ['30', CardType.Unspecified],
    ['99', CardType.Unspecified],
  ])('%s → %s', (number, type) => {
    expect(detectCardType(number)).toBe(type);
  });

  it.each([
    ['', 'empty'],
    ['4', 'one digit is too few to classify'],
    ['3', 'one digit'],
    ['41111111111111111111', '20 digits is over the cap'],
    ['4111a', 'a letter'],
    ['4111-1111', 'a hyphen'],
  ])('%j is unspecified (%s)', (number) => {
    expect(detectCardType(number)).toBe(CardType.Unspecified);
  });

  it('classifies 2 and 19 digits, the bounds', () => {
    expect(detectCardType('42')).toBe(CardType.Visa);
    expect(detectCardType('4'.repeat(19))).toBe(CardType.Visa);
  });

  it('ignores spaces from formatting', () => {
    expect(detectCardType('3782 822463 10005')).toBe(CardType.AmericanExpress);
  });

  it('is unspecified for values of the wrong type', () => {
    expect(detectCardType(4111111111111111 as unknown as string)).toBe(CardType.Unspecified);
    expect(detectCardType(null as unknown as string)).toBe(CardType.Unspecified);
  });
});

describe('card lengths [ref: core#validation]', () => {
  it.each([
    [CardType.AmericanExpress, [15], 15],
    [CardType.Discover, [16], 16],
    [CardType.MasterCard, [16], 16],
    [CardType.CoBrandMasterCard, [16], 16],
    [CardType.Visa, [13, 16, 19], 19],
    [CardType.Unspecified, [], 19],
    [CardType.StoreCreditCard, [], 19],
  ])('%s: lengths %j, max %i', (type, lengths, max) => {
    expect(cardLengths(type)).toEqual(lengths);
    expect(maxCardDigits(type)).toBe(max);
  });
});

describe('brandToCardType [ref: core#data]', () => {
  it.each([
    [CardBrand.Mastercard, CardType.MasterCard],
    [CardBrand.Visa, CardType.Visa],
    [CardBrand.Discover, CardType.Discover],
    [CardBrand.Amex, CardType.AmericanExpress],
    [CardBrand.DinersClub, CardType.Discover],
    ['Diners Club', CardType.Discover],
    [CardBrand.Cup, CardType.Discover],
    ['CUP', CardType.Discover],
    [CardBrand.Jcb, CardType.Discover],
    ['jcb', CardType.Discover],
    [CardBrand.Imprint, CardType.Unspecified],
    [CardBrand.Unspecified, CardType.Unspecified],
    ['maestro', CardType.Unspecified],
    ['constructor', CardType.Unspecified],
    ['toString', CardType.Unspecified],
    ['__proto__', CardType.Unspecified],
  ])('%s → %s', (brand, type) => {
    expect(brandToCardType(brand)).toBe(type);
  });
});

describe('cardDisplayName [ref: core#data]', () => {
  it.each([
    [CardType.CoBrandMasterCard, 'C&B/CB2 MC'],
    [CardType.PLCCSynchrony, 'C&B/CB2 CC'],
    [CardType.AmericanExpress, 'American Express'],
    [CardType.MasterCard, 'Mastercard'],
    [CardType.Visa, 'Visa'],
    [CardType.Discover, 'Discover'],
    [CardType.Unspecified, ''],
  ])('%s → %j', (type, name) => {
    expect(cardDisplayName(type)).toBe(name);
  });
});

describe('reward types [ref: core#data]', () => {
  it('are the reward types only', () => {
    expect(isRewardCardType(CardType.RewardCard)).toBe(true);
    expect(isRewardCardType(CardType.RewardCertificate)).toBe(true);
    expect(isRewardCardType(CardType.Visa)).toBe(false);
    expect(isRewardCardType(CardType.StoreCreditCard)).toBe(false);
  });
});
