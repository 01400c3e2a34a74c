import { CONFIG_SCRIPT_ID, type HearthConfig } from './config-schema';
import { parseConfig } from './parse-config';

/**
 * Reads the page configuration from `<script type="application/json" id="hearth-config">`.
 * A missing script means US, main brand, spec defaults [ref: script-tag#configuration-hearth-config], silently. Bad JSON
 * logs one `console.error` naming `hearth-config` and gives the defaults; a field of the
 * wrong type logs one error naming it and falls back to its default. Never throws.
 *
 * @param doc the document to read
 * @default doc globalThis.document
 */
export function readConfig(doc: Document = document): HearthConfig {
  const script = doc.getElementById(CONFIG_SCRIPT_ID);
  const text = script?.textContent?.trim() ?? '';
  if (text === '') return parseConfig(undefined);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`${CONFIG_SCRIPT_ID}: invalid JSON (${reason}); using the defaults.`);
    return parseConfig(undefined);
  }
  return parseConfig(raw);
}
