import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe';
import { Skeleton, SkeletonBlock } from './skeleton';

describe('Skeleton', () => {
  it('is a busy status announced as Loading… with hidden blocks', async () => {
    const { container } = render(<Skeleton lines={3} height={12} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
    const blocks = container.querySelectorAll('.hearth-skeleton__block');
    expect(blocks).toHaveLength(3);
    blocks.forEach((b) => expect(b).toHaveAttribute('aria-hidden', 'true'));
    expect((blocks[0] as HTMLElement).style.height).toBe('12px');
    expect((blocks[2] as HTMLElement).style.width).toBe('60%');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('its words are for screen readers only: visually hidden', () => {
    render(<Skeleton label="Loading reviews" />);
    expect(screen.getByText('Loading reviews')).toHaveClass('hearth-visually-hidden');
  });

  it('takes a custom label, width and layout', () => {
    const { container } = render(
      <Skeleton label="Loading swatches">
        <SkeletonBlock circle width={48} height={48} />
        <SkeletonBlock width="8rem" />
      </Skeleton>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading swatches');
    const blocks = container.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveClass('hearth-skeleton__block--circle');
    expect(blocks[1]!.style.width).toBe('8rem');
  });

  it('the stylesheet stops the shimmer under prefers-reduced-motion', async () => {
    const { readFile } = await import('node:fs/promises');
    const { resolve } = await import('node:path');
    // happy-dom gives import.meta.url an http scheme; vitest runs from the repo root.
    const css = await readFile(resolve(process.cwd(), 'packages/ui/src/skeleton/skeleton.css'), 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.hearth-skeleton__block\s*\{\s*animation:\s*none/);
  });

  it('lines: at least one, whole, the last of several at 60% unless a width is given', () => {
    const widths = (element: ReturnType<typeof render>['container']) =>
      [...element.querySelectorAll<HTMLElement>('.hearth-skeleton__line')].map((block) => block.style.width);
    expect(widths(render(<Skeleton lines={0} />).container)).toEqual(['']);
    expect(widths(render(<Skeleton />).container)).toEqual(['']);
    expect(widths(render(<Skeleton lines={2.7} />).container)).toEqual(['', '60%']);
    expect(widths(render(<Skeleton lines={2} width={120} />).container)).toEqual(['120px', '120px']);
  });

  it('passes its own attributes and class on, and a block its style and class', () => {
    const { container } = render(
      <Skeleton className="hearth-gallery__loading" data-part="gallery">
        <SkeletonBlock className="thumb" style={{ width: '3px', margin: '1px' }} width={48} data-part="thumb" />
      </Skeleton>,
    );
    expect(screen.getByRole('status')).toHaveClass('hearth-skeleton', 'hearth-gallery__loading');
    expect(screen.getByRole('status')).toHaveAttribute('data-part', 'gallery');
    const block = container.querySelector<HTMLElement>('[data-part="thumb"]')!;
    expect(block).toHaveClass('hearth-skeleton__block', 'thumb');
    expect(block).not.toHaveClass('hearth-skeleton__block--circle');
    // the page's own style wins over the width prop
    expect(block.style.width).toBe('3px');
    expect(block.style.margin).toBe('1px');
  });
});
