/**
 * Generated product pictures for the demo catalogue: a small SVG per product, drawn as the thing
 * itself (a sofa with its cushions, a lamp with its shade, a rug on the floor) in the product's
 * colour against a wall and floor, with no text in them. Each is well under 2 KB.
 */

/** What a picture shows. */
export type ArtKind =
  | 'sofa'
  | 'sectional'
  | 'chair'
  | 'lamp'
  | 'shade'
  | 'rug'
  | 'side-table'
  | 'dining-table'
  | 'vases'
  | 'board'
  | 'mirror'
  | 'pillow'
  | 'throw'
  | 'care-kit'
  | 'plan'
  | 'cushion'
  | 'pouf'
  | 'towels'
  | 'decanter'
  | 'gift-card'
  | 'donation';

/** The room behind a product: wall and floor colours. */
export interface Backdrop {
  wall: string;
  floor: string;
}

/** The plain studio backdrop of product pictures. */
export const STUDIO: Backdrop = { wall: '#f3efe9', floor: '#e7e0d6' };

const WOOD = '#6b4f3a';

/** `#rrggbb` lightened (amount > 0) or darkened (amount < 0) by a fraction; other colours as they are. */
export function shade(hex: string, amount: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = Number.parseInt(m[1] ?? '0', 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const shadow = (cx: number, rx: number, cy = 78) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="2.6" fill="#000" opacity=".13"/>`;

type Draw = (c: string, dark: string, light: string) => string;

function sofaLike(c: string, dark: string, light: string, seats: number, x0: number, width: number): string {
  const inner = width - 16;
  const seat = (inner - (seats - 1)) / seats;
  let cushions = '';
  for (let i = 0; i < seats; i += 1) {
    const x = x0 + 8 + i * (seat + 1);
    cushions += rect(x, 37, seat, 19, light, 4) + rect(x, 54, seat, 8, light, 3);
  }
  return (
    shadow(x0 + width / 2, width / 2 + 2) +
    rect(x0 + 7, 70, 3, 7, WOOD) +
    rect(x0 + width - 10, 70, 3, 7, WOOD) +
    rect(x0 + 4, 34, width - 8, 24, c, 5) +
    rect(x0 + 2, 56, width - 4, 15, dark, 3) +
    cushions +
    rect(x0, 44, 10, 27, c, 4) +
    rect(x0 + width - 10, 44, 10, 27, c, 4)
  );
}

const DRAW: Record<ArtKind, Draw> = {
  sofa: (c, d, l) => sofaLike(c, d, l, 2, 8, 84),
  sectional: (c, d, l) =>
    sofaLike(c, d, l, 3, 3, 76) +
    shadow(80, 16, 86) +
    rect(62, 60, 34, 24, d, 3) +
    rect(64, 55, 30, 12, l, 3) +
    rect(90, 46, 8, 38, c, 4) +
    rect(93, 83, 3, 5, WOOD),
  chair: (c, d, l) =>
    shadow(50, 28) +
    rect(29, 70, 3, 8, WOOD) +
    rect(68, 70, 3, 8, WOOD) +
    rect(30, 30, 40, 30, c, 6) +
    rect(34, 33, 32, 24, l, 5) +
    rect(26, 56, 48, 15, d, 3) +
    rect(34, 53, 32, 8, l, 3) +
    rect(24, 44, 10, 27, c, 4) +
    rect(66, 44, 10, 27, c, 4),
  lamp: (c, d) =>
    shadow(50, 14) +
    rect(49, 36, 2, 16, '#8a7f77') +
    path('M41 77Q35 64 44 55L46 50H54L56 55Q65 64 59 77Z', c) +
    path('M47 52H53L55 56H45Z', d) +
    path('M33 39L38 15H62L67 39Z', '#f8f2e4', ' stroke="#ddd2bf" stroke-width=".6"') +
    `<ellipse cx="50" cy="39" rx="17" ry="1.6" fill="#e9dfcc"/>`,
  shade: (c, d) =>
    shadow(50, 20) +
    path('M29 74L35 30H65L71 74Z', c, ` stroke="${d}" stroke-width=".8"`) +
    `<ellipse cx="50" cy="30" rx="15" ry="2.4" fill="${d}"/>` +
    rect(49, 22, 2, 8, '#8a7f77'),
  rug: (c, d, l) =>
    path('M8 92L27 58H73L92 92Z', c) +
    path('M15 88L30 62H70L85 88Z', 'none', ` stroke="${l}" stroke-width="1.4"`) +
    path('M50 64L64 75L50 86L36 75Z', d) +
    path('M50 69L57 75L50 81L43 75Z', l) +
    path('M22 84L31 66M78 84L69 66', 'none', ` stroke="${d}" stroke-width="1.2"`),
  'side-table': (c, d, l) =>
    shadow(50, 22) +
    path('M35 47L31 77M65 47L69 77M50 48V78', 'none', ` stroke="${d}" stroke-width="3" stroke-linecap="round"`) +
    rect(29, 44, 42, 4, c, 1) +
    `<ellipse cx="50" cy="44" rx="21" ry="4.5" fill="${l}"/>` +
    rect(34, 64, 32, 2, d, 1),
  'dining-table': (c, d, l) =>
    shadow(50, 44) +
    rect(24, 51, 3, 23, l) +
    rect(73, 51, 3, 23, l) +
    rect(13, 50, 4, 28, d) +
    rect(83, 50, 4, 28, d) +
    rect(11, 50, 78, 4, d) +
    rect(7, 45, 86, 6, c, 1),
  vases: (c, d) =>
    shadow(50, 24) +
    path('M40 30V12M53 42V20M63 50V30', 'none', ' stroke="#5f7a4e" stroke-width=".9"') +
    `<circle cx="40" cy="12" r="3" fill="#e7b9a8"/><circle cx="53" cy="20" r="2.6" fill="#f2e3b3"/><circle cx="63" cy="30" r="2.4" fill="#e7b9a8"/>` +
    path('M37 77Q32 52 38 40V30H42V40Q48 52 43 77Z', c, ' opacity=".85"') +
    path('M49 77Q44 58 51 48V42H55V48Q62 58 57 77Z', d, ' opacity=".8"') +
    path('M60 77Q56 62 61 56V50H65V56Q70 62 66 77Z', c, ' opacity=".7"'),
  board: (c, d) =>
    shadow(50, 20) +
    path('M45 32V22Q45 15 50 15Q55 15 55 22V32Z', c, ` stroke="${d}" stroke-width=".8"`) +
    `<circle cx="50" cy="21" r="2" fill="#f3efe9" stroke="${d}" stroke-width=".6"/>` +
    path('M33 30H67Q70 30 70 33V74Q70 77 67 77H33Q30 77 30 74V33Q30 30 33 30Z', c, ` stroke="${d}" stroke-width=".8"`) +
    path('M34 44Q46 40 52 50T68 58M36 66Q48 58 60 70', 'none', ' stroke="#b9b3a8" stroke-width=".7"'),
  mirror: (c, d) =>
    `<circle cx="50" cy="44" r="29" fill="${c}"/><circle cx="50" cy="44" r="25" fill="#dfe8ea"/>` +
    path('M32 50L52 22M38 60L62 28', 'none', ' stroke="#fff" stroke-width="3" opacity=".6"') +
    `<circle cx="50" cy="44" r="25" fill="none" stroke="${d}" stroke-width=".8"/>`,
  pillow: (c, d) =>
    shadow(50, 26) +
    path('M24 30Q50 25 76 30Q81 52 76 74Q50 79 24 74Q19 52 24 30Z', c, ` stroke="${d}" stroke-width="1.2"`) +
    path('M30 36Q50 46 70 36M30 68Q50 58 70 68', 'none', ` stroke="${d}" stroke-width=".6" opacity=".5"`),
  throw: (c, d, l) =>
    shadow(50, 28) +
    rect(22, 62, 56, 14, c, 4) +
    rect(24, 50, 52, 13, l, 4) +
    rect(26, 38, 48, 13, c, 4) +
    path('M30 44H70M30 56H72M28 69H74', 'none', ` stroke="${d}" stroke-width="1" stroke-dasharray="2 1.5"`) +
    path('M78 64V76M80 64V75M76 52V62', 'none', ` stroke="${d}" stroke-width=".8"`),
  'care-kit': (c, d) =>
    shadow(50, 24) +
    path('M22 77L42 62L60 77Z', '#e9e1d3') +
    rect(34, 36, 14, 41, c, 3) +
    rect(37, 29, 8, 8, d, 1) +
    rect(36, 50, 10, 13, '#fff', 1, ' opacity=".75"') +
    rect(54, 60, 24, 8, '#b08a5a', 3) +
    rect(56, 68, 20, 8, '#4a3a2e', 1),
  plan: (c) =>
    path('M50 18L74 27V48Q74 68 50 80Q26 68 26 48V27Z', c) +
    path(
      'M39 49L47 57L62 40',
      'none',
      ' stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"',
    ),
  cushion: (c, d) =>
    shadow(50, 30) +
    path('M20 40Q50 32 80 40Q85 56 80 72Q50 80 20 72Q15 56 20 40Z', c, ` stroke="${d}" stroke-width="1"`) +
    path('M35 40V72M50 37V75M65 40V72', 'none', ` stroke="${d}" stroke-width=".7" opacity=".6"`),
  pouf: (c, d, l) =>
    shadow(50, 27) +
    rect(26, 50, 48, 25, c) +
    `<ellipse cx="50" cy="75" rx="24" ry="6" fill="${c}"/><ellipse cx="50" cy="50" rx="24" ry="6" fill="${l}"/>` +
    path(
      'M26 57Q50 64 74 57M26 64Q50 71 74 64M26 71Q50 78 74 71',
      'none',
      ` stroke="${d}" stroke-width="1.3" stroke-dasharray="3 1.5"`,
    ) +
    `<ellipse cx="50" cy="50" rx="13" ry="3" fill="none" stroke="${d}" stroke-width="1"/>`,
  towels: (c, d) =>
    shadow(50, 27) +
    rect(24, 63, 52, 13, c, 3) +
    rect(26, 51, 48, 13, '#e8e2d6', 3) +
    rect(28, 39, 44, 13, c, 3) +
    rect(28, 47, 44, 2, d) +
    rect(24, 71, 52, 2, d) +
    `<circle cx="50" cy="44" r="2.6" fill="${d}"/>`,
  decanter: (c, d) =>
    shadow(50, 17) +
    path(
      'M46 36V27H54V36Q68 44 68 60Q68 77 50 77Q32 77 32 60Q32 44 46 36Z',
      c,
      ` opacity=".55" stroke="${d}" stroke-width="1"`,
    ) +
    path('M34 62H66Q66 77 50 77Q34 77 34 62Z', '#a8672a', ' opacity=".6"') +
    `<circle cx="50" cy="24" r="4.5" fill="${c}" stroke="${d}" stroke-width="1"/>` +
    path('M38 50Q38 44 44 41', 'none', ' stroke="#fff" stroke-width="2" opacity=".7"'),
  'gift-card': (c, d) =>
    `<g transform="rotate(-8 50 54)">${shadow(50, 30, 75)}${rect(20, 36, 60, 38, c, 4)}${rect(58, 36, 6, 38, '#f3e6c9')}${rect(20, 50, 60, 6, '#f3e6c9')}` +
    path('M61 53Q50 40 56 38Q62 38 61 53Q72 40 68 38Q62 38 61 53Z', '#f3e6c9', ` stroke="${d}" stroke-width=".5"`) +
    '</g>',
  donation: (c, d) =>
    shadow(50, 24) +
    path('M26 48L50 26L74 48Z', d) +
    rect(30, 47, 40, 30, c) +
    rect(45, 60, 10, 17, '#f3efe9') +
    path('M50 42C46 36 38 40 43 46L50 53L57 46C62 40 54 36 50 42Z', '#c2453a'),
};

/**
 * The views of a product's gallery: from the front, from the side (a three-quarter turn), a
 * close-up of its material, and in a furnished room.
 */
export const VIEWS = ['front', 'side', 'detail', 'room'] as const;
/** One of {@link VIEWS}. */
export type View = (typeof VIEWS)[number];

/** A fine woven texture (warp and weft threads) laid over the close-up, so it reads as cloth. */
const CLOSE_WEAVE =
  '<defs><pattern id="w" width="3" height="3" patternUnits="userSpaceOnUse">' +
  '<path d="M0 .75H3M0 2.25H3" stroke="#000" stroke-width=".5" opacity=".18"/>' +
  '<path d="M.75 0V1.5M2.25 1.5V3" stroke="#fff" stroke-width=".5" opacity=".25"/></pattern></defs>';

/** The furnished room of the room view: a window, a framed print, a plant, a rug under the piece. */
function room(): string {
  return (
    rect(0, 0, 100, 100, '#ece4d8') +
    rect(0, 80, 100, 20, '#b08d6b') +
    rect(4, 14, 18, 40, '#cfe0ea', 1, ' stroke="#fff" stroke-width="1.6"') +
    path('M13 14V54M4 34H22', 'none', ' stroke="#fff" stroke-width="1.2"') +
    rect(40, 12, 20, 15, '#fbf8f2', 0, ' stroke="#6b4f3a" stroke-width="1.2"') +
    path('M43 24L48 18L52 22L55 19L58 24Z', '#9bb09a') +
    `<ellipse cx="50" cy="88" rx="36" ry="6" fill="#d9c9b0"/>` +
    rect(84, 66, 10, 14, '#a8755a', 1) +
    path('M89 66Q80 52 86 44M89 66Q92 50 97 46M89 66Q88 54 90 40', 'none', ' stroke="#5f7a4e" stroke-width="2.4"')
  );
}

/**
 * An SVG document of a product: its kind in its colour, on a wall and floor; no text. `view`
 * turns it (side), comes close to its material (detail) or places it in a room.
 */
export function illustrationSvg(
  kind: ArtKind,
  colour: string,
  backdrop: Backdrop = STUDIO,
  view: View = 'front',
): string {
  const floor = kind === 'rug' ? 56 : 78;
  const scene = rect(0, 0, 100, 100, backdrop.wall) + rect(0, floor, 100, 100 - floor, backdrop.floor);
  const art = DRAW[kind](colour, shade(colour, -0.22), shade(colour, 0.16));
  const body =
    view === 'side'
      ? // mirrored, narrowed and tilted: the piece seen from its left, turned away
        `${scene}<g transform="matrix(-.72 .1 0 1 86 -5)">${art}</g>`
      : view === 'detail'
        ? // two and a half times as close, on the middle of the piece, with its weave showing
          `${CLOSE_WEAVE}${scene}<g transform="translate(-75 -82) scale(2.5)">${art}</g><rect width="100" height="100" fill="url(#w)"/>`
        : view === 'room'
          ? `${room()}<g transform="translate(20 33) scale(.6)">${art}</g>`
          : scene + art;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
}

/** {@link illustrationSvg} as a `data:` URL. */
export function illustrationDataUrl(kind: ArtKind, colour: string, backdrop?: Backdrop, view?: View): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(illustrationSvg(kind, colour, backdrop, view))}`;
}
