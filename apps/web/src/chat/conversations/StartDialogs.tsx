import { CreateGroupDialog } from '../groups/CreateGroupDialog.tsx';
import { JoinGroupDialog } from '../groups/JoinGroupDialog.tsx';
import { StartChatDialog } from './StartChatDialog.tsx';

export type StartKind = 'single' | 'create' | 'join';

interface StartDialogsProps {
  kind: StartKind;
  onClose: () => void;
  onStarted: (conversationID: string) => void;
}

/** The '+' menu's dialogs, one lazy chunk: start a single chat, create a group, join one by ID. */
export function StartDialogs({ kind, onClose, onStarted }: StartDialogsProps) {
  switch (kind) {
    case 'single':
      return <StartChatDialog onClose={onClose} onStarted={onStarted} />;
    case 'create':
      return <CreateGroupDialog onClose={onClose} onCreated={onStarted} />;
    case 'join':
      return <JoinGroupDialog onClose={onClose} onJoined={onStarted} />;
  }
}
