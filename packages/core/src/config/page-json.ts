/** Name of the configuration script element, reused in every config error message. */
export const CONFIG_SCRIPT_ID = 'hearth-config';

/** What the page's configuration script holds: its JSON (`undefined` when absent or empty), or why it could not be read. */
export type PageJson = { ok: true; value: unknown } | { ok: false; reason: string };

let cache = new WeakMap<Document, PageJson>();

/**
 * The JSON of `<script type="application/json" id="hearth-config">`, parsed once per document and
 * not yet checked: what `readConfig` checks, and what the wording (`messages`) is read from on a
 * page whose islands need no other setting, so that they need not load the checking. `fresh`
 * reads the script again (and keeps that).
 *
 * @default fresh false
 */
export function readPageJson(doc: Document, fresh = false): PageJson {
  let read = fresh ? undefined : cache.get(doc);
  if (!read) {
    const text = doc.getElementById(CONFIG_SCRIPT_ID)?.textContent?.trim() ?? '';
    try {
      read = { ok: true, value: text === '' ? undefined : (JSON.parse(text) as unknown) };
    } catch (error) {
      read = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    cache.set(doc, read);
  }
  return read;
}

/** Forgets every document read (tests, through `resetConfig`). */
export function forgetPageJson(): void {
  cache = new WeakMap();
}
