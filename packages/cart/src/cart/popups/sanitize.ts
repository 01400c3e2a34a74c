/** Loaded on demand by popup-html.ts (its own chunk in the script-tag build). */
export { sanitizeHtml } from '@hearth/ui';
