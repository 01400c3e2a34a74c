/**
 * `hearth.js`: the one `<script type="module">` a legacy page includes (CONTRACT §1).
 * It holds only the loader and the island registry; everything else arrives in the
 * chunks of the islands the page uses.
 */
import { startHearth } from '@hearth/core/loader';
import { islands } from './registry';

startHearth({ islands });
