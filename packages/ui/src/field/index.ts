export * from './field';
export * from './text-field';
export * from './use-field';
export * from './press';
export * from './use-press-guard';
export * from './waiting-choice';
