import { type ReactNode, useEffect } from 'react';
import './floating-menu.css';

export interface FloatingMenuItem<K extends string> {
  key: K;
  label: string;
  danger?: boolean;
}

interface FloatingMenuProps<K extends string> {
  items: FloatingMenuItem<K>[];
  left: number;
  top: number;
  onPick: (key: K) => void;
  onClose: () => void;
  label: string;
  /** Name of the invisible overlay that closes the menu (screen readers announce it). */
  closeLabel: string;
  /** Shown above the items, e.g. the quick reaction row of the message menu. */
  header?: ReactNode;
}

/** Height of one item; menus place themselves before they can be measured. */
export const MENU_ITEM_HEIGHT = 36;

/**
 * A small menu at a fixed point over a transparent overlay: a click on the overlay, Escape or a
 * pick closes it (docs/chat-ui.md: the menu closes after an action or an overlay click).
 */
export function FloatingMenu<K extends string>({
  items,
  left,
  top,
  onPick,
  onClose,
  label,
  closeLabel,
  header,
}: FloatingMenuProps<K>) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <button
        type="button"
        className="rl-chat-menu-overlay"
        aria-label={closeLabel}
        onClick={onClose}
        onContextMenu={(e) => {
          e.preventDefault();
          onClose();
        }}
      />
      <div className="rl-chat-menu" role="menu" aria-label={label} style={{ left, top }}>
        {header && <div className="rl-chat-menu-header">{header}</div>}
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="menuitem"
            className={item.danger ? 'rl-chat-menu-item is-danger' : 'rl-chat-menu-item'}
            onClick={() => {
              onClose();
              onPick(item.key);
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
    </>
  );
}
