import { useTranslation } from 'react-i18next';
import { CreateGroupDialog } from '../groups/CreateGroupDialog.tsx';
import { JoinGroupDialog } from '../groups/JoinGroupDialog.tsx';
import { PeoplePicker } from '../people-picker/index.tsx';

export type StartKind = 'single' | 'create' | 'join';

interface StartDialogsProps {
  kind: StartKind;
  onClose: () => void;
  onStarted: (conversationID: string) => void;
}

/**
 * The '+' menu's dialogs, one lazy chunk: a single chat with someone from the people picker, a new
 * group, joining one by ID.
 */
export function StartDialogs({ kind, onClose, onStarted }: StartDialogsProps) {
  const { t } = useTranslation('chat');
  switch (kind) {
    case 'single':
      return (
        <PeoplePicker
          title={t('conversation.startSingle')}
          multiple={false}
          onCancel={onClose}
          onDone={([person]) => person && onStarted(`C2C${person.userID}`)}
        />
      );
    case 'create':
      return <CreateGroupDialog onClose={onClose} onCreated={onStarted} />;
    case 'join':
      return <JoinGroupDialog onClose={onClose} onJoined={onStarted} />;
  }
}
