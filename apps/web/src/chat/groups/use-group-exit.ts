import { ChatSDK, type GroupSystemNotice } from '@renli/chat-sdk/browser';
import { useEffect, useRef } from 'react';
import { currentLanguage, i18n, loadNamespaces } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { currentChat } from '../session/chat-client.ts';
import { useChat } from '../state/use-chat.ts';

/**
 * docs/chat-ui.md: dissolving or quitting returns to the conversation list, and so does being removed
 * or the group being dissolved by someone else while its window is open. The group leaving my list
 * is the signal for all of them; what someone else did is also said in a toast (docs/chat-ui.md).
 */
export function useGroupExit(groupID: string | undefined, onExit: () => void): void {
  const present = useChat((s) => (groupID ? groupID in s.groups : false));
  const wasPresent = useRef(present);
  useEffect(() => {
    if (wasPresent.current && !present) onExit();
    wasPresent.current = present;
  }, [present, onExit]);

  useEffect(() => {
    const chat = currentChat();
    if (!groupID || !chat) return;
    const onNotice = ({ data }: { data: GroupSystemNotice }) => {
      // My own quit or dissolve has its own success toast.
      if (data.groupID !== groupID || data.operatorID === chat.getLoginUser()) return;
      void loadNamespaces(currentLanguage(), ['chat-groups']).then(() =>
        toast.warning(i18n.t(`chat-groups:left.${data.type}`)),
      );
    };
    chat.on(ChatSDK.EVENT.GROUP_SYSTEM_NOTICE_RECEIVED, onNotice);
    return () => chat.off(ChatSDK.EVENT.GROUP_SYSTEM_NOTICE_RECEIVED, onNotice);
  }, [groupID]);
}
