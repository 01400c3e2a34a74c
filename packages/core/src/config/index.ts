export * from './config-schema';
export * from './parse-config';
export * from './read-config';
export * from './config-store';
export * from './features';
