// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandDialog } from './island-dialog';

/** On the server there is no `HTMLElement`: an npm user's page renders the dialog's trigger all the same. */
describe('IslandDialog on the server', () => {
  it('renders its trigger, closed', () => {
    const html = renderToString(
      createElement(IslandDialog, { title: 'Sign In', triggerLabel: 'Sign In', opener: null }, 'Body'),
    );
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('>Sign In</span></button>');
    expect(html).not.toContain('Body');
  });
});
