import { render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeEventHandlers } from './compose-event-handlers';
import { setRef, useMergedRef } from './merge-refs';

describe('setRef and useMergedRef: a primitive’s own ref and the user’s both get the element', () => {
  it('calls a callback ref, fills a ref object, and leaves an absent one alone', () => {
    const callback = vi.fn();
    const object = createRef<string>();
    setRef(callback, 'a');
    setRef(object, 'b');
    setRef(undefined, 'c');
    expect(callback).toHaveBeenCalledWith('a');
    expect(object.current).toBe('b');
  });

  it('one merged ref on an element gives it to every ref, and null when it goes', () => {
    const callback = vi.fn();
    const object = createRef<HTMLButtonElement>();
    function Both({ refs }: { refs: Array<Ref<HTMLButtonElement>> }) {
      return <button ref={useMergedRef(...refs)}>Go</button>;
    }
    const { getByRole, unmount } = render(<Both refs={[callback, object]} />);
    expect(callback).toHaveBeenLastCalledWith(getByRole('button'));
    expect(object.current).toBe(getByRole('button'));
    unmount();
    expect(callback).toHaveBeenLastCalledWith(null);
    expect(object.current).toBeNull();
  });
});

describe('composeEventHandlers', () => {
  it('runs the user’s handler, then the own one unless the user prevented the default', () => {
    const calls: string[] = [];
    const handler = composeEventHandlers<{ defaultPrevented: boolean }>(
      () => calls.push('user'),
      () => calls.push('own'),
    );
    handler({ defaultPrevented: false });
    handler({ defaultPrevented: true });
    expect(calls).toEqual(['user', 'own', 'user']);
  });

  it('with checkDefaultPrevented false the own handler always runs; no user handler is fine', () => {
    const own = vi.fn();
    composeEventHandlers(undefined, own, { checkDefaultPrevented: false })({ defaultPrevented: true });
    expect(own).toHaveBeenCalledTimes(1);
  });
});
