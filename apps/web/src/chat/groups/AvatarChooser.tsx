import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { PRESET_FACES } from '../../components/avatar/presets.ts';
import { AVATAR_SIZE } from '../../components/avatar/resolve-avatar.ts';
import { toast } from '../../lib/toast.ts';
import { failureText } from '../state/send-errors.ts';
import { AVATAR_ACCEPT, ensureImageLoads, isImageFile, uploadAvatar } from './avatar-upload.ts';

/** docs/chat-ui.md: type 0 is a reset to the default, 1 a chosen or uploaded picture. */
export interface AvatarChoice {
  url: string;
  type: 0 | 1;
}

interface AvatarChooserProps {
  value: string;
  /** Drawn on a colour when there is no picture. */
  name: string;
  onChange: (choice: AvatarChoice) => void;
}

const PRESETS = Object.keys(PRESET_FACES).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

/** The avatar chooser (100 px, docs/chat-ui.md): a preset face, an uploaded image, or the default. */
export function AvatarChooser({ value, name, onChange }: AvatarChooserProps) {
  const { t } = useTranslation('chat-groups');
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) return toast.error(t('avatar.notImage'));
    setUploading(true);
    try {
      const url = await uploadAvatar(file);
      try {
        await ensureImageLoads(url);
      } catch {
        return toast.error(t('avatar.loadFailed'));
      }
      onChange({ url, type: 1 });
    } catch (error) {
      toast.error(failureText(t, 'avatar.uploadFailed', error));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="rl-avatar-chooser">
      <Avatar value={value} name={name} size={AVATAR_SIZE.chooser} loggedIn={false} shape="square" />
      <div className="rl-avatar-chooser__side">
        <fieldset className="rl-avatar-chooser__presets">
          <legend>{t('avatar.presets')}</legend>
          {PRESETS.map((key) => (
            <button
              key={key}
              type="button"
              aria-label={key}
              aria-pressed={value === key}
              className="rl-avatar-chooser__preset"
              onClick={() => onChange({ url: key, type: 1 })}
            >
              <Avatar value={key} name={key} size={32} />
            </button>
          ))}
        </fieldset>
        <div className="rl-avatar-chooser__buttons">
          <Button size="small" loading={uploading} onClick={() => input.current?.click()}>
            {uploading ? t('avatar.uploading') : t('avatar.upload')}
          </Button>
          <Button size="small" disabled={!value} onClick={() => onChange({ url: '', type: 0 })}>
            {t('avatar.reset')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={AVATAR_ACCEPT}
            hidden
            aria-label={t('avatar.upload')}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </div>
      </div>
    </div>
  );
}
