/** Public surface of the chat toolbar. */

export { ChatToolbar, type ChatToolbarProps } from './ChatToolbar.tsx';
// The panels and the rating dialog are loaded lazily by the toolbar: exported as types only, since
// a value export would pull them into every importer's chunk.
export type { EmojiPanelProps, FacePayload } from './EmojiPanel.tsx';
export type { PhrasePanelProps } from './PhrasePanel.tsx';
export type { RatingDialogProps } from './RatingDialog.tsx';
export {
  buildRatingPayload,
  canSubmitRating,
  NO_STAR,
  nextStarIndex,
  type Rating,
  type RatingPayload,
  STAR_COUNT,
  scoreOf,
} from './rating.ts';
export {
  ACCEPT,
  acceptsFile,
  type ExtensionKey,
  extensionOrder,
  IMAGE_EXTENSIONS,
  PHRASE_KEYS,
  partitionFiles,
  type UploadKind,
} from './toolbar-rules.ts';
