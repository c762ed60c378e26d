import { CloseOutlined } from '@ant-design/icons';
import { Button, Spin, Tabs } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import type { MemberListState } from './member-list.ts';
import { READ_PANEL_CLOSE_MS, type ReadReceiptPanelProps, type ReadTab } from './types.ts';
import { useMemberLists } from './use-member-lists.ts';
import './ReadReceiptPanel.css';

/**
 * 'Message details' of a group message: who has and has not read it (docs/chat-ui.md). Mounted on
 * open, so each opening loads fresh lists.
 */
export function ReadReceiptPanel(props: ReadReceiptPanelProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<Panel {...props} />, document.body);
}

function Panel({ readCount, unreadCount, load, onClose, defaultTab = 'unread' }: ReadReceiptPanelProps) {
  const { t } = useTranslation('chat-dialogs');
  const [tab, setTab] = useState<ReadTab>(defaultTab);
  const [closing, setClosing] = useState(false);
  const { lists, loadMore } = useMemberLists(load);
  const list = lists[tab];

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Every way out (button, mask, Esc) plays the exit animation once, then tells the parent.
  const close = useCallback(() => {
    if (closeTimer.current !== undefined) return;
    setClosing(true);
    closeTimer.current = setTimeout(() => onCloseRef.current(), READ_PANEL_CLOSE_MS);
  }, []);

  // The first page of a tab is asked for when the tab is first shown.
  useEffect(() => {
    if (list.status === 'idle') void loadMore(tab);
  }, [list.status, loadMore, tab]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <div className={`rl-chat-read-panel${closing ? ' rl-chat-read-panel--closing' : ''}`}>
      <div className="rl-chat-read-panel__mask" onClick={close} aria-hidden="true" />
      <div
        className="rl-chat-read-panel__sheet"
        role="dialog"
        aria-modal="true"
        aria-label={t('readReceipt.title')}
      >
        <header className="rl-chat-read-panel__header">
          <h3 className="rl-chat-read-panel__title">{t('readReceipt.title')}</h3>
          <Button
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('readReceipt.close')}
            title={t('readReceipt.close')}
            onClick={close}
          />
        </header>
        <Tabs
          className="rl-chat-read-panel__tabs"
          activeKey={tab}
          onChange={(key) => setTab(key as ReadTab)}
          items={[
            { key: 'unread', label: t('readReceipt.unread', { count: unreadCount }) },
            { key: 'read', label: t('readReceipt.read', { count: readCount }) },
          ]}
        />
        <MemberList state={list} onMore={() => void loadMore(tab)} />
      </div>
    </div>
  );
}

function MemberList({ state, onMore }: { state: MemberListState; onMore: () => void }) {
  const { t } = useTranslation('chat-dialogs');
  const { members, status, isCompleted } = state;
  return (
    <div className="rl-chat-read-panel__body">
      {members.length > 0 && (
        <ul className="rl-chat-read-panel__list">
          {members.map((member) => {
            const name = member.nick || member.userID;
            return (
              <li key={member.userID} className="rl-chat-read-panel__member" title={member.userID}>
                <Avatar value={member.avatar} name={name} />
                <span className="rl-chat-read-panel__name">{name}</span>
              </li>
            );
          })}
        </ul>
      )}
      {(status === 'loading' || status === 'idle') && (
        <div className="rl-chat-read-panel__state" role="status" aria-label={t('readReceipt.loading')}>
          <Spin />
        </div>
      )}
      {status === 'error' && (
        <div className="rl-chat-read-panel__state" role="alert">
          <span>{t('readReceipt.loadFailed')}</span>
          <Button type="link" onClick={onMore}>
            {t('readReceipt.retry')}
          </Button>
        </div>
      )}
      {status === 'ready' && !isCompleted && (
        <Button type="link" block onClick={onMore}>
          {t('readReceipt.loadMore')}
        </Button>
      )}
      {status === 'ready' && isCompleted && members.length === 0 && (
        <p className="rl-chat-read-panel__state">{t('readReceipt.empty')}</p>
      )}
    </div>
  );
}
