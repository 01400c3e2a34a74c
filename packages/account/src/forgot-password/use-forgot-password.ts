import { getClient, type HearthClient } from '@hearth/core';
import { useBusyAction } from '@hearth/ui';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { accountMessage } from '../wording';
import { RESET_EMAIL_MAX_LENGTH, requestPasswordReset, validateResetEmail } from './forgot-password-logic';

/** Options of {@link useForgotPassword}. */
export interface UseForgotPasswordOptions {
  /** Prefills the email field (e.g. what was typed in the sign-in form). @default '' */
  email?: string | undefined;
  /** What the popup is for, when the server rendered it; the token call's headerMessage replaces it. @default undefined */
  headerMessage?: string | undefined;
  /** The call client. @default getClient() */
  client?: Pick<HearthClient, 'get' | 'post'> | undefined;
}

/** The popup's view. */
export type ForgotPasswordView = 'form' | 'sent';

/** What {@link useForgotPassword} returns. */
export interface ForgotPasswordResult {
  view: ForgotPasswordView;
  busy: boolean;
  headerMessage: string | undefined;
  error: string | undefined;
  submitted: boolean;
  failure: string | undefined;
  sentMessage: string | undefined;
  emailProps: {
    name: string;
    type: string;
    value: string;
    maxLength: number;
    autoComplete: string;
    required: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Forgot-password behaviour [ref: forgot-password#calls, #screens, #validation]: the email field's props, validation on blur
 * and submit, one request at a time, the failure message (the email stays as typed) and the
 * success view. (The Field holds a blur's error back while Submit or Cancel is being pressed.)
 */
export function useForgotPassword({
  email: initialEmail = '',
  headerMessage: initialHeader,
  client,
}: UseForgotPasswordOptions = {}): ForgotPasswordResult {
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [view, setView] = useState<ForgotPasswordView>('form');
  const [failure, setFailure] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState<string | undefined>();
  const [headerMessage, setHeaderMessage] = useState(initialHeader);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const invalid = validateResetEmail(email);
  const error = touched || submitted ? (invalid ?? undefined) : undefined;

  const send = useBusyAction(async () => {
    abort.current = new AbortController();
    const result = await requestPasswordReset(client ?? getClient(), email, abort.current.signal);
    if (result.status === 'aborted') return;
    if (result.headerMessage) setHeaderMessage(result.headerMessage);
    if (result.status === 'sent') {
      setSentMessage(result.message);
      setView('sent');
    } else {
      setFailure(
        result.message ??
          accountMessage(
            'resetPasswordFailed',
            "We couldn't send the reset link right now. Please check your email address and try again.",
          ),
      );
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    setFailure(undefined);
    void send.run();
  };

  return {
    view,
    busy: send.busy,
    /** What the popup is for: the server's headerMessage once known. */
    headerMessage,
    error,
    /** `true` after Submit: errors are then announced. */
    submitted,
    failure,
    sentMessage,
    emailProps: {
      name: 'accountEmail',
      type: 'email',
      value: email,
      maxLength: RESET_EMAIL_MAX_LENGTH,
      autoComplete: 'email',
      required: true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value),
      onBlur: () => setTouched(true),
    },
    onSubmit,
  };
}
