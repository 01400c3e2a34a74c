import { configuredEndpoint, getClient, getConfig, type HearthClient } from '@hearth/core';
import { useBusyAction } from '@hearth/ui';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  type RefObject,
  type SetStateAction,
  type Dispatch,
} from 'react';
import { accountEnv, type AccountEnv } from '../shared/env';
import { postSessionToken } from './auth-form';
import { createIdentityProvider, type IdentityProvider } from './identity-provider';
import { credentialsUrl, returnUrlFor, socialSignInUrl } from './routes';
import { loadSignInConfig, type SignInConfig, type SignInMessages } from './sign-in-config';
import {
  PASSWORD_DISABLED_MS,
  decideOnConfig,
  identityErrors,
  passwordStartsDisabled,
  resolveSignInMessages,
  summaryMessages,
  validateSignIn,
  type SignInErrors,
} from './sign-in-logic';

/** Options of {@link useSignIn}. */
export interface UseSignInOptions {
  /** Where to go after signing in (a same-site path). @default the current page */
  returnUrl?: string | undefined;
  /** Prefills the email field. @default the sign-in config's `username`, else '' */
  email?: string | undefined;
  /** Makes the email field read-only (it is still sent). @default the sign-in config's `lockUsername`, else false */
  lockUsername?: boolean | undefined;
  /** Custom title. @default the sign-in config's `title` */
  title?: string | undefined;
  /** Custom text under the title. @default the sign-in config's `text` */
  text?: string | undefined;
  /** Messages written by the server; they win over the sign-in config's. */
  messages?: SignInMessages | undefined;
  /** The sign-in config when the server rendered it; fetched from `signInConfig` when absent. */
  config?: SignInConfig | undefined;
  /** Focus removal: on the confirmation page the password field is disabled for 9000 ms. @default false */
  removeFocus?: boolean | undefined;
  /** Browser pieces (location, navigation, form submit, timers, fetch) for tests. */
  env?: Partial<AccountEnv> | undefined;
  /** The call client. @default getClient() */
  client?: Pick<HearthClient, 'get'> | undefined;
  /** The identity provider. @default createIdentityProvider on config endpoints `identityProvider` */
  identityProvider?: IdentityProvider | undefined;
  /**
   * Opens the reset-password popup. @default `window.hearth.open('forgot-password', { email })`
   * on script-tag pages, else the widget shows it itself
   */
  onResetPassword?: ((email: string, opener: HTMLElement) => void) | undefined;
}

/**
 * The widget's phase: `loading` the config, `ready`, `leaving` for another page because of the
 * config, or `signed-in` (the session token is being posted; the form stays, busy).
 */
export type SignInPhase = 'loading' | 'ready' | 'leaving' | 'signed-in';

/** What {@link useSignIn} returns. */
export interface SignInResult {
  phase: SignInPhase;
  busy: boolean;
  title: string | undefined;
  text: string | undefined;
  errors: SignInErrors;
  summary: string[];
  returnUrl: string;
  googleUrl: string;
  appleUrl: string;
  usernameProps: {
    name: string;
    type: string;
    value: string;
    autoComplete: string;
    readOnly: true | undefined;
    'aria-readonly': true | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  passwordProps: {
    name: string;
    type: string;
    value: string;
    autoComplete: string;
    disabled: true | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  resetProps: { onClick: (event: MouseEvent<HTMLElement>) => void };
  resetDialog: { key: number; open: boolean; onOpenChange: Dispatch<SetStateAction<boolean>>; email: string };
}

/**
 * Takes the sign-in config from props or loads it, once, when the widget mounts; then leaves for
 * the account or login page when it says so, else shows the form [ref: sign-in#rules].
 */
function useSignInConfigOnMount(
  options: UseSignInOptions,
  env: AccountEnv,
  returnUrl: string,
  abort: RefObject<AbortController | null>,
  setPhase: (phase: SignInPhase) => void,
  onConfig: (config: SignInConfig) => void,
): void {
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    const decide = (result: Parameters<typeof decideOnConfig>[0]) => {
      const decision = decideOnConfig(result, {
        pathname: env.location.pathname,
        returnUrl,
        origin: env.location.origin,
      });
      if (decision.action === 'navigate') {
        setPhase('leaving');
        env.navigate(decision.url);
      } else {
        setPhase('ready');
      }
    };
    if (options.config) {
      decide({ ok: true, config: options.config });
    } else {
      void loadSignInConfig(options.client ?? getClient(), { returnUrl, email: options.email }, controller.signal).then(
        (result) => {
          if (controller.signal.aborted || (!result.ok && result.aborted)) return;
          if (result.ok) onConfig(result.config);
          decide(result);
        },
      );
    }
    return () => controller.abort();
    // The config is read once, when the widget mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Sign-in behaviour [ref: sign-in]: loads the sign-in config (or takes it from props), leaves
 * for the account or login page when it says so, checks the fields, asks the identity provider,
 * and on success posts the session token to /account/auth. Returns props for the inputs, links
 * and buttons.
 */
export function useSignIn(options: UseSignInOptions = {}): SignInResult {
  const env = useMemo(() => accountEnv(options.env), [options.env]);
  const returnUrl = useMemo(() => returnUrlFor(options.returnUrl, env.location), [options.returnUrl, env]);
  const [config, setConfig] = useState<SignInConfig | undefined>(options.config);
  const [phase, setPhase] = useState<SignInPhase>('loading');
  const [username, setUsername] = useState(options.email ?? options.config?.username ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [passwordDisabled, setPasswordDisabled] = useState(() =>
    passwordStartsDisabled(options.removeFocus ?? false, env.location.pathname),
  );
  const [resetOpen, setResetOpen] = useState(false);
  const [resetCount, setResetCount] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const edited = useRef(false);

  const messages = resolveSignInMessages(options.messages, config?.messages);

  useSignInConfigOnMount(options, env, returnUrl, abort, setPhase, (loaded) => {
    setConfig(loaded);
    if (!edited.current && options.email === undefined && loaded.username) setUsername(loaded.username);
  });

  useEffect(() => {
    if (!passwordDisabled) return;
    // [ref: sign-in#rules]: on a confirmation page with focus removal, the password waits 9000 ms.
    const id = env.setTimeout(() => setPasswordDisabled(false), PASSWORD_DISABLED_MS);
    return () => env.clearTimeout(id);
  }, [passwordDisabled, env]);

  const send = useBusyAction(async () => {
    const page = getConfig();
    const provider =
      options.identityProvider ??
      createIdentityProvider({
        // The page's own endpoint is trusted; the config answer's authnUrl must pass the URL filter.
        endpoint:
          configuredEndpoint('identityProvider', page.endpoints) ||
          credentialsUrl(config?.authnUrl, page.credentialOrigins, env.location.href),
        fetch: env.fetch,
        setTimeout: env.setTimeout,
        clearTimeout: env.clearTimeout,
      });
    const result = await provider.signIn({ username: username.trim(), password }, abort.current?.signal);
    if (abort.current?.signal.aborted) return;
    if (!result.ok) {
      setErrors(identityErrors(result, messages, { username, password }));
      return;
    }
    setPhase('signed-in');
    postSessionToken(document, { sessionToken: result.sessionToken, redirectUrl: returnUrl }, env.submitForm);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.busy || phase !== 'ready') return;
    const found = validateSignIn({ username, password }, messages);
    setErrors(found);
    if (found.username || found.password) return;
    void send.run();
  };

  const lockUsername = options.lockUsername ?? config?.lockUsername ?? false;
  const openReset = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    const opener = event.currentTarget;
    if (options.onResetPassword) return options.onResetPassword(username.trim(), opener);
    const hearth = typeof window === 'undefined' ? undefined : window.hearth;
    if (hearth) void hearth.open('forgot-password', { email: username.trim() }, opener);
    else {
      // Stryker disable next-line ArithmeticOperator: any new key opens the popup afresh
      setResetCount((n) => n + 1);
      setResetOpen(true);
    }
  };

  return {
    phase,
    busy: send.busy || phase === 'signed-in',
    title: options.title || config?.title || undefined,
    text: options.text || config?.text || undefined,
    errors,
    summary: summaryMessages(errors),
    returnUrl,
    googleUrl: socialSignInUrl('Google', returnUrl),
    appleUrl: socialSignInUrl('Apple', returnUrl),
    usernameProps: {
      name: 'username',
      type: 'email',
      value: username,
      autoComplete: 'username',
      readOnly: lockUsername || undefined,
      'aria-readonly': lockUsername || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        edited.current = true;
        setUsername(event.target.value);
      },
    },
    passwordProps: {
      name: 'password',
      type: 'password',
      value: password,
      autoComplete: 'current-password',
      disabled: passwordDisabled || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value),
    },
    onSubmit,
    /** Props for the 'Reset password' control. */
    resetProps: { onClick: openReset },
    /** The widget's own reset-password popup (npm pages without `window.hearth`). */
    resetDialog: { key: resetCount, open: resetOpen, onOpenChange: setResetOpen, email: username.trim() },
  };
}
