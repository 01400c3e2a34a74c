import type { Catalogue, Wording } from './message-types';

type Bag = Readonly<Record<string, unknown>>;

/** Whether `value` is a plain object (a section's messages, or `messages` itself). */
export const isBag = (value: unknown): value is Bag =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The wording `messages` gives on a page of `brand` and `site`, by section and key: each section's
 * plain messages, over them its `section@brand` ones, over those its `section@site` ones. A
 * message that is not a text is left out (the check says so).
 *
 * @default brand 'main'
 * @default site 'US'
 */
export function resolveWording(messages: unknown, brand: unknown = 'main', site: unknown = 'US'): Wording {
  const wording: Record<string, Record<string, string>> = {};
  if (!isBag(messages)) return wording;
  for (const section of new Set(Object.keys(messages).map((name) => name.split('@')[0]!))) {
    const texts: Record<string, string> = {};
    for (const given of [messages[section], messages[`${section}@${brand}`], messages[`${section}@${site}`]])
      if (isBag(given))
        for (const [key, text] of Object.entries(given)) if (typeof text === 'string') texts[key] = text;
    wording[section] = texts;
  }
  return wording;
}

/**
 * `wording` with each message also under its default text, as the script-tag build reads it
 * (`wording-page.ts`), for the sections whose catalogue is in `catalogues`. A text two messages
 * of a section share is left by key only: the build keeps their keys.
 */
export function withTexts(wording: Wording, catalogues: Readonly<Record<string, Catalogue>>): Wording {
  const out: Record<string, Record<string, string>> = {};
  for (const [section, texts] of Object.entries(wording)) {
    const catalogue = catalogues[section];
    const byText: Record<string, string> = { ...texts };
    if (catalogue)
      for (const [key, text] of Object.entries(texts)) {
        const fallback = Object.hasOwn(catalogue, key) ? catalogue[key]! : undefined;
        if (fallback !== undefined && sharedTexts(catalogue).has(fallback) === false) byText[fallback] = text;
      }
    out[section] = byText;
  }
  return out;
}

const shared = new WeakMap<Catalogue, Set<string>>();

/** The default texts more than one message of `catalogue` has. */
export function sharedTexts(catalogue: Catalogue): Set<string> {
  let texts = shared.get(catalogue);
  if (!texts) {
    const seen = new Set<string>();
    texts = new Set();
    for (const text of Object.values(catalogue)) (seen.has(text) ? texts : seen).add(text);
    // Stryker disable next-line all: a cache; without it the same set is built again on each call
    shared.set(catalogue, texts);
  }
  return texts;
}
