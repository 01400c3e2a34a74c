import { setFault, signIn } from '@hearth/mock-api';
import { clickThreeTimes, holdAnswers } from '@hearth/mock-api/testing';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GROUPER_ERROR_EVENT } from '../shared/grouper';
import { fakeEnv, PATHS, seriousAxeViolations, setupMockApi } from '../testing/mock-api';
import { RegistryPopup } from './lazy-popups';
import { Registry, type RegistryProps } from './registry';
import { LISTS_MESSAGES as M } from '../messages';

const api = setupMockApi();
const LAMP = '300101';
const ONE_REGISTRY = {
  isLoggedIn: true,
  registryCount: 1,
  giftRegistries: [{ id: 90001, registryType: 'br', name: 'Our Wedding' }],
};

function setup(props: Partial<RegistryProps> = {}) {
  const user = userEvent.setup();
  const fake = fakeEnv();
  render(<Registry sku={LAMP} env={fake.env} {...props} />);
  return { user, ...fake };
}

const ready = () => waitFor(() => expect(screen.getByRole('button', { name: 'Add to Registry' })).toBeEnabled());

describe('Registry: the button [ref: registry#rules, #validation]', () => {
  it('reads the registry list by sku and is disabled while it loads', async () => {
    setup();
    expect(screen.getByRole('button', { name: 'Add to Registry' })).toBeDisabled();
    await ready();
    expect(api.to(PATHS.registryList)[0]?.url.searchParams.get('sku')).toBe(LAMP);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it.each([
    ['not a stock sku', { isStockSku: false }],
    ['made to order (sku property 300)', { skuProperty: 300 }],
    ['made to order (sku property 400)', { skuProperty: 400 }],
  ])('%s: disabled, and says why beside it', async (_, props) => {
    setup({ registryData: ONE_REGISTRY, ...props });
    const button = screen.getByRole('button', { name: 'Add to Registry' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(M.registryMadeToOrder);
    expect(screen.getByText(M.registryMadeToOrder)).toBeVisible();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('personalization invalid: disabled (the personalization form says what is missing)', () => {
    setup({ registryData: ONE_REGISTRY, personalizationInvalid: true });
    expect(screen.getByRole('button', { name: 'Add to Registry' })).toBeDisabled();
  });

  it('a usable button, or one only loading, says nothing beside it', async () => {
    setup();
    expect(screen.getByRole('button', { name: 'Add to Registry' })).not.toHaveAccessibleDescription();
    await ready();
    expect(screen.getByRole('button', { name: 'Add to Registry' })).not.toHaveAccessibleDescription();
  });

  it.each([250, 300, 400])('the small button is hidden for sku property %i', (skuProperty) => {
    const { container } = render(<Registry sku={LAMP} small skuProperty={skuProperty} registryData={ONE_REGISTRY} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('the small button shows for other sku properties; the main one for 250', () => {
    render(
      <>
        <Registry sku={LAMP} small skuProperty={200} registryData={ONE_REGISTRY} />
        <Registry sku={LAMP} skuProperty={250} registryData={ONE_REGISTRY} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Add to Registry' })).toHaveLength(2);
  });

  it('a shopper not signed in goes to sign-in, returning to the current path and query; nothing is added', async () => {
    const { user, navigate } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    expect(navigate).toHaveBeenCalledWith(
      `/account/login?returnUrl=${encodeURIComponent('/furniture/stoneware-table-lamp/s300101?site=US')}`,
    );
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.to(PATHS.addToRegistry)).toHaveLength(0);
  });

  it.each(['/.//evil.example/x', '/%2e//evil.example/x', '/a/..//evil.example/x', 'http://localhost//evil.example/x'])(
    'signInUrl %j: the sign-in navigation stays on this site',
    async (signInUrl) => {
      const { user, navigate } = setup({ signInUrl });
      await ready();
      await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
      const target = String(navigate.mock.calls[0]?.[0]);
      expect(target).toBe(
        `http://localhost//evil.example/x?returnUrl=${encodeURIComponent('/furniture/stoneware-table-lamp/s300101?site=US')}`,
      );
      expect(new URL(target, 'http://localhost/furniture/x').origin).toBe('http://localhost');
    },
  );

  it('a signed-in shopper without a registry goes to make one', async () => {
    const { user, navigate } = setup({ registryData: { isLoggedIn: true, registryCount: 0, giftRegistries: [] } });
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    expect(navigate).toHaveBeenCalledWith('/gift-registry/new');
  });

  it('sku 0 with a grouper is not disabled: a click raises the grouper error', async () => {
    const raised = vi.fn();
    document.addEventListener(GROUPER_ERROR_EVENT, raised);
    const { user } = setup({ sku: '0', hasGrouper: true, registryData: ONE_REGISTRY });
    const button = screen.getByRole('button', { name: 'Add to Registry' });
    expect(button).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(button);
    document.removeEventListener(GROUPER_ERROR_EVENT, raised);
    expect((raised.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ island: 'registry' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your options first.');
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.to(PATHS.addToRegistry)).toHaveLength(0);
  });

  it('sku 0 with a super special order is not disabled: its sku is added', async () => {
    signIn();
    const { user } = setup({ sku: '0', superSpecialOrder: { sku: '300102', url: '/sso' }, registryData: ONE_REGISTRY });
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    await screen.findByRole('dialog', { name: 'Add to Registry' });
    expect(api.to(PATHS.addToRegistry)[0]?.body).toEqual([{ Sku: '300102', Quantity: 1, GrId: 90001 }]);
  });
});

describe('Registry: adding [ref: registry]', () => {
  it('with two registries the chooser opens first; the add sends [{Sku, Quantity 1, GrId}] and opens the confirmation', async () => {
    signIn();
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose a Registry' });
    expect(
      within(within(chooser).getByRole('list'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Jordan & Sam’s Wedding, September 12, 2026', 'Our New Home, May 1, 2026']);
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(chooser).getByRole('button', { name: /Our New Home/ }));
    const confirmation = await screen.findByRole('dialog', { name: 'Add to Registry' });
    expect(api.to(PATHS.addToRegistry)[0]?.body).toEqual([{ Sku: LAMP, Quantity: 1, GrId: 90002 }]);
    expect(screen.queryByRole('dialog', { name: 'Choose a Registry' })).toBeNull();
    expect(within(confirmation).getByRole('status')).toHaveTextContent('1 item(s) added to your registry');
    expect(within(confirmation).getByRole('link', { name: 'View Registry (opens in a new window)' })).toHaveAttribute(
      'href',
      '/gift-registry/registrant-list/90002',
    );
  });

  it('with one registry it adds at once', async () => {
    signIn();
    const { user } = setup({ registryData: ONE_REGISTRY });
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    await screen.findByRole('dialog', { name: 'Add to Registry' });
    expect(screen.queryByRole('dialog', { name: 'Choose a Registry' })).toBeNull();
    expect(api.to(PATHS.addToRegistry)[0]?.body).toEqual([{ Sku: LAMP, Quantity: 1, GrId: 90001 }]);
  });

  it('three clicks 250 ms apart where the button is add once: the confirmation the first opened takes the next two and stays open', async () => {
    signIn();
    setup({ registryData: ONE_REGISTRY });
    // a mouse reaches the button before it presses: the popups' code loads then
    await RegistryPopup.preload();
    const landed = await clickThreeTimes(screen.getByRole('button', { name: 'Add to Registry' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Add to Registry' });
    expect(landed[2]).toBe(confirmation);
    // an add the third click made would be in by now
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api.to(PATHS.addToRegistry)).toHaveLength(1);
    expect(confirmation).toHaveAttribute('open');
  }, 15_000);

  it('with two registries, three clicks where the button is open the chooser once and leave it open, adding nothing', async () => {
    signIn();
    setup();
    await ready();
    const landed = await clickThreeTimes(screen.getByRole('button', { name: 'Add to Registry' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose a Registry' });
    // the chooser was open under the last click, and that click did not close it
    expect(landed[2]).toBe(chooser);
    expect(chooser).toHaveAttribute('open');
    expect(api.to(PATHS.addToRegistry)).toHaveLength(0);
  }, 15_000);

  it('a failure that comes after the button has left the page is dropped: nothing logged', async () => {
    signIn();
    setFault('addToRegistry', 'http503');
    const release = holdAnswers(api.server, PATHS.addToRegistry);
    const fake = fakeEnv();
    const user = userEvent.setup();
    const view = render(<Registry sku={LAMP} env={fake.env} registryData={ONE_REGISTRY} />);
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    await waitFor(() => expect(api.to(PATHS.addToRegistry)).toHaveLength(1));
    view.unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(fake.log).not.toHaveBeenCalled();
  });

  it('an answer without isSuccess true shows nothing (logged only), the button usable again', async () => {
    api.server.use(http.post(`*${PATHS.addToRegistry}`, () => HttpResponse.json({ isSuccess: false, items: [] })));
    const { user, log } = setup({ registryData: ONE_REGISTRY });
    const button = screen.getByRole('button', { name: 'Add to Registry' });
    await user.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]![0]).toContain('registry: addToRegistry failed');
    expect(String(log.mock.calls[0]![1])).toContain('isSuccess is not true');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('once added (count at least 1, wants above 0) it becomes an edit link with the quantity wanted; focus returns to it', async () => {
    signIn();
    const { user } = setup({ registryData: ONE_REGISTRY });
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Add to Registry' });
    await user.click(within(confirmation).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const edit = screen.getByRole('link', { name: 'Edit Registry (1 Wanted) (opens in a new window)' });
    expect(edit).toHaveAttribute('href', '/gift-registry/registrant-list/90001');
    expect(edit).toHaveFocus();
  });

  it('the registry data of the page may say it is in the registry already', () => {
    render(<Registry sku={LAMP} registryData={{ ...ONE_REGISTRY, registryAddedData: { totalQty: 2 } }} />);
    expect(screen.getByRole('link', { name: /Edit Registry \(2 Wanted\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Registry' })).toBeNull();
  });

  it('after a reload, the edit link opens the registry the item went to, not the first one', async () => {
    signIn();
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose a Registry' });
    await user.click(within(chooser).getByRole('button', { name: /Our New Home/ }));
    await screen.findByRole('dialog', { name: 'Add to Registry' });
    cleanup();
    // the page again: what the server says now is all the island knows
    setup();
    const edit = await screen.findByRole('link', { name: /Edit Registry \(1 Wanted\)/ });
    expect(edit).toHaveAttribute('href', '/gift-registry/registrant-list/90002');
  });

  it('several registries and nobody says which holds the item: the label links nowhere', () => {
    const two = { isLoggedIn: true, registryCount: 2, giftRegistries: [{ id: 1 }, { id: 2 }] };
    render(<Registry sku={LAMP} registryData={{ ...two, registryAddedData: { totalQty: 1 } }} />);
    expect(screen.getByText('Edit Registry (1 Wanted)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit Registry/ })).toBeNull();
  });

  it('wants 0 or no registry: the button stays', () => {
    render(
      <>
        <Registry sku={LAMP} registryData={{ ...ONE_REGISTRY, registryAddedData: { totalQty: 0 } }} />
        <Registry
          sku={LAMP}
          registryData={{ isLoggedIn: true, registryCount: 0, giftRegistries: [] }}
          registryAddedData={{ totalQty: 3 }}
        />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Add to Registry' })).toHaveLength(2);
  });
});

describe('Registry: add-all [ref: registry#screens, #rules, #roles]', () => {
  const ITEMS = [{ Sku: '300101' }, { Sku: '300102' }];

  it('shows for a signed-in shopper with a registry and item quantity 1; adds every item; titled Add all to Registry', async () => {
    signIn();
    const { user } = setup({ addAll: ITEMS });
    const addAll = await screen.findByRole('button', { name: 'Add all to Registry' });
    await user.click(addAll);
    const chooser = await screen.findByRole('dialog', { name: 'Choose a Registry' });
    await user.click(within(chooser).getByRole('button', { name: /Jordan/ }));
    const confirmation = await screen.findByRole('dialog', { name: 'Add all to Registry' });
    expect(api.to(PATHS.addToRegistry)[0]?.body).toEqual([
      { Sku: '300101', Quantity: 1, GrId: 90001 },
      { Sku: '300102', Quantity: 1, GrId: 90001 },
    ]);
    expect(within(confirmation).getByRole('status')).toHaveTextContent('2 item(s) added to your registry');
  });

  it('the confirmation gives focus back to Add all to Registry, which opened it (APG dialog)', async () => {
    signIn();
    const { user } = setup({ addAll: ITEMS });
    const addAll = await screen.findByRole('button', { name: 'Add all to Registry' });
    await user.click(addAll);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Choose a Registry' })).getByRole('button', { name: /Jordan/ }),
    );
    await screen.findByRole('dialog', { name: 'Add all to Registry' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add all to Registry' })).toHaveFocus());
  });

  it.each([
    ['signed out', {}, { addAll: ITEMS }],
    ['quantity 2', { signedIn: true }, { addAll: ITEMS, quantity: 2 }],
    ['no registry', {}, { addAll: ITEMS, registryData: { isLoggedIn: true, registryCount: 0, giftRegistries: [] } }],
    ['no items', { signedIn: true }, {}],
  ])('hidden when %s', async (_, { signedIn }: { signedIn?: boolean }, props) => {
    if (signedIn) signIn();
    setup(props);
    await ready().catch(() => undefined);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Add all to Registry' })).toBeNull();
  });
});

describe('Registry: a personalized item [ref: registry#roles]', () => {
  it('goes through the terms popup; accepting while signed out closes it and goes to sign-in with the current path', async () => {
    const { user, navigate } = setup({ isPersonalized: true });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    const terms = await screen.findByRole('dialog', { name: 'Personalized Item' });
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(terms).getByRole('button', { name: 'Accept Terms And Add To Registry' }));
    expect(navigate).toHaveBeenCalledWith(
      `/account/login?returnUrl=${encodeURIComponent('/furniture/stoneware-table-lamp/s300101?site=US')}`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(PATHS.addToRegistry)).toHaveLength(0);
  });

  it('accepting while signed in goes on to the chooser, with the page’s own terms texts', async () => {
    signIn();
    const { user } = setup({
      isPersonalized: true,
      terms: { title: 'Custom Monogram', message: 'Final sale.', acceptText: 'Agree' },
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    const terms = await screen.findByRole('dialog', { name: 'Custom Monogram' });
    expect(terms).toHaveTextContent('Final sale.');
    await user.click(within(terms).getByRole('button', { name: 'Agree' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a Registry' })).toBeInTheDocument();
  });
});

describe('Registry: more rules [ref: registry#rules, #validation, #errors]', () => {
  it('its box is hearth-registry, with hearth-registry--small for the small button', () => {
    const { container } = render(<Registry sku={LAMP} registryData={ONE_REGISTRY} className="mine" />);
    expect(container.firstElementChild).toHaveClass('hearth-registry', 'mine');
    expect(container.firstElementChild).not.toHaveClass('hearth-registry--small');
    cleanup();
    const small = render(<Registry sku={LAMP} registryData={ONE_REGISTRY} small />);
    expect(small.container.firstElementChild).toHaveClass('hearth-registry', 'hearth-registry--small');
  });

  it('a createRegistryUrl on another site is refused with one console.error naming the field; the store’s page instead', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, navigate } = setup({
      registryData: { isLoggedIn: true, registryCount: 0, giftRegistries: [] },
      createRegistryUrl: 'https://elsewhere.example/new',
    });
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    expect(navigate).toHaveBeenCalledWith('/gift-registry/new');
    const refused = error.mock.calls.map(([m]) => String(m)).filter((m) => m.includes('refused field'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('hearth: island "registry" refused field "createRegistryUrl"');
    expect(refused[0]).toContain('going to /gift-registry/new');
  });

  it('a failed registry list is logged naming the call; the button then treats the shopper as signed out', async () => {
    api.server.use(http.get(`*${PATHS.registryList}`, () => HttpResponse.json({ giftRegistries: 'none' })));
    const { user, log, navigate } = setup();
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]![0]).toContain('registry: registryList failed');
    await ready();
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/account\/login\?returnUrl=/));
  });

  it("the page's registryAddedData prop says it is in the registry already, and which registry", () => {
    const two = { isLoggedIn: true, registryCount: 2, giftRegistries: [{ id: 1 }, { id: 2 }] };
    render(<Registry sku={LAMP} registryData={two} registryAddedData={{ totalQty: 2, grId: 2 }} />);
    const edit = screen.getByRole('link', { name: /Edit Registry \(2 Wanted\)/ });
    expect(edit).toHaveAttribute('href', '/gift-registry/registrant-list/2');
  });

  it('sku 0 with neither a grouper nor a super special order is disabled', () => {
    setup({ sku: '0', registryData: ONE_REGISTRY });
    expect(screen.getByRole('button', { name: 'Add to Registry' })).toBeDisabled();
  });

  it.each([
    [
      'its own sku only',
      [
        { sku: LAMP, quantity: 1 },
        { sku: '200101', quantity: 3 },
      ],
      1,
    ],
    ['all it lists when none is its sku', [{ sku: '300199', quantity: 2 }], 2],
  ])('the quantity wanted after an add counts %s', async (_, items, wants) => {
    signIn();
    api.server.use(
      http.post(`*${PATHS.addToRegistry}`, () =>
        HttpResponse.json({ isSuccess: true, items: items.map((item) => ({ ...item, name: 'Thing' })) }),
      ),
    );
    const { user } = setup({ registryData: ONE_REGISTRY });
    await user.click(screen.getByRole('button', { name: 'Add to Registry' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Add to Registry' });
    await user.click(within(confirmation).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: new RegExp(`Edit Registry \\(${wants} Wanted\\)`) })).toBeInTheDocument();
  });

  it('add-all of a personalized item adds at once: the terms are for the item’s own button', async () => {
    signIn();
    const { user } = setup({
      addAll: [{ Sku: '300101' }, { Sku: '300102' }],
      isPersonalized: true,
      registryData: ONE_REGISTRY,
    });
    await user.click(await screen.findByRole('button', { name: 'Add all to Registry' }));
    await screen.findByRole('dialog', { name: 'Add all to Registry' });
    expect(api.to(PATHS.addToRegistry)).toHaveLength(1);
  });
});
