import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdAnswers } from '@hearth/mock-api/testing';
import { setupMockApi, testConfiguratorEnv } from '../../testing/configurator';
import { openFabricFilters } from '../../testing/fabric-filters';

const api = setupMockApi();
const SORT_PATH = '/api/demo/special-order/sort-filter-choice-groups';

const environment = () => testConfiguratorEnv();

/** The fabric drawer's swatch codes in the order they show (its main list: the last, after 'Recently Viewed'). */
const fabricOrder = (container: HTMLElement) =>
  [
    ...([...container.querySelectorAll('[data-option-code="1"] .hearth-choices')]
      .at(-1)
      ?.querySelectorAll('[data-choice-code]') ?? []),
  ].map((el) => Number(el.getAttribute('data-choice-code')));

describe('a sort type change reloads the choice groups [ref: configurator#rules, #calls]', { timeout: 30_000 }, () => {
  it('sends the sort/filter choice-group call with choices, optionCode, sku and sortType, and shows its groups', async () => {
    const env = environment();
    const { user, drawer, container } = await openFabricFilters(env);
    const before = fabricOrder(container);
    expect(before.length).toBeGreaterThan(12);
    expect(api.to(SORT_PATH)).toHaveLength(0);

    await user.click(within(drawer).getByRole('radio', { name: 'Fabric Type' }));
    await waitFor(() => expect(api.to(SORT_PATH)).toHaveLength(1));
    const sent = api.to(SORT_PATH)[0]!.searchParams;
    expect([...sent.keys()].sort()).toEqual(['choices', 'optionCode', 'sku', 'sortType']);
    expect(sent.get('optionCode')).toBe('1');
    expect(sent.get('sku')).toBe('410100');
    expect(sent.get('sortType')).toBe('fabricType');
    // the browse-data call's list: the Sofa size (merged-template product: the first five fields)
    expect(JSON.parse(sent.get('choices')!)).toEqual([
      { optionCode: 6, optionType: 'size', choiceCode: 802, source: 0, optionSequence: 1 },
    ]);

    // the answer's groups replace the drawer's: its first group, in the answer's order
    const answer = await (await fetch(api.to(SORT_PATH)[0]!.href)).json();
    api.requests.pop(); // the test's own read of it
    const answered: number[] = answer.choiceGroups[0].choices.map((c: { code: number }) => c.code);
    await waitFor(() => expect(fabricOrder(container).slice(0, answered.length)).toEqual(answered));
    expect(fabricOrder(container)).not.toEqual(before);
    expect(env.log).not.toHaveBeenCalled();
    // the sort/filter selection fetch is the delivery-time toggle's only
    expect(api.to('/api/demo/special-order/sort-filter-selection')).toEqual([]);

    // back to delivery time: asked again with that sort type, with the delivery-time toggle's fetch
    await user.click(within(drawer).getByRole('radio', { name: 'Delivery Time' }));
    await waitFor(() => expect(api.to(SORT_PATH)).toHaveLength(2));
    expect(api.to(SORT_PATH)[1]!.searchParams.get('sortType')).toBe('deliveryTime');
    expect(api.to('/api/demo/special-order/sort-filter-selection')[0]?.searchParams.get('sorKey')).toBe('deliveryTime');
    // Fabric Type again, same selections: its answer is kept, not asked twice
    await user.click(within(drawer).getByRole('radio', { name: 'Fabric Type' }));
    await waitFor(() => expect(fabricOrder(container).slice(0, answered.length)).toEqual(answered));
    expect(api.to(SORT_PATH)).toHaveLength(2);
  });

  it.each([
    ['a malformed answer', () => HttpResponse.json({ choiceGroups: [{ header: 'none' }] })],
    ['a failed answer', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
  ])('%s keeps the groups as they were, logged only, and the drawer still chooses', async (_, answer) => {
    api.server.use(http.get(SORT_PATH, answer));
    const env = environment();
    const { user, drawer, container } = await openFabricFilters(env);
    const before = fabricOrder(container);

    await user.click(within(drawer).getByRole('radio', { name: 'Fabric Type' }));
    await waitFor(() =>
      expect(env.log).toHaveBeenCalledWith('hearth: configurator: There was an error from server', expect.anything()),
    );
    expect(fabricOrder(container)).toEqual(before);
    expect(within(drawer).getByRole('radio', { name: 'Fabric Type' })).toBeChecked();
    expect(within(drawer).getByRole('group', { name: 'Sort By' })).not.toHaveAttribute('aria-busy');
    expect(before.length).toBeGreaterThan(12);
    await user.click(within(drawer).getAllByRole('radio', { name: /Haven/ })[0]!);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^3 Fabric/ })).not.toHaveTextContent('None Selected'),
    );
  });

  it('a failure after a sorted answer keeps that answer’s order', async () => {
    const env = environment();
    const { user, drawer, container } = await openFabricFilters(env);
    const before = fabricOrder(container);
    await user.click(within(drawer).getByRole('radio', { name: 'Fabric Type' }));
    await waitFor(() => expect(fabricOrder(container)).not.toEqual(before));
    const byType = fabricOrder(container);

    api.server.use(http.get(SORT_PATH, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await user.click(within(drawer).getByRole('radio', { name: 'Delivery Time' }));
    await waitFor(() =>
      expect(env.log).toHaveBeenCalledWith('hearth: configurator: There was an error from server', expect.anything()),
    );
    expect(fabricOrder(container)).toEqual(byType);
  });

  it("the 'Sort By' group is busy while its choice groups are read", async () => {
    const release = holdAnswers(api.server, SORT_PATH);
    const { user, drawer } = await openFabricFilters(environment());
    const sortBy = within(drawer).getByRole('group', { name: 'Sort By' });
    expect(sortBy).not.toHaveAttribute('aria-busy');
    await user.click(within(drawer).getByRole('radio', { name: 'Fabric Type' }));
    await waitFor(() => expect(api.to(SORT_PATH)).toHaveLength(1));
    await waitFor(() => expect(sortBy).toHaveAttribute('aria-busy', 'true'));
    release();
    await waitFor(() => expect(sortBy).not.toHaveAttribute('aria-busy'));
  });
});
