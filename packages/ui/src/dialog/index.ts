export { Dialog, DIALOG_NAME } from './dialog';
export type { DialogProps } from './dialog';
export { useDialog } from './use-dialog';
export type { UseDialogOptions, DialogState } from './use-dialog';
export { useDialogClose } from './dialog-context';
export { DialogCloseButton } from './dialog-close-button';
export type { DialogCloseButtonProps } from './dialog-close-button';
export type { ModalSurfaceProps } from './modal-surface';
