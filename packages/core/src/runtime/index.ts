// The loader itself (createRuntime, startHearth) is export * from './loader';
export * from './define-island';
export * from './props';
export * from './types';
