import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

/**
 * Test-only: happy-dom 20's `<dialog>` has `showModal()` that only sets `open`, no `cancel` event
 * on Escape and no `:modal`. This adds what Hearth's Dialog relies on, as browsers do it: a stack
 * of modal dialogs, Escape firing a cancelable `cancel` on the topmost (closing it unless
 * prevented), and `matches(':modal')`. Top layer, inertness and Tab order stay the browser
 * suite's (examples/site/test/dialogs.e2e.ts).
 */
function polyfillModalDialog(): void {
  if (typeof HTMLDialogElement === 'undefined' || typeof document === 'undefined') return;
  const proto = HTMLDialogElement.prototype;
  const modal = new Set<HTMLDialogElement>();
  const { showModal, close } = proto;
  proto.showModal = function (this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    showModal.call(this);
    modal.delete(this);
    modal.add(this);
  };
  proto.close = function (this: HTMLDialogElement, returnValue?: string) {
    modal.delete(this);
    close.call(this, returnValue);
  };
  const topmost = (): HTMLDialogElement | undefined =>
    [...modal].filter((dialog) => dialog.isConnected && dialog.open).at(-1);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = topmost();
    if (dialog && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
  const { matches } = Element.prototype;
  Element.prototype.matches = function (this: Element, selector: string) {
    if (selector === ':modal') return modal.has(this as HTMLDialogElement) && (this as HTMLDialogElement).open && this.isConnected;
    return matches.call(this, selector);
  };
}
polyfillModalDialog();
