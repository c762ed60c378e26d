/** Public surface of the message rendering module: bubble bodies, status, receipts, reactions, rules. */

export { type ActionContext, MESSAGE_ACTIONS, type MessageAction, messageActions } from './action-rules.ts';
export { CallRecordContent } from './CallRecordContent.tsx';
export { CustomContent, type CustomContentProps } from './CustomContent.tsx';
export {
  CALL_ACTIONS,
  CALL_TYPES,
  type CallKind,
  type CallOutcome,
  type CallRecord,
  callRecordFromData,
  parseCallRecord,
} from './call-record.ts';
export {
  type CustomContent as CustomPayload,
  type CustomParts,
  clampScore,
  customParts,
  type KeyValue,
  MAX_SCORE,
  parseCustomPayload,
} from './custom-payload.ts';
export { ExternalLink, type ExternalLinkProps } from './ExternalLink.tsx';
export { formatCallDuration, formatFileSize } from './format.ts';
export { describeGroupTip, formatMuteDuration, MAX_LISTED_NAMES, type NameMap } from './group-tip.ts';
export { isCallRecord, isMediaMessage, isTipMessage, MEDIA_TYPES } from './kinds.ts';
export { MessageContent, type MessageContentProps } from './MessageContent.tsx';
export { MessageStatus, type MessageStatusProps } from './MessageStatus.tsx';
export {
  type AudioView,
  audioView,
  type FaceView,
  type FileView,
  faceView,
  fileView,
  IMAGE_INFO,
  type ImageView,
  imageView,
  type LocationView,
  locationView,
  type MergerView,
  mergerView,
  type VideoView,
  videoView,
} from './media-payload.ts';
export { ReactionBar, type ReactionBarProps } from './ReactionBar.tsx';
export { ReadReceiptLabel, type ReadReceiptLabelProps } from './ReadReceiptLabel.tsx';
export { RevokedNotice, type RevokedNoticeProps } from './RevokedNotice.tsx';
export { RiskPlaceholder, riskTextKey } from './RiskPlaceholder.tsx';
export {
  isReceiptClickable,
  type ReadReceiptOptions,
  type ReadReceiptState,
  readReceiptState,
} from './read-receipt.ts';
export { safeHref } from './safe-href.ts';
export {
  audioBarWidth,
  type Box,
  type BoxOptions,
  imageBox,
  imageMax,
  videoBox,
  videoMax,
} from './sizing.ts';
export { messageStatusView, type StatusView } from './status-rules.ts';
export { TipRow } from './TipRow.tsx';
export { type Translate, translateIn } from './translate.ts';
