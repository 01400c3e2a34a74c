/** Money formatting for the US and Canadian sites (001 §9, 002 §5, §9, 000 §9). */
export * from './currency';
export * from './format-cents';
export * from './format-price';
