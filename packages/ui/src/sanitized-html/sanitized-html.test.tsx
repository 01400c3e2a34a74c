import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';
import { SanitizedHtml } from './sanitized-html';

// happy-dom's nodeName getter is fixed for the sanitizer in vitest.setup.ts, before any file runs

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, javascript: links, styles and forms', () => {
    const out = sanitizeHtml(
      '<h2>Note</h2><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">a</a><p style="color:red">t</p><form action="/x"><input name="q"></form>',
    );
    expect(out).toContain('<h2>Note</h2>');
    expect(out).not.toMatch(/script|onerror|javascript:|style=|<form|<input/);
    expect(out).toContain('<img src="x.png" alt="x">');
  });

  it('keeps safe links and adds rel=noopener to those opening a new window', () => {
    const out = sanitizeHtml('<a href="/help" target="_blank">Help</a>');
    expect(out).toContain('href="/help"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('answers an empty string for empty or non-string input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(undefined as unknown as string)).toBe('');
  });
});

describe('SanitizedHtml', () => {
  it('renders the sanitized markup only', () => {
    const { container } = render(<SanitizedHtml html={'<p>Hi</p><img src=x onerror="window.__x=1">'} />);
    expect(container.querySelector('p')?.textContent).toBe('Hi');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows the new markup when its html changes', () => {
    const { container, rerender } = render(<SanitizedHtml html="<p>Care</p>" />);
    rerender(<SanitizedHtml html="<p>Materials</p><script>x()</script>" />);
    expect(container.firstElementChild!.innerHTML).toBe('<p>Materials</p>');
  });

  it('keeps its own class (its styles) beside the one it is given, and passes the other props on', () => {
    const { container, rerender } = render(<SanitizedHtml html="<p>Hi</p>" className="care" id="care" />);
    const box = container.firstElementChild!;
    expect(box.className).toBe('hearth-sanitized-html care');
    expect(box.id).toBe('care');
    rerender(<SanitizedHtml html="<p>Hi</p>" />);
    expect(container.firstElementChild!.className).toBe('hearth-sanitized-html');
  });
});
