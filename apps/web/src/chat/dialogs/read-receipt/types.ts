/** getGroupMessageReadMemberList filter of the chat SDK: 0 read, 1 unread (docs/chat-ui.md). */
export const READ_FILTER = { READ: 0, UNREAD: 1 } as const;
export type ReadFilter = (typeof READ_FILTER)[keyof typeof READ_FILTER];

/** One entry of the read-receipt lists (docs/chat-ui.md). */
export interface ReadMember {
  userID: string;
  nick: string;
  avatar: string;
}

export interface ReadMemberPage {
  list: ReadMember[];
  /** Where the next page starts; '' asks for the first page. */
  cursor: string;
  isCompleted: boolean;
}

/** docs/chat-ui.md: the panel takes 200 ms to leave; keep in step with the CSS animations. */
export const READ_PANEL_CLOSE_MS = 200;

export type ReadTab = 'unread' | 'read';

export interface ReadReceiptPanelProps {
  open: boolean;
  readCount: number;
  unreadCount: number;
  /** One page of members (the SDK pages by 100); the panel keeps the cursor per tab. */
  load: (filter: ReadFilter, cursor: string) => Promise<ReadMemberPage>;
  /** Called once the closing animation has finished (200 ms after the close request). */
  onClose: () => void;
  /** The tab shown first; Unread unless told otherwise. */
  defaultTab?: ReadTab;
}
