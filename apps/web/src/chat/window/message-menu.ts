import type { Message } from '@renli/chat-sdk/browser';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { keysToNames } from '../emoji/index.ts';
import type { MessageAction } from '../messages/index.ts';
import { deleteMessages, revoke } from '../state/actions.ts';
import { chatErrorText } from '../state/send-errors.ts';
import { chatUi } from '../state/ui-store.ts';

export interface MenuEffects {
  forward: (message: Message) => void;
  open: (message: Message) => void;
}

async function copyText(message: Message, t: TFunction): Promise<void> {
  const text = keysToNames(String(message.payload.text ?? ''), currentLanguage());
  if (!navigator.clipboard?.writeText) return void toast.error(t('menu.copyUnsupported'));
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t('menu.copied'));
  } catch {
    toast.error(t('menu.copyUnsupported'));
  }
}

/** Runs a message menu action; failures toast the catalogue message (docs/chat-ui.md). */
export async function runMessageAction(
  action: MessageAction,
  message: Message,
  t: TFunction,
  effects: MenuEffects,
): Promise<void> {
  switch (action) {
    case 'copy':
      return copyText(message, t);
    case 'quote':
      chatUi.setState({ quote: message });
      return;
    case 'forward':
      return effects.forward(message);
    case 'open':
      return effects.open(message);
    case 'react':
      // The reactions are the row above the menu items, not an item.
      return;
    case 'revoke':
      try {
        await revoke(message);
      } catch (error) {
        toast.error(chatErrorText(t, error, 'revoke'));
      }
      return;
    case 'delete':
      try {
        await deleteMessages([message]);
      } catch (error) {
        toast.error(chatErrorText(t, error));
      }
  }
}
