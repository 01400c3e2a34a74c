import type { HearthConfig } from './config-schema';

let override: HearthConfig | undefined;

/** The configuration `setConfig` gave, if any (read by the wording without loading the config checks). */
export function configOverride(): HearthConfig | undefined {
  return override;
}

/** Records what `setConfig` gave (`undefined`: the page's script again). */
export function setConfigOverride(config: HearthConfig | undefined): void {
  override = config;
}
