/**
 * The demo store's page script (served as /assets/site/demo-providers.js, bundled by the demo
 * server, `bundle.ts`): registers the demo's fake payments and address autocomplete before `hearth.js` runs.
 */
import './demo-autocomplete.css';
import { registerDemoProviders } from './index.js';

registerDemoProviders();
