/** Fault walks (fault-walk.ts) of the cart journeys: add to cart, configure a sofa, cart edits. */
import { describeFaultWalks } from './fault-walk.js';
import { addToCart, cartEdits, configureAndAdd } from './store-journeys.js';

describeFaultWalks([addToCart, configureAndAdd, cartEdits]);
