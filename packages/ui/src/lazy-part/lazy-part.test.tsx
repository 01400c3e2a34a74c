import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  it('loads on first render, shows nothing meanwhile, then the part with its props', async () => {
    const pending = deferred<typeof Greeting>();
    const load = vi.fn(() => pending.promise);
    const part = lazyPart(load, 'Greeting');
    render(<part.Component name="Ada" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hello Ada')).toBeNull();
    expect(part.isLoaded()).toBe(false);
    await act(async () => pending.resolve(Greeting));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(part.isLoaded()).toBe(true);
  });

  it('preloaded (pointer or focus on the opener), it renders in the same commit, loading once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const part = lazyPart(load);
    render(
      <button type="button" {...part.preloadProps}>
        Add to Cart
      </button>,
    );
    const opener = screen.getByRole('button', { name: 'Add to Cart' });
    fireEvent.pointerEnter(opener);
    fireEvent.focus(opener);
    await act(() => part.preload());
    expect(load).toHaveBeenCalledTimes(1);
    render(<part.Component name="Grace" />);
    // No await: a warm open shows at once.
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  });

  it('a failed load is logged, never thrown, and tried again at the next preload', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValueOnce(Greeting);
    const part = lazyPart<{ name: string }>(load, 'Greeting');
    await expect(part.preload()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('hearth: Greeting could not be loaded', expect.any(Error));
    render(<part.Component name="Linus" />);
    expect(await screen.findByText('Hello Linus')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
