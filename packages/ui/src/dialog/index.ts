export * from './dialog';
export * from './use-dialog';
export { useDialogClose } from './dialog-context';
export * from './dialog-close-button';
// the surface itself is internal (Dialog and Flyout render it); its props are public
export type { ModalSurfaceProps } from './modal-surface';
