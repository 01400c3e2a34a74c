import { FEATURES, getConfig, isFeatureOn } from '@hearth/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useIsomorphicLayoutEffect } from '@hearth/ui';
import {
  announceProductSelection,
  onSelectionRequired,
  publishProductSelection,
  withdrawProductSelection,
} from '@hearth/commerce';
import { configuratorEnv, subscribeDesktop, type ConfiguratorEnv } from './configurator-env';
import { useDataLayer } from './page/use-page-content';
import { isMaterialOption } from './drawers/drawer-logic';
import { isRefreshed } from './drawers/choices-logic';
import type { ConfiguratorIslandProps } from './props-schema';
import type { Choice, Option } from './data/schema';
import { matchingSkus, missingOptions, optionChoiceParameter, summaryText } from './summary/selection-logic';
import { configuredPrice, priceBase, priceWithChoice, sameSelections } from './summary/price-logic';
import { selectionQuery, useSelectionView } from './summary/use-selection-view';
import { useSummaryRefresh } from './summary/use-summary-refresh';
import { price } from './data/choice-urls';
import { useChoicePreview } from './visualizer/use-choice-preview';
import { useConfiguratorData } from './data/use-configurator-data';
import type { Selections } from './summary/selection-logic';
import { useDrawers } from './drawers/use-drawers';
import { useMaterials } from './drawers/use-materials';
import { usePageRules } from './page/use-page-rules';
import { useSelections } from './summary/use-selections';
import type { BrowseDto, SpecialOrderDetail } from './data/schema';
import type { ChooseInput } from './summary/use-selections';
import type { Link } from './props-schema';

const NO_LINKS: NonNullable<ConfiguratorIslandProps['seoLinks']> = [];

/** Options of {@link useConfigurator}: the island's props, plus the environment. */
export interface UseConfiguratorOptions extends Omit<ConfiguratorIslandProps, 'browseData'> {
  browseData?: ConfiguratorIslandProps['browseData'] | undefined;
  /** The page's environment (tests, stories). @default the browser's */
  env?: Partial<ConfiguratorEnv> | undefined;
}

const notDesktop = () => false;

/** What {@link useConfigurator} returns. */
export interface ConfiguratorResult {
  env: ConfiguratorEnv;
  desktop: boolean;
  sku: string;
  brand: 'main' | 'cb2' | 'kids';
  site: 'US' | 'CA';
  idBase: string;
  drawerId: (code: number) => string;
  data: {
    dto: BrowseDto | undefined;
    options: Option[];
    choiceOf: (option: number, choice: number) => Choice | undefined;
    complete: boolean;
    fresh: boolean;
    detail: SpecialOrderDetail | undefined;
    loading: boolean;
    failed: boolean;
  };
  /** The options to choose in: every option, of fabric and leather the one offered. */
  options: Option[];
  /** Fabric and leather, where the product offers both (the switch between them); else one or none. */
  materials: ReturnType<typeof useMaterials>['materials'];
  /** Switches between fabric and leather: the other's choice is dropped, its drawer opens. */
  chooseMaterial: (code: number) => void;
  materialId: ReturnType<typeof useMaterials>['materialId'];
  selections: Selections;
  checkedOf: (code: number) => number | undefined;
  choose: (option: Option, choice: Choice, input?: ChooseInput) => void;
  drawers: {
    open: number[];
    closable: boolean;
    toggle: (code: number) => void;
    show: (code: number) => void;
    isOpen: (code: number) => boolean;
  };
  reveal: (code: number) => void;
  missing: Option[];
  summary: { option: Option; choice: Choice; text: string }[];
  showSummary: boolean;
  /** The summaries are refreshing (what they show just changed): cleared 300 ms after it is set. */
  summaryRefreshing: boolean;
  /** A swatch's price: the piece with this choice and the others as they are. */
  priceOf: (option: Option, choice: Choice) => string;
  /** The configured piece's price, picture and measures, as each choice is made. */
  configured: ReturnType<typeof usePricing>['configured'];
  refreshedFabric: boolean;
  refreshedLegs: boolean;
  isLineItem: boolean;
  inStockAttributeId: number | undefined;
  links: {
    sectional: { url: string; collectionCode?: string | undefined; itemTypeCode?: string | undefined } | undefined;
    crossSell: Link | undefined;
    otherBrand: Link | undefined;
  };
  seoLinks: Link[];
  preview: ReturnType<typeof useChoicePreview>;
  /** The open 'View Details' panel; `opened` counts the opens (its key). */
  details: Opened<{ option: Option; choice: Choice | undefined }> | null;
  openDetails: (option: Option, choice: Choice | undefined) => void;
  /** Unmounts the panel of that open, once it slid out; a later open is left alone. */
  closeDetails: (opened: number) => void;
  /** The open 'Browse All' dialog; `opened` counts the opens (its key). */
  browseAll: Opened<{ option: Option }> | null;
  openBrowseAll: (option: Option) => void;
  /** Unmounts the dialog of that open, once it slid out; a later open is left alone. */
  closeBrowseAll: (opened: number) => void;
}

/** A popup the configurator holds, with the count of opens it was mounted by. */
type Opened<T> = T & { opened: number };

/**
 * A popup part, counted per open: a press while the last one slides out mounts a fresh one (a new
 * key), and the old one's late close, given its own count, leaves the new one alone.
 */
function useOpened<T extends object>(opens: { current: number }) {
  const [part, setPart] = useState<Opened<T> | null>(null);
  const open = (value: T) => setPart({ ...value, opened: ++opens.current });
  const close = (opened: number) => setPart((current) => (current?.opened === opened ? null : current));
  return [part, open, close] as const;
}

/** What the configurator's data hook returns. */
type ConfiguratorData = ReturnType<typeof useConfiguratorData>;

/**
 * The selection, published for the add-to-cart island of this product (commerce product-selection):
 * the configured SKU once the selection is complete, else the product's.
 */
function usePublishedSelection(sku: string, data: ConfiguratorData, selections: Selections): void {
  const chosenSkus = matchingSkus(
    data.options.flatMap((o) => {
      const code = selections.get(o.code);
      const choice = code === undefined ? undefined : data.choiceOf(o.code, code);
      return choice ? [choice.matchingSkus] : [];
    }),
    data.options[0]?.allChoiceMatchingSkus ?? [],
  );
  const ocp = optionChoiceParameter(data.options, selections);
  const configuredSku =
    data.fresh && data.detail?.sku ? data.detail.sku : chosenSkus.length === 1 ? String(chosenSkus[0]) : sku;
  useEffect(() => {
    if (data.options.length === 0) return;
    publishProductSelection({
      productSku: sku,
      sku: data.complete ? configuredSku : sku,
      optionChoiceParameter: ocp,
      complete: data.complete,
    });
  }, [sku, configuredSku, ocp, data.complete, data.options.length]);
  // Until then an add to cart waits for it (core announceProductSelection): announced in the mount's own
  // commit, before the loader marks the island mounted; withdrawn when the data fails or it leaves.
  useIsomorphicLayoutEffect(() => {
    announceProductSelection(sku);
    return () => withdrawProductSelection(sku);
  }, [sku]);
  useEffect(() => {
    if (data.failed) withdrawProductSelection(sku);
  }, [data.failed, sku]);
}

/**
 * The prices and the picture as the choices are made ([ref: configurator#data] one price per choice): each swatch's
 * price with the other choices as they are (`priceOf`), the configured piece's price, picture and
 * measures (`configured`), from the page model's price and the choices' add prices at once, the
 * selection's quick view for the picture and measures, and the reloaded page model once every
 * option is chosen.
 */
function usePricing(
  data: ConfiguratorData,
  selections: Selections,
  site: ReturnType<typeof getConfig>['site'],
  env: ConfiguratorEnv,
) {
  const { choiceOf, options, dto, detail, latest, loaded } = data;
  const base = useMemo(() => priceBase(dto?.specialOrderDetail, loaded, choiceOf), [dto, loaded, choiceOf]);
  const priceOf = useCallback(
    (option: Option, choice: Choice): string => {
      const amount = priceWithChoice(base, selections, choiceOf, option.code, choice);
      return amount === undefined ? price(choice.formattedPrice, site) : price(amount, site);
    },
    [base, selections, choiceOf, site],
  );
  const changed = !sameSelections(selections, loaded);
  const view = useSelectionView(changed ? selectionQuery(options, selections, choiceOf) : null, env.log);
  const local = changed ? configuredPrice(base, selections, choiceOf) : undefined;
  const formatted = data.fresh
    ? detail?.formattedPrice
    : local !== undefined
      ? price(local, site)
      : detail?.formattedPrice || dto?.formattedPrice;
  return {
    priceOf,
    configured: {
      price: price(formatted, site),
      image: view?.portraitSrc || detail?.imagePath,
      imageAlt: (view?.portraitSrc && view.imageAlt) || detail?.imageAltText || dto?.name || '',
      dimensions: view?.dimensions ?? latest?.dimensions ?? undefined,
    },
  };
}

/**
 * The selection summary's lines (the options chosen, each with its text), and whether the
 * summaries are refreshing: what they show (those lines, the configured price and picture) just
 * changed [ref: configurator#limits].
 */
function useSummary(
  offered: readonly Option[],
  selections: Selections,
  choiceOf: ConfiguratorData['choiceOf'],
  configured: { price?: string | undefined; image?: string | undefined },
) {
  const summary = offered.flatMap((option) => {
    const code = selections.get(option.code);
    const choice = code === undefined ? undefined : choiceOf(option.code, code);
    return choice ? [{ option, choice, text: summaryText(option, choice) }] : [];
  });
  // nothing to show before the options come: their coming is no refresh
  const shown =
    offered.length === 0
      ? null
      : JSON.stringify([summary.map((line) => line.text), configured.price, configured.image]);
  return { summary, summaryRefreshing: useSummaryRefresh(shown) };
}

/**
 * The configurator's behaviour [ref: configurator]: data, drawers, selection, summary, page rules, the
 * 'Select an option' errors, and the selection published to the page for add-to-cart.
 * Returns what the components render.
 */
export function useConfigurator(props: UseConfiguratorOptions): ConfiguratorResult {
  const { sku } = props;
  const env = useMemo(() => configuratorEnv(props.env), [props.env]);
  // The server knows no viewport: it renders the mobile drawers, and so does hydration, before the
  // browser's own answer re-renders them (a first render that differs would not hydrate).
  const desktop = useSyncExternalStore(subscribeDesktop, env.isDesktop, notDesktop);
  const { brand, site } = getConfig();
  const closedByDefault = isFeatureOn(FEATURES.hideSelectedSummary);
  const idBase = useId();

  // The options are known once the data is: the selection follows them in the render that brings
  // them (kept in state by an effect, each step drew the configurator once more).
  const sel = useSelections(props.browseData?.options ?? []);
  const data = useConfiguratorData({
    sku,
    sortType: props.sortType ?? 'recommended',
    initial: props.browseData,
    selections: sel.selections,
    log: env.log,
    opening: props.optionChoiceParameter,
  });
  sel.follow(data.options);
  const { material, offered, materials, materialId, switchTo } = useMaterials(
    data.options,
    sel.selections,
    sel.drop,
    idBase,
  );
  const drawers = useDrawers(offered, closedByDefault);

  const drawerId = useCallback((code: number) => `${idBase}-option-${code}`, [idBase]);
  const reveal = useCallback(
    (code: number) => {
      drawers.show(code);
      // after the drawer has opened
      setTimeout(() => {
        const header = document.getElementById(drawerId(code));
        header?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        header?.focus({ preventScroll: true });
      });
    },
    [drawers, drawerId],
  );

  const offeredMaterial = offered.find(isMaterialOption);
  const scrollToMaterial = useCallback(() => {
    if (!offeredMaterial) return false;
    reveal(offeredMaterial.code);
    return true;
  }, [offeredMaterial, reveal]);

  usePageRules({
    env,
    sku,
    name: data.dto?.name,
    reviewCount: data.dto?.reviewCount ?? 0,
    brand,
    setPageTitle: props.setPageTitle ?? true,
    storeName: props.storeName,
    specialOrderUrl: props.specialOrderUrl,
    debug: props.debug ?? false,
    debugUrl: props.debugUrl,
    scrollToMaterial,
  });

  // 'Select an option' on every option without a choice once an add was refused [ref: configurator#screens, #errors].
  const [showMissing, setShowMissing] = useState(false);
  const missing = missingOptions(data.options, sel.selections, material);
  useEffect(
    () =>
      onSelectionRequired(sku, () => {
        setShowMissing(true);
        const first = missingOptions(data.options, sel.selections, material)[0];
        if (first) reveal(first.code);
      }),
    [sku, data.options, sel.selections, material, reveal],
  );

  usePublishedSelection(sku, data, sel.selections);

  const preview = useChoicePreview({ env, options: data.options, selections: sel.selections, choiceOf: data.choiceOf });
  // [ref: configurator#errors]: the special-order digital data layer follows each load
  useDataLayer(data.dto, data.detail, env);
  const opens = useRef(0);
  const [details, openDetails, closeDetails] = useOpened<{ option: Option; choice: Choice | undefined }>(opens);
  const [browseAll, openBrowseAll, closeBrowseAll] = useOpened<{ option: Option }>(opens);

  const pricing = usePricing(data, sel.selections, site, env);

  const { summary, summaryRefreshing } = useSummary(offered, sel.selections, data.choiceOf, pricing.configured);

  return {
    env,
    /** Desktop [ref: configurator#limits] as the render sees it: false on the server and while hydrating. */
    desktop,
    sku,
    brand,
    site,
    idBase,
    drawerId,
    data,
    /** The options to choose in: every option, of fabric and leather the one offered. */
    options: offered,
    /** Fabric and leather, where the product offers both (the switch between them); else one or none. */
    materials,
    /** Switches between fabric and leather: the other's choice is dropped, its drawer opens. */
    chooseMaterial: (code: number) => {
      switchTo(code);
      drawers.show(code);
    },
    materialId,
    selections: sel.selections,
    checkedOf: sel.checkedOf,
    choose: sel.choose,
    drawers,
    reveal,
    missing: showMissing ? missing : [],
    summary,
    showSummary: (props.furniture ?? true) && !closedByDefault && offered.length >= 2,
    summaryRefreshing,
    ...pricing,
    refreshedFabric: isRefreshed(isFeatureOn(FEATURES.refreshedFabricLayout), props.refreshedLayout ?? false),
    refreshedLegs: isRefreshed(isFeatureOn(FEATURES.legRefresh), props.legRefresh ?? false),
    isLineItem: props.isLineItem ?? false,
    inStockAttributeId: props.swatchInStockAttributeId,
    links: { sectional: props.sectional, crossSell: props.crossSell, otherBrand: props.otherBrand },
    seoLinks: props.seoLinks ?? NO_LINKS,
    preview,
    details,
    openDetails: (option: Option, choice: Choice | undefined) => openDetails({ option, choice }),
    closeDetails,
    browseAll,
    openBrowseAll: (option: Option) => openBrowseAll({ option }),
    closeBrowseAll,
  };
}
