export * from './button';
export * from './use-button';
export * from './use-busy-action';
