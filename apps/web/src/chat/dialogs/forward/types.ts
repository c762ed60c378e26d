/** A conversation (or user) that messages can be forwarded to (docs/chat-ui.md, "Transfer item"). */
export interface TransferItem {
  userID?: string;
  groupID?: string;
  conversationID: string;
  nick: string;
  avatar: string;
  /** Shown but not selectable, e.g. a group the user was muted in. */
  isDisabled?: boolean;
}

/**
 * Also the friend picker and the group-call member selector (docs/chat-ui.md): the same list, search
 * and selection rules under another title.
 */
export interface ForwardPanelProps {
  open: boolean;
  /** Dialog title; the forward panel's own by default. */
  title?: string;
  /** What the items are, for the counts and empty texts: conversations (forwarding) or people (pickers). */
  itemKind?: 'conversation' | 'person';
  items: readonly TransferItem[];
  /** Checkboxes when true; when false a new pick replaces the selection. */
  multiple: boolean;
  /**
   * Looks a user up by ID (the caller asks the chat SDK for the profile and builds the C2C item).
   * Resolves null when there is no such user. Without it the search filters the given items locally.
   */
  onSearch?: (userID: string) => Promise<TransferItem | null>;
  /** Shows the search box (default true); pickers with an optional search turn it off. */
  searchable?: boolean;
  onCancel: () => void;
  onDone: (selected: TransferItem[]) => void;
}
