/**
 * Chat dialogs and panels: presentational, fed through props and callbacks (no SDK calls inside).
 *
 * The heavy panels (image previewer, forward panel, read-receipt panel) are exported here only in
 * their lazy form, under both the `Lazy*` names and the plain ones: a static re-export of the eager
 * components would pull their code and CSS into every importer's chunk and defeat the lazy ones (the
 * bundler then warns INEFFECTIVE_DYNAMIC_IMPORT). Props are identical; the panel appears once its
 * chunk has loaded. Code that needs them synchronously (tests) imports `./eager.ts`.
 */
export { ConfirmDialog, type ConfirmDialogProps } from './confirm/ConfirmDialog.tsx';
export { ResendDialog, type ResendDialogProps } from './confirm/ResendDialog.tsx';
export * from './forward/forward-rules.ts';
export type { ForwardPanelProps, TransferItem } from './forward/types.ts';
export * from './image-previewer/previewer-rules.ts';
export {
  checkSavable,
  imageFormatOf,
  SAVABLE_FORMATS,
  type SaveCheck,
  saveFileName,
} from './image-previewer/save-rules.ts';
export { IMAGE_FORMAT, type ImagePreviewerProps, type PreviewImage } from './image-previewer/types.ts';
export {
  LazyForwardPanel as ForwardPanel,
  LazyForwardPanel,
  LazyImagePreviewer as ImagePreviewer,
  LazyImagePreviewer,
  LazyReadReceiptPanel,
  LazyReadReceiptPanel as ReadReceiptPanel,
} from './lazy.tsx';
export {
  READ_FILTER,
  READ_PANEL_CLOSE_MS,
  type ReadFilter,
  type ReadMember,
  type ReadMemberPage,
  type ReadReceiptPanelProps,
  type ReadTab,
} from './read-receipt/types.ts';
