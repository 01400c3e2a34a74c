// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useMediaQuery } from './use-media-query';
import { useReducedMotion } from './use-reduced-motion';

/** On the server there is no viewport and no preference: both hooks render `false`, which hydration starts from. */
describe('media hooks on the server', () => {
  it('useMediaQuery and useReducedMotion render false', () => {
    function Probe() {
      return createElement('p', null, `${useMediaQuery('(max-width: 768px)')} ${useReducedMotion()}`);
    }
    expect(renderToString(createElement(Probe))).toBe('<p>false false</p>');
  });
});
