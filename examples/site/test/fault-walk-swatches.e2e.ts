/** Fault walks (fault-walk.ts) of the swatch journeys: from the shop-by-fabric page and from a product page. */
import { describeFaultWalks } from './fault-walk.js';
import { productSwatchOrder, swatchOrdering } from './swatches-journeys.js';

describeFaultWalks([swatchOrdering, productSwatchOrder]);
