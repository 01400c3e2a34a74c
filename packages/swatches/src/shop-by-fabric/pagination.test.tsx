import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const hrefFor = (page: number) => `/free-swatches?page=${page}`;

function pages(current: number, total: number) {
  const onPage = vi.fn();
  const view = render(<Pagination current={current} total={total} hrefFor={hrefFor} onPage={onPage} />);
  return { onPage, ...view };
}

const nav = () => screen.getByRole('navigation', { name: 'Pages' });
const links = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('pagination by page number [ref: shop-by-fabric#screens]', () => {
  it('one page of results: no pages at all', () => {
    const { container } = pages(1, 1);
    expect(container).toBeEmptyDOMElement();
  });

  it("on the first page: no 'Previous'; 'Next' links to page 2", () => {
    pages(1, 2);
    expect(links()).toEqual(['1', '2', 'Next']);
    expect(within(nav()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/free-swatches?page=2');
    expect(within(nav()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it("on the last page: 'Previous' links to the one before, no 'Next'", () => {
    pages(3, 3);
    expect(links()).toEqual(['Previous', '1', '2', '3']);
    expect(within(nav()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/free-swatches?page=2');
  });

  it('many pages: the first, the last and those beside the current one, a gap shown as … and hidden from screen readers', () => {
    pages(1, 10);
    expect(links()).toEqual(['1', '2', '3', '10', 'Next']);
    expect(
      within(nav())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1', '2', '3', '10', 'Next']);
    expect(nav()).toHaveTextContent(/^123…10Next$/);
  });

  it('a click on a page link goes there in the page, and the browser does not follow the link', () => {
    const { onPage } = pages(2, 3);
    // fireEvent returns false when the default action (following the link) was prevented
    expect(fireEvent.click(within(nav()).getByRole('link', { name: 'Next' }), { button: 0 })).toBe(false);
    expect(onPage).toHaveBeenLastCalledWith(3);
    expect(fireEvent.click(within(nav()).getByRole('link', { name: 'Previous' }), { button: 0 })).toBe(false);
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('a click with %s is left to the browser (a new tab or window), not handled in the page', (_name, init) => {
    const { onPage } = pages(2, 3);
    expect(fireEvent.click(within(nav()).getByRole('link', { name: 'Page 3' }), { button: 0, ...init })).toBe(true);
    expect(onPage).not.toHaveBeenCalled();
  });
});
