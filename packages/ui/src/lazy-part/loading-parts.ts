/**
 * The parts of islands (a popup's code) drawn on the page while their code is on its way, kept by
 * `lazyPart` (a part only preloaded, because a pointer passed its opener, is not one) and read by
 * `useBusyAction`: an action that settles while one is loading stays busy until it is
 * in, since the popup the action opens may be that part (an add-to-cart answer came
 * before the confirmation popup's code, the button stopped being busy, and a second Enter sent
 * the item again). Not exported from the package.
 */
const loading = new Set<Promise<void>>();

/**
 * Longest wait for them: a load that stalls must not leave a button busy for good (the popup
 * shows whenever its code comes).
 */
const PART_WAIT_MS = 10_000;

/** Notes a part's load; `load` never rejects. */
export function noteLoading(load: Promise<void>): void {
  loading.add(load);
  void load.then(() => loading.delete(load));
}

/** Resolves once every part loading now is in (or failed, or after 10 s); `undefined` when none is loading. */
export function partsLoading(): Promise<unknown> | undefined {
  return loading.size > 0
    ? Promise.race([Promise.all(loading), new Promise((resolve) => setTimeout(resolve, PART_WAIT_MS))])
    : undefined;
}
