import { type ArchiveInfo, DOCUMENT_KINDS, ENTRY_UPLOADS_MAX } from '@renli/contracts';
import { Button, List, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { uploadDocuments } from '../api.ts';
import { optionsOf } from '../info-options.ts';

type Document = NonNullable<ArchiveInfo['documents']>[number];
/** 其他: what an upload is until the hire says which document it is. */
const OTHER_KIND = DOCUMENT_KINDS.indexOf('其他') + 1;

interface Props {
  token: string;
  value?: Document[];
  onChange?: (value: Document[]) => void;
}

/** 材料上传: images or PDF uploaded through the form's own endpoint, each labelled with its kind. */
export function DocumentsField({ token, value = [], onChange }: Props) {
  const { t } = useTranslation('staff-entry');
  const [busy, setBusy] = useState(0);
  const kinds = optionsOf(t, 'documentKind');
  // Uploads finish one by one: each adds to what is listed when it lands.
  let current = value;
  const set = (next: Document[]) => {
    current = next;
    onChange?.(next);
  };
  const add = async (file: File) => {
    setBusy((n) => n + 1);
    try {
      const stored = await uploadDocuments(token, [file]);
      const url = stored[file.name] ?? Object.values(stored)[0];
      if (url) set([...current, { kind: OTHER_KIND, name: file.name.slice(0, 100), url }]);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy((n) => n - 1);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload
        multiple
        accept="image/*,application/pdf"
        showUploadList={false}
        disabled={value.length >= ENTRY_UPLOADS_MAX}
        beforeUpload={(file) => {
          void add(file);
          return false;
        }}
      >
        <Button loading={busy > 0} disabled={value.length >= ENTRY_UPLOADS_MAX}>
          {t('form.upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('form.uploadHint', { max: ENTRY_UPLOADS_MAX })}</Typography.Text>
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(document, index) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="link"
                  danger
                  size="small"
                  onClick={() => set(value.filter((_, i) => i !== index))}
                >
                  {t('form.remove')}
                </Button>,
              ]}
            >
              <Space orientation="vertical" size={4} style={{ width: '100%', minWidth: 0 }}>
                <Typography.Link href={document.url} target="_blank" rel="noreferrer" ellipsis>
                  {document.name}
                </Typography.Link>
                <Select
                  size="small"
                  aria-label={t('field.documentKind')}
                  value={document.kind}
                  options={kinds}
                  style={{ width: '100%', maxWidth: 220 }}
                  onChange={(kind) => set(value.map((d, i) => (i === index ? { ...d, kind } : d)))}
                />
              </Space>
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}
