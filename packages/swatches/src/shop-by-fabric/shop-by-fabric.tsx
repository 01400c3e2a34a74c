import { formatMessage, samePageUrl } from '@hearth/core';
import { Skeleton } from '@hearth/ui';
import { useEffect, useId, useRef } from 'react';
import { MAX_FREE_SWATCHES } from '../shared/swatch-selection';
import { swatchesMessage } from '../wording';
import { codeKey, type SwatchChoice } from '../shared/swatch-choice';
import type { OrderPrefill } from '../swatch-order/order-form-logic';
import { AddedTray } from './added-tray';
import { FacetFilters, SortSelect } from './facet-filters';
import { filtersToSearch } from './filters-logic';
import { Pagination } from './pagination';
import { pageCount, pageSizeOf } from './paging-logic';
import { isCardNla } from './shop-by-fabric-logic';
import { SwatchCard } from './swatch-card';
import { useShopByFabric, type ShopByFabricState, type UseShopByFabricOptions } from './use-shop-by-fabric';

/** Props of {@link ShopByFabric}. */
export interface ShopByFabricProps extends UseShopByFabricOptions {
  /** The swatch page's address, `{code}` replaced by the code; cards link their name to it. @default undefined */
  swatchPageUrl?: string | undefined;
  /** A known customer's name and email, filled in on the order form. @default {} */
  prefill?: OrderPrefill | undefined;
  /** The Canada email sign-up flag sent with an order. @default false */
  canadaEmailSignup?: boolean | undefined;
}

/**
 * The shop-by-fabric page [ref: shop-by-fabric]: filters and sort kept in the address, the card grid
 * with 'Showing N of M', pagination by page number, a flyout per swatch, the added swatches and
 * the order modal, and the recently viewed fabrics.
 */
export function ShopByFabric({ swatchPageUrl, prefill = {}, canadaEmailSignup, ...options }: ShopByFabricProps) {
  const state = useShopByFabric(options);
  const resultsId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, filters, loading } = state;
  const cards = data?.cardsDto.cards ?? [];
  const facets = data?.filterFacets ?? [];
  const dto = data?.cardsDto;
  const total = pageCount(
    dto?.totalRecords ?? cards.length,
    pageSizeOf(dto?.pageSize, cards.length, filters.page, dto?.showingCount),
  );
  const page = Math.min(filters.page, total);
  const moved = useRef(false);
  useEffect(() => {
    // After a page change, the results' heading gets focus (the links it came from are gone).
    if (!moved.current || loading) return;
    moved.current = false;
    heading.current?.focus();
  }, [loading, filters.page]);
  const { location } = state.env;
  return (
    <div className="hearth-shop-by-fabric">
      <div className="hearth-sbf__side">
        <AddedTray state={state} prefill={prefill} canadaEmailSignup={canadaEmailSignup} />
        <FacetFilters facets={facets} filters={filters} onToggle={state.toggleFilter} onClearAll={state.clearAll} />
      </div>
      <section className="hearth-sbf__results" aria-labelledby={resultsId} aria-busy={loading || undefined}>
        <div className="hearth-sbf__toolbar">
          <h2 id={resultsId} ref={heading} tabIndex={-1} className="hearth-sbf__heading">
            {swatchesMessage('resultsHeading', 'Fabric Swatches')}
          </h2>
          <p role="status" className="hearth-sbf__showing">
            {loading
              ? swatchesMessage('resultsLoading', 'Loading swatches…')
              : dto
                ? formatMessage(swatchesMessage('showing', 'Showing {showing} of {total}'), {
                    showing: dto.showingCount ?? cards.length,
                    total: dto.totalRecords ?? cards.length,
                  })
                : ''}
          </p>
          <SortSelect facets={facets} value={filters.sort} onChange={state.setSort} />
        </div>
        {!data ? (
          loading ? (
            <Skeleton lines={4} label={swatchesMessage('resultsLoading', 'Loading swatches…')} />
          ) : null
        ) : cards.length === 0 ? (
          <p className="hearth-sbf__empty">{swatchesMessage('noResults', 'No swatches match these filters.')}</p>
        ) : (
          <CardGrid cards={cards} state={state} pageUrl={swatchPageUrl} />
        )}
        <Pagination
          current={page}
          total={total}
          // samePageUrl, not pathname + query: on a page served at //evil.example/free-swatches that would link to evil.example
          hrefFor={(target) => samePageUrl(location, filtersToSearch({ ...filters, page: target }, location.search))}
          onPage={(target) => {
            moved.current = true;
            state.goToPage(target);
          }}
        />
      </section>
      {state.recentCards.length > 0 && <RecentCards cards={state.recentCards} state={state} pageUrl={swatchPageUrl} />}
    </div>
  );
}

/** The swatch cards of a list, with the state that adds and removes them. */
interface CardsProps {
  cards: readonly SwatchChoice[];
  state: ShopByFabricState;
  pageUrl: string | undefined;
}

function CardGrid({ cards, state, pageUrl }: CardsProps) {
  const full = state.added.length >= MAX_FREE_SWATCHES;
  return (
    <ul className="hearth-sbf__grid">
      {cards.map((card) => {
        const code = codeKey(card.code);
        return (
          <li key={code}>
            <SwatchCard
              card={card}
              added={state.added.includes(code)}
              full={full}
              nla={isCardNla(card, state.nlaCodes)}
              onToggle={state.toggleAdded}
              pageUrl={pageUrl}
            />
          </li>
        );
      })}
    </ul>
  );
}

function RecentCards({ cards, state, pageUrl }: CardsProps) {
  const id = useId();
  return (
    <section className="hearth-sbf__recent" aria-labelledby={id}>
      <h2 id={id} className="hearth-sbf__heading">
        {swatchesMessage('recentlyViewed', 'Recently Viewed')}
      </h2>
      <CardGrid cards={cards} state={state} pageUrl={pageUrl} />
    </section>
  );
}
