import { describe, expect, it, vi } from 'vitest';
import { holdScroll } from './scroll-anchor';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('holdScroll', () => {
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
});
