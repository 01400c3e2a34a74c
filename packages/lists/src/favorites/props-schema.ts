import { array, boolean, nullable, optional, string, type, type Infer, type Struct } from 'superstruct';
import { SkuSchema } from '@hearth/commerce';
import { QuantitySchema, SuperSpecialOrder } from '../shared/schema';
import { FavoriteSkuPair } from './schema';

const favoritesPropsSchemaStruct = type({
  sku: SkuSchema,
  optionChoiceParameter: optional(string()),
  quantity: optional(QuantitySchema),
  hasGrouper: optional(boolean()),
  superSpecialOrder: optional(nullable(SuperSpecialOrder)),
  isNla: optional(boolean()),
  isPersonalized: optional(boolean()),
  favoritesSkus: optional(array(FavoriteSkuPair)),
  anchorRedirect: optional(boolean()),
  signInUrl: optional(string()),
  grouperErrorMessage: optional(string()),
});
/**
 * Props of the `favorites` island [ref: script-tag#attributes-and-windowhearth, #islands], checked before it mounts: a field of the
 * wrong type keeps the server HTML and logs one console.error naming the field.
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `sku` | string or number | — | the item; `0` while the page's grouper has not picked one |
 * | `optionChoiceParameter` | string | '' | the item's option choices [ref: favorites#data] |
 * | `quantity` | 1-99 | 1 | quantity saved |
 * | `hasGrouper` | boolean | false | the page has a grouper: with sku 0 a click raises the grouper error |
 * | `superSpecialOrder` | `{sku, url}` or null | — | browseDto.superSpecialOrder: with sku 0 the button is disabled |
 * | `isNla` | boolean | false | unavailable: disabled |
 * | `isPersonalized` | boolean | false | personalized: disabled |
 * | `favoritesSkus` | `[{Item1, Item2}]` | GET favorites skus (no-cache) | the saved pairs, when the page has them |
 * | `anchorRedirect` | boolean | true | the sign-in return URL ends with `#{sku}` |
 * | `signInUrl` | string (same-origin path) | '/account/login' | the sign-in page ('Already have a list? Sign in') |
 * | `grouperErrorMessage` | string | 'Please choose your options first.' | shown under the button on a grouper click; '' shows nothing |
 */
export const FavoritesPropsSchema: Struct<FavoritesIslandProps, unknown> = favoritesPropsSchemaStruct;

/** Props of the `favorites` island, inferred from its schema. */
export interface FavoritesIslandProps extends Infer<typeof favoritesPropsSchemaStruct> {}
