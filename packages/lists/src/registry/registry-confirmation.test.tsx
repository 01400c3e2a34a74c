import { setConfig } from '@hearth/core';
import { signIn } from '@hearth/mock-api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeEnv, PATHS, seriousAxeViolations, setupMockApi } from '../testing/mock-api';
import { Registry, type RegistryProps } from './registry';

const api = setupMockApi();
const SOFA = '410100';
// the demo backend's registry 90002 is of type 'hw' (no checklist), 90001 of type 'br'
const registryData = (registryType: string, id = registryType === 'hw' ? 90002 : 90001) => ({
  isLoggedIn: true,
  registryCount: 1,
  giftRegistries: [{ id, registryType, name: 'Ours' }],
});

async function confirm(props: Partial<RegistryProps> = {}, cookies: Record<string, string> = {}) {
  signIn();
  const user = userEvent.setup();
  const fake = fakeEnv();
  Object.assign(fake.cookies, cookies);
  render(<Registry sku={SOFA} env={fake.env} registryData={registryData('hw')} {...props} />);
  await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to Registry' });
  return { user, dialog, ...fake };
}

afterEach(() => vi.useRealTimers());

describe('Registry confirmation [ref: registry#screens, #rules]', () => {
  it("the count, a small 'ADDED', what was added, 'Continue Shopping' and 'View Registry' in a new window", async () => {
    const { dialog } = await confirm();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 item(s) added to your registry');
    expect(within(dialog).getByText('ADDED')).toBeInTheDocument();
    expect(within(dialog).getByText('Lounge Sofa')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument();
    const view = within(dialog).getByRole('link', { name: 'View Registry (opens in a new window)' });
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('href', '/gift-registry/registrant-list/90002');
    expect(within(dialog).queryByRole('link', { name: 'View Checklist' })).toBeNull();
    await within(dialog).findByRole('region', { name: 'You May Also Want' });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("the small 'ADDED' shows for 3000 ms", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { dialog } = await confirm();
    act(() => void vi.advanceTimersByTime(2_500));
    expect(within(dialog).getByText('ADDED')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(600));
    expect(within(dialog).queryByText('ADDED')).toBeNull();
  });

  it("'Scan Another Item' when the cookie scan-mode is 'true'", async () => {
    const { dialog } = await confirm({}, { 'scan-mode': 'true' });
    expect(within(dialog).getByRole('button', { name: 'Scan Another Item' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue Shopping' })).toBeNull();
  });

  it("'View My Registry' in registrant mode", async () => {
    const { dialog } = await confirm({ isRegistrantMode: true });
    expect(within(dialog).getByRole('link', { name: 'View My Registry (opens in a new window)' })).toBeInTheDocument();
  });

  it.each([
    ['br', true, undefined, true],
    ['bb', true, undefined, true],
    ['hw', true, undefined, false],
    ['br', false, undefined, false],
    ['hw', true, ['hw'], true],
  ])(
    "'View Checklist' for type %s with the feature %s (types %j): %s",
    async (type, feature, checklistTypes, shown) => {
      setConfig({ features: { interactiveChecklist: feature } });
      api.server.use(
        http.post(`*${PATHS.addToRegistry}`, () =>
          HttpResponse.json({
            isSuccess: true,
            items: [{ sku: SOFA, quantity: 1, grId: 90001, registryType: type, name: 'Lounge Sofa' }],
          }),
        ),
      );
      const { dialog } = await confirm({ registryData: registryData(type), checklistTypes });
      const link = within(dialog).queryByRole('link', { name: 'View Checklist' });
      if (shown) expect(link).toHaveAttribute('href', `/gift-registry/checklist/${type === 'hw' ? 90002 : 90001}`);
      else expect(link).toBeNull();
    },
  );

  it("'View Checklist' from the registry's own type when the answer's items bring none", async () => {
    setConfig({ features: { interactiveChecklist: true } });
    api.server.use(
      http.post(`*${PATHS.addToRegistry}`, () =>
        HttpResponse.json({ isSuccess: true, items: [{ sku: SOFA, quantity: 1, name: 'Lounge Sofa' }] }),
      ),
    );
    const { dialog } = await confirm({ registryData: registryData('br') });
    expect(within(dialog).getByRole('link', { name: 'View Checklist' })).toHaveAttribute(
      'href',
      '/gift-registry/checklist/90001',
    );
  });

  it("an add-on's 'Add To Registry' adds it to the same registry: 'Added', the count grows, 'ADDED' again", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user, dialog } = await confirm();
    act(() => void vi.advanceTimersByTime(3_100));
    expect(within(dialog).queryByText('ADDED')).toBeNull();
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    await user.click(within(rows[0]!).getByRole('button', { name: 'Add To Registry' }));
    await within(rows[0]!).findByRole('button', { name: 'Added' });
    expect(within(rows[0]!).getByRole('button', { name: 'Added' })).toBeDisabled();
    expect(api.to(PATHS.addToRegistry)[1]?.body).toEqual([{ Sku: '200101', Quantity: 1, GrId: 90002 }]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 item(s) added to your registry');
    expect(within(dialog).getByText('ADDED')).toBeInTheDocument();
  });

  it("'You May Also Want' from the recommendations call; an item added reads 'Added' and the count grows", async () => {
    const { user, dialog } = await confirm();
    const region = await within(dialog).findByRole('region', { name: 'You May Also Want' });
    expect(api.to(PATHS.recommendations)[0]?.url.searchParams.get('item')).toBe(SOFA);
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    // every slide, those out of view too (hidden from assistive technology, APG carousel)
    const items = within(region).getAllByRole('group', { hidden: true });
    expect(items.length).toBeGreaterThan(2);
    expect(items[0]).toHaveAccessibleName(`1 of ${items.length}`);
    // a picture keeps its box before it loads (nothing below it moves), and loads only near view
    const picture = items[0]!.querySelector('img');
    expect(picture).toHaveAttribute('width', '160');
    expect(picture).toHaveAttribute('height', '120');
    expect(picture).toHaveAttribute('loading', 'lazy');
    const button = within(items.at(-1)!).getByRole('button', { name: 'Add To Registry', hidden: true });
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Added'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 item(s) added to your registry');
    await user.click(button);
    expect(api.to(PATHS.addToRegistry)).toHaveLength(2);
  });

  it("the recommendations service's answer without items hands over to its callback GET /browse/widget/MainPi?item={sku}", async () => {
    const { dialog } = await confirm();
    const region = await within(dialog).findByRole('region', { name: 'You May Also Want' });
    expect(within(region).getAllByRole('group').length).toBeGreaterThan(2);
    expect(api.to('/browse/widget/MainPi')).toHaveLength(1);
    expect(api.to('/browse/widget/MainPi')[0]?.url.searchParams.get('item')).toBe(SOFA);
  });

  it("the service's own items show without the callback", async () => {
    api.server.use(
      http.get(`*${PATHS.recommendations}`, () =>
        HttpResponse.json({
          items: [
            { sku: '300105', name: 'Own pick', formattedPrice: '$10.00' },
            // the add-ons above, the item added, and a repeat: each product is offered once
            { sku: '200104', name: 'Protection plan again', formattedPrice: '$149.00' },
            { sku: SOFA, name: 'The sofa again', formattedPrice: '$1,899.00' },
            { sku: '300105', name: 'Own pick again', formattedPrice: '$10.00' },
          ],
        }),
      ),
    );
    const { dialog } = await confirm();
    const region = await within(dialog).findByRole('region', { name: 'You May Also Want' });
    expect(within(region).getAllByRole('group')).toHaveLength(1);
    expect(region).toHaveTextContent('Own pick');
    expect(api.to('/browse/widget/MainPi')).toHaveLength(0);
  });

  it('a malformed callback answer shows no recommendations and logs one line naming the island and the field', async () => {
    api.server.use(http.get('*/browse/widget/MainPi', () => HttpResponse.json({ items: 'none' })));
    const { dialog, log } = await confirm();
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]![0]).toContain('registry: MainPi failed');
    expect(String(log.mock.calls[0]![1])).toContain('items');
    expect(within(dialog).queryByRole('region', { name: 'You May Also Want' })).toBeNull();
  });

  it("'You May Also Want' buttons read 'Add' on a listing page", async () => {
    const { dialog } = await confirm({ listingPage: true });
    const region = await within(dialog).findByRole('region', { name: 'You May Also Want' });
    expect(within(region).getAllByRole('button', { name: 'Add' }).length).toBeGreaterThan(0);
  });

  it('an add-on or recommendation answered without isSuccess shows nothing: logged only', async () => {
    const { user, dialog, log } = await confirm();
    api.server.use(http.post(`*${PATHS.addToRegistry}`, () => HttpResponse.json({ isSuccess: false })));
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    const button = within(region).getAllByRole('button', { name: 'Add To Registry' })[1]!;
    await user.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]![0]).toContain('registry: addToRegistry failed');
    expect(String(log.mock.calls[0]![1])).toContain('isSuccess is not true');
    expect(button).toHaveTextContent('Add To Registry');
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 item(s) added to your registry');
  });

  it('the page’s add-ons replace the answer’s', async () => {
    const { dialog } = await confirm({ addOns: [{ sku: '300105', name: 'Vases', formattedPrice: '$34.95' }] });
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(region).toHaveTextContent('Vases');
  });

  it('what was added shows its picture and price only when it has them', async () => {
    api.server.use(
      http.post(`*${PATHS.addToRegistry}`, () =>
        HttpResponse.json({
          isSuccess: true,
          items: [
            { sku: SOFA, quantity: 1, name: 'Lounge Sofa', imagePath: '/images/sofa.jpg', formattedPrice: '$1,899.00' },
            { sku: '200101', quantity: 1, name: 'Pillow', formattedPrice: '' },
          ],
        }),
      ),
    );
    const { dialog } = await confirm();
    const rows = dialog.querySelectorAll('.hearth-registry__added li');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-sku', SOFA);
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/images/sofa.jpg');
    expect(rows[0]!.querySelector('.hearth-registry__added-price')).toHaveTextContent('$1,899.00');
    expect(rows[1]).toHaveAttribute('data-sku', '200101');
    expect(rows[1]!.querySelector('img')).toBeNull();
    expect(rows[1]!.querySelector('.hearth-registry__added-price')).toBeNull();
    expect(rows[1]).toHaveTextContent(/^Pillow$/);
  });

  it('prices without the currency symbol are formatted for the site (CAD in Canada)', async () => {
    const { dialog } = await confirm({
      site: 'CA',
      addOns: [{ sku: '300105', name: 'Vases', formattedPrice: '34.95' }],
    });
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    expect(region).toHaveTextContent('CAD 34.95');
  });

  it('unsafe addresses from the answers are dropped, each with one console.error naming the island and the field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = 'javascript:alert(1)';
    api.server.use(
      http.post(`*${PATHS.addToRegistry}`, () =>
        HttpResponse.json({
          isSuccess: true,
          items: [{ sku: SOFA, quantity: 1, name: 'Lounge Sofa', imagePath: bad }],
        }),
      ),
      http.get(`*${PATHS.recommendations}`, () =>
        HttpResponse.json({
          items: [{ sku: '300105', name: 'Own pick', navigateUrl: bad, imagePath: bad, imagePathHiRes: `${bad}//hi` }],
        }),
      ),
    );
    const { dialog } = await confirm({ addOns: [{ sku: '300106', name: 'Vases', navigateUrl: bad }] });
    await within(dialog).findByRole('region', { name: 'You May Also Want' });
    const messages = error.mock.calls.map(([m]) => String(m));
    for (const field of [
      'items.imagePath',
      'addOns.navigateUrl',
      'recommendations.navigateUrl',
      'recommendations.imagePath',
      'recommendations.imagePathHiRes',
    ])
      expect(messages.filter((m) => m.startsWith(`hearth: island "registry" refused field "${field}"`))).toHaveLength(
        1,
      );
    expect(dialog.querySelector('img[src^="javascript"], a[href^="javascript"]')).toBeNull();
  });

  it('a recommendation without a sku is offered by its id; one with neither is left out', async () => {
    api.server.use(
      http.get(`*${PATHS.recommendations}`, () =>
        HttpResponse.json({
          items: [{ sku: '300105', name: 'Own pick' }, { id: 300106, name: 'By id' }, { name: 'Nameless' }],
        }),
      ),
    );
    const { user, dialog } = await confirm();
    const region = await within(dialog).findByRole('region', { name: 'You May Also Want' });
    const items = within(region).getAllByRole('group', { hidden: true });
    expect(items).toHaveLength(2);
    expect(region).toHaveTextContent('By id');
    expect(region).not.toHaveTextContent('Nameless');
    await user.click(within(items[1]!).getByRole('button', { name: 'Add To Registry', hidden: true }));
    await waitFor(() => expect(api.to(PATHS.addToRegistry)).toHaveLength(2));
    expect(api.to(PATHS.addToRegistry)[1]?.body).toEqual([{ Sku: '300106', Quantity: 1, GrId: 90002 }]);
  });

  it('a failing recommendations call shows none and logs one line naming the island and the call', async () => {
    api.server.use(http.get(`*${PATHS.recommendations}`, () => HttpResponse.json({ items: 'none' })));
    const { dialog, log } = await confirm();
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]![0]).toContain('registry: recommendations failed');
    expect(within(dialog).queryByRole('region', { name: 'You May Also Want' })).toBeNull();
  });

  it('an add answered without items counts one; one answered with quantity 2 counts two', async () => {
    const { user, dialog } = await confirm();
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    const buttons = within(region).getAllByRole('button', { name: 'Add To Registry' });
    api.server.use(http.post(`*${PATHS.addToRegistry}`, () => HttpResponse.json({ isSuccess: true, items: [] })));
    await user.click(buttons[0]!);
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('2 item(s) added to your registry'),
    );
    await within(region).findByRole('button', { name: 'Added' });
    api.server.use(
      http.post(`*${PATHS.addToRegistry}`, () =>
        HttpResponse.json({ isSuccess: true, items: [{ sku: '200102', quantity: 2, name: 'Two' }] }),
      ),
    );
    await user.click(buttons[1]!);
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('4 item(s) added to your registry'),
    );
  });

  it("each add shows 'ADDED' for a full 3000 ms from that add", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const { user, dialog } = await confirm();
    act(() => void vi.advanceTimersByTime(2_000));
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    await user.click(within(region).getAllByRole('button', { name: 'Add To Registry' })[0]!);
    await within(region).findByRole('button', { name: 'Added' });
    act(() => void vi.advanceTimersByTime(1_500));
    expect(within(dialog).getByText('ADDED')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1_600));
    expect(within(dialog).queryByText('ADDED')).toBeNull();
  });

  it('an add pressed twice while its call is under way is sent once; after a failure it can be sent again', async () => {
    const { user, dialog, log } = await confirm();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      http.post(`*${PATHS.addToRegistry}`, async () => {
        await gate;
        return HttpResponse.json({ isSuccess: false });
      }),
    );
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    const button = within(region).getAllByRole('button', { name: 'Add To Registry' })[0]!;
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(api.to(PATHS.addToRegistry)).toHaveLength(2));
    release();
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(api.to(PATHS.addToRegistry)).toHaveLength(2);
    await user.click(button);
    await waitFor(() => expect(api.to(PATHS.addToRegistry)).toHaveLength(3));
  });
});
