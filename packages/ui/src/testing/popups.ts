/**
 * Test helper (`@hearth/ui/testing`): whether a popup survived React's `<StrictMode>` (mount,
 * unmount, mount again in development). A `<dialog>` closed by the unmount gets its `close` event
 * in a task of its own, after the second mount showed it again; a popup that listened to it
 * wrongly closed then. Waits for those tasks and the enter transition's frame, then
 * tells whether `popup` is still in the document, open, and (a `<dialog>`) in the top layer.
 */
export async function stillOpenAfterMount(popup: Element, waitMs = 50): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  if (!popup.isConnected) return false;
  if (popup instanceof HTMLDialogElement) return popup.open && popup.matches(':modal');
  return !popup.closest('[hidden]');
}
