/** A short flag beside a swatch: 'Unavailable' (002 §4) or 'No longer available' (NLA). */
export function SwatchFlag({ children }: { children: string }) {
  return <span className="hearth-swatch-flag">{children}</span>;
}
