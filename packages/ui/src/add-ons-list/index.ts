export { AddOnsList, ADD_ONS_LIST_NAME } from './add-ons-list';
export type { AddOnsListItem, AddOnsListProps } from './add-ons-list';
