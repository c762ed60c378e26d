/**
 * The heavy panels without lazy loading, for tests and for screens that are already in a lazily
 * loaded chunk. Everything else (and the `Lazy*` wrappers) comes from `./index.ts`.
 */
export { ForwardPanel } from './forward/ForwardPanel.tsx';
export { ImagePreviewer } from './image-previewer/ImagePreviewer.tsx';
export { ReadReceiptPanel } from './read-receipt/ReadReceiptPanel.tsx';
