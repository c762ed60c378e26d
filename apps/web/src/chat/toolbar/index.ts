/** Public surface of the chat toolbar. */

export { ChatToolbar, type ChatToolbarProps } from './ChatToolbar.tsx';
export { EmojiPanel, type EmojiPanelProps, type FacePayload } from './EmojiPanel.tsx';
export { PhrasePanel, type PhrasePanelProps } from './PhrasePanel.tsx';
export { RatingDialog, type RatingDialogProps } from './RatingDialog.tsx';
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
