import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GalleryImage } from './schema';
import { WelcomeMat } from './welcome-mat';

/** The welcome-mat entry of the gallery [ref: gallery#screens]: the image's help message and the visualizer launcher. */
const mat = (helpMessage?: string): GalleryImage => ({
  id: 'Image_5',
  type: 1,
  src: '/img/mat.jpg',
  additionalDetails: { defaultWelcomeMat: true, ...(helpMessage && { visualizerMessages: { helpMessage } }) },
});

describe('WelcomeMat', () => {
  it("the image's help message in its own paragraph above the launcher; no paragraph without one", () => {
    const { container, rerender } = render(<WelcomeMat sku="300101" image={mat('See it in your room.')} />);
    const help = screen.getByText('See it in your room.');
    expect(help.tagName).toBe('P');
    expect(help).toHaveClass('hearth-gallery-welcome__help');
    expect(screen.getByRole('button', { name: 'View in Your Room' })).toBeInTheDocument();
    rerender(<WelcomeMat sku="300101" image={mat()} />);
    expect(container.querySelector('.hearth-gallery-welcome__help')).toBeNull();
    expect(screen.getByRole('button', { name: 'View in Your Room' })).toBeInTheDocument();
  });
});
