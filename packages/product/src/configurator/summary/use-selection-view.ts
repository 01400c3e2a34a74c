import { isCallError, type HearthCallError } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { quickViewDetails } from '../calls';
import type { ConfiguratorEnv } from '../configurator-env';
import type { Choice, Option, QuickViewAnswer } from '../data/schema';
import { SERVER_ERROR } from '../events-and-logs';
import { quickViewQuery } from '../visualizer/quick-view-logic';
import { matchingSkus, outputCacheString, selectionPayloads, type Selections } from './selection-logic';

/**
 * The quick view of the shopper's selection itself ([ref: configurator#calls] GET /quickView/details, as for a hovered
 * choice, with every choice made): the piece as chosen, pictured in its material, and its
 * measures, so that the picture and the dimensions follow each choice before the browse data is
 * read again (once every option is chosen). `null` before the first choice.
 */
export function selectionQuery(
  options: readonly Option[],
  selections: Selections,
  choiceOf: (option: number, choice: number) => Choice | undefined,
): Record<string, string> | null {
  const made = options.filter((o) => selections.has(o.code));
  const last = made[made.length - 1];
  if (!last) return null;
  const skus = matchingSkus(
    made.map((o) => choiceOf(o.code, selections.get(o.code)!)?.matchingSkus ?? []),
    last.allChoiceMatchingSkus,
  );
  const combined = made.length > 1;
  return quickViewQuery({
    skus,
    optionCode: last.code,
    choiceCode: selections.get(last.code)!,
    choices: combined ? JSON.stringify(selectionPayloads(options, selections, choiceOf)) : undefined,
    outputCacheString: combined ? outputCacheString(options, selections) : undefined,
  });
}

/**
 * The selection's quick view ({@link selectionQuery}) while the choices differ from those the page
 * model was drawn with: the last answer stays until the next is in. A failure is logged only
 * ([ref: configurator#errors]): the page model's picture and measures stay.
 */
export function useSelectionView(
  query: Record<string, string> | null,
  log: ConfiguratorEnv['log'],
): QuickViewAnswer | undefined {
  const answer = useCallData(query ? quickViewDetails : null, {
    query: query ?? undefined,
    keepPreviousData: true,
    onError: (error: HearthCallError) => {
      if (!isCallError(error, 'abort')) log(`hearth: configurator: ${SERVER_ERROR}`, error);
    },
  });
  return query && answer.data && !answer.data.hasError ? answer.data : undefined;
}
