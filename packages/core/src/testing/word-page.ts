import { catalogueLoaders, setWording } from '#wording';
import { readWording } from '../messages/read-wording';

/**
 * Puts in effect the wording a script-tag page's config script (`configText`, its JSON) gives, as
 * the script-tag build reads it before its islands mount: by key and by default text, for the
 * page's brand and site, with what no section has warned about. The catalogues are those of the
 * sections read so far. `resetConfig` forgets it.
 */
export async function wordPage(configText: string): Promise<void> {
  setWording(await readWording(configText, catalogueLoaders));
}
