import type { MouseEvent } from 'react';
import { formatMessage } from '@hearth/core';
import { swatchesMessage } from '../wording';
import { pageItems } from './paging-logic';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  current: number;
  total: number;
  /** The address of a page (so a link works without script, and opens in a new tab). */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/** Pagination by page number [ref: shop-by-fabric#screens]: links to each page, the current one `aria-current="page"`. */
export function Pagination({ current, total, hrefFor, onPage }: PaginationProps) {
  if (total <= 1) return null;
  const link = (page: number, text: string, label?: string) => (
    <a
      href={hrefFor(page)}
      aria-label={label}
      aria-current={page === current ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onPage(page);
      }}
    >
      {text}
    </a>
  );
  return (
    <nav className="hearth-pagination" aria-label={swatchesMessage('paginationLabel', 'Pages')}>
      <ul>
        {current > 1 && <li>{link(current - 1, swatchesMessage('previousPage', 'Previous'))}</li>}
        {pageItems(current, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="hearth-pagination__gap">
              …
            </li>
          ) : (
            <li key={item}>
              {link(item, String(item), formatMessage(swatchesMessage('pageLabel', 'Page {page}'), { page: item }))}
            </li>
          ),
        )}
        {current < total && <li>{link(current + 1, swatchesMessage('nextPage', 'Next'))}</li>}
      </ul>
    </nav>
  );
}
