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
});
