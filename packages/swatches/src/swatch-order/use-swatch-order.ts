import { getConfig, useSignalValue, type HearthClient } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useMemo, useState } from 'react';
import { getRecentSwatches } from '@hearth/commerce';
import { swatchesEnv, type SwatchesEnv } from '../shared/env';
import { codeKey, type Code } from '../shared/swatch-choice';
import { orderSwatchData, swatchNlaCheck } from './calls';
import { nlaCodesOf, readOrderData, stockAttributeIdFor, type OrderData } from './order-data-logic';
import type { OrderSwatchData } from './schema';
import { initialSelection, toggleSwatch } from './selection-logic';
import { SERVER_ERROR_LOG } from '../constants';

/** What the order modal orders from: its swatches, the selection and the NLA codes. */
export interface OrderSource {
  /** 'loading' until the swatch data comes, 'failed' when it cannot (logged). */
  status: 'loading' | 'failed' | 'ready';
  data: OrderData;
  /** The chosen codes, 0 to 5. */
  selected: string[];
  /** Checks or unchecks a swatch [ref: swatch-order#rules]. */
  toggle: (code: string) => void;
  /** Codes the NLA check reported [ref: swatch-order#rules, #calls]. */
  nlaCodes: string[];
  /** The recent swatches' codes, most recent first ([ref: swatch-order#screens] 'Recently Viewed Custom Fabric'). */
  recentCodes: string[];
}

/** Options of {@link useSwatchOrder}. */
export interface UseSwatchOrderOptions {
  /** The product ([ref: swatch-order#calls] query `sku`). @default '' */
  sku?: string | undefined;
  /** The swatch the popup is for (query `choiceCode`); preselected when available. @default undefined */
  choiceCode?: Code | undefined;
  /** Codes to preselect (query `selected`, comma-joined). @default [] */
  selected?: readonly Code[] | undefined;
  /** Query `suppressColorBar`. @default undefined (not sent) */
  suppressColorBar?: boolean | undefined;
  /** [ref: swatch-order#limits]: the in-stock attribute id. @default the configuration's `swatchStockAttributeIds[brand]` */
  stockAttributeId?: Code | undefined;
  /** The swatch data when the page already has it [ref: swatch-order#data]; then nothing is fetched. @default undefined */
  swatchData?: OrderSwatchData | undefined;
  /** Fetch only once the modal opens. @default true */
  enabled?: boolean | undefined;
  /** @default swatchesEnv() */
  env?: Partial<SwatchesEnv> | undefined;
  /** @default getClient() */
  client?: Pick<HearthClient, 'get' | 'post'> | undefined;
}

/**
 * The order modal's swatches for a product [ref: swatch-order#data, #rules, #calls]: GET the order swatch data (unless
 * given), the selection (the default swatch preselected only when available), and the NLA check
 * of the chosen codes. Failed calls are logged.
 */
export function useSwatchOrder(options: UseSwatchOrderOptions): OrderSource {
  const { sku = '', choiceCode, suppressColorBar, swatchData, enabled = true, client } = options;
  const env = useMemo(() => swatchesEnv(options.env), [options.env]);
  const log = (error: unknown) => env.log(SERVER_ERROR_LOG, error);
  const config = getConfig();
  const attribute = stockAttributeIdFor(config, config.brand, options.stockAttributeId);
  const given = (options.selected ?? []).map((code) => codeKey(code)).filter(Boolean);
  const query = {
    sku,
    choiceCode: codeKey(choiceCode) || undefined,
    selected: given.join(',') || undefined,
    suppressColorBar,
  };
  const answer = useCallData(swatchData || !enabled ? null : orderSwatchData, { query, client, onError: log });
  const raw = swatchData ?? answer.data;
  const data = useMemo(() => readOrderData(raw, attribute), [raw, attribute]);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const selected =
    chosen ??
    (raw ? initialSelection(data.swatches, data.defaultCode ?? (codeKey(choiceCode) || undefined), given) : []);
  const nla = useCallData(selected.length > 0 && enabled ? swatchNlaCheck : null, {
    query: { codes: selected.join(',') },
    client,
    keepPreviousData: true,
    onError: log,
  });
  const recentCodes = useSignalValue(getRecentSwatches()).map((record) => codeKey(record.ChoiceCode));
  return {
    status: raw ? 'ready' : answer.isLoading || (!answer.error && enabled) ? 'loading' : 'failed',
    data,
    selected,
    toggle: (code) => setChosen(toggleSwatch(selected, code)),
    nlaCodes: nlaCodesOf(nla.data),
    recentCodes,
  };
}
