import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountEnv } from '../shared/env';
import type { IdentityResult } from './identity-provider';
import type { SignInConfig } from './schema';
import { useSignIn } from './use-sign-in';

const PAGE = '/checkout/shipping';
const pageEnv = () =>
  ({
    location: { pathname: PAGE, search: '', href: `http://localhost${PAGE}`, origin: 'http://localhost' },
    navigate: vi.fn(),
    submitForm: vi.fn(),
  }) satisfies Partial<AccountEnv>;

afterEach(() => document.body.replaceChildren());

describe('useSignIn for an npm page that draws its own form [ref: sign-in#data]', () => {
  it("what the shopper typed while the sign-in config loads stays: the config's username does not replace it", async () => {
    let answer!: (config: SignInConfig) => void;
    const client = { get: () => new Promise<never>((resolve) => (answer = resolve as never)) };
    const env = pageEnv();
    const { result } = renderHook(() => useSignIn({ env, client }));
    expect(result.current.phase).toBe('loading');
    act(() =>
      result.current.usernameProps.onChange({
        target: { value: 'typed@hearth.test' },
      } as ChangeEvent<HTMLInputElement>),
    );
    act(() => answer({ isLoggedIn: false, username: 'config@hearth.test' }));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(result.current.usernameProps.value).toBe('typed@hearth.test');
  });

  it('[ref: sign-in#rules]: a config that says signed in: phase leaving, and the page goes on', async () => {
    const env = pageEnv();
    const { result } = renderHook(() => useSignIn({ env, config: { isLoggedIn: true } }));
    await waitFor(() => expect(env.navigate).toHaveBeenCalledWith('/account'));
    expect(result.current.phase).toBe('leaving');
  });

  it('onSubmit before the config is known, or once signed in, asks the identity provider nothing', async () => {
    let answer!: (config: SignInConfig) => void;
    const client = { get: () => new Promise<never>((resolve) => (answer = resolve as never)) };
    const signIn = vi.fn(async (): Promise<IdentityResult> => ({ ok: true, sessionToken: 'st-1' }));
    const env = pageEnv();
    const submit = { preventDefault: () => {} } as FormEvent<HTMLFormElement>;
    const { result } = renderHook(() => useSignIn({ env, client, email: 'a@b.co', identityProvider: { signIn } }));
    const type = (value: string) =>
      act(() => result.current.passwordProps.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>));
    type('pw');
    act(() => result.current.onSubmit(submit));
    act(() => answer({ isLoggedIn: false }));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(signIn).not.toHaveBeenCalled();
    act(() => result.current.onSubmit(submit));
    // the phase is set before the form is posted, but drawn when React next renders: wait for both
    await waitFor(() => {
      expect(env.submitForm).toHaveBeenCalledOnce();
      expect(result.current.phase).toBe('signed-in');
    });
    act(() => result.current.onSubmit(submit));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(signIn).toHaveBeenCalledOnce();
    expect(env.submitForm).toHaveBeenCalledOnce();
  });
});
