import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ZoomableImage } from './zoomable-image';

/** A gallery image and its zoom [ref: gallery#rules, #limits]: debounce 750 ms, roll-over 300 ms, the Zoom toggle. */

/** Timers the test moves by hand. */
const timers = () => {
  const pending = new Map<number, { at: number; run: () => void }>();
  let now = 0;
  let next = 1;
  return {
    setTimeout: (run: () => void, ms: number) => {
      pending.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (id: unknown) => void pending.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...pending]) {
        if (t.at > now) continue;
        pending.delete(id);
        t.run();
      }
    },
  };
};

const image = () => screen.getByRole('img', { name: 'Lounge Sofa' });
const zoomPicture = (container: HTMLElement) =>
  container.querySelector<HTMLImageElement>('.hearth-gallery-image__zoom');

describe('ZoomableImage', () => {
  it("the image at the high preset; the zoom-size picture only once selected 750 ms, hidden until 'Zoom in'", async () => {
    const user = userEvent.setup();
    const t = timers();
    const { container } = render(
      <ZoomableImage src="/img/sofa.jpg" alt="Lounge Sofa" selected loading="lazy" timers={t} />,
    );
    expect(image()).toHaveAttribute('src', '/img/sofa.jpg?$web_pdp_main_carousel_high$');
    expect(image()).toHaveAttribute('loading', 'lazy');
    const box = container.querySelector('.hearth-gallery-image')!;
    expect(box).not.toHaveAttribute('data-zoomed');
    act(() => t.advance(749));
    expect(zoomPicture(container)).toBeNull();
    act(() => t.advance(1));
    const zoom = zoomPicture(container)!;
    // the zoom preset alone, not added to the high one
    expect(zoom).toHaveAttribute('src', '/img/sofa.jpg?$web_pdp_main_carousel_zoom$');
    expect(zoom).toHaveAttribute('alt', '');
    expect(zoom).toHaveAttribute('aria-hidden', 'true');
    expect(zoom.hidden).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(box).toHaveAttribute('data-zoomed', 'true');
    expect(zoom.hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(box).not.toHaveAttribute('data-zoomed');
    expect(zoom.hidden).toBe(true);
  });

  it('the pointer resting 300 ms zooms it where it rests, and the zoom follows the pointer', () => {
    const t = timers();
    const { container } = render(
      <ZoomableImage src="/img/sofa.jpg" alt="Lounge Sofa" selected={false} loading="eager" timers={t} />,
    );
    const frame = image().parentElement!;
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 200, height: 100 } as DOMRect);
    fireEvent.pointerEnter(frame, { pointerType: 'mouse', clientX: 50, clientY: 75 });
    act(() => t.advance(300));
    expect(container.querySelector('.hearth-gallery-image')).toHaveAttribute('data-zoomed', 'true');
    const zoom = zoomPicture(container)!;
    expect(zoom.hidden).toBe(false);
    expect(zoom.style.transformOrigin).toBe('25% 75%');
    fireEvent.pointerMove(frame, { pointerType: 'mouse', clientX: 150, clientY: 25 });
    expect(zoom.style.transformOrigin).toBe('75% 25%');
  });

  it('an address the URL filter refuses: nothing drawn, and one line names the island and the field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <ZoomableImage src="javascript:alert(1)" alt="Lounge Sofa" selected loading="eager" timers={timers()} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('island "gallery"');
    expect(String(error.mock.calls[0]?.[0])).toContain('refused field "images.src"');
  });
});
