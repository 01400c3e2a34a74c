import { resetUrlReports } from '@hearth/core/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreDetail } from '../shared/schema';
import { StoreDetailDialog } from './store-detail-dialog';

const STORE: StoreDetail = {
  storeId: 102,
  name: 'Chicago Michigan Ave',
  address: '646 N Michigan Ave, Chicago, IL 60611',
  phone: '(312) 555-0102',
  hours: [
    { days: 'Mon–Sat', hours: '10 am–8 pm' },
    { days: 'Sun', hours: '11 am–6 pm' },
  ],
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=646%20N%20Michigan%20Ave',
};

function show(stores: StoreDetail[], status: 'loading' | 'done' | 'failed' = 'done', list = false) {
  return render(
    <StoreDetailDialog
      popup={{ kind: 'storeDetail', list, status, stores }}
      open
      onOpenChange={() => {}}
      controller={null as never}
      state={null as never}
      settings={null as never}
    />,
  );
}

afterEach(() => resetUrlReports());

describe('Store Details [ref: checkout#calls]', () => {
  it('shows the name, address, phone, hours and the map link (a new window)', () => {
    show([STORE]);
    const dialog = screen.getByRole('dialog', { name: 'Store Details' });
    expect(dialog).toHaveTextContent('646 N Michigan Ave, Chicago, IL 60611');
    expect(dialog).toHaveTextContent('Phone: (312) 555-0102');
    expect(dialog).toHaveTextContent('Mon–Sat10 am–8 pm');
    const link = screen.getByRole('link', { name: /Map and directions for Chicago Michigan Ave/ });
    expect(link).toHaveAttribute('href', STORE.mapUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("one line of hours is shown as any other; with none (or an empty list) no 'Store hours' at all", () => {
    const { unmount } = show([{ ...STORE, hours: [{ days: 'Every day', hours: '9 am–9 pm' }] }]);
    expect(screen.getByText('Store hours')).toBeInTheDocument();
    expect(screen.getByText('Every day', { selector: 'dt' }).nextElementSibling).toHaveTextContent('9 am–9 pm');
    unmount();
    show(
      [
        { ...STORE, hours: [] },
        { storeId: 101, name: 'Northbrook' },
      ],
      'done',
      true,
    );
    expect(screen.queryByText('Store hours')).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x'])(
    'a map link %s is refused by the URL filter: no link, one console line naming the field',
    (mapUrl) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      show([{ ...STORE, mapUrl }]);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByRole('dialog')).toHaveTextContent('Chicago Michigan Ave');
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain('refused field "store.mapUrl"');
    },
  );

  it("'All Store Locations' lists each store under its heading", () => {
    show([STORE, { storeId: 101, name: 'Northbrook' }], 'done', true);
    expect(screen.getByRole('dialog', { name: 'All Store Locations' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Chicago Michigan Ave',
      'Northbrook',
    ]);
  });

  it('a failed read says so', () => {
    show([], 'failed');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Store details are not available right now. Please try again later.',
    );
  });
});
