import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/setup';
import { Gallery } from './gallery';
import type { GalleryImage } from './schema';

/** The gallery in the page, closed [ref: gallery#screens]: the images given as props, so no call is made. */
setupMockApi();

const image = (n: number, altText?: string): GalleryImage => ({
  id: `Image_${n}`,
  type: 1,
  src: `/img/${n}.jpg`,
  ...(altText && { altText }),
});

describe('GalleryPreview', () => {
  it('the images given again, fewer than the selected one: the last is shown and its thumbnail current', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Gallery sku="300101" images={[image(1, 'A'), image(2, 'B'), image(3, 'C')]} customerImages={[]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Image 3 of 3' }));
    expect(screen.getByRole('img', { name: 'C' })).toBeInTheDocument();
    rerender(<Gallery sku="300101" images={[image(1, 'A'), image(2, 'B')]} customerImages={[]} />);
    expect(screen.getByRole('img', { name: 'B' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Image 2 of 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('an image without alt text: its picture is named by its place, which names the button; nothing about it is made up', () => {
    const { container } = render(<Gallery sku="300101" images={[image(1), image(2, 'B')]} customerImages={[]} />);
    const picture = container.querySelector('.hearth-gallery-preview__main img');
    expect(picture).toHaveAttribute('src', '/img/1.jpg?$web_pdp_main_carousel_med$');
    expect(picture).toHaveAttribute('alt', 'Image 1 of 2');
    expect(picture?.closest('button')).toHaveAccessibleName('Image 1 of 2');
  });

  it('a main image whose address is refused: the button keeps its name, the place of the image', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <Gallery sku="300101" images={[{ ...image(1, 'A'), src: 'javascript:alert(1)' }]} customerImages={[]} />,
    );
    const main = container.querySelector('.hearth-gallery-preview__main')!;
    expect(main.querySelector('img')).toBeNull();
    expect(main).toHaveAccessibleName('Image 1 of 1');
  });
});
