import { isCallError, type HearthCallError } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useMemo } from 'react';
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
import { allGroups } from '../summary/selection-logic';

/** Options of {@link useConfiguratorData}. */
export interface UseConfiguratorDataOptions {
  sku: string;
  sortType: string;
  initial: BrowseDto | undefined;
  selections: Selections;
  log: ConfiguratorEnv['log'];
}

/**
 * The browse data [ref: configurator#calls]: the page's, else fetched; once every option is chosen, fetched again
 * with `choices`, `sku`, `sortType` and `outputCacheString`, so price, image and availability
 * follow. The drawers keep working from the first answer's options (the reload only moves the
 * product's details). A failure is logged only [ref: configurator#errors].
 */
export function useConfiguratorData({ sku, sortType, initial, selections, log }: UseConfiguratorDataOptions) {
  const onError = (error: HearthCallError) => {
    if (!isCallError(error, 'abort')) log(`hearth: configurator: ${LOAD_FAILED}`, error);
  };
  const base = useCallData(initial ? null : specialOrderBrowseData, { query: { sku, sortType }, onError });
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

  const complete = isComplete(options, selections);
  const reloadQuery = complete
    ? {
        choices: JSON.stringify(selectionPayloads(options, selections, (o, c) => choiceIndex.get(o)?.get(c))),
        sku,
        sortType,
        outputCacheString: outputCacheString(options, selections),
      }
    : undefined;
  const reload = useCallData(complete ? specialOrderBrowseData : null, {
    query: reloadQuery,
    keepPreviousData: true,
    onError,
  });
  const detail = (complete ? reload.data?.specialOrderDetail : undefined) ?? dto?.specialOrderDetail ?? undefined;

  return {
    dto,
    options,
    choiceOf: (option: number, choice: number) => choiceIndex.get(option)?.get(choice),
    complete,
    /** The reload's answer is the current selection's (not the previous one kept meanwhile). */
    fresh: complete && !reload.isValidating && reload.data !== undefined,
    detail,
    loading: !dto && base.isLoading,
    failed: !dto && !base.isLoading && base.error !== undefined,
  };
}
