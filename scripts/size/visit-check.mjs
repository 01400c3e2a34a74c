/**
 * The verdict of `npm run size:visit` (scripts/size/visit-bytes.ts) as a pure function, tested in
 * visit-check.test.ts: the visit's files and brotli bytes against its budget (`max`, `files`:
 * over either fails) and its aim (`aim`: printed, met or not).
 */

const bytes = (n) => n.toLocaleString('en-US');

/**
 * `visit`: `{ files, bytes }` as walked; `target`: `{ max, files, aim?: { max, files } }`.
 * Returns `{ problems, notes }`: a problem fails the run.
 */
export function checkVisit(visit, target) {
  const problems = [];
  const notes = [];
  if (visit.bytes > target.max) problems.push(`${bytes(visit.bytes)} B, over its budget of ${bytes(target.max)} B`);
  if (visit.files > target.files) problems.push(`${visit.files} files, over its budget of ${target.files}`);
  if (target.aim) {
    const met = visit.bytes <= target.aim.max && visit.files <= target.aim.files;
    notes.push(
      `${bytes(visit.bytes)} B in ${visit.files} files; aim ≤ ${bytes(target.aim.max)} B in ≤ ${target.aim.files} files: ${met ? 'met' : 'not met yet'}`,
    );
  }
  return { problems, notes };
}
