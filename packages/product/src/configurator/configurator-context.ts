import { createContext, useContext } from 'react';
import type { useConfigurator } from './use-configurator';

/** What the drawers and their parts read from the configurator (one per island). */
export type ConfiguratorState = ReturnType<typeof useConfigurator>;

export const ConfiguratorContext = createContext<ConfiguratorState | null>(null);

/** The configurator around a part; throws when there is none (a part used on its own). */
export function useConfiguratorContext(): ConfiguratorState {
  const state = useContext(ConfiguratorContext);
  if (!state) throw new Error('hearth: a configurator part was rendered outside <Configurator>');
  return state;
}
