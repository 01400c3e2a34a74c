export * from './island-dialog';
export * from './use-island-popup';
