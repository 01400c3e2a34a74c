// A client module although it imports nothing of React at run time: rendered from a Server
// Component (a root layout), it must run in the browser too, or the browser's first render would
// miss the configuration the server's HTML had.
'use client';

import type { ReactNode } from 'react';
import type { HearthConfig, HearthConfigInput } from './config-schema';
import { configOverride, setConfig } from './config-store';

/** Props of {@link HearthConfigProvider}. */
export interface HearthConfigProviderProps {
  /** What `setConfig` takes: `messages` (typed by the packages imported), `endpoints`, `site`, … */
  readonly config: HearthConfigInput;
  readonly children?: ReactNode;
}

// What was last given and what it made, so a re-render (StrictMode's second one, a parent's
// update) with the same configuration does no work, while one after `resetConfig` or another
// `setConfig` applies it again.
let given: HearthConfigInput | undefined;
let givenText: string | undefined;
let made: HearthConfig | undefined;

/**
 * The configuration as a component, for an app that keeps its settings in its component tree (a
 * root layout that is a Server Component passes `config` as plain data): it calls `setConfig`
 * with `config` as it renders, before its children render, so the server's HTML and the first
 * client render say the same; a later render with another `config` merges it in as `setConfig`
 * does. The configuration is the page's, one for the whole app, not per subtree: render one, at the
 * root. It renders its children and nothing else.
 *
 * ```tsx
 * <HearthConfigProvider config={{ brand: 'cb2', messages: { 'add-to-cart': { labelAddToCart: 'Add to Bag' } } }}>
 *   <AddToCart items={[{ Sku: '410100' }]} />
 * </HearthConfigProvider>
 * ```
 */
export function HearthConfigProvider({ config, children }: HearthConfigProviderProps): ReactNode {
  const text = config === given ? givenText : JSON.stringify(config);
  // a getter (antiForgeryToken) is not in the text: a new one is applied too
  if (made !== configOverride() || text !== givenText || config.antiForgeryToken !== given?.antiForgeryToken)
    made = setConfig(config);
  given = config;
  givenText = text;
  return children;
}
