import DOMPurify from 'dompurify';
import { serverWindow } from './server-window';

type Purifier = ReturnType<typeof DOMPurify>;

/** Elements never kept, whatever the sanitizer's defaults. */
const FORBID_TAGS = [
  'script',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'object',
  'embed',
  'link',
  'meta',
  'base',
];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.|[^:]*$)/i;

let purifier: Purifier | undefined;
// Created on first use: in a browser, on the window of that moment; without one (server
// rendering), on a jsdom window (an optional peer dependency, see server-window.ts).
function getPurifier(): Purifier {
  return (purifier ??= DOMPurify(typeof window === 'undefined' ? serverWindow() : window));
}

/**
 * Makes server HTML safe to insert (e.g. the content behind a cart `popupUrl`) [ref: ui#rules]: scripts,
 * event-handler attributes, `javascript:` URLs, forms, frames and styles are removed by DOMPurify;
 * text, headings, lists, links, images and tables stay. Links that open a new window get
 * `rel="noopener noreferrer"`.
 *
 * A second pass over the result enforces the same rules again (defence in depth; it also keeps
 * the rules in DOM emulations where DOMPurify's own checks misread nodes).
 *
 * The same on the server and in the browser, so server-rendered markup hydrates unchanged:
 * DOMPurify on the browser's own window, and during server rendering on a jsdom window (jsdom is
 * an optional peer dependency, for apps that render on a server; without it this throws, naming
 * it).
 *
 * @param html - untrusted HTML.
 * @returns HTML safe for `innerHTML`.
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  const purify = getPurifier();
  if (!purify.isSupported) return '';
  // A fragment of the sanitizer's own document (jsdom's on the server): the second pass needs no
  // global `document`.
  const fragment = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    RETURN_DOM_FRAGMENT: true,
  });
  return enforce(fragment);
}

function enforce(fragment: DocumentFragment): string {
  fragment.querySelectorAll(FORBID_TAGS.join(',')).forEach((el) => el.remove());
  fragment.querySelectorAll('*').forEach((el) => {
    for (const { name, value } of Array.from(el.attributes)) {
      // (an HTML document's attribute names are lower case)
      const badUrl = URL_ATTRIBUTES.includes(name) && !SAFE_URL.test(value.replace(/[\s\u0000-\u001f]/g, ''));
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc' || badUrl) el.removeAttribute(name);
    }
    // Without rel=noopener a page opened in a new window could reach window.opener.
    if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
  });
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
