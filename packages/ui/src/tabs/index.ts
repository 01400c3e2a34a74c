export * from './tabs';
export * from './use-tabs';
