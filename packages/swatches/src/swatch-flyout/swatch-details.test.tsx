import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECENT_SWATCHES_STORAGE_KEY } from '@hearth/commerce';
import { setFault } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { setupMockServer } from '../testing/mock-server';
import { RECENT_PATH, recordLookups, remember } from '../testing/recent-swatches';
import { SwatchFlyout } from './swatch-flyout';

const server = setupMockServer();

const RECENT = 'Recently Viewed Swatches';

/** Codes of the Norwood family: no other test of the flyout uses them. */
const NORWOOD = {
  code: 11304,
  title: 'Norwood',
  text: 'Dove',
  typeName: 'Fabric',
  description: 'Norwood, Dove. 100% wool.',
  images: { desktop: '/api/demo/img/swatch/11304.svg' },
  additionalDetails: { content: '100% wool', origin: 'UK' },
};

/** What the details list says for `term` ('Material', 'Content', …), or undefined without it. */
const entry = (term: string) => screen.queryByText(term, { selector: 'dt' })?.nextElementSibling ?? undefined;

describe('the details panel [ref: swatch-flyout#screens]', () => {
  it("the recently viewed swatches' heading is one level under the title: h2 on the page, h3 in the flyout", async () => {
    remember(11301);
    const { unmount } = render(<SwatchFlyout mode="page" swatch={NORWOOD} />);
    const onPage = await screen.findByRole('region', { name: RECENT });
    expect(within(onPage).getByRole('heading', { level: 2, name: RECENT })).toBeInTheDocument();
    await within(onPage).findByText('Norwood, Ivory');
    unmount();

    const user = userEvent.setup();
    render(<SwatchFlyout swatch={NORWOOD} />);
    await user.click(screen.getByRole('button', { name: 'Norwood, Dove' }));
    const flyout = await screen.findByRole('dialog', { name: 'Norwood, Dove' }, { timeout: 5000 });
    const inFlyout = await within(flyout).findByRole('region', { name: RECENT });
    expect(within(inFlyout).getByRole('heading', { level: 3, name: RECENT })).toBeInTheDocument();
    await within(inFlyout).findByText('Norwood, Ivory');
  });

  it('Material is the trimmed type and title joined by a colon, leaving out a blank or absent one', () => {
    const { rerender } = render(
      <SwatchFlyout mode="page" swatch={{ ...NORWOOD, typeName: ' Fabric ', title: '  Norwood  ' }} />,
    );
    expect(entry('Material')?.textContent).toBe('Fabric: Norwood');
    rerender(<SwatchFlyout mode="page" swatch={{ ...NORWOOD, typeName: undefined }} />);
    expect(entry('Material')?.textContent).toBe('Norwood');
    rerender(<SwatchFlyout mode="page" swatch={{ ...NORWOOD, typeName: '   ', title: 'Norwood' }} />);
    expect(entry('Material')?.textContent).toBe('Norwood');
    rerender(<SwatchFlyout mode="page" swatch={{ ...NORWOOD, typeName: 'Fabric', title: ' ', text: 'Dove' }} />);
    expect(entry('Material')?.textContent).toBe('Fabric');
  });

  it("an out-of-stock swatch is flagged 'Unavailable'; one in stock is not", () => {
    const { rerender } = render(
      <SwatchFlyout mode="page" swatch={{ ...NORWOOD, additionalDetails: { swatchInStock: 'no' } }} />,
    );
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    rerender(<SwatchFlyout mode="page" swatch={{ ...NORWOOD, additionalDetails: { swatchInStock: 'yes' } }} />);
    expect(screen.queryByText('Unavailable')).toBeNull();
  });

  it('shows the picture, named by the swatch; without one there is no picture', () => {
    const { rerender } = render(<SwatchFlyout mode="page" swatch={NORWOOD} />);
    expect(screen.getByRole('img', { name: 'Norwood, Dove' })).toHaveAttribute('src', '/api/demo/img/swatch/11304.svg');
    rerender(<SwatchFlyout mode="page" swatch={{ ...NORWOOD, images: undefined }} />);
    expect(screen.queryByRole('img', { name: 'Norwood, Dove' })).toBeNull();
  });

  it('shows the description; a blank or absent one leaves no paragraph', () => {
    const description = () => document.querySelector('.hearth-swatch-details__description');
    const { rerender } = render(<SwatchFlyout mode="page" swatch={NORWOOD} />);
    expect(description()).toHaveTextContent('Norwood, Dove. 100% wool.');
    rerender(<SwatchFlyout mode="page" swatch={{ ...NORWOOD, description: '   ' }} />);
    expect(description()).toBeNull();
    rerender(<SwatchFlyout mode="page" swatch={{ ...NORWOOD, description: undefined }} />);
    expect(description()).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Norwood, Dove' })).toBeInTheDocument();
  });

  it('refused addresses leave their picture out, each with a console line naming the island and the field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    remember(11302);
    server.use(
      http.get(`*${RECENT_PATH}`, () =>
        HttpResponse.json([{ ChoiceCode: 11302, name: 'Norwood, Oat', imagePath: 'javascript:alert(3)' }]),
      ),
    );
    render(
      <SwatchFlyout
        mode="page"
        swatch={{
          ...NORWOOD,
          images: { desktop: 'javascript:alert(1)' },
          additionalDetails: { careInstructions: { description: 'Brush.', fabricIconPath: 'javascript:alert(2)' } },
        }}
      />,
    );
    const recent = await screen.findByRole('region', { name: RECENT });
    const item = await within(recent).findByRole('listitem');
    expect(item).toHaveTextContent('Norwood, Oat');
    expect(item.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Norwood, Dove' })).toBeNull();
    expect(entry('Care')?.querySelector('img')).toBeNull();
    const lines = error.mock.calls.map((call) => String(call[0]));
    const refused = (field: string) => `hearth: island "swatch-flyout" refused field "${field}"`;
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringContaining(refused('swatch.images')),
        expect.stringContaining(refused('swatch.additionalDetails.careInstructions.fabricIconPath')),
        expect.stringContaining(refused('recentSwatches.imagePath')),
      ]),
    );
    expect(lines).toHaveLength(3);
  });
});

describe('recently viewed swatches in the panel [ref: swatch-flyout#rules, #errors]', () => {
  it('with no other swatch viewed, there is no section and no lookup', async () => {
    const { asked, stop } = recordLookups(server);
    render(<SwatchFlyout mode="page" swatch={NORWOOD} />);
    // the view is recorded once shown: the page's only recent swatch is then this one
    await waitFor(() => expect(localStorage.getItem(RECENT_SWATCHES_STORAGE_KEY)).toContain('11304'));
    expect(screen.queryByRole('region', { name: RECENT })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse All Swatches' })).toBeInTheDocument();
    expect(asked).toEqual([]);
    stop();
  });

  it('shows a placeholder while looked up, then leaves the section out when none comes back', async () => {
    remember(11303);
    server.use(http.get(`*${RECENT_PATH}`, () => HttpResponse.json([])));
    // added last, so asked first: holds the answer above until released
    const release = holdAnswers(server, RECENT_PATH);
    render(<SwatchFlyout mode="page" swatch={NORWOOD} />);
    const recent = await screen.findByRole('region', { name: RECENT });
    expect(within(recent).getByRole('status')).toHaveTextContent('Loading…');
    release();
    await waitFor(() => expect(screen.queryByRole('region', { name: RECENT })).toBeNull());
  });

  it('a failed lookup leaves the section out and is logged only', async () => {
    remember(11305);
    setFault('recentSwatches', 'http503');
    const log = vi.fn();
    render(<SwatchFlyout mode="page" swatch={NORWOOD} env={{ log }} />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('There was an error from server', expect.anything()));
    expect(screen.queryByRole('region', { name: RECENT })).toBeNull();
  });

  it('each recent swatch shows its picture when the lookup sends one', async () => {
    remember(11302, 11303);
    server.use(
      http.get(`*${RECENT_PATH}`, () =>
        HttpResponse.json([
          { ChoiceCode: 11302, name: 'Norwood, Oat', SwatchInStock: true, imagePath: '/api/demo/img/swatch/11302.svg' },
          { ChoiceCode: 11303, name: 'Norwood, Flax', SwatchInStock: true },
        ]),
      ),
    );
    render(<SwatchFlyout mode="page" swatch={NORWOOD} />);
    const recent = await screen.findByRole('region', { name: RECENT });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(2));
    const [oat, flax] = within(recent).getAllByRole('listitem');
    expect(oat).toHaveTextContent('Norwood, Oat');
    expect(oat?.querySelector('img')).toHaveAttribute('src', '/api/demo/img/swatch/11302.svg');
    expect(flax).toHaveTextContent('Norwood, Flax');
    expect(flax?.querySelector('img')).toBeNull();
  });
});
