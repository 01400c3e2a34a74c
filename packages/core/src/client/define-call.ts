import type { Struct } from 'superstruct';
import { enrollCall } from './endpoint-names';

/** A call's HTTP method. */
export type CallMethod = 'GET' | 'POST';

/**
 * How a call's answer is read: `'json'` parses it (empty is `undefined`); `'text'` resolves the
 * body as it came, for the calls whose server answers HTML ([ref: core#calls] GET /browse/popup).
 */
export type CallAnswerFormat = 'json' | 'text';

/**
 * One server call, declared by the feature that makes it [ref: script-tag#configuration-hearth-config, #calls]: its name (the spec's
 * own, the key of `hearth-config` `endpoints`), method, default path when the spec shows one,
 * whether the spec marks it "retry", and the schema its answer must match.
 */
export interface CallDefinition<TAnswer = unknown> {
  /** The spec's call name; `hearth-config` `endpoints[name]` overrides `path`. */
  readonly name: string;
  readonly method: CallMethod;
  /** The path the spec shows; without it the page's config must give one. */
  readonly path?: string | undefined;
  /** [ref: core#calls] "(retry)": retried on 'Failed to fetch' / 'Load failed' when the `retry` feature is on. */
  readonly retry: boolean;
  /** Schema of the answer; its result (coercions, defaults) is what the call resolves. */
  readonly answer?: Struct<TAnswer, any> | undefined;
  /** How the answer is read (and what `Accept` asks for). @default 'json' */
  readonly answerFormat?: CallAnswerFormat | undefined;
}

/** What {@link defineCall} takes. */
export interface CallSpec<TAnswer> {
  name: string;
  method: CallMethod;
  /** @default undefined (the page's config supplies it) */
  path?: string;
  /** @default false */
  retry?: boolean;
  /** @default undefined (the answer is not checked) */
  answer?: Struct<TAnswer, any>;
  /**
   * `'text'` for a server that answers HTML: the call resolves the body as a string, sent with
   * `Accept: text/html`; pair it with a `string()` answer schema so the call is typed.
   * @default 'json'
   */
  answerFormat?: CallAnswerFormat;
}

/**
 * Declares a call. Features keep their calls in the `calls.ts` of their island folder, so the
 * client never needs a central list and the resilience tests find every call by pattern. In
 * development the name is enrolled as a call of the page, for the check of `endpoints` keys.
 *
 * ```ts
 * export const getEdd = defineCall({ name: 'getEdd', method: 'POST', answer: EddAnswer });
 * ```
 */
export function defineCall<TAnswer = unknown>(spec: CallSpec<TAnswer>): CallDefinition<TAnswer> {
  if (process.env.NODE_ENV !== 'production') enrollCall(spec.name);
  return Object.freeze({ retry: false, ...spec });
}

/** Whether `value` is a call made by {@link defineCall}. */
export function isCallDefinition(value: unknown): value is CallDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CallDefinition).name === 'string' &&
    'method' in value
  );
}
