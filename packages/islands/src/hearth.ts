/**
 * `hearth.js`: the one `<script type="module">` a legacy page includes (CONTRACT §1).
 * It holds only the loader and the island registry; everything else arrives in the
 * chunks of the islands the page uses.
 */
import { startHearth } from '@hearth/core/loader';
import { islands } from './registry';

// The islands' stylesheet sits beside this script; a page that links it itself keeps its own link.
if (!document.querySelector('link[href$="hearth.css"]')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('hearth.css', import.meta.url).href;
  document.head.append(link);
}

startHearth({ islands });
