import { describe, expect, it } from 'vitest';
import type { Choice, Option } from '../data/schema';
import { outputCacheString, selectionPayloads } from './selection-logic';
import { selectionQuery } from './use-selection-view';

const option = (code: number, optionType: string, sequence: number) =>
  ({
    code,
    optionType,
    optionExperience: optionType,
    header: { title: optionType },
    sequence,
    source: 0,
    allChoiceMatchingSkus: [41011, 41012],
  }) as unknown as Option;
const SIZE = option(6, 'size', 1);
const FABRIC = option(1, 'fabric', 2);
const OPTIONS = [SIZE, FABRIC];
const choiceOf = (_option: number, choice: number) =>
  ({ matchingSkus: choice === 10 ? [41012] : [41011, 41012] }) as unknown as Choice;

describe("selectionQuery: the selection's own quick view [ref: configurator#calls]", () => {
  it('asks for nothing before the first choice', () => {
    expect(selectionQuery(OPTIONS, new Map(), choiceOf)).toBeNull();
  });

  it('one option chosen: its sku and option-choice pair only', () => {
    expect(selectionQuery(OPTIONS, new Map([[6, 10]]), choiceOf)).toEqual({ sku: '41012', oc: '6,10' });
  });

  it('two options chosen: the combined choices list and output-cache string too, the last option its pair', () => {
    const selections = new Map([
      [6, 10],
      [1, 20],
    ]);
    expect(selectionQuery(OPTIONS, selections, choiceOf)).toEqual({
      sku: '41012',
      oc: '1,20',
      choices: JSON.stringify(selectionPayloads(OPTIONS, selections, choiceOf)),
      outputCacheString: outputCacheString(OPTIONS, selections),
    });
  });
});
