import { html, jsonScript, props as jsonProps, trusted, type SafeHtml } from '../html.js';

/** An island's `data-island` name (CONTRACT §5); an unknown one is reported by the loader. */
export type IslandName = string;

/** Options of {@link island}. */
export interface IslandOptions {
  id?: string;
  props?: Record<string, unknown>;
  /** Send props in a child `<script type="application/json" data-island-props>` (large payloads). */
  propsInScript?: boolean;
  load?: 'eager' | 'idle' | 'visible' | 'interaction';
  /** Server HTML shown until the island mounts (and kept if it cannot). @default 'Loading…' */
  fallback?: SafeHtml;
  tag?: 'div' | 'section' | 'span' | 'aside';
}

/** The "Loading…" fallback of an island whose server HTML has nothing better to show. */
export const LOADING = html`<p class="fallback" role="status">Loading…</p>`;

/** Island markup (CONTRACT §2) with its server fallback. */
export function island(name: IslandName, options: IslandOptions = {}): SafeHtml {
  const { id, props, propsInScript = false, load, fallback = LOADING, tag = 'div' } = options;
  const attrs = html`${id ? html` id="${id}"` : ''}${props && !propsInScript ? html` data-props='${jsonProps(props)}'` : ''}${load ? html` data-load="${load}"` : ''}`;
  const script = props && propsInScript ? html`<script type="application/json" data-island-props>${jsonScript(props)}</script>` : '';
  const el = trusted(tag); // one of a fixed set of tag names
  return html`<${el} data-island="${name}"${attrs}>${script}${fallback}</${el}>`;
}

/** A button that opens popup island `name` with `props` (CONTRACT §2 `data-island-open`). */
export function openButton(name: IslandName, label: string, props?: Record<string, unknown>, id?: string): SafeHtml {
  return html`<button type="button" class="link-button" data-island-open="${name}"${props ? html` data-props='${jsonProps(props)}'` : ''}${id ? html` id="${id}"` : ''}>${label}</button>`;
}
