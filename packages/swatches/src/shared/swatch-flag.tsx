/** A short flag beside a swatch: 'Unavailable' [ref: swatches#rules] or 'No longer available' (NLA). */
export function SwatchFlag({ children }: { children: string }) {
  return <span className="hearth-swatch-flag">{children}</span>;
}
