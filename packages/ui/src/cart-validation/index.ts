/** The cart validation popups' parts (000 §8, 001 §8), shared by the cart page and the checkout. */
export { UnavailableList, type UnavailableListProps } from './unavailable-list';
export { OversizeList, type OversizeListProps } from './oversize-list';
export { UnavailableItemsDialog, type UnavailableItemsDialogProps } from './unavailable-items-dialog';
