import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { lazyPart } from './lazy-part';
import { partsLoading } from './loading-parts';

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
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.focus(opener);
    await act(() => part.preload());
    expect(load).toHaveBeenCalledTimes(1);
    // focus alone preloads too
    const loadOnFocus = vi.fn(() => Promise.resolve(Greeting));
    lazyPart(loadOnFocus).preloadProps.onFocus();
    expect(loadOnFocus).toHaveBeenCalledTimes(1);
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

  it('a failed load is asked for once per mount, not again at each render; its name says which part', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('chunk 404')));
    const part = lazyPart<{ name: string }>(load);
    expect((part.Component as { displayName?: string }).displayName).toBe('Lazy(part)');
    const { rerender } = render(<part.Component name="Ada" />);
    await act(async () => {});
    expect(error).toHaveBeenCalledWith('hearth: part could not be loaded', expect.any(Error));
    rerender(<part.Component name="Grace" />);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part drawn while its code loads is waited for (partsLoading); one only preloaded is not', async () => {
    const drawn = deferred<typeof Greeting>();
    const preloaded = deferred<typeof Greeting>();
    const popup = lazyPart(() => drawn.promise, 'Popup');
    const other = lazyPart(() => preloaded.promise, 'Other');
    void other.preload();
    expect(partsLoading()).toBeUndefined();
    render(<popup.Component name="Ada" />);
    const waiting = partsLoading();
    expect(waiting).toBeInstanceOf(Promise);
    let done = false;
    void waiting!.then(() => (done = true));
    await act(async () => {});
    expect(done).toBe(false);
    await act(async () => drawn.resolve(Greeting));
    // long before the 10 s a stalled load is waited for
    await vi.waitFor(() => expect(done).toBe(true), { timeout: 1000 });
    expect(partsLoading()).toBeUndefined();
    preloaded.resolve(Greeting);
  });

  it('a drawn part whose code stalls is waited for 10 s at most', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const stalled = deferred<typeof Greeting>();
    const part = lazyPart(() => stalled.promise, 'Stalled');
    render(<part.Component name="Ada" />);
    let done = false;
    void partsLoading()!.then(() => (done = true));
    await act(async () => void vi.advanceTimersByTime(9_999));
    expect(done).toBe(false);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(done).toBe(true);
    // its load ends here: the page's list of loading parts is shared by every test of this worker
    await act(async () => stalled.resolve(Greeting));
    expect(partsLoading()).toBeUndefined();
  });
});
