import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** Name of the part, used in class names and error messages. */
export const SANITIZED_HTML_NAME = 'SanitizedHtml';

/** Props of {@link SanitizedHtml}. */
export interface SanitizedHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** Untrusted server HTML; it is sanitized with {@link sanitizeHtml} before it is shown. */
  html: string;
}

/**
 * Shows server HTML after sanitizing it (DOMPurify): the one way Hearth puts server markup into
 * the page. Sanitized once per distinct `html`, to the same markup during server rendering (on
 * jsdom) as in the browser, so the content is in the server's HTML and hydrates unchanged.
 */
export function SanitizedHtml({ html, className, ...rest }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      {...rest}
      className={className ? `hearth-sanitized-html ${className}` : 'hearth-sanitized-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
