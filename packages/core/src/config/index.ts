export {
  BrandSchema,
  CONFIG_SCRIPT_ID,
  ConfigSchema,
  HelpPhoneSchema,
  SiteSchema,
  type Brand,
  type HearthConfig,
  type HearthConfigInput,
  type Site,
} from './config-schema';
export { parseConfig } from './parse-config';
export { readConfig } from './read-config';
export { getConfig, resetConfig, setConfig } from './config-store';
export { FEATURES, isFeatureOn, type FeatureName } from './features';
