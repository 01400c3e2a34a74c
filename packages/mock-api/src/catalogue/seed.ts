/** Deterministic helpers so the demo catalogue is the same on every load. */
import { priceSite } from './site-prices';

/** A small seeded PRNG (mulberry32): same seed, same catalogue. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Stable 32-bit hash of a string, used to seed per-item choices. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** URL-friendly slug of a name. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A self-contained SVG image as a data URL, so Storybook, tests and the example site
 * need no image files. `kind` picks a silhouette.
 */
export function svgImage(kind: 'swatch' | 'sofa' | 'chair' | 'sectional' | 'item', hex: string, label = ''): string {
  const shapes: Record<typeof kind, string> = {
    swatch: `<rect width="100" height="100" fill="${hex}"/><path d="M0 100 100 0" stroke="#fff" stroke-opacity=".12" stroke-width="30"/>`,
    sofa: `<rect width="100" height="100" fill="#f4f1ec"/><rect x="12" y="38" width="76" height="26" rx="6" fill="${hex}"/><rect x="8" y="50" width="84" height="20" rx="5" fill="${hex}"/><rect x="14" y="70" width="4" height="8" fill="#5b4636"/><rect x="82" y="70" width="4" height="8" fill="#5b4636"/>`,
    sectional: `<rect width="100" height="100" fill="#f4f1ec"/><rect x="8" y="40" width="84" height="22" rx="5" fill="${hex}"/><rect x="62" y="40" width="30" height="40" rx="5" fill="${hex}"/><rect x="6" y="52" width="60" height="18" rx="5" fill="${hex}"/>`,
    chair: `<rect width="100" height="100" fill="#f4f1ec"/><rect x="32" y="30" width="36" height="30" rx="6" fill="${hex}"/><rect x="28" y="52" width="44" height="18" rx="5" fill="${hex}"/><rect x="33" y="70" width="4" height="12" fill="#5b4636"/><rect x="63" y="70" width="4" height="12" fill="#5b4636"/>`,
    item: `<rect width="100" height="100" fill="#f4f1ec"/><circle cx="50" cy="50" r="28" fill="${hex}"/>`,
  };
  const text = label
    ? `<text x="50" y="94" font-family="sans-serif" font-size="7" text-anchor="middle" fill="#333">${label.replace(/[<&"]/g, '')}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${shapes[kind]}${text}</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Format cents as the storefront shows them: '$1,299.00' (or 'CAD 1,299.00'). */
export function formatCents(cents: number, site: 'US' | 'CA' = priceSite()): string {
  const sign = cents < 0 ? '-' : '';
  const text = (Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sign}${site === 'CA' ? 'CAD ' : '$'}${text}`;
}
