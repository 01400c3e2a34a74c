import { describe, expect, it } from 'vitest';
import {
  initialSelections,
  isComplete,
  matchingSkus,
  missingOptions,
  offeredOptions,
  optionChoiceParameter,
  outputCacheString,
  selectionPayloads,
  summaryText,
  type SelectionOption,
} from './selection-logic';
import { Option } from '../data/schema';
import { create } from 'superstruct';

const opt = (
  code: number,
  optionType: string,
  title: string,
  sequence: number,
  source = 0,
): SelectionOption & { allChoiceMatchingSkus: number[] } => ({
  code,
  optionType,
  optionExperience: optionType,
  header: { title },
  sequence,
  source,
  allChoiceMatchingSkus: [41011, 41012],
});
const SIZE = opt(6, 'size', 'Size', 1);
const FABRIC = opt(1, 'fabric', 'Fabric', 3);
const LEATHER = opt(2, 'leather', 'Leather', 4);
const CUSHION = opt(4, 'cushion', 'Cushion', 5);
const LEG = opt(3, 'leg', 'Leg', 6, 1);
const DEPTH = opt(5, 'depth', 'Depth', 2);

describe('summaryText [ref: configurator#rules]', () => {
  it.each([
    [FABRIC, { title: 'Dover', text: 'Slate' }, 'Dover Fabric in Slate'],
    [LEATHER, { title: 'Saddle', text: 'Cognac' }, 'Saddle Leather in Cognac'],
    [LEG, { title: 'Walnut Tapered', text: 'Walnut Tapered' }, 'Walnut Tapered Legs'],
    [CUSHION, { title: 'Down Blend', text: 'Foam core' }, 'Down Blend Cushion'],
    [SIZE, { title: 'Sofa', text: '86"' }, 'Sofa'],
    [DEPTH, { title: 'Deep', text: '42" deep' }, 'Deep'],
  ])('%# %s', (option, choice, text) => {
    expect(summaryText(option, choice)).toBe(text);
  });
});

describe('outputCacheString [ref: configurator#calls]: pairs joined by "_", "|" between source 0 and source 1', () => {
  const options = [LEG, FABRIC, SIZE, DEPTH, CUSHION];
  it.each([
    [
      'source 0 only, in sequence order',
      new Map([
        [1, 10300],
        [6, 802],
      ]),
      '6,802_1,10300',
    ],
    [
      'source 0 and source 1',
      new Map([
        [3, 504],
        [6, 802],
        [5, 701],
        [1, 10300],
        [4, 602],
      ]),
      '6,802_5,701_1,10300_4,602|3,504',
    ],
    ['source 1 only', new Map([[3, 504]]), '|3,504'],
    ['nothing chosen', new Map(), ''],
  ])('%s', (_name, selections, text) => {
    expect(outputCacheString(options, selections)).toBe(text);
  });
  it('optionChoiceParameter joins every pair with "_"', () => {
    expect(
      optionChoiceParameter(
        options,
        new Map([
          [3, 504],
          [6, 802],
        ]),
      ),
    ).toBe('6,802_3,504');
  });
});

describe('selection payloads [ref: configurator#data]', () => {
  const choiceOf = () => ({ matchingSkus: [41011] });
  it('send every field', () => {
    expect(selectionPayloads([SIZE, FABRIC], new Map([[6, 801]]), choiceOf)).toEqual([
      {
        optionCode: 6,
        optionType: 'size',
        choiceCode: 801,
        source: 0,
        optionSequence: 1,
        matchingSkus: [41011],
        allChoiceMatchingSkus: [41011, 41012],
      },
    ]);
  });
  it('send only the first five with merged-template (source 1) options', () => {
    expect(
      selectionPayloads(
        [SIZE, LEG],
        new Map([
          [6, 801],
          [3, 501],
        ]),
        choiceOf,
      ),
    ).toEqual([
      { optionCode: 6, optionType: 'size', choiceCode: 801, source: 0, optionSequence: 1 },
      { optionCode: 3, optionType: 'leg', choiceCode: 501, source: 1, optionSequence: 6 },
    ]);
  });
});

describe('completeness and matching skus', () => {
  it('is complete only when every option has a choice', () => {
    expect(isComplete([SIZE, FABRIC], new Map([[6, 801]]))).toBe(false);
    expect(
      isComplete(
        [SIZE, FABRIC],
        new Map([
          [6, 801],
          [1, 10300],
        ]),
      ),
    ).toBe(true);
    expect(isComplete([], new Map())).toBe(false);
    expect(missingOptions([FABRIC, SIZE, LEG], new Map([[1, 1]])).map((o) => o.code)).toEqual([6, 3]);
  });
  it('fabric or leather: one material completes the piece; the other is no step', () => {
    const LEATHER = opt(2, 'leather', 'Leather', 4);
    const all = [SIZE, FABRIC, LEATHER, LEG];
    expect(offeredOptions(all, new Map()).map((o) => o.code)).toEqual([6, 1, 3]);
    expect(offeredOptions(all, new Map([[2, 40000]])).map((o) => o.code)).toEqual([6, 2, 3]);
    // the one the shopper switched to, chosen in or not
    expect(offeredOptions(all, new Map(), 2).map((o) => o.code)).toEqual([6, 2, 3]);
    expect(missingOptions(all, new Map([[6, 801]])).map((o) => o.code)).toEqual([1, 3]);
    expect(missingOptions(all, new Map([[6, 801]]), 2).map((o) => o.code)).toEqual([2, 3]);
    const leather = new Map([
      [6, 801],
      [2, 40000],
      [3, 501],
    ]);
    expect(isComplete(all, leather)).toBe(true);
    expect(isComplete(all, new Map([...leather].filter(([o]) => o !== 2)))).toBe(false);
    // one material only: nothing changes
    expect(offeredOptions([SIZE, FABRIC, LEG], new Map()).map((o) => o.code)).toEqual([6, 1, 3]);
  });
  it('intersects the matching skus of the choices made', () => {
    expect(matchingSkus([[1, 2, 3], [], [2, 3, 4]])).toEqual([2, 3]);
    expect(matchingSkus([[1, 2, 3], [3]], [3, 9])).toEqual([3]);
    expect(matchingSkus([], [5])).toEqual([5]);
    expect(matchingSkus([[7]], [5])).toEqual([]);
  });
  it('reads the server marks: selectedChoice, else isSelected', () => {
    const options = [
      create({ code: 6, selectedChoice: { code: 802 } }, Option),
      create({ code: 1, choiceGroupsV2All: [{ choices: [{ code: 5 }, { code: 7, isSelected: true }] }] }, Option),
      create({ code: 3 }, Option),
    ];
    expect([...initialSelections(options)]).toEqual([
      [6, 802],
      [1, 7],
    ]);
  });
});
