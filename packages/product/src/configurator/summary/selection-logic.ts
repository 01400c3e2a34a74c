/**
 * The shopper's selection [ref: configurator#data, #rules, #calls]: summary texts, the payloads and strings the calls and
 * the cart take, completeness, the sku the choices match.
 */
import { isMaterialOption } from '../drawers/drawer-logic';
import type { Choice, Option } from '../data/schema';

/** Chosen choice code by option code. */
export type Selections = ReadonlyMap<number, number>;

/** What the selection rules read of an option. */
export type SelectionOption = Pick<Option, 'code' | 'sequence' | 'source' | 'optionType' | 'optionExperience'> & {
  header: Pick<Option['header'], 'title'>;
};

/** Options in the order of their sequence (the server's order where equal). */
export function bySequence<T extends Pick<Option, 'sequence'>>(options: readonly T[]): T[] {
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => a.option.sequence - b.option.sequence || a.index - b.index)
    .map((x) => x.option);
}

/**
 * The summary line of an option's choice [ref: configurator#rules]: fabric/leather '{title} {option} in {text}';
 * leg '{title} Legs'; cushion '{title} Cushion'; otherwise the title.
 */
export function summaryText(option: SelectionOption, choice: Pick<Choice, 'title' | 'text'>): string {
  const type = option.optionType.toLowerCase();
  if (isMaterialOption(option)) return `${choice.title} ${option.header.title} in ${choice.text}`;
  if (type === 'leg') return `${choice.title} Legs`;
  if (type === 'cushion') return `${choice.title} Cushion`;
  return choice.title;
}

function pairs(options: readonly SelectionOption[], selections: Selections): string[] {
  return bySequence(options).flatMap((o) => (selections.has(o.code) ? [`${o.code},${selections.get(o.code)}`] : []));
}

/**
 * The output-cache string of the browse-data and quick-view calls [ref: configurator#calls]: the selections of
 * source 0 as optionCode,choiceCode pairs joined by '_', then '|' and those of source 1. Without a
 * source-1 selection there is no '|'.
 */
export function outputCacheString(options: readonly SelectionOption[], selections: Selections): string {
  const own = pairs(
    options.filter((o) => o.source !== 1),
    selections,
  ).join('_');
  const merged = pairs(
    options.filter((o) => o.source === 1),
    selections,
  ).join('_');
  return merged ? `${own}|${merged}` : own;
}

/** The OptionChoiceParameter the cart takes [ref: configurator#data]: every selection's pair joined by '_'. */
export function optionChoiceParameter(options: readonly SelectionOption[], selections: Selections): string {
  return pairs(options, selections).join('_');
}

/** [ref: configurator#data] selection payload of one option. */
export interface SelectionPayload {
  optionCode: number;
  optionType: string;
  choiceCode: number;
  source: number;
  optionSequence: number;
  matchingSkus?: number[];
  allChoiceMatchingSkus?: number[];
}

/**
 * The `choices` list of the browse-data call [ref: configurator#data, #calls]: one selection payload per chosen
 * option. A product with merged-template options (source 1) sends only the first five fields.
 */
export function selectionPayloads(
  options: ReadonlyArray<SelectionOption & Pick<Option, 'allChoiceMatchingSkus'>>,
  selections: Selections,
  choiceOf: (option: number, choice: number) => Pick<Choice, 'matchingSkus'> | undefined,
): SelectionPayload[] {
  const merged = options.some((o) => o.source === 1);
  return bySequence(options).flatMap((o) => {
    const choiceCode = selections.get(o.code);
    if (choiceCode === undefined) return [];
    const base = {
      optionCode: o.code,
      optionType: o.optionType,
      choiceCode,
      source: o.source,
      optionSequence: o.sequence,
    };
    if (merged) return [base];
    return [
      {
        ...base,
        matchingSkus: choiceOf(o.code, choiceCode)?.matchingSkus ?? [],
        allChoiceMatchingSkus: o.allChoiceMatchingSkus,
      },
    ];
  });
}

/**
 * The options a shopper must choose in: all of them, except that a product offering fabric and
 * leather (both as options) is covered in one of them: the material chosen, else the one the
 * shopper switched to (`material`), else the first. The others are alternatives, not steps.
 */
export function offeredOptions<T extends SelectionOption>(
  options: readonly T[],
  selections: Selections,
  material?: number,
): T[] {
  const materials = options.filter(isMaterialOption);
  if (materials.length < 2) return [...options];
  const kept =
    materials.find((o) => o.code === material) ?? materials.find((o) => selections.has(o.code)) ?? materials[0]!;
  return options.filter((o) => !isMaterialOption(o) || o === kept);
}

/** Options without a choice, in sequence order (of one material, the one offered). */
export function missingOptions<T extends SelectionOption>(
  options: readonly T[],
  selections: Selections,
  material?: number,
): T[] {
  return bySequence(offeredOptions(options, selections, material)).filter((o) => !selections.has(o.code));
}

/** Every option has a choice (of fabric or leather, one), and there is at least one option. */
export function isComplete(options: readonly SelectionOption[], selections: Selections): boolean {
  return options.length > 0 && offeredOptions(options, selections).every((o) => selections.has(o.code));
}

/** What a choice adds to the piece's price, in cents ([ref: configurator#data] `additionalDetails.addPrice`); 0 when not said. */
export const addPriceOf = (choice: Pick<Choice, 'additionalDetails'> | undefined): number =>
  choice?.additionalDetails?.addPrice ?? 0;

/** The sum of what the choices made add to the price, in cents, leaving out option `except`. */
export function upcharge(
  selections: Selections,
  choiceOf: (option: number, choice: number) => Pick<Choice, 'additionalDetails'> | undefined,
  except?: number,
): number {
  let sum = 0;
  for (const [option, choice] of selections) if (option !== except) sum += addPriceOf(choiceOf(option, choice));
  return sum;
}

/** The selections the server marked (an option's `selectedChoice`, else a choice with `isSelected`). */
export function initialSelections(options: readonly Option[]): Map<number, number> {
  const result = new Map<number, number>();
  for (const option of options) {
    const selected =
      option.selectedChoice ??
      allGroups(option)
        .flatMap((g) => g.choices)
        .find((c) => c.isSelected);
    if (selected) result.set(option.code, selected.code);
  }
  return result;
}

/** Every choice group of an option: all of them where the server sends them, else the visible ones. */
export function allGroups(option: Pick<Option, 'choiceGroupsV2All' | 'choiceGroupsV2' | 'choiceGroups'>) {
  if (option.choiceGroupsV2All.length > 0) return option.choiceGroupsV2All;
  if (option.choiceGroupsV2.length > 0) return option.choiceGroupsV2;
  return option.choiceGroups;
}

/**
 * The skus the choices made so far allow ([ref: configurator#data] matchingSkus): the intersection of each chosen
 * choice's matching skus (an empty list restricts nothing), within the option's
 * `allChoiceMatchingSkus` when it lists any.
 */
export function matchingSkus(lists: ReadonlyArray<readonly number[]>, all: readonly number[] = []): number[] {
  let result: number[] | undefined = all.length > 0 ? [...new Set(all)] : undefined;
  for (const list of lists) {
    if (list.length === 0) continue;
    const keep = new Set(list);
    result = result ? result.filter((sku) => keep.has(sku)) : [...keep];
  }
  return result ?? [];
}
