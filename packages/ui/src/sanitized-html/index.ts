export * from './sanitize-html';
export * from './sanitized-html';
