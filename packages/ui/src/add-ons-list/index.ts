export * from './add-ons-list';
