import { optional, string, type, type Infer, type Struct } from 'superstruct';

const forgotPasswordPropsSchemaStruct = type({
  /** Prefills the email field. */
  email: optional(string()),
  /** What the popup is for, under its title, when the server rendered it ([ref: forgot-password#calls] headerMessage). */
  headerMessage: optional(string()),
  /** When set and the island sits in the page (not opened as a popup), a button with this text opens it. */
  triggerLabel: optional(string()),
});
/** Island props of `forgot-password` [ref: script-tag#islands]. Unknown keys are ignored. */
export const ForgotPasswordPropsSchema: Struct<ForgotPasswordIslandProps, unknown> = forgotPasswordPropsSchemaStruct;

/** Props of the `forgot-password` island, inferred from its schema. */
export interface ForgotPasswordIslandProps extends Infer<typeof forgotPasswordPropsSchemaStruct> {}
