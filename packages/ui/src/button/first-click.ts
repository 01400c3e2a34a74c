/**
 * A click handler for a control that leaves, or has another slide under the pointer, once its
 * action is answered (a list row's Remove): the second click of a double click (`detail` 2 and
 * up) is dropped. Its first click may be answered before it comes, and the next row's button is
 * in its place by then. A keyboard's click (`detail` 0) acts.
 *
 * @example
 * <Button onClick={firstClick(() => controller.removeItem(id))}>Remove</Button>
 */
export const firstClick =
  (run: () => unknown) =>
  (event: { detail: number }): void => {
    if (event.detail < 2) void run();
  };
