import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml } from './sanitized-html';

describe('SanitizedHtml', () => {
  it('renders the sanitized markup only', () => {
    const { container } = render(<SanitizedHtml html={'<p>Hi</p><img src=x onerror="window.__x=1">'} />);
    expect(container.querySelector('p')?.textContent).toBe('Hi');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
