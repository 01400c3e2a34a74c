import { isCallError, type HearthCallError } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useCallback, useMemo } from 'react';
import { specialOrderBrowseData } from '../calls';
import { LOAD_FAILED } from '../events-and-logs';
import type { ConfiguratorEnv } from '../configurator-env';
import type { BrowseDto, Option } from './schema';
import {
  bySequence,
  outputCacheString,
  selectionPayloads,
  isComplete,
  type Selections,
} from '../summary/selection-logic';
import { allGroups, initialSelections } from '../summary/selection-logic';
import { sameSelections } from '../summary/price-logic';

/** Options of {@link useConfiguratorData}. */
export interface UseConfiguratorDataOptions {
  sku: string;
  sortType: string;
  initial: BrowseDto | undefined;
  selections: Selections;
  log: ConfiguratorEnv['log'];
  /** The choices the page opens with, as an output-cache string (the server marks them). */
  opening?: string | undefined;
}

/**
 * The browse data [ref: configurator#calls]: the page's, else fetched; once every option is chosen, fetched again
 * with `choices`, `sku`, `sortType` and `outputCacheString`, so price, image and availability
 * follow. The drawers keep working from the first answer's options (the reload only moves the
 * product's details). A failure is logged only [ref: configurator#errors].
 */
export function useConfiguratorData({ sku, sortType, initial, selections, log, opening }: UseConfiguratorDataOptions) {
  const onError = (error: HearthCallError) => {
    if (!isCallError(error, 'abort')) log(`hearth: configurator: ${LOAD_FAILED}`, error);
  };
  const base = useCallData(initial ? null : specialOrderBrowseData, {
    query: opening ? { sku, sortType, outputCacheString: opening } : { sku, sortType },
    onError,
  });
  const dto = initial ?? base.data;
  const options = useMemo<Option[]>(() => bySequence(dto?.options ?? []), [dto]);
  const choiceIndex = useMemo(() => {
    const index = new Map<number, Map<number, Option['choiceGroups'][number]['choices'][number]>>();
    for (const option of options) {
      const choices = new Map<number, Option['choiceGroups'][number]['choices'][number]>();
      for (const group of [...allGroups(option), ...option.choiceGroupsPriceGroups])
        for (const choice of group.choices) choices.set(choice.code, choice);
      if (option.selectedChoice) choices.set(option.selectedChoice.code, option.selectedChoice);
      index.set(option.code, choices);
    }
    return index;
  }, [options]);

  const choiceOf = useCallback((option: number, choice: number) => choiceIndex.get(option)?.get(choice), [choiceIndex]);

  const complete = isComplete(options, selections);
  // the choices the page model was drawn with need no second read
  const loaded = useMemo(() => initialSelections(options), [options]);
  const drawn = complete && sameSelections(selections, loaded);
  const reloadQuery =
    complete && !drawn
      ? {
          choices: JSON.stringify(selectionPayloads(options, selections, (o, c) => choiceIndex.get(o)?.get(c))),
          sku,
          sortType,
          outputCacheString: outputCacheString(options, selections),
        }
      : undefined;
  const reload = useCallData(reloadQuery ? specialOrderBrowseData : null, {
    query: reloadQuery,
    keepPreviousData: true,
    onError,
  });
  const latest = (reloadQuery ? reload.data : undefined) ?? dto;
  const detail = latest?.specialOrderDetail ?? dto?.specialOrderDetail ?? undefined;

  return {
    dto,
    /** The page model as last read: the reload's for a complete selection (kept while the next is read), else the first. */
    latest,
    options,
    choiceOf,
    complete,
    /** The reload's answer is the current selection's (not the previous one kept meanwhile). */
    fresh: drawn || (complete && !reload.isValidating && reload.data !== undefined),
    /** The choices the page model was drawn with (the server's marks). */
    loaded,
    detail,
    loading: !dto && base.isLoading,
    failed: !dto && !base.isLoading && base.error !== undefined,
  };
}
