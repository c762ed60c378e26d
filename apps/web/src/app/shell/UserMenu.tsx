import {
  CheckOutlined,
  IdcardOutlined,
  KeyOutlined,
  LogoutOutlined,
  SettingOutlined,
  SwapOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { UserType } from '@renli/contracts';
import { Dropdown, type MenuProps, Typography } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { changeIdentity, logout, useIdentities } from '../../features/auth/api.ts';
import { ChangePasswordDialog } from '../../features/auth/components/ChangePasswordDialog.tsx';
import { JoinInvitations } from '../../features/staff/JoinInvitations.tsx';
import { currentLanguage, LANGUAGES, type Language, setLanguage } from '../../lib/i18n.ts';
import { changePassword } from '../../lib/password-change.ts';
import { MY_STAFF_PATH, SETTINGS_PATH, USER_HOME } from '../../lib/paths.ts';
import { clearSession, setToken } from '../../lib/session.ts';
import { useSession } from '../../lib/session-queries.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Avatar, name and company; the menu switches identity, opens one's staff record and settings,
 * switches language, changes password, logs out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession().data;
  const identities = useIdentities().data ?? [];
  const [changingPassword, setChangingPassword] = useState(false);
  // A default or reset password is changed before anything else (the dialog cannot be dismissed).
  const mustChange = session?.mustChangePassword === true;

  // Leave the guarded shell first (synchronously): clearing the token while it is still shown would
  // make its guard send the user to the login page with this page as `redirect`, which an explicit
  // logout does not want.
  const endSession = () => {
    flushSync(() => navigate('/login', { replace: true }));
    clearSession('user');
  };

  const switchIdentity = async (identityKey: string) => {
    const { access_token } = await changeIdentity(identityKey);
    setToken('user', access_token);
    toast.success(t('shell:user.switched'));
    navigate(USER_HOME);
  };

  const language = currentLanguage();
  const items: MenuProps['items'] = [
    ...(identities.length > 1
      ? [
          {
            key: 'identities',
            icon: <SwapOutlined />,
            label: <span data-testid="identity-switch">{t('shell:user.switchIdentity')}</span>,
            children: identities.map((identity) => ({
              key: `identity:${identity.identityKey}`,
              disabled: identity.current,
              icon: identity.current ? <CheckOutlined /> : undefined,
              label: (
                <span data-testid={`identity-${identity.identityKey}`}>
                  {identity.displayName}
                  {identity.compName && identity.compName !== identity.displayName
                    ? ` · ${identity.compName}`
                    : ''}
                </span>
              ),
            })),
          },
        ]
      : []),
    ...(session?.user.userType === UserType.STAFF
      ? [{ key: 'myStaff', icon: <IdcardOutlined />, label: t('shell:user.myStaff') }]
      : []),
    { key: 'settings', icon: <SettingOutlined />, label: t('shell:user.settings') },
    {
      key: 'language',
      icon: <TranslationOutlined />,
      label: t('common:language.title'),
      children: LANGUAGES.map((lang) => ({
        key: `lang:${lang}`,
        icon: lang === language ? <CheckOutlined /> : undefined,
        label: <span data-testid={`lang-${lang}`}>{t(`common:language.${lang}`)}</span>,
      })),
    },
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: <span data-testid="change-password">{t('auth:changePassword.title')}</span>,
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="logout">{t('shell:user.logout')}</span>,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout('user').then(endSession);
    else if (key === 'password') setChangingPassword(true);
    else if (key === 'myStaff') void navigate(MY_STAFF_PATH);
    else if (key === 'settings') void navigate(SETTINGS_PATH);
    else if (key.startsWith('lang:')) void setLanguage(key.slice(5) as Language);
    else if (key.startsWith('identity:')) void switchIdentity(key.slice(9)).catch(() => null);
  };

  const name = session?.userName ?? '';
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className="renli-user-trigger" data-testid="user-menu">
          <Avatar
            value={session?.userFace}
            name={name}
            userType={session?.user.userType}
            sex={session?.sex}
            size={32}
          />
          <span className="renli-user-text">
            <Typography.Text className="renli-user-name" ellipsis>
              {name}
            </Typography.Text>
            {session?.compName && (
              <Typography.Text className="renli-user-company" ellipsis>
                {session.compName}
              </Typography.Text>
            )}
          </span>
        </button>
      </Dropdown>
      <ChangePasswordDialog
        open={changingPassword || mustChange}
        forced={mustChange}
        onClose={() => setChangingPassword(false)}
        change={(oldPassword, newPassword) =>
          changePassword(session?.user.userType ?? 1, oldPassword, newPassword)
        }
        onChanged={() => {
          setChangingPassword(false);
          toast.success(t('auth:changePassword.done'));
          endSession();
        }}
      />
      {!mustChange && <JoinInvitations />}
    </>
  );
}
