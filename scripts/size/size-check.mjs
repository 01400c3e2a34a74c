/**
 * `npm run size`'s verdict as pure functions (tested in size-check.test.ts): each page's brotli
 * bytes against the figure `npm run size -- --update` last wrote to `scripts/size/size-baseline.json`
 * (like a snapshot), with a tolerance, and against its hard target (`scripts/size/size-targets.mjs`).
 *
 * The baseline is per page, so adding an island, which gives every other page a little more
 * loader and sometimes one more shared file (+20 to +240 B), leaves those pages within their
 * tolerance; a real regression on one page fails that page.
 */

/** Growth over its baseline a page may show before it fails: 2 % or 300 B, whichever is larger. */
export function tolerance(baseline) {
  return Math.max(Math.ceil(baseline * 0.02), 300);
}

/** The hard target of the page holding only island `name`: its own row of `targets.islands`, else `targets.islandPage`. */
export function islandTarget(name, targets) {
  const own = Object.hasOwn(targets.islands, name) ? targets.islands[name] : {};
  return { max: own.max ?? targets.islandPage.max, css: own.css ?? targets.islandPage.css, aim: own.aim };
}

/** What `--update` writes: each tracked page's `{ js, css, total }`, by name. */
export function baselineOf(measured) {
  const pages = {};
  for (const page of measured)
    if (page.tracked !== false) pages[page.name] = { js: page.js, css: page.css, total: page.total };
  return pages;
}

const bytes = (n) => n.toLocaleString('en-US');

/**
 * Checks `measured` pages (`{ name, js, css, total, max?, cssMax?, files?, filesMax?, tracked? }`:
 * `max`, `cssMax` and `filesMax` (files it loads) are hard targets; `tracked: false` keeps a figure
 * out of the baseline) against
 * `baseline` (as {@link baselineOf} writes it). Returns a row per page (`status`: `ok`, `OVER`,
 * `new`, `smaller`), whether anything failed, and hints: pages new to the baseline, pages that
 * shrank by more than their tolerance, baseline entries no page has any more.
 */
export function checkSizes(measured, baseline = {}) {
  const rows = [];
  const hints = [];
  let failed = false;
  for (const page of measured) {
    const problems = [];
    if (page.max !== undefined && page.total > page.max) problems.push(`over its target of ${bytes(page.max)} B`);
    if (page.cssMax !== undefined && page.css > page.cssMax)
      problems.push(`CSS ${bytes(page.css)} B over its target of ${bytes(page.cssMax)} B`);
    if (page.filesMax !== undefined && page.files > page.filesMax)
      problems.push(`${page.files} files, over its target of ${page.filesMax}`);
    const base = page.tracked === false || !Object.hasOwn(baseline, page.name) ? undefined : baseline[page.name].total;
    const limit = base === undefined ? undefined : base + tolerance(base);
    let status = 'ok';
    if (page.tracked !== false && base === undefined) {
      status = 'new';
      hints.push(`${page.name}: not in the baseline yet (${bytes(page.total)} B)`);
    } else if (limit !== undefined && page.total > limit) {
      problems.push(
        `${bytes(page.total - base)} B over its baseline of ${bytes(base)} B (tolerance ${bytes(tolerance(base))} B)`,
      );
    } else if (base !== undefined && page.total < base - tolerance(base)) {
      status = 'smaller';
      hints.push(`${page.name}: ${bytes(base - page.total)} B smaller than its baseline of ${bytes(base)} B`);
    }
    if (problems.length) {
      status = 'OVER';
      failed = true;
    }
    rows.push({ name: page.name, total: page.total, baseline: base, limit, max: page.max, status, problems });
  }
  const names = new Set(measured.map((page) => page.name));
  for (const name of Object.keys(baseline))
    if (!names.has(name)) hints.push(`${name}: in the baseline, but no such page any more`);
  return { rows, failed, hints };
}
