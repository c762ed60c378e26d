import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api.ts';

interface Props {
  value?: string | null;
  onChange?: (url: string) => void;
  /** Accessible name of the upload button. */
  label: string;
}

/**
 * A form control holding an uploaded image's URL: the file goes to `filesEndpoints.upload` (sniffed there),
 * and the field keeps only the answered `/files/...` address.
 */
export function ImageUploadField({ value, onChange, label }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap={12} align="center">
      {value ? <Image src={value} width={64} height={64} style={{ objectFit: 'contain' }} /> : null}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/bmp,image/webp"
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            onChange?.(await uploadImage(file as File));
          } catch {
            // The HTTP client has already shown why the upload was refused.
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} aria-label={label}>
          {value ? t('company:upload.replace') : t('company:upload.choose')}
        </Button>
      </Upload>
    </Flex>
  );
}
