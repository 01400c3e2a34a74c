import { describe, expect, it } from 'vitest';
import { array, defaulted, literal, number, object, optional, string, type } from 'superstruct';
import { createClient } from './create-client';
import { answer, fakeEnv } from '../testing/fake-client-env';

const FilteredResults = type({
  cardsDto: type({ cards: array(type({ code: number() })), showingCount: number(), totalRecords: number() }),
  filterFacets: defaulted(array(string()), () => []),
});

describe('schema check', () => {
  it('resolves the checked (coerced) answer, typed by the schema', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer({ cardsDto: { cards: [{ code: 1 }], showingCount: 1, totalRecords: 9 } }));
    const result = await createClient(env).get('freeSwatchesFilteredResults', { schema: FilteredResults });
    const total: number = result.cardsDto.totalRecords;
    expect(total).toBe(9);
    expect(result.filterFacets).toEqual([]);
  });

  it.each([
    ['cardsDto.totalRecords', { cardsDto: { cards: [], showingCount: 0, totalRecords: '9' } }],
    ['cardsDto.cards.1.code', { cardsDto: { cards: [{ code: 1 }, { code: 'x' }], showingCount: 2, totalRecords: 2 } }],
    ['cardsDto', { filterFacets: [] }],
  ])('rejects a bad answer as schema naming the call and field %s', async (field, body) => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer(body));
    const error = await createClient(env)
      .get('freeSwatchesFilteredResults', { schema: FilteredResults })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'schema', call: 'freeSwatchesFilteredResults', field });
    expect((error as Error).message).toContain('freeSwatchesFilteredResults');
    expect((error as Error).message).toContain(field);
  });

  it('rejects as schema, not a TypeError, JSON whose toString is not a function (superstruct prints values)', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer(JSON.parse('{"status": {"toString": [1, 2]}}')));
    const error = await createClient(env)
      .get('freeSwatchesFilteredResults', { schema: object({ status: literal('ok') }) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'schema',
      call: 'freeSwatchesFilteredResults',
      field: '',
      message: 'freeSwatchesFilteredResults: the answer is invalid (a value that cannot be read).',
    });
  });

  it('names the failing field, or the answer itself, in the message', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer({ emailHash: 1 })).mockResolvedValueOnce(answer([1]));
    const client = createClient(env);
    const schema = object({ emailHash: string() });
    await expect(client.post('getEmailHashed', {}, { schema })).rejects.toMatchObject({
      field: 'emailHash',
      message: 'getEmailHashed: answer field "emailHash" is invalid (expected string).',
    });
    await expect(client.post('getEmailHashed', {}, { schema })).rejects.toMatchObject({
      field: '',
      message: 'getEmailHashed: the answer is invalid (expected object).',
    });
  });

  it('does not put answer values in the message', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer({ emailHash: 12345678 }));
    const error = await createClient(env)
      .post('getEmailHashed', {}, { schema: object({ emailHash: string() }) })
      .catch((e: unknown) => e);
    expect((error as Error).message).not.toContain('12345678');
  });

  it('rejects an empty answer when the schema requires one', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer('', 204));
    await expect(
      createClient(env).get('quickViewDetails', { schema: object({ formattedPrice: string() }) }),
    ).rejects.toMatchObject({
      kind: 'schema',
      field: '',
    });
  });

  it('resolves an empty answer when the schema allows it', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer('', 204));
    await expect(
      createClient(env).post('removeNlaItems', undefined, {
        schema: optional(object({ isSuccess: optional(number()) })),
      }),
    ).resolves.toBeUndefined();
  });
});
