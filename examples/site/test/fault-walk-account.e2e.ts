/** Fault walks (fault-walk.ts) of the account and lists journeys: sign in, forgot password, favorites, registry. */
import { describeFaultWalks } from './fault-walk.js';
import { registryAdds, saveToNewList } from './lists-journeys.js';
import { forgotPassword, signIn } from './store-journeys.js';

describeFaultWalks([signIn, forgotPassword, saveToNewList, registryAdds]);
