// The loader itself (createRuntime, startHearth) is exported only from '@hearth/core/loader',
// so that island chunks importing this barrel never pull it in: it stays inside hearth.js.
export type { HearthRuntime, RuntimeOptions } from './loader';
export { defineIsland, type IslandDefinition, type IslandInjectedProps } from './define-island';
export { checkProps, MAX_PROPS_DEPTH, pathTooDeep, readRawProps, reportBadProps, type PropsResult } from './props';
export type {
  HearthApi,
  IslandBudget,
  IslandContext,
  IslandHandle,
  IslandLoader,
  IslandModule,
  IslandState,
  LoadStrategy,
  PopupContext,
} from './types';
