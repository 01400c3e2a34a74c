/**
 * Runs the user's handler first, then Hearth's own unless the user called
 * `event.preventDefault()` (radix `composeEventHandlers`). This is how every primitive
 * composes the handlers it is given with the behaviour it owns.
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  userHandler: ((event: E) => void) | undefined,
  ownHandler: (event: E) => void,
  { checkDefaultPrevented = true }: { checkDefaultPrevented?: boolean } = {},
): (event: E) => void {
  return (event: E) => {
    userHandler?.(event);
    if (!checkDefaultPrevented || !event.defaultPrevented) ownHandler(event);
  };
}
