// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { itemImageLoading, useDesktop } from './item-images';

describe('the item pictures on the server [ref: checkout#limits]', () => {
  it("render for a phone's viewport: 2 pictures at once, which hydration starts from", () => {
    function Probe() {
      const desktop = useDesktop();
      return createElement('p', null, [0, 1, 2].map((index) => itemImageLoading(index, desktop)).join(' '));
    }
    expect(renderToString(createElement(Probe))).toBe('<p>eager eager lazy</p>');
  });
});
