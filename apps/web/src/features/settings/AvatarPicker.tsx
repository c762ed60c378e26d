import { filesEndpoints } from '@renli/contracts';
import { Button, Flex, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { PRESET_FACES } from '../../components/avatar/presets.ts';
import { AVATAR_SIZE } from '../../components/avatar/resolve-avatar.ts';
import { upload } from '../../lib/endpoint.ts';
import { toast } from '../../lib/toast.ts';

interface AvatarPickerProps {
  value?: string;
  onChange?: (value: string) => void;
  name: string;
  userType: number;
  sex: number | null;
}

const PRESETS = Object.keys(PRESET_FACES).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

/** Upload a picture (the platform's file upload), pick a preset face, or go back to the default. */
export function AvatarPicker({ value = '', onChange, name, userType, sex }: AvatarPickerProps) {
  const { t } = useTranslation('settings');
  const [uploading, setUploading] = useState(false);

  const uploadPicture = async (file: File) => {
    if (!file.type.startsWith('image/')) return toast.error(t('member.avatarNotImage'));
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const answer = await upload(filesEndpoints.putObjects, form, { query: { fileDirType: 'comp_img' } });
      const url = Object.values(answer)[0];
      if (url) onChange?.(url);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex gap={16} align="flex-start">
      <Avatar value={value} name={name} userType={userType} sex={sex} loggedIn size={AVATAR_SIZE.platform} />
      <Flex vertical gap={8}>
        <Flex wrap gap={6} role="group" aria-label={t('member.presets')}>
          {PRESETS.map((key) => (
            <button
              key={key}
              type="button"
              aria-label={key}
              aria-pressed={value === key}
              onClick={() => onChange?.(key)}
              style={{
                padding: 2,
                border: `2px solid ${value === key ? 'var(--ant-color-primary)' : 'transparent'}`,
                borderRadius: 8,
                background: 'none',
                cursor: 'pointer',
              }}
            >
              <Avatar value={key} name={key} size={32} />
            </button>
          ))}
        </Flex>
        <Flex gap={8}>
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              void uploadPicture(file);
              return false;
            }}
          >
            <Button size="small" loading={uploading}>
              {t('member.upload')}
            </Button>
          </Upload>
          <Button size="small" disabled={!value} onClick={() => onChange?.('')}>
            {t('member.resetAvatar')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
