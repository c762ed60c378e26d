import {
  ApartmentOutlined,
  ContactsOutlined,
  MessageOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AuthSummary } from '@renli/contracts';
import type { ComponentType } from 'react';
import { inCompany, managesStaff } from '../../lib/access.ts';
import {
  ADDRESS_BOOK_PATH,
  CHAT_PATH,
  ORG_SETTINGS_PATH,
  SETTINGS_PATH,
  STAFF_ACCOUNTS_PATH,
} from '../../lib/paths.ts';

/** One quick link: a built screen, and who can use it (absent: everyone). */
export interface Shortcut {
  key: string;
  path: string;
  icon: ComponentType;
  visible?: (access: AuthSummary) => boolean;
}

/** The built screens people reach most, in the order they are shown. */
export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'chat', path: CHAT_PATH, icon: MessageOutlined },
  { key: 'addressBook', path: ADDRESS_BOOK_PATH, icon: ContactsOutlined, visible: inCompany },
  { key: 'staffAccounts', path: STAFF_ACCOUNTS_PATH, icon: TeamOutlined, visible: managesStaff },
  // Every member reads the organisation; admins edit it.
  { key: 'departments', path: ORG_SETTINGS_PATH, icon: ApartmentOutlined, visible: inCompany },
  { key: 'settings', path: SETTINGS_PATH, icon: SettingOutlined },
];

/** The links the caller can use; only the open ones until their access is known. */
export const shortcutsFor = (access: AuthSummary | undefined) =>
  SHORTCUTS.filter((link) => !link.visible || (access !== undefined && link.visible(access)));
