import { checkUrl } from '@hearth/core';
import { useEffect, useRef } from 'react';
import type { ConfiguratorEnv } from '../configurator-env';
import { pageTitle, replacedUrl, wantsScroll } from './page-logic';

/** Options of {@link usePageRules}. */
export interface UsePageRulesOptions {
  env: ConfiguratorEnv;
  sku: string;
  name: string | undefined;
  reviewCount: number;
  brand: string;
  setPageTitle: boolean;
  storeName: string | undefined;
  specialOrderUrl: string | undefined;
  debug: boolean;
  debugUrl: string | undefined;
  /** Opens and scrolls to the fabric/leather drawer (`scroll=true`); false when there is none yet. */
  scrollToMaterial: () => boolean;
}

/**
 * [ref: configurator#screens] page rules: the title once the product's name is known; the address replaced with the
 * special-order URL (or the debugger URL plus the sku) without `scroll`; `scroll=true` opens the
 * fabric/leather drawer and scrolls to it.
 */
export function usePageRules(o: UsePageRulesOptions) {
  const { env, name, reviewCount, brand, storeName, debug, sku } = o;
  useEffect(() => {
    if (!o.setPageTitle || name === undefined || name === '') return;
    env.setTitle(pageTitle({ name, reviewCount, brand, storeName, debug, sku }));
  }, [env, o.setPageTitle, name, reviewCount, brand, storeName, debug, sku]);

  const scrolled = useRef(false);
  const { scrollToMaterial } = o;
  useEffect(() => {
    if (name === undefined || scrolled.current) return;
    scrolled.current = true;
    if (wantsScroll(env.location.search)) scrollToMaterial();
    const url = checkUrl(o.specialOrderUrl, { island: 'configurator', field: 'specialOrderUrl', sameOrigin: true });
    const debugUrl = checkUrl(o.debugUrl, { island: 'configurator', field: 'debugUrl', sameOrigin: true });
    const next = replacedUrl(env.location, { url, debug, debugUrl, sku });
    if (next) env.replaceUrl(next);
  }, [env, name, scrollToMaterial, o.specialOrderUrl, o.debugUrl, debug, sku]);
}
