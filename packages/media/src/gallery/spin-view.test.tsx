import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SpinView } from './spin-view';

/** The 360 view [ref: gallery#screens]: 'Start 360° view', then the 'Rotate' slider and dragging turn the image. */
const image = () => screen.getByRole('img', { name: 'Lounge Sofa' });
const stage = () => image().parentElement!;
const turned = () => image().style.transform;

describe('SpinView', () => {
  it("before 'Start 360° view' a drag turns nothing; after it, the slider and a drag turn the image", async () => {
    const user = userEvent.setup();
    const { container } = render(<SpinView src="/img/sofa.jpg" alt="Lounge Sofa" loading="lazy" />);
    const figure = container.querySelector('figure')!;
    expect(figure).not.toHaveAttribute('data-started');
    expect(turned()).toBe('rotateY(0deg)');
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.pointerMove(stage(), { clientX: 160 });
    fireEvent.pointerDown(stage(), { clientX: 100 });
    fireEvent.pointerMove(stage(), { clientX: 160 });
    window.removeEventListener('error', onError);
    expect(turned()).toBe('rotateY(0deg)');
    // a move with no drag under way is nothing, not an error
    expect([...errors, ...logged.mock.calls]).toEqual([]);
    logged.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Start 360° view' }));
    expect(figure).toHaveAttribute('data-started', 'true');
    const rotate = screen.getByRole('slider', { name: 'Rotate' });
    fireEvent.input(rotate, { target: { value: '45' } });
    expect(turned()).toBe('rotateY(45deg)');
    expect(rotate).toHaveAttribute('aria-valuetext', '45°');

    // a drag turns it by the pixels moved, from where it was
    fireEvent.pointerDown(stage(), { clientX: 100 });
    fireEvent.pointerMove(stage(), { clientX: 130 });
    expect(turned()).toBe('rotateY(75deg)');
    // past a whole turn, and back past 0: always 0-359
    fireEvent.pointerMove(stage(), { clientX: 100 + 400 });
    expect(turned()).toBe('rotateY(85deg)');
    fireEvent.pointerMove(stage(), { clientX: 100 - 60 });
    expect(turned()).toBe('rotateY(345deg)');
    // released: moving turns nothing more
    fireEvent.pointerUp(stage());
    fireEvent.pointerMove(stage(), { clientX: 0 });
    expect(turned()).toBe('rotateY(345deg)');
  });

  it('a cancelled pointer ends the drag too', async () => {
    const user = userEvent.setup();
    render(<SpinView src="/img/sofa.jpg" alt="Lounge Sofa" loading="eager" />);
    expect(image()).toHaveAttribute('loading', 'eager');
    await user.click(screen.getByRole('button', { name: 'Start 360° view' }));
    fireEvent.pointerDown(stage(), { clientX: 10 });
    fireEvent.pointerMove(stage(), { clientX: 20 });
    fireEvent.pointerCancel(stage());
    fireEvent.pointerMove(stage(), { clientX: 90 });
    expect(turned()).toBe('rotateY(10deg)');
  });
});
