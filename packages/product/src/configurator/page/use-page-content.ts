import { useEffect } from 'react';
import type { ConfiguratorEnv } from '../configurator-env';
import { DATA_LAYER_FAILED } from '../events-and-logs';
import { dataLayerEntry } from './page-content-logic';
import type { BrowseDto, SpecialOrderDetail } from '../data/schema';

/**
 * Updates the special-order digital data layer after each load of the browse data (the first and
 * each reload once every option is chosen); a failure is logged only, as [ref: configurator#errors] says, with its
 * message to the letter.
 */
export function useDataLayer(
  dto: BrowseDto | undefined,
  detail: SpecialOrderDetail | undefined,
  env: Pick<ConfiguratorEnv, 'updateDataLayer' | 'log'>,
): void {
  useEffect(() => {
    if (!dto) return;
    try {
      env.updateDataLayer(dataLayerEntry(dto, detail));
    } catch (error) {
      env.log(`hearth: configurator: ${DATA_LAYER_FAILED}`, error);
    }
  }, [dto, detail, env]);
}
