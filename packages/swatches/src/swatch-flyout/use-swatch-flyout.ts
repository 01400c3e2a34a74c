import { dispatchAnalytics, getConfig, useSignalValue, type Site } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useEffect, useMemo } from 'react';
import { addRecentSwatch, getRecentSwatches } from '@hearth/commerce';
import { swatchesEnv, type SwatchesEnv } from '../shared/env';
import { codeKey, type Code, type SwatchChoice } from '../shared/swatch-choice';
import { getCardData, recentSwatches } from './calls';
import { readRecentAnswer, recentLookupCodes, recentQuery, swatchViewedEvent } from './swatch-flyout-logic';
import { SERVER_ERROR_LOG } from '../constants';
import type { RecentSwatchItem } from './swatch-flyout-logic';

/** Options of {@link useSwatchFlyout}. */
export interface UseSwatchFlyoutOptions {
  /** The swatch [ref: swatch-flyout#data]. @default undefined (fetched by `choiceCode`) */
  swatch?: SwatchChoice | undefined;
  /** Its code, to fetch it when `swatch` is absent. @default undefined */
  choiceCode?: Code | undefined;
  /** Shown now (the flyout is open, or the page shows it): look up recent swatches, record the view. @default true */
  active?: boolean | undefined;
  /** Add the swatch to the recent swatches when it is shown. @default true */
  recordRecent?: boolean | undefined;
  /** The browser pieces. @default swatchesEnv() */
  env?: Partial<SwatchesEnv> | undefined;
}

/** What {@link useSwatchFlyout} returns. */
export interface SwatchFlyoutResult {
  swatch: SwatchChoice | undefined;
  site: 'US' | 'CA';
  loading: boolean;
  failed: boolean;
  recent: RecentSwatchItem[];
  recentLoading: boolean;
}

/**
 * The swatch flyout's data [ref: swatch-flyout]: the swatch (from props, else GET get-card-data by
 * code), the recently viewed swatches (recent swatch lookup by comma-joined choice codes, once
 * shown), and, when shown, the swatch recorded as recently viewed with a 'Swatch Viewed' event.
 * Failed calls are logged only.
 */
export function useSwatchFlyout({
  swatch: given,
  choiceCode,
  active = true,
  recordRecent = true,
  env: envPartial,
}: UseSwatchFlyoutOptions): SwatchFlyoutResult {
  const env = useMemo(() => swatchesEnv(envPartial), [envPartial]);
  const log = (error: unknown) => env.log(SERVER_ERROR_LOG, error);
  const card = useCallData(given ? null : getCardData, { query: { choiceCode: codeKey(choiceCode) }, onError: log });
  const swatch = given ?? card.data?.card ?? undefined;
  const code = codeKey(swatch?.code ?? choiceCode);
  const recentList = useSignalValue(getRecentSwatches());
  const codes = recentLookupCodes(recentList, code);
  const recent = useCallData(active && codes.length > 0 ? recentSwatches : null, {
    query: recentQuery(codes),
    onError: log,
  });

  const optionCode = swatch?.optionCode;
  useEffect(() => {
    if (!active || !swatch) return;
    if (recordRecent)
      addRecentSwatch(
        optionCode === undefined ? { ChoiceCode: swatch.code } : { ChoiceCode: swatch.code, OptionCode: optionCode },
      );
    dispatchAnalytics('Swatch Viewed', swatchViewedEvent(swatch));
    // Once per swatch shown, not per re-render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, code, recordRecent]);

  const site: Site = getConfig().site;
  return {
    swatch,
    site,
    /** The swatch is being fetched. */
    loading: !swatch && card.isLoading,
    /** It could not be fetched (logged). */
    failed: !swatch && !card.isLoading,
    recent: codes.length > 0 ? readRecentAnswer(recent.data ?? [], codes) : [],
    recentLoading: codes.length > 0 && recent.isLoading,
  };
}

/** What {@link useSwatchFlyout} returns. */
export type SwatchFlyoutState = ReturnType<typeof useSwatchFlyout>;
