import {
  CARD_NUMBER_INPUT_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  formatCardNumber,
  filledValues,
  formatExpiry,
  hasErrors,
  securityCodeLength,
  useAutofillCheck,
  type CardEntity,
  type CardType,
  type FieldErrors,
} from '@hearth/commerce';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type InputHTMLAttributes,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useIsomorphicLayoutEffect } from '@hearth/ui';
import { accountEnv, type AccountEnv } from '../shared/env';
import {
  EMPTY_CARD_FORM,
  cardEntryType,
  cardFormatDelay,
  cardFromForm,
  cleanSecurityCode,
  showsExpiryAndCvv,
  validateCardForm,
  type CardFormValues,
} from './card-entry-logic';

/** Options of {@link useCardEntry}. */
export interface UseCardEntryOptions {
  /**
   * The type the popup is opened for; the store credit card hides expiry and security code
   * [ref: card-entry#rules]. Without it the type is detected from the number [ref: card-entry#validation].
   * @default undefined
   */
  cardType?: CardType | undefined;
  /** Receives the Card entity [ref: card-entry#data] when the shopper applies a valid card. */
  onApply?: ((card: CardEntity) => void) | undefined;
  /** Browser pieces (user agent, timers) for tests. @default the browser's */
  env?: Partial<AccountEnv> | undefined;
  /** Today, for the expiry check. @default new Date() */
  now?: Date | undefined;
}

type Field = keyof CardFormValues;
type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: (el: HTMLInputElement | null) => void };

/** What {@link useCardEntry} returns. */
export interface CardEntryResult {
  type: CardType;
  withDates: boolean;
  errors: Partial<Record<keyof CardFormValues, string>>;
  submitted: boolean;
  numberProps: InputProps;
  expiryProps: InputProps;
  cvvProps: InputProps;
  saveProps: InputProps;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  apply: () => CardEntity | null;
}

/**
 * [ref: checkout#limits]: a card the browser filled in without an input event is read in every
 * 250 ms, formatted as if typed, and checked as if left (its error shows). Returns the reading,
 * which Apply makes too (a press within those 250 ms): the values with the filled fields read
 * in, or `values` itself when none was.
 */
function useCardAutofill(
  inputs: Record<'number' | 'expiry' | 'cvv', RefObject<HTMLInputElement | null>>,
  values: CardFormValues,
  cvvLength: number,
  setValues: Dispatch<SetStateAction<CardFormValues>>,
  setTouched: Dispatch<SetStateAction<Partial<Record<Field, boolean>>>>,
): () => CardFormValues {
  const readFilled = (): CardFormValues => {
    const filled = filledValues(
      Object.entries(inputs).map(([name, input]) => [name as keyof typeof inputs, input.current] as const),
      values,
    );
    if (!filled) return values;
    const readIn = (v: CardFormValues): CardFormValues => ({
      ...v,
      ...(filled.number !== undefined && { number: formatCardNumber(filled.number, filled.number.length).value }),
      ...(filled.expiry !== undefined && { expiry: formatExpiry(filled.expiry, v.expiry) }),
      ...(filled.cvv !== undefined && { cvv: cleanSecurityCode(filled.cvv, cvvLength) }),
    });
    setValues(readIn);
    setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(filled).map((field) => [field, true])) }));
    return readIn(values);
  };
  useAutofillCheck(readFilled);
  return readFilled;
}

/**
 * Card entry behaviour [ref: card-entry#data, #rules, #validation]: returns props for the number, expiry, security code
 * and save inputs, the errors to show, and the submit handler. Errors appear on blur and on
 * Apply; a field that shows one is checked again as it changes.
 */
export function useCardEntry({ cardType, onApply, env: envProp, now }: UseCardEntryOptions = {}): CardEntryResult {
  const env = useMemo(() => accountEnv(envProp), [envProp]);
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // The caret to restore after the formatted number renders; `tick` re-runs the effect even
  // when formatting leaves the value unchanged (a letter typed and dropped).
  const [caret, setCaret] = useState<{ position: number; tick: number } | null>(null);
  const numberInput = useRef<HTMLInputElement | null>(null);
  const expiryInput = useRef<HTMLInputElement | null>(null);
  const cvvInput = useRef<HTMLInputElement | null>(null);
  const formatTimer = useRef<unknown>(undefined);
  const type = cardEntryType(values.number, cardType);
  const withDates = showsExpiryAndCvv(type);
  const cvvLength = securityCodeLength(type);

  const allErrors = validateCardForm(values, { fixedType: cardType, now: now ?? new Date() });
  const shown = (field: Field) => (submitted || touched[field] ? allErrors[field] : undefined);
  const errors: FieldErrors<CardFormValues> = {
    number: shown('number'),
    expiry: withDates ? shown('expiry') : undefined,
    cvv: withDates ? shown('cvv') : undefined,
  };

  useIsomorphicLayoutEffect(() => {
    const input = numberInput.current;
    if (!caret || !input || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(caret.position, caret.position);
  }, [caret]);
  useEffect(() => () => env.clearTimeout(formatTimer.current), [env]);

  const applyFormat = useCallback((raw: string, at: number) => {
    const formatted = formatCardNumber(raw, at);
    setValues((v) => ({ ...v, number: formatted.value }));
    setCaret((c) => ({ position: formatted.caret, tick: (c?.tick ?? 0) + 1 }));
  }, []);

  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const at = event.target.selectionStart ?? raw.length;
    const delay = cardFormatDelay(env.userAgent);
    if (delay === 0) return applyFormat(raw, at);
    // [ref: card-entry#rules]: on iOS Chrome the value is kept as typed and reformatted 250 ms later.
    setValues((v) => ({ ...v, number: raw }));
    env.clearTimeout(formatTimer.current);
    formatTimer.current = env.setTimeout(() => {
      const input = numberInput.current;
      applyFormat(input?.value ?? raw, input?.selectionStart ?? at);
    }, delay);
  };

  const cardInputs = { number: numberInput, expiry: expiryInput, cvv: cvvInput };
  const readFilled = useCardAutofill(cardInputs, values, cvvLength, setValues, setTouched);

  // The Field holds an error from this blur back while Apply is being pressed (useField).
  const blur = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));

  const numberProps: InputProps = {
    ref: (el) => void (numberInput.current = el),
    name: 'cardNumber',
    value: values.number,
    onChange: onNumberChange,
    onBlur: blur('number'),
    inputMode: 'numeric',
    maxLength: CARD_NUMBER_INPUT_MAX_LENGTH,
    autoComplete: 'cc-number',
  };
  const expiryProps: InputProps = {
    ref: (el) => void (expiryInput.current = el),
    name: 'expiry',
    value: values.expiry,
    onChange: (event) => {
      const raw = event.target.value;
      setValues((v) => ({ ...v, expiry: formatExpiry(raw, v.expiry) }));
    },
    onBlur: blur('expiry'),
    inputMode: 'numeric',
    maxLength: EXPIRY_MAX_LENGTH,
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
  };
  const cvvProps: InputProps = {
    ref: (el) => void (cvvInput.current = el),
    name: 'cvv',
    value: values.cvv,
    onChange: (event) => {
      const raw = event.target.value;
      setValues((v) => ({ ...v, cvv: cleanSecurityCode(raw, cvvLength) }));
    },
    onBlur: blur('cvv'),
    inputMode: 'numeric',
    maxLength: cvvLength,
    autoComplete: 'cc-csc',
  };
  const saveProps: InputProps = {
    name: 'saveToAccount',
    type: 'checkbox',
    checked: values.saveToAccount,
    onChange: (event) => {
      const checked = event.target.checked;
      setValues((v) => ({ ...v, saveToAccount: checked }));
    },
  };

  /** Validates everything; hands the Card entity to `onApply` when valid. Returns it, or `null`. */
  const apply = (): CardEntity | null => {
    setSubmitted(true);
    const current = readFilled();
    // A pending iOS Chrome reformat does not change the digits, so the card is complete now.
    const found =
      current === values ? allErrors : validateCardForm(current, { fixedType: cardType, now: now ?? new Date() });
    if (hasErrors(found)) return null;
    const card = cardFromForm(current, cardType);
    onApply?.(card);
    return card;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };

  return {
    type,
    /** Whether the expiry and security code fields show (not for the store credit card) [ref: card-entry#rules]. */
    withDates,
    errors,
    /** `true` once Apply was pressed: errors are then announced. */
    submitted,
    numberProps,
    expiryProps,
    cvvProps,
    saveProps,
    onSubmit,
    apply,
  };
}
