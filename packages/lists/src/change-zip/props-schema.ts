import { boolean, optional, string, type, type Infer, type Struct } from 'superstruct';

const changeZipPropsSchemaStruct = type({
  zipCode: optional(string()),
  revealChangeZip: optional(boolean()),
});
/**
 * Props of the `change-zip` island [ref: script-tag#attributes-and-windowhearth, #islands].
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `zipCode` | string | — | [ref: change-zip#data] Zip state: the shopper's ZIP as the server knows it; becomes the page's shared ZIP when none is set yet (ignored when it is not a ZIP of the site) |
 * | `revealChangeZip` | boolean | false | [ref: change-zip#data] Zip state: the panel starts revealed |
 */
export const ChangeZipPropsSchema: Struct<ChangeZipIslandProps, unknown> = changeZipPropsSchemaStruct;

/** Props of the `change-zip` island, inferred from its schema. */
export interface ChangeZipIslandProps extends Infer<typeof changeZipPropsSchemaStruct> {}
