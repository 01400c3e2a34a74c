/**
 * `@hearth/core/testing`: helpers for tests of Hearth islands and of pages that use them.
 * Nothing here runs in a shopper's browser.
 */
export { resetSharedSignals, sharedSignalNamed } from './shared-signals';
export { resetUrlReports } from '../url/check-url';
export { messagesChecked } from '../messages/apply-wording';
export { resetMessagesCheck } from '../messages/messages-check';
export { wordPage } from './word-page';
export { rulesDisagreements } from './props-rules';
