import { CloseOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Modal, Radio } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { ConversationAvatar } from '../../common/GroupAvatar.tsx';
import {
  addFound,
  allState,
  filterItems,
  fullList,
  isSelected,
  itemLabel,
  pick,
  showSelectAll,
  toggleAll,
  unpick,
} from './forward-rules.ts';
import type { ForwardPanelProps, TransferItem } from './types.ts';
import './ForwardPanel.css';

const ROW_AVATAR_PX = 32;
const CHIP_AVATAR_PX = 20;

/**
 * Picks the conversations to forward messages to (docs/chat-ui.md). The body unmounts on close, so
 * every opening starts with an empty selection and no search.
 */
export function ForwardPanel(props: ForwardPanelProps) {
  const { t } = useTranslation('chat-dialogs');
  return (
    <Modal
      open={props.open}
      title={props.title ?? t('forward.title')}
      width={680}
      footer={null}
      onCancel={props.onCancel}
      destroyOnHidden
      className="rl-chat-forward-modal"
    >
      <ForwardBody {...props} />
    </Modal>
  );
}

function ItemFace({ item, size }: { item: TransferItem; size: number }) {
  return (
    <ConversationAvatar
      group={Boolean(item.groupID)}
      value={item.avatar}
      name={itemLabel(item)}
      size={size}
    />
  );
}

function ForwardBody({
  items,
  multiple,
  onSearch,
  searchable = true,
  itemKind = 'conversation',
  onCancel,
  onDone,
}: ForwardPanelProps) {
  const people = itemKind === 'person';
  const { t } = useTranslation('chat-dialogs');
  const [selected, setSelected] = useState<TransferItem[]>([]);
  // Users found by ID that are not among the conversations; they stay after the search is cleared.
  const [extra, setExtra] = useState<TransferItem[]>([]);
  const [results, setResults] = useState<TransferItem[] | null>(null);
  const [searching, setSearching] = useState(false);
  const latestSearch = useRef(0);

  const shown = results ?? fullList(items, extra);

  const restore = () => {
    latestSearch.current++;
    setSearching(false);
    setResults(null);
  };

  const search = async (raw: string) => {
    const query = raw.trim();
    if (!query) return restore();
    if (!onSearch) return setResults(filterItems(fullList(items, extra), query));
    const ticket = ++latestSearch.current;
    setSearching(true);
    let found: TransferItem | null = null;
    let failed = false;
    try {
      found = await onSearch(query);
    } catch {
      failed = true;
    }
    // A newer search or a cleared box has taken over; this answer is stale.
    if (ticket !== latestSearch.current) return;
    setSearching(false);
    if (!found) {
      toast.error(t(failed ? 'forward.searchFailed' : 'forward.userNotFound'));
      setResults(null);
      return;
    }
    const next = addFound(items, extra, found);
    setExtra(next.extra);
    setResults([next.shown]);
  };

  const choose = (item: TransferItem) => setSelected((current) => pick(current, item, multiple));
  const all = allState(selected, shown);

  return (
    <div className="rl-chat-forward">
      <section className="rl-chat-forward__pick">
        {searchable && (
          <Input.Search
            allowClear
            placeholder={t('forward.searchPlaceholder')}
            aria-label={t('forward.searchPlaceholder')}
            loading={searching}
            onSearch={(value) => void search(value)}
            onChange={(event) => {
              const value = event.target.value;
              if (!value.trim()) restore();
              else if (!onSearch) setResults(filterItems(fullList(items, extra), value));
            }}
          />
        )}
        {showSelectAll(shown, multiple) && (
          <Checkbox
            className="rl-chat-forward__all"
            checked={all === 'all'}
            indeterminate={all === 'some'}
            onChange={() => setSelected((current) => toggleAll(current, shown))}
          >
            {t('forward.selectAll')}
          </Checkbox>
        )}
        {shown.length === 0 ? (
          <p className="rl-chat-forward__empty">{t(people ? 'forward.emptyPeople' : 'forward.empty')}</p>
        ) : (
          <ul className="rl-chat-forward__list">
            {shown.map((item) => {
              const content = (
                <span className="rl-chat-forward__item">
                  <ItemFace item={item} size={ROW_AVATAR_PX} />
                  <span className="rl-chat-forward__name">{itemLabel(item)}</span>
                </span>
              );
              const common = {
                checked: isSelected(selected, item),
                disabled: item.isDisabled,
                onChange: () => choose(item),
              };
              return (
                <li key={item.conversationID} className="rl-chat-forward__row">
                  {multiple ? (
                    <Checkbox {...common}>{content}</Checkbox>
                  ) : (
                    <Radio {...common}>{content}</Radio>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="rl-chat-forward__picked" aria-live="polite">
        <p className="rl-chat-forward__count">
          {selected.length > 0
            ? t(people ? 'forward.selectedPeople' : 'forward.selectedCount', { count: selected.length })
            : t(people ? 'forward.nothingSelectedPeople' : 'forward.nothingSelected')}
        </p>
        <ul className="rl-chat-forward__chips">
          {selected.map((item) => (
            <li key={item.conversationID} className="rl-chat-forward__chip">
              <ItemFace item={item} size={CHIP_AVATAR_PX} />
              <span className="rl-chat-forward__name">{itemLabel(item)}</span>
              <button
                type="button"
                className="rl-chat-forward__unpick"
                aria-label={t('forward.remove', { name: itemLabel(item) })}
                onClick={() => setSelected((current) => unpick(current, item))}
              >
                <CloseOutlined />
              </button>
            </li>
          ))}
        </ul>
      </section>

      <footer className="rl-chat-forward__footer">
        <Button onClick={onCancel}>{t('forward.cancel')}</Button>
        <Button type="primary" disabled={selected.length === 0} onClick={() => onDone(selected)}>
          {selected.length > 0 ? t('forward.doneWithCount', { count: selected.length }) : t('forward.done')}
        </Button>
      </footer>
    </div>
  );
}
