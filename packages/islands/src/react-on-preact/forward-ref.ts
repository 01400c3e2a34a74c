/** React's forwardRef: the ref arrives as a prop already, so it only moves it to the second argument. */
export function forwardRef<R, P>(render: (props: P, ref: R | null) => unknown) {
  return ({ ref, ...props }: P & { ref?: R }) => render(props as P, ref ?? null);
}
