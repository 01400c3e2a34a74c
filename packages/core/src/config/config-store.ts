import { applyWording } from '../messages/apply-wording';
import { isBag } from '../messages/resolve-wording';
import type { HearthConfig, HearthConfigInput } from './config-schema';
import { parseConfig } from './parse-config';
import { readConfig } from './read-config';

let cache = new WeakMap<Document, HearthConfig>();
let override: HearthConfig | undefined;
let serverDefaults: HearthConfig | undefined;

/**
 * The configuration in effect: the one given to `setConfig` if any, otherwise the page's
 * `hearth-config` script, read once per document and cached. Without a DOM (server
 * rendering, plain node) it is the defaults.
 *
 * @param doc the document whose config script to read
 * @default doc globalThis.document
 */
export function getConfig(doc: Document | undefined = globalThis.document): HearthConfig {
  if (override) return override;
  if (!doc) return (serverDefaults ??= parseConfig(undefined));
  let config = cache.get(doc);
  if (!config) {
    config = readConfig(doc);
    cache.set(doc, config);
  }
  return config;
}

/**
 * Sets the configuration for pages without a config script (npm users, Storybook). The
 * partial is merged over the configuration in effect: top-level fields replace, while
 * `endpoints`, `features` and `helpPhone` merge key by key, `messages` section by section and key
 * by key. Invalid fields are dropped with
 * one `console.error` naming `setConfig` and the field. Returns the new configuration.
 */
export function setConfig(partial: HearthConfigInput): HearthConfig {
  const current = getConfig();
  const merged = {
    ...current,
    ...partial,
    endpoints: { ...current.endpoints, ...partial.endpoints },
    features: { ...current.features, ...partial.features },
    helpPhone: { ...current.helpPhone, ...partial.helpPhone },
    messages: mergeMessages(current.messages as Wording | undefined, partial.messages),
  };
  override = parseConfig(merged, 'setConfig');
  applyWording(override);
  return override;
}

/** The configuration `setConfig` gave last, if any (`<HearthConfigProvider>` tells a `resetConfig` by it). */
export const configOverride = (): HearthConfig | undefined => override;

/** Forgets `setConfig` and every cached read, so the next `getConfig` reads the page again (tests). */
export function resetConfig(): void {
  override = undefined;
  serverDefaults = undefined;
  cache = new WeakMap();
  applyWording(undefined);
}

type Wording = Readonly<Record<string, unknown>>;

/** `given` over `current`, section by section and key by key; `undefined` when neither has any. */
function mergeMessages(current: Wording | undefined, given: Wording | undefined): Wording | undefined {
  if (!given) return current;
  const merged: Record<string, unknown> = { ...current };
  for (const [section, messages] of Object.entries(given))
    merged[section] = isBag(messages) && isBag(merged[section]) ? { ...merged[section], ...messages } : messages;
  return merged;
}
