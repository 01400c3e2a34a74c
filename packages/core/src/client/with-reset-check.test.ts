import { describe, expect, it } from 'vitest';
import { object, string } from 'superstruct';
import { createClient } from './create-client';
import { defineCall } from './define-call';
import { answer, fakeEnv } from '../testing/fake-client-env';
import { isResetAnswer } from './with-reset-check';

describe('reset check (IsReset or isReset is an error) [ref: core#calls]', () => {
  it.each([{ IsReset: true }, { isReset: true }, { IsReset: true, lineItems: [] }])(
    'rejects %j as reset with message IsReset',
    async (body) => {
      const { env, fetch } = fakeEnv();
      fetch.mockResolvedValueOnce(answer(body));
      await expect(createClient(env).post('validateCart', {})).rejects.toMatchObject({
        kind: 'reset',
        message: 'IsReset',
        call: 'validateCart',
      });
    },
  );

  it('reads the flag in a text answer that is JSON after spaces', async () => {
    const { env, fetch } = fakeEnv({ endpoints: { popup: '/browse/popup' } });
    fetch.mockResolvedValueOnce(answer(' \n {"IsReset":true}'));
    const popup = defineCall({ name: 'popup', method: 'GET', answerFormat: 'text' });
    await expect(createClient(env).send(popup)).rejects.toMatchObject({ kind: 'reset' });
  });

  it('comes before the schema check', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer({ isReset: true }));
    await expect(
      createClient(env).post('validateCart', {}, { schema: object({ orderSummary: string() }) }),
    ).rejects.toMatchObject({ kind: 'reset' });
  });

  it.each([
    [{ IsReset: false }, false],
    [{ isReset: 'true' }, false],
    [{ ISRESET: true }, false],
    [[{ IsReset: true }], false],
    [null, false],
    [undefined, false],
    [{ isReset: true }, true],
  ])('isResetAnswer(%j) is %s', (body, expected) => {
    expect(isResetAnswer(body)).toBe(expected);
  });

  it('lets an answer with IsReset false through', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer({ IsReset: false, lineItems: [1] }));
    await expect(createClient(env).post('validateCart', {})).resolves.toEqual({ IsReset: false, lineItems: [1] });
  });
});
