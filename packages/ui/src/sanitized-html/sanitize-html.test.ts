// @vitest-environment node
// No DOM here: the sanitizer must give its answer on a server as it does in a browser.
import fc from 'fast-check';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const KEPT_TAGS = new Set(
  'a abbr address article aside b bdi bdo blockquote br caption cite code col colgroup dd del details dfn div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd li mark ol p pre q s samp section small span strong sub summary sup table tbody td tfoot th thead time tr u ul var wbr'.split(
    ' ',
  ),
);
const URL_ATTRIBUTES = ['href', 'src', 'cite'];

/** What a DOM reads from `html`: every element's tag and attributes (happy-dom, as a browser would for this plain markup). */
function parsed(html: string): Array<{ tag: string; attributes: Array<[string, string]> }> {
  const document = new Window().document;
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].map((el) => ({
    tag: el.tagName.toLowerCase(),
    attributes: [...el.attributes].map((a): [string, string] => [a.name, a.value ?? '']),
  }));
}

/** Why `html` (a sanitizer's output) would be unsafe, or [] when it is safe. */
function dangers(html: string): string[] {
  return parsed(html).flatMap(({ tag, attributes }) => [
    ...(KEPT_TAGS.has(tag) ? [] : [`element ${tag}`]),
    ...attributes.flatMap(([name, value]) => [
      ...(/^on|^style$|^id$|^name$|^srcdoc$|^formaction$/i.test(name) ? [`attribute ${name} on ${tag}`] : []),
      ...(URL_ATTRIBUTES.includes(name) &&
      /^[a-z][a-z0-9+.-]*:/i.test(value.replace(/[\s\u0000-\u001f]/g, '')) &&
      !/^(https?|mailto|tel):/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))
        ? [`${name}="${value}" on ${tag}`]
        : []),
    ]),
  ]);
}

/** Known XSS and mutation-XSS vectors (OWASP's cheat sheet and DOMPurify's issues, in spirit). */
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(1);">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<title><img src=x onerror=alert(1)></title>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div id="__AjaxAntiForgeryForm">x</div>',
  '<img src=x name=cookie>',
  '<a href=x onclick=alert(1)//>x</a>',
  '<img/src=x/onerror=alert(1)>',
  '<img src=x onerror\t=\talert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<template><img src=x onerror=alert(1)></template>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<a href="x" title="&quot; onmouseover=alert(1) x=&quot;">x</a>',
  "<a title='\"><img src=x onerror=alert(1)>'>x</a>",
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<details open ontoggle=alert(1)>',
];

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, javascript: links, styles and forms', () => {
    const out = sanitizeHtml(
      '<h2>Note</h2><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">a</a><p style="color:red">t</p><form action="/x"><input name="q"></form>',
    );
    expect(out).toBe('<h2>Note</h2><img src="x.png" alt="x"><a>a</a><p>t</p>');
  });

  it('keeps text, headings, lists, links, images and tables', () => {
    const html =
      '<h3 class="title">Delivery</h3><ul><li>One</li><li>Two &amp; three</li></ul><a href="/help?a=1&amp;b=2" title="Help">Help</a>' +
      '<table><thead><tr><th scope="col">Box</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table><img src="https://cdn.example/x.png" alt="A sofa" width="80">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and adds rel=noopener to those opening a new window', () => {
    expect(sanitizeHtml('<a href="/help" target="_blank" rel="opener">Help</a>')).toBe(
      '<a href="/help" target="_blank" rel="noopener noreferrer">Help</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@hearth.test">Mail</a><a href="tel:18005550134">Call</a>')).toBe(
      '<a href="mailto:help@hearth.test">Mail</a><a href="tel:18005550134">Call</a>',
    );
  });

  it('escapes text and closes what it opens, so its output is read as written', () => {
    expect(sanitizeHtml('a < b > c & d <p>open <b>bold')).toBe('a &lt; b &gt; c &amp; d <p>open <b>bold</b></p>');
    expect(sanitizeHtml('<b>x</i></b></p>')).toBe('<b>x</b>');
    expect(sanitizeHtml('<p title=\'a "quoted" <b>\'>x</p>')).toBe('<p title="a &quot;quoted&quot; &lt;b&gt;">x</p>');
    expect(sanitizeHtml('&copy; 2026 &#x2014; &unknown; &')).toBe('&copy; 2026 &#x2014; &unknown; &amp;');
  });

  it.each(VECTORS)('leaves nothing that runs of %s', (vector) => {
    const out = sanitizeHtml(vector);
    expect(dangers(out)).toEqual([]);
    expect(out).not.toMatch(
      /<(script|style|svg|math|iframe|object|embed|form|button|input|textarea|select|template|base|meta|link|noscript)\b/i,
    );
  });

  it('answers an empty string for empty or non-string input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(undefined as unknown as string)).toBe('');
  });

  it('is safe and stable for any tag soup (its output sanitizes to itself)', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '</',
      '/>',
      '"',
      "'",
      '=',
      ' ',
      '\t',
      '&',
      '&#',
      'x6a;',
      '&amp;',
      '&colon;',
      ';',
      '<!--',
      '-->',
      'a',
      'p',
      'b',
      'img',
      'svg',
      'math',
      'style',
      'script',
      'textarea',
      'noscript',
      'template',
      'table',
      'td',
      'href',
      'src',
      'title',
      'onerror',
      'onload',
      'style',
      'id',
      'javascript:',
      'java',
      'script:',
      'alert(1)',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const out = sanitizeHtml(pieces.join(''));
        expect(dangers(out)).toEqual([]);
        expect(sanitizeHtml(out)).toBe(out);
      }),
      { numRuns: 400 },
    );
  });
});
