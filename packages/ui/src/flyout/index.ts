export * from './flyout';
