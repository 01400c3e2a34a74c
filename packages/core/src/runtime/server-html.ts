import { createContext } from 'react';

/**
 * The server HTML an island replaced when it mounted (the page's own nodes), which `defineIsland`
 * provides to the island's tree for `IslandFallback`. Its own module, so every island page pays
 * only for the context, and only the islands that show their server HTML while they load pay for
 * the component.
 */
export const ServerHtmlContext = createContext<readonly ChildNode[] | undefined>(undefined);
