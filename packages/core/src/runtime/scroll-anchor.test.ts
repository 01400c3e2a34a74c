import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdScroll } from './scroll-anchor';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Gives `el` a box `top` px from the top of the view, `height` px tall (happy-dom lays nothing out). */
function place(el: Element, top: number, height = 100) {
  el.getBoundingClientRect = () => ({ top, bottom: top + height, height }) as DOMRect;
}
const $ = (selector: string) => document.querySelector(selector)!;
/** A browser without CSS scroll anchoring (Safari). (happy-dom's `CSS` is a new object on each read: not spied on.) */
const safari = () => vi.stubGlobal('CSS', { supports: () => false });

describe('holdScroll', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    document.body.removeAttribute('style');
  });

  it('reads the scroll once per frame, however many islands mount in it (a read lays out the page)', async () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    for (let i = 0; i < 50; i++) holdScroll();
    expect(scrollY).toHaveBeenCalledTimes(1);
    await nextFrame();
    holdScroll();
    holdScroll();
    expect(scrollY).toHaveBeenCalledTimes(2);
    await nextFrame();
  });

  describe('where the browser does not keep the scroll itself, the page does not move as islands mount', () => {
    let scrollBy: ReturnType<typeof vi.fn>;
    beforeEach(() => {
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(600);
      vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
      scrollBy = vi.fn();
      window.scrollBy = scrollBy as never;
      // the shopper has scrolled past a banner and a strip that ends right at the top of the view;
      // a fixed header and an empty box sit at the top
      document.body.innerHTML = `<div id="banner"></div><div id="edge"></div><header id="fixed" style="position: fixed"></header>
        <div id="empty"></div><div id="list"><div id="above"></div><div id="seen"></div></div><div id="below"></div>`;
      place($('#banner'), -700, 100);
      place($('#fixed'), 0, 60);
      place($('#edge'), -100, 100);
      place($('#empty'), 10, 0);
      place($('#list'), -300, 2000);
      place($('#above'), -300, 250);
      place($('#seen'), -50, 400);
      place($('#below'), 1700, 100);
    });

    /** An island above the view mounts: what the shopper reads moves by `by`; the next frame is drawn. */
    async function mountMoving(by: number) {
      const { top } = $('#seen').getBoundingClientRect();
      holdScroll();
      place($('#seen'), top + by, 400);
      await nextFrame();
    }

    it('Safari (no CSS scroll anchoring): the page scrolls by however far the element in view moved', async () => {
      safari();
      await mountMoving(120);
      expect(scrollBy).toHaveBeenCalledTimes(1);
      expect(scrollBy).toHaveBeenCalledWith({ top: 120, behavior: 'instant' });
      await mountMoving(-40);
      expect(scrollBy).toHaveBeenLastCalledWith({ top: -40, behavior: 'instant' });
    });

    it('a browser without CSS (no CSS.supports) is kept in place too', async () => {
      vi.stubGlobal('CSS', undefined);
      await mountMoving(120);
      expect(scrollBy).toHaveBeenCalledWith({ top: 120, behavior: 'instant' });
    });

    it('an element starting right at the top of the view is the anchor, not what is inside it', async () => {
      safari();
      place($('#list'), 0, 2000);
      place($('#above'), 0, 50);
      holdScroll();
      // the list's first child grows; the list the shopper sees stays where it was
      place($('#above'), 0, 90);
      place($('#seen'), 90, 400);
      await nextFrame();
      expect(scrollBy).not.toHaveBeenCalled();
    });

    it('a page that turned scroll anchoring off (overflow-anchor: none) is kept in place too', async () => {
      document.body.style.setProperty('overflow-anchor', 'none');
      await mountMoving(120);
      expect(scrollBy).toHaveBeenCalledWith({ top: 120, behavior: 'instant' });
    });

    it('the anchor is an island still showing its fallback, though it starts above the view', async () => {
      safari();
      // its box reaches into the view, above the element the shopper reads; its fallback's
      // content goes when the island replaces it, its box stays
      place($('#above'), -300, 350);
      $('#above').setAttribute('data-hearth-state', 'pending');
      $('#above').innerHTML = '<p id="fallback"></p>';
      place($('#fallback'), 10, 40);
      holdScroll();
      $('#fallback').remove();
      place($('#above'), -260, 350);
      await nextFrame();
      expect(scrollBy).toHaveBeenCalledWith({ top: 40, behavior: 'instant' });
    });

    it('a sticky element is no anchor either: it does not move', async () => {
      safari();
      $('#list').setAttribute('style', 'position: sticky');
      document.body.insertAdjacentHTML('beforeend', '<div id="last"></div>');
      place($('#below'), -20, 0);
      place($('#last'), 300, 100);
      holdScroll();
      place($('#list'), -250, 2000);
      place($('#last'), 380, 100);
      await nextFrame();
      expect(scrollBy).toHaveBeenCalledWith({ top: 80, behavior: 'instant' });
    });

    it('nothing moved, the anchor is gone, or nothing is in view: no scroll', async () => {
      safari();
      await mountMoving(0);
      holdScroll();
      const seen = $('#seen');
      seen.remove();
      // a box out of the page: all zeros
      place(seen, 0, 0);
      await nextFrame();
      // the first box below the view starts right at its bottom edge
      place($('#list'), 800, 100);
      holdScroll();
      place($('#list'), 850, 100);
      await nextFrame();
      expect(scrollBy).not.toHaveBeenCalled();
    });

    it('Chromium and Firefox keep the scroll themselves: the page reads no box', async () => {
      const read = vi.fn(() => ({ top: 0, bottom: 100, height: 100 }) as DOMRect);
      $('#seen').getBoundingClientRect = read;
      holdScroll();
      await nextFrame();
      expect(read).not.toHaveBeenCalled();
      expect(scrollBy).not.toHaveBeenCalled();
    });

    it('a page at the top has nothing to keep', async () => {
      safari();
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
      await mountMoving(120);
      expect(scrollBy).not.toHaveBeenCalled();
    });
  });
});
