import { setConfig } from '@hearth/core';
import { signIn } from '@hearth/mock-api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(button).toHaveTextContent('Add To Registry');
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 item(s) added to your registry');
  });

  it('the page’s add-ons replace the answer’s', async () => {
    const { dialog } = await confirm({ addOns: [{ sku: '300105', name: 'Vases', formattedPrice: '$34.95' }] });
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(region).toHaveTextContent('Vases');
  });
});
