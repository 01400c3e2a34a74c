export { IslandDialog, ISLAND_DIALOG_NAME } from './island-dialog';
export type { IslandDialogProps, IslandDialogOptions } from './island-dialog';
export { useIslandPopup, POPUP_CLOSE_DELAY_MS } from './use-island-popup';
export type { IslandPopupProps } from './use-island-popup';
