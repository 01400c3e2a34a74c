import type { HearthConfig } from './config-schema';
import { getConfig } from './config-store';

/**
 * Names of the feature flags the spec mentions, as they appear in `hearth-config` `features`.
 * Other names may be used too; these are the ones Hearth reads.
 */
export const FEATURES = {
  /** 001 §7, 002 §8: retry calls marked "retry" after 'Failed to fetch' / 'Load failed'. */
  retry: 'retry',
  /** 001 §4: Apple sign-in appears only when enabled. */
  appleSignIn: 'appleSignIn',
  /** 000 §6: Google sign-in when enabled. */
  googleSignIn: 'googleSignIn',
  /** 002 §2: the front-end half of the refreshed fabric/leather layout switch (the server sends the other half). */
  refreshedFabricLayout: 'refreshedFabricLayout',
  /** 002 §2: the front-end half of the legs refresh switch. */
  legRefresh: 'legRefresh',
  /** 002 §2: the registry 'View Checklist' link. */
  interactiveChecklist: 'interactiveChecklist',
  /** 002 §4: hide the selected summary and close drawers by default. */
  hideSelectedSummary: 'hideSelectedSummary',
  /** 002 §4: carousel shows 'Added' with the product name on mobile. */
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
