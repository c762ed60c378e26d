import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { ForwardPanel } from '../dialogs/forward/ForwardPanel.tsx';
import { currentChat } from '../session/chat-client.ts';
import { callCandidates, checkSelection, findCandidate, MAX_INVITEES } from './call-rules.ts';
import { closePicker, dialPicked } from './call-runtime.ts';
import type { CallPicker } from './call-store.ts';

/**
 * 'Start group voice/video call' (docs/chat-ui.md): the forward panel's list, search and
 * multi-select over the group's members without me; the search matches an exact userID.
 */
export function MemberPicker({ picker }: { picker: CallPicker }) {
  const { t } = useTranslation('chat-calls');
  const items = callCandidates(picker.members, currentChat()?.getLoginUser() ?? '');
  return (
    <ForwardPanel
      itemKind="person"
      open
      multiple
      title={t(picker.kind === 'video' ? 'picker.video' : 'picker.voice')}
      items={items}
      onSearch={async (query) => findCandidate(items, query)}
      onCancel={closePicker}
      onDone={(selected) => {
        if (checkSelection(selected.length) === 'tooMany') {
          toast.warning(t('picker.tooMany', { count: MAX_INVITEES }));
          return;
        }
        dialPicked(selected.flatMap((item) => (item.userID ? [item.userID] : [])));
      }}
    />
  );
}
