import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../controller/cart-controller';
import { useLineFocus, type LeaveLine } from './use-line-focus';

/** A settable action: resolves when the test says how it ended. */
function pending() {
  let end!: (result: ActionResult) => void;
  const promise = new Promise<ActionResult>((resolve) => (end = resolve));
  return { action: () => promise, end };
}

interface Line {
  id: number;
  /** Its name is a link. */
  link?: boolean;
}

/**
 * A cart's list: each line a picture button (before its name, as a line's first control), its
 * name (a link or text), a disabled button and a hidden input that focus must skip, then Remove.
 */
function List({ lines, expose }: { lines: Line[]; expose: (leave: LeaveLine) => void }) {
  const list = useRef<HTMLUListElement>(null);
  const region = useRef<HTMLElement>(null);
  const leave = useLineFocus(
    lines.map((line) => line.id),
    list,
    region,
  );
  expose(leave);
  return (
    <section ref={region} tabIndex={-1} aria-label="Cart">
      <ul ref={list}>
        {lines.map((line) => (
          <li key={line.id}>
            {line.link ? <button type="button">{`Picture ${line.id}`}</button> : null}
            <h3 className="hearth-cart__name">
              {line.link ? <a href={`/p/${line.id}`}>{`Line ${line.id}`}</a> : `Line ${line.id}`}
            </h3>
            <button type="button" disabled>{`Disabled ${line.id}`}</button>
            <input type="hidden" name="x" />
            <button type="button">{`Remove ${line.id}`}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function cart(initial: Line[]) {
  let leave!: LeaveLine;
  const setters: { set?: (lines: Line[]) => void } = {};
  function Harness() {
    const [lines, set] = useState(initial);
    setters.set = set;
    return <List lines={lines} expose={(given) => (leave = given)} />;
  }
  render(<Harness />);
  return {
    leave: (id: number, action: () => Promise<ActionResult>) => leave(id, action),
    setLines: (lines: Line[]) => act(() => setters.set!(lines)),
  };
}

const ids = (...list: number[]) => list.map((id) => ({ id, link: true }));

describe('where focus goes when a line leaves the cart', () => {
  it("to the name link of the line now in its place (not the line's first control)", async () => {
    const { leave, setLines } = cart(ids(1, 2, 3));
    screen.getByRole('button', { name: 'Remove 2' }).focus();
    expect(await leave(2, async () => 'done')).toBe('done');
    setLines(ids(1, 3));
    expect(screen.getByRole('link', { name: 'Line 3' })).toHaveFocus();
  });

  it('to its first control that takes focus when its name is not a link', async () => {
    const { leave, setLines } = cart([{ id: 1 }, { id: 2 }]);
    expect(await leave(1, async () => 'done')).toBe('done');
    setLines([{ id: 2 }]);
    expect(screen.getByRole('button', { name: 'Remove 2' })).toHaveFocus();
  });

  it('to the line before when the last one left, and to the cart when none is left', async () => {
    const { leave, setLines } = cart(ids(1, 2));
    await leave(2, async () => 'done');
    setLines(ids(1));
    expect(screen.getByRole('link', { name: 'Line 1' })).toHaveFocus();
    await leave(1, async () => 'done');
    setLines([]);
    expect(screen.getByRole('region', { name: 'Cart' })).toHaveFocus();
  });

  it('a refused removal keeps focus where it is, also when the line goes later for another reason', async () => {
    const { leave, setLines } = cart(ids(1, 2, 3));
    const remove = screen.getByRole('button', { name: 'Remove 3' });
    remove.focus();
    expect(await leave(2, async () => 'failed')).toBe('failed');
    // the line goes with a reload (another tab, the server): nothing of this press is left to act on
    setLines(ids(1, 3));
    expect(remove).toHaveFocus();
  });

  it("one line's refusal does not forget another line's leaving", async () => {
    const { leave, setLines } = cart(ids(1, 2, 3));
    const first = pending();
    const second = pending();
    const leaving1 = leave(1, first.action);
    const leaving3 = leave(3, second.action);
    first.end('failed');
    expect(await leaving1).toBe('failed');
    second.end('done');
    expect(await leaving3).toBe('done');
    setLines(ids(1, 2));
    expect(screen.getByRole('link', { name: 'Line 2' })).toHaveFocus();
  });

  it('a refusal coming after another line has left and taken focus along is only a refusal', async () => {
    const { leave, setLines } = cart(ids(1, 2, 3));
    const slow = pending();
    const leaving1 = leave(1, slow.action);
    await leave(3, async () => 'done');
    setLines(ids(1, 2));
    expect(screen.getByRole('link', { name: 'Line 2' })).toHaveFocus();
    slow.end('failed');
    expect(await leaving1).toBe('failed');
    expect(screen.getByRole('link', { name: 'Line 2' })).toHaveFocus();
  });
});
