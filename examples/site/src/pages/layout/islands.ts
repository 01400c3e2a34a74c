import { html, jsonScript, props as jsonProps, trusted, type SafeHtml } from '../../html.js';
import type { PageContext } from './context.js';

/** An island's `data-island` name [ref: script-tag#islands]; an unknown one is reported by the loader. */
export type IslandName = string;

/** Options of {@link island}. */
export interface IslandOptions {
  id?: string;
  props?: Record<string, unknown>;
  /** Send props in a child `<script type="application/json" data-island-props>` (large payloads). */
  propsInScript?: boolean;
  load?: 'eager' | 'idle' | 'visible' | 'interaction';
  /**
   * Server HTML shown until the island mounts, and kept if it cannot (not built yet, a failed
   * chunk, no JavaScript): real content, such as the legacy markup, plain options, links or the
   * first image; an empty fallback for an island that only adds a button. Required, so no page
   * shows a "Loading…" that can last forever.
   */
  fallback: SafeHtml;
  tag?: 'div' | 'section' | 'span' | 'aside';
}

/** Island markup [ref: script-tag#attributes-and-windowhearth] with its server fallback. */
export function island(name: IslandName, options: IslandOptions): SafeHtml {
  const { id, props, propsInScript = false, load, fallback, tag = 'div' } = options;
  const attrs = html`${id ? html` id="${id}"` : ''}${props && !propsInScript ? html` data-props='${jsonProps(props)}'` : ''}${load ? html` data-load="${load}"` : ''}`;
  const script =
    props && propsInScript ? html`<script type="application/json" data-island-props>${jsonScript(props)}</script>` : '';
  const el = trusted(tag); // one of a fixed set of tag names
  return html`<${el} data-island="${name}"${attrs}>${script}${fallback}</${el}>`;
}

/** A button that opens popup island `name` with `props` ([ref: script-tag#attributes-and-windowhearth] `data-island-open`); a secondary button unless `className` says otherwise. */
export function openButton(
  name: IslandName,
  label: string,
  props?: Record<string, unknown>,
  id?: string,
  className = 'button button--secondary',
): SafeHtml {
  return html`<button type="button" class="${className}" data-island-open="${name}"${props ? html` data-props='${jsonProps(props)}'` : ''}${id ? html` id="${id}"` : ''}>${label}</button>`;
}

/**
 * The stylesheets of island `name` (the build's manifest names them), for server HTML drawn with
 * the island's own classes: placed right before that HTML, in the body. The browser draws what
 * comes before them (the header, the gallery, the title) without waiting for them, and what
 * comes after once they are in, so that HTML is never drawn unstyled and nothing above it waits.
 * The island's entry finds them linked and does not link them again. The design tokens are in
 * the head already. None before a build.
 */
export function islandStylesheets(ctx: PageContext, name: IslandName): SafeHtml {
  const tokens = ctx.styles?.tokens;
  const hrefs = (ctx.styles?.island(name) ?? []).filter((href) => href !== tokens);
  return html`${hrefs.map((href) => html`<link rel="stylesheet" href="${href}">`)}`;
}
