/**
 * Enter held down: the browser repeats its keydown (about 30 a second after half a second), and
 * each one presses the focused button again, or submits the form of the focused field. A held
 * Enter presses once (a repeated key press never sends twice). One document listener,
 * added when the first busy action mounts. Not exported from the package.
 */
let held = false;
let listening = false;

/** Starts following the page's keys (once; called from an effect, so never without a page). */
export function listenForHeldEnter(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'keydown',
    (event) => {
      held = event.repeat && event.key === 'Enter';
      // The press a key makes (click, form submit) is dispatched in the keydown's own task.
      // Stryker disable next-line ConditionalExpression: clearing a flag already clear changes nothing
      if (held) setTimeout(() => (held = false));
    },
    true,
  );
}

/** `true` while a repeated Enter keydown is being handled: what it presses must do nothing. */
export const isHeldEnter = (): boolean => held;
