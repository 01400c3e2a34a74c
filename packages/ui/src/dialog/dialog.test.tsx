import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactElement } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { seriousAxeViolations } from '../testing/axe';
import { advancePageClock, clickThreeTimes, freezePageClock } from '@hearth/mock-api/testing';
import { OUTSIDE_PRESS_GUARD_MS } from './outside-press';
import { Dialog } from './dialog';
import { useDialogClose } from './dialog-context';

function Harness(props: { onOpenChange?: (open: boolean) => void; closeOnOutsidePress?: boolean }) {
  return (
    <>
      <main>
        <a href="#before">Before</a>
        <Dialog
          {...props}
          title="Added to Cart"
          description="1 item was added."
          trigger={<button type="button">Open cart popup</button>}
        >
          <label>
            Gift note <input />
          </label>
          <button type="button">Checkout</button>
        </Dialog>
      </main>
      <footer>
        <button type="button">Outside</button>
      </footer>
    </>
  );
}

async function openHarness(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const trigger = screen.getByRole('button', { name: 'Open cart popup' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
  return { user, trigger, dialog };
}

/**
 * A controlled dialog kept open, laid out 400 × 300 at (100, 100) (happy-dom lays out no box), on
 * a frozen page clock: only the test moves it, each press a full guard's time after the one before.
 */
async function openBoxed() {
  onTestFinished(freezePageClock());
  const onOpenChange = vi.fn();
  render(
    <Dialog open title="Boxed" onOpenChange={onOpenChange}>
      <p>Body</p>
    </Dialog>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Boxed' });
  vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 100, 400, 300));
  return { onOpenChange, dialog };
}

describe('Dialog', () => {
  it('renders nothing while closed; the trigger advertises the popup', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Open cart popup' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a modal dialog labelled by its title and described by its description', async () => {
    const { dialog, trigger } = await openHarness();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Added to Cart');
    expect(dialog).toHaveAccessibleDescription('1 item was added.');
    expect(screen.getByRole('heading', { name: 'Added to Cart' }).id).toBe(dialog.getAttribute('aria-labelledby'));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('moves focus to the first field of the body on open', async () => {
    await openHarness();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Gift note' })).toHaveFocus());
  });

  it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
    const { user } = await openHarness();
    const input = screen.getByRole('textbox', { name: 'Gift note' });
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.tab();
    expect(checkout).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(checkout).toHaveFocus();
  });

  it('Escape closes and focus returns to the opener', async () => {
    const onOpenChange = vi.fn();
    const { user, trigger } = await openHarness({ onOpenChange });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Gift note' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closing keeps it in the page, closed, for its 150 ms exit transition (the stylesheet’s), then takes it out', async () => {
    const { dialog } = await openHarness();
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog).toHaveAttribute('data-state', 'closed');
    act(() => void vi.advanceTimersByTime(149));
    expect(dialog).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(dialog).not.toBeInTheDocument();
  });

  it('a scripted Escape closes it too: Escape is decided on its keydown, not on the platform cancel (sent only for a pressed key)', async () => {
    const onOpenChange = vi.fn();
    const { trigger } = await openHarness({ onOpenChange });
    const field = screen.getByRole('textbox', { name: 'Gift note' });
    await waitFor(() => expect(field).toHaveFocus());
    const cancel = vi.fn();
    screen.getByRole('dialog').addEventListener('cancel', cancel);
    onOpenChange.mockClear();
    act(() => {
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // the keydown was taken: no `cancel` follows it (a second close request)
    expect(cancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('the Close button closes and returns focus', async () => {
    const { user, trigger } = await openHarness();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens as a modal <dialog> (showModal: top layer, the page inert) and closes it', async () => {
    // Real inertness, the top layer and the scroll lock are the browser suite's (dialogs.e2e.ts).
    const { user, dialog } = await openHarness();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog.matches(':modal')).toBe(true);
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog.matches(':modal')).toBe(false);
  });

  // A press on ::backdrop reaches the <dialog> element itself (outside its box).
  it('a backdrop press closes', async () => {
    const onOpenChange = vi.fn();
    const { user, dialog } = await openHarness({ onOpenChange });
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    await user.click(dialog);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a backdrop press begun less than 500 ms after it opened, or after the press before it, does not close it: the shopper aimed at what it covers', async () => {
    // only the test moves the clock, from before the opening: how busy the machine is does not count
    onTestFinished(freezePageClock());
    // in whole milliseconds: the frozen clock's fractions could read 500 ms apart as 499.99…, and
    // the last press, exactly 500 ms after the one before, would then not close it
    const frozen = performance.now;
    const wholeMs = vi.spyOn(performance, 'now').mockImplementation(() => Math.round(frozen.call(performance)));
    onTestFinished(() => wholeMs.mockRestore());
    const onOpenChange = vi.fn();
    const { user, dialog } = await openHarness({ onOpenChange });
    onOpenChange.mockClear();
    advancePageClock(OUTSIDE_PRESS_GUARD_MS - 50);
    await user.click(dialog);
    expect(onOpenChange).not.toHaveBeenCalled();
    // 450 ms after the opening, then 300 ms after that press: a chain of hurried presses
    advancePageClock(300);
    await user.click(dialog);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    await user.click(dialog);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('a press begun before it opened does not close it, even when the page dispatches it later', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // the press is taken (its time stamp) while the page is busy; the popup opens before it is dispatched
    const early = new PointerEvent('pointerdown', { bubbles: true, cancelable: true, pointerType: 'mouse' });
    await user.click(screen.getByRole('button', { name: 'Open cart popup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    act(() => {
      dialog.dispatchEvent(early);
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    });
    expect(dialog).toHaveAttribute('open');
  });

  it('three clicks 250 ms apart where the trigger is open it once and leave it open', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const landed = await clickThreeTimes(screen.getByRole('button', { name: 'Open cart popup' }));
    expect(onOpenChange.mock.calls).toEqual([[true]]);
    const dialog = screen.getByRole('dialog', { name: 'Added to Cart' });
    expect(landed.slice(1)).toEqual([dialog, dialog]);
    expect(dialog).toHaveAttribute('open');
  });

  it('a press inside the dialog, or one that starts inside and ends on the backdrop, does not close', async () => {
    const { user, dialog } = await openHarness();
    await user.click(screen.getByText('Gift note'));
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByRole('textbox', { name: 'Gift note' }) },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(dialog).toHaveAttribute('open');
  });

  it('a press on the dialog element itself closes only outside its box (the backdrop), its edges counting as inside', async () => {
    const { onOpenChange, dialog } = await openBoxed();
    const user = userEvent.setup();
    const closes = async (clientX: number, clientY: number) => {
      // a millisecond more than the guard: a frozen clock's fractions can read it as 499.99… ms
      advancePageClock(OUTSIDE_PRESS_GUARD_MS + 1);
      onOpenChange.mockClear();
      await user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX, clientY } });
      return onOpenChange.mock.calls.some(([open]) => open === false);
    };
    const inside = [
      [100, 100],
      [500, 400],
      [300, 250],
    ];
    const outside = [
      [99, 250],
      [501, 250],
      [300, 99],
      [300, 401],
    ];
    for (const [x, y] of inside) expect(await closes(x!, y!), `(${x}, ${y})`).toBe(false);
    for (const [x, y] of outside) expect(await closes(x!, y!), `(${x}, ${y})`).toBe(true);
  });

  it('a click on the backdrop with no press of its own (a scripted click, or one after a press already spent) leaves it open', async () => {
    const { onOpenChange, dialog } = await openBoxed();
    advancePageClock(OUTSIDE_PRESS_GUARD_MS + 1);
    const click = (clientX: number) =>
      act(() => void dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX, clientY: 250 })));
    // a lone click outside the box
    click(50);
    // a press inside the box (its padding), then a lone click outside: the press was spent
    advancePageClock(OUTSIDE_PRESS_GUARD_MS + 1);
    act(
      () => void dialog.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 300, clientY: 250 })),
    );
    click(300);
    click(50);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('stays open on a backdrop press when closeOnOutsidePress is false', async () => {
    const { user, dialog } = await openHarness({ closeOnOutsidePress: false });
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
  });

  it('controlled: follows open and reports changes; defaultOpen opens uncontrolled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <span data-testid="state">{String(open)}</span>
          <Dialog open={open} onOpenChange={setOpen} title="Controlled">
            <p>Body</p>
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Controlled' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('state')).toHaveTextContent('false');
    // With no trigger, focus goes back to the element focused before opening.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('controlled: an owner that keeps it open wins over Escape and the backdrop (state and element agree)', async () => {
    const user = userEvent.setup();
    const asked: boolean[] = [];
    function Owner() {
      // it only notes the request: nothing renders again between the two
      const keepOpen = (open: boolean) => void asked.push(open);
      return (
        <Dialog open onOpenChange={keepOpen} title="Stays">
          <input aria-label="x" />
        </Dialog>
      );
    }
    render(<Owner />);
    const dialog = await screen.findByRole('dialog', { name: 'Stays' });
    await user.keyboard('{Escape}');
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    await user.click(dialog);
    expect(asked).toEqual([false, false]);
    expect(dialog).toHaveAttribute('open');
    expect(dialog.matches(':modal')).toBe(true);
  });

  it('Shift+Tab from the dialog itself goes to its last control, not out of it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen title="Notice" footer={<button type="button">OK</button>}>
        <p>Text only</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('focus that drops to the page (its element removed or disabled) comes back to the dialog', async () => {
    const user = userEvent.setup();
    function Vanishing() {
      const [shown, setShown] = useState(true);
      const [disabled, setDisabled] = useState(false);
      return (
        <Dialog defaultOpen title="Add-ons">
          {shown && (
            <button type="button" onClick={() => setShown(false)}>
              Remove me
            </button>
          )}
          <button type="button" disabled={disabled} onClick={() => setDisabled(true)}>
            Disable me
          </button>
        </Dialog>
      );
    }
    render(<Vanishing />);
    const dialog = await screen.findByRole('dialog', { name: 'Add-ons' });
    await user.click(screen.getByRole('button', { name: 'Remove me' }));
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Disable me' }));
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('focus that stays where it was is left there while the dialog changes around it (a line added, another control disabled)', async () => {
    const user = userEvent.setup();
    function Growing() {
      const [lines, setLines] = useState(0);
      return (
        <Dialog defaultOpen title="Gift note">
          <input aria-label="Note" onChange={() => setLines((n) => n + 1)} />
          {Array.from({ length: lines }, (_, i) => (
            <p key={i}>Line {i}</p>
          ))}
          <button type="button" disabled={lines > 1}>
            Save
          </button>
        </Dialog>
      );
    }
    render(<Growing />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(note).toHaveFocus());
    await user.keyboard('abc');
    expect(screen.getByText('Line 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(note).toHaveFocus();
    expect(note).toHaveValue('abc');
  });

  it('the platform close request (its cancel event) is taken: the state decides, and an owner that keeps it open wins', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open title="Kept" onOpenChange={onOpenChange}>
        <button type="button">Go</button>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kept' });
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog).toHaveAttribute('open');
  });

  it('opened again during its exit transition, it stays open (the exit timer is dropped)', async () => {
    const { user, trigger, dialog } = await openHarness();
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    await user.keyboard('{Escape}');
    expect(dialog).toHaveAttribute('data-state', 'closed');
    await user.click(trigger);
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(screen.getByRole('dialog', { name: 'Added to Cart' })).toHaveAttribute('open');
  });

  it('closed in the frame it opened in, it stays closed: the opening frame does not mark it open', async () => {
    function Blink() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} title="Blink" transitionMs={1000}>
          <button type="button" onClick={() => setOpen(false)}>
            Shut
          </button>
        </Dialog>
      );
    }
    render(<Blink />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    act(() => screen.getByRole('button', { name: 'Shut', hidden: true }).click());
    await act(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(dialog).toHaveAttribute('data-state', 'closed');
  });

  it.each(['hidden', 'inert'])(
    'the part holding focus made %s: focus comes back to the dialog (browsers would leave it on the page)',
    async (attribute) => {
      const user = userEvent.setup();
      function Collapsing() {
        const [gone, setGone] = useState(false);
        return (
          <Dialog defaultOpen title={`Collapsing ${attribute}`}>
            <div {...{ [attribute]: gone }}>
              <button type="button" onClick={() => setGone(true)}>
                Collapse {attribute}
              </button>
            </div>
            <input aria-label="Stays" />
          </Dialog>
        );
      }
      render(<Collapsing />);
      const dialog = await screen.findByRole('dialog');
      await user.click(screen.getByRole('button', { name: `Collapse ${attribute}` }));
      await waitFor(() => expect(dialog).toHaveFocus());
    },
  );

  it.each([
    ['mounted open', true],
    ['mounted closed, then opened', false],
  ])('unmounted while open (%s), it still gives focus back to its opener', async (_, mountedOpen) => {
    const user = userEvent.setup();
    function Owner() {
      const [shown, setShown] = useState(!mountedOpen);
      const [open, setOpen] = useState(mountedOpen);
      const show = () => (mountedOpen ? setShown(true) : setOpen(true));
      return (
        <>
          <button type="button" onClick={show}>
            Open it
          </button>
          {shown && (
            <Dialog open={open} onOpenChange={setOpen} title="Going">
              <button type="button" onClick={() => setShown(false)}>
                Unmount
              </button>
            </Dialog>
          )}
        </>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    await user.click(await screen.findByRole('button', { name: 'Unmount' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
  });

  it('with no field in the body, focuses the dialog itself', async () => {
    render(
      <Dialog defaultOpen title="Notice">
        <p>Text only</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('initialFocus picks the element focused on open', async () => {
    function WithInitial() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog defaultOpen title="Remove item?" initialFocus={ref}>
          <input aria-label="Reason" />
          <button ref={ref} type="button">
            Cancel
          </button>
        </Dialog>
      );
    }
    render(<WithInitial />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('returnFocus sends focus to a given element (opened from script, no trigger)', async () => {
    const user = userEvent.setup();
    const target = document.createElement('a');
    target.href = '#swatches';
    target.textContent = 'Order swatches';
    document.body.append(target);
    const onOpenChange = vi.fn();
    render(
      <Dialog defaultOpen title="Swatches" returnFocus={target} onOpenChange={onOpenChange}>
        <button type="button">Go</button>
      </Dialog>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(target).toHaveFocus());
    target.remove();
  });

  it('closed by the platform itself (a method="dialog" form, a forced close), it tells its owner and leaves the page', async () => {
    const onOpenChange = vi.fn();
    const { dialog } = await openHarness({ onOpenChange });
    onOpenChange.mockClear();
    act(() => (dialog as HTMLDialogElement).close());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('closed by Escape, its owner hears of it once: the close event that follows is its own doing, not a second request', async () => {
    const onOpenChange = vi.fn();
    const { user, dialog } = await openHarness({ onOpenChange });
    const closed = new Promise((done) => dialog.addEventListener('close', done));
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    await closed;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'hidden',
      <div hidden key="h">
        <button type="button">Hidden</button>
      </div>,
    ],
    [
      'inert',
      <div inert key="i">
        <button type="button">Inert</button>
      </div>,
    ],
    [
      'in a disabled fieldset',
      <fieldset disabled key="f">
        <button type="button">Fieldset</button>
      </fieldset>,
    ],
    [
      'out of the tab order',
      <button type="button" tabIndex={-1} key="t">
        Skipped
      </button>,
    ],
  ])('Tab wraps from the last control Tab reaches, passing over a control %s after it', async (_, after) => {
    const user = userEvent.setup();
    render(
      <>
        <Dialog defaultOpen title="Swatches">
          <button type="button">Last</button>
          {after}
        </Dialog>
        <button type="button">Outside</button>
      </>,
    );
    const last = screen.getByRole('button', { name: 'Last' });
    await waitFor(() => expect(last).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('a trigger that is not an element (a plain string from JavaScript) is left out, and the page goes on', async () => {
    const user = userEvent.setup();
    const trigger = 'Open swatches' as unknown as ReactElement;
    render(
      <>
        <Dialog title="Swatches" trigger={trigger}>
          <p>Pick fabrics</p>
        </Dialog>
        <button type="button">Next</button>
      </>,
    );
    expect(screen.queryByText('Open swatches')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws the parts its stylesheet styles: header, title, close button, description, body, footer, size and mobile layout', async () => {
    render(
      <Dialog defaultOpen title="Swatches" description="Up to 10." footer={<button type="button">Done</button>}>
        <p>Pick fabrics</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Swatches', description: 'Up to 10.' });
    expect(dialog).toHaveClass('hearth-dialog');
    expect(dialog).toHaveAttribute('data-size', 'default');
    expect(dialog).toHaveAttribute('data-mobile', 'inset');
    const title = screen.getByRole('heading', { level: 2, name: 'Swatches' });
    expect(title).toHaveClass('hearth-dialog__title');
    expect(title).not.toHaveClass('hearth-visually-hidden');
    expect(title.parentElement).toHaveClass('hearth-dialog__header');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('hearth-dialog__close');
    expect(screen.getByText('Up to 10.')).toHaveClass('hearth-dialog__description');
    expect(screen.getByText('Pick fabrics').parentElement).toHaveClass('hearth-dialog__body');
    expect(screen.getByRole('button', { name: 'Done' }).parentElement).toHaveClass('hearth-dialog__footer');
  });

  it('without a description or footer it draws neither and is described by nothing; a hidden title stays its name', async () => {
    render(
      <Dialog defaultOpen title="Swatches" titleHidden size="large" fullScreenOnMobile>
        <p>Pick fabrics</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Swatches' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog.querySelector('.hearth-dialog__description, .hearth-dialog__footer')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Swatches' })).toHaveClass('hearth-visually-hidden');
    expect(dialog).toHaveAttribute('data-size', 'large');
    expect(dialog).toHaveAttribute('data-mobile', 'full');
  });

  it('a returnFocus element no longer in the page is passed over: focus goes to the trigger', async () => {
    const gone = document.createElement('button');
    const returnFocus = { current: gone };
    const user = userEvent.setup();
    render(
      <Dialog title="Swatches" returnFocus={returnFocus} trigger={<button type="button">Order swatches</button>}>
        <button type="button">Go</button>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Order swatches' });
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus());
    // focusable while it was in the page, then taken out of it
    document.body.append(gone);
    gone.remove();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('a key its content already handled (a combobox taking Escape to close its list) leaves the dialog open', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen title="Swatches" onOpenChange={onOpenChange}>
        <input
          aria-label="Fabric"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Dialog>,
    );
    const field = screen.getByRole('textbox', { name: 'Fabric' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Swatches' })).toHaveAttribute('open');
  });

  it('for a person who asked for reduced motion it leaves the page at once on close, with no exit transition to wait for', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener() {}, removeEventListener() {} })),
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    const { dialog } = await openHarness();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    act(() => void vi.advanceTimersByTime(0));
    expect(dialog).not.toBeInTheDocument();
  });

  it('useDialogClose closes from inside the body', async () => {
    const user = userEvent.setup();
    function ContinueShopping() {
      const close = useDialogClose();
      return (
        <button type="button" onClick={close}>
          Continue Shopping
        </button>
      );
    }
    render(
      <Dialog defaultOpen title="Added">
        <ContinueShopping />
      </Dialog>,
    );
    await user.click(await screen.findByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('useDialogClose outside a Dialog throws an error that names the hook and where it belongs', () => {
    function Stray() {
      useDialogClose();
      return null;
    }
    // the renderers report a render error on the console besides throwing it
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => void vi.restoreAllMocks());
    expect(() => render(<Stray />)).toThrow('useDialogClose must be used inside a Dialog or Flyout (DialogContext)');
  });

  it('composes the user handlers and attributes given to the dialog', async () => {
    const onKeyDown = vi.fn();
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen title="Composed" onKeyDown={onKeyDown} data-testid="d" size="large">
        <input aria-label="x" />
      </Dialog>,
    );
    const dialog = await screen.findByTestId('d');
    expect(dialog).toHaveAttribute('data-size', 'large');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'x' })).toHaveFocus());
    await user.keyboard('a');
    expect(onKeyDown).toHaveBeenCalled();
  });

  it('the trigger keeps its own click handler and ref, read the way its React reads it (no warning)', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error');
    const onClick = vi.fn();
    let node: HTMLButtonElement | null = null;
    render(
      <Dialog
        title="T"
        trigger={
          <button
            type="button"
            onClick={onClick}
            ref={(el) => {
              node = el;
            }}
          >
            Open
          </button>
        }
      >
        <p>x</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(node).toBe(screen.getByRole('button', { name: 'Open', hidden: true }));
    await act(async () => {});
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // React 19 warns when a ref is read from element.ref instead of its props
    expect(error).not.toHaveBeenCalled();
  });
});
