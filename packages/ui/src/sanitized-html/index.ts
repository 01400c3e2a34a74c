export { sanitizeHtml } from './sanitize-html';
export { SanitizedHtml, SANITIZED_HTML_NAME, type SanitizedHtmlProps } from './sanitized-html';
