export {
  IOS_CHROME_FORMAT_DELAY_MS,
  EMPTY_CARD_FORM,
  cardEntryType,
  cardFormatDelay,
  cardFromForm,
  cleanSecurityCode,
  isIosChrome,
  showsExpiryAndCvv,
  validateCardForm,
  validateCardNumberFor,
  type CardFormOptions,
  type CardFormValues,
} from './card-entry-logic';
export { CARD_ENTERED_EVENT, cardEnteredDetail, dispatchCardEntered, type CardEnteredDetail } from './card-events';
export { useCardEntry, type UseCardEntryOptions } from './use-card-entry';
export { CardEntryForm, CARD_ENTRY_FORM_NAME, SECURITY_CODE_HELP_URL, type CardEntryFormProps } from './card-entry-form';
export { CardEntryDialog, type CardEntryDialogProps } from './card-entry-dialog';
export { CardEntry, type CardEntryProps } from './card-entry';
export { CardEntryPropsSchema, type CardEntryIslandProps } from './props-schema';
