import type { HearthConfig } from './config-schema';
import { getConfig } from './config-store';

/**
 * Names of the feature flags the spec mentions, as they appear in `hearth-config` `features`.
 * Other names may be used too; these are the ones Hearth reads.
 */
export const FEATURES = {
  /** [ref: core#calls, #errors]: retry calls marked "retry" after 'Failed to fetch' / 'Load failed'. */
  retry: 'retry',
  /** [ref: core#rules]: Apple sign-in appears only when enabled. */
  appleSignIn: 'appleSignIn',
  /** [ref: core#roles]: Google sign-in when enabled. */
  googleSignIn: 'googleSignIn',
  /** [ref: core#screens]: the front-end half of the refreshed fabric/leather layout switch (the server sends the other half). */
  refreshedFabricLayout: 'refreshedFabricLayout',
  /** [ref: core#screens]: the front-end half of the legs refresh switch. */
  legRefresh: 'legRefresh',
  /** [ref: core#screens]: the registry 'View Checklist' link. */
  interactiveChecklist: 'interactiveChecklist',
  /** [ref: core#rules]: hide the selected summary and close drawers by default. */
  hideSelectedSummary: 'hideSelectedSummary',
  /** [ref: core#rules]: carousel shows 'Added' with the product name on mobile. */
  showAddedText: 'showAddedText',
} as const;

/** A feature flag name Hearth knows (any other string is accepted by `isFeatureOn` too). */
export type FeatureName = (typeof FEATURES)[keyof typeof FEATURES];

/**
 * Whether a feature flag is on. A flag that is absent (or not `true`) is off.
 *
 * @param name the flag, preferably from FEATURES
 * @param config the configuration to read
 * @default config getConfig()
 */
export function isFeatureOn(name: FeatureName | (string & {}), config: HearthConfig = getConfig()): boolean {
  return Object.hasOwn(config.features, name) && config.features[name] === true;
}
