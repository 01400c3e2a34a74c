import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HearthConfigProvider } from './config-provider';
import type { HearthConfigInput } from './config-schema';
import { getConfig, resetConfig, setConfig } from './config-store';

/** A component under the provider: the configuration its render sees. */
const seen: string[] = [];
function Reader() {
  const { site, brand } = getConfig();
  seen.push(`${site}/${brand}`);
  return <p>{`${site}/${brand}`}</p>;
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetConfig();
  seen.length = 0;
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  resetConfig();
  vi.restoreAllMocks();
});

describe('HearthConfigProvider', () => {
  it('applies its config before its children render, and renders them and nothing else', () => {
    const { container } = render(
      <HearthConfigProvider config={{ site: 'CA', brand: 'cb2' }}>
        <Reader />
      </HearthConfigProvider>,
    );
    expect(seen).toEqual(['CA/cb2']);
    expect(container.innerHTML).toBe('<p>CA/cb2</p>');
  });

  it('a re-render with the same config (StrictMode, a parent update, an equal new object) applies nothing again', () => {
    // `site` is refused: each application would log it once more
    const bad = { site: 'XX', brand: 'kids' } as unknown as HearthConfigInput;
    const { rerender } = render(
      <StrictMode>
        <HearthConfigProvider config={bad}>
          <Reader />
        </HearthConfigProvider>
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <HearthConfigProvider config={{ ...bad }}>
          <Reader />
        </HearthConfigProvider>
      </StrictMode>,
    );
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('site');
    expect(getConfig()).toMatchObject({ site: 'US', brand: 'kids' });
  });

  it('the same object again is the same config: its text is not rebuilt on each render (a change made in place is not seen)', () => {
    const config: { brand: 'kids' | 'cb2' } = { brand: 'kids' };
    const { rerender } = render(
      <HearthConfigProvider config={config}>
        <Reader />
      </HearthConfigProvider>,
    );
    config.brand = 'cb2';
    rerender(
      <HearthConfigProvider config={config}>
        <Reader />
      </HearthConfigProvider>,
    );
    expect(seen).toEqual(['US/kids', 'US/kids']);
    // a new object is how a change is given
    rerender(
      <HearthConfigProvider config={{ ...config }}>
        <Reader />
      </HearthConfigProvider>,
    );
    expect(seen.at(-1)).toBe('US/cb2');
  });

  it('another config merges in as setConfig does; after resetConfig the same one applies again', () => {
    const config: HearthConfigInput = { site: 'CA' };
    const { rerender } = render(
      <HearthConfigProvider config={config}>
        <Reader />
      </HearthConfigProvider>,
    );
    rerender(
      <HearthConfigProvider config={{ brand: 'kids' }}>
        <Reader />
      </HearthConfigProvider>,
    );
    expect(seen.at(-1)).toBe('CA/kids');
    resetConfig();
    rerender(
      <HearthConfigProvider config={{ brand: 'kids' }}>
        <Reader />
      </HearthConfigProvider>,
    );
    expect(seen.at(-1)).toBe('US/kids');
    // another setConfig meanwhile: the provider's config is applied over it again
    setConfig({ brand: 'main' });
    rerender(
      <HearthConfigProvider config={{ brand: 'kids' }}>
        <Reader />
      </HearthConfigProvider>,
    );
    expect(seen.at(-1)).toBe('US/kids');
  });

  it('a new anti-forgery token function (JSON leaves functions out) is applied, though the rest is the same', () => {
    const first = () => 'one';
    const second = () => 'two';
    const { rerender } = render(
      <HearthConfigProvider config={{ site: 'CA', antiForgeryToken: first }}>
        <Reader />
      </HearthConfigProvider>,
    );
    expect(getConfig().antiForgeryToken).toBe(first);
    rerender(
      <HearthConfigProvider config={{ site: 'CA', antiForgeryToken: second }}>
        <Reader />
      </HearthConfigProvider>,
    );
    expect(getConfig().antiForgeryToken).toBe(second);
  });
});
