import { DeleteOutlined, EyeOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { ARCHIVE_DOCUMENTS_MAX, DOCUMENT_KIND_OPTIONS, type StaffArchive } from '@renli/contracts';
import { Button, Empty, Flex, Form, Input, List, Select, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from '../../../lib/upload-attachment.ts';
import { optionText, selectOptions } from '../labels.ts';
import { ArchiveSection } from './ArchiveSection.tsx';
import { type SectionProps, valuesOf } from './types.ts';

type Document = StaffArchive['documents'][number];
/** What an upload is filed as until HR picks its kind: 其他. */
const OTHER_KIND = DOCUMENT_KIND_OPTIONS.length;

/** A stored file opened in the browser (images, PDF) or saved under its own name. */
function FileLinks({ document }: { document: Document }) {
  const { t } = useTranslation();
  return (
    <Space size={12}>
      <a href={document.url} target="_blank" rel="noreferrer">
        <EyeOutlined /> {t('staff-archives:documents.view')}
      </a>
      <a href={`${document.url}?name=${encodeURIComponent(document.name)}`} download={document.name}>
        <PaperClipOutlined /> {t('staff-archives:documents.download')}
      </a>
    </Space>
  );
}

/** The documents in a form: kind and name editable, removable, and new ones uploaded by the editor. */
function DocumentsEditor() {
  const { t, i18n } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <Form.List name="documents">
      {(items, { add, remove }) => (
        <>
          {items.map((item) => (
            <Flex key={item.key} gap={8} wrap align="start">
              <Form.Item name={[item.name, 'kind']} className="renli-archive-document-kind">
                <Select options={selectOptions(DOCUMENT_KIND_OPTIONS, i18n.language)} />
              </Form.Item>
              <Form.Item
                name={[item.name, 'name']}
                rules={[
                  { required: true, whitespace: true, message: t('staff-archives:documents.nameRequired') },
                ]}
                className="renli-archive-document-name"
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name={[item.name, 'url']} hidden>
                <Input />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('staff-archives:actions.remove')}
                onClick={() => remove(item.name)}
              />
            </Flex>
          ))}
          <Upload
            showUploadList={false}
            disabled={items.length >= ARCHIVE_DOCUMENTS_MAX}
            beforeUpload={(file) => {
              setUploading(true);
              void uploadAttachment(file)
                .then((stored) => stored && add({ kind: OTHER_KIND, ...stored }))
                .finally(() => setUploading(false));
              // The upload is ours (with the session); antd's own stays idle.
              return false;
            }}
          >
            <Button
              icon={<UploadOutlined />}
              loading={uploading}
              disabled={items.length >= ARCHIVE_DOCUMENTS_MAX}
            >
              {t('staff-archives:documents.upload')}
            </Button>
          </Upload>
        </>
      )}
    </Form.List>
  );
}

/** 材料附件: identity card, certificates and other files of the person, to view or download. */
export function DocumentsSection({ archive, onSave, extra }: SectionProps) {
  const { t, i18n } = useTranslation();
  return (
    <ArchiveSection
      title={t('staff-archives:section.documents')}
      extra={extra}
      onSave={onSave}
      values={valuesOf(archive, ['documents'])}
      form={<DocumentsEditor />}
      view={
        archive.documents.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff-archives:empty.documents')} />
        ) : (
          <List
            size="small"
            dataSource={archive.documents}
            renderItem={(document) => (
              <List.Item>
                <Flex gap={8} wrap justify="space-between" style={{ width: '100%' }}>
                  <span>
                    {optionText(DOCUMENT_KIND_OPTIONS, document.kind, i18n.language)} · {document.name}
                  </span>
                  <FileLinks document={document} />
                </Flex>
              </List.Item>
            )}
          />
        )
      }
    />
  );
}
