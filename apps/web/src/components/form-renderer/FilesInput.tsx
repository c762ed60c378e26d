import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { CommentAttachment } from '@renli/contracts';
import { Button, Flex, Tag, Upload } from 'antd';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.ts';
import { uploadAttachment } from '../../lib/upload-attachment.ts';
import { FileDirContext } from './file-dir.ts';

const IMAGES = 'image/png,image/jpeg,image/gif,image/webp';

const filesOf = (value: unknown): CommentAttachment[] =>
  Array.isArray(value) ? (value as CommentAttachment[]).filter((file) => typeof file?.url === 'string') : [];

/** Attachment and image fields: uploads one file at a time, keeps `{ name, url }` of each, up to `maxCount`. */
export function FilesInput({
  label,
  value,
  onChange,
  maxCount,
  images,
}: {
  label: string;
  value: unknown;
  onChange: (value: CommentAttachment[]) => void;
  maxCount: number;
  images: boolean;
}) {
  const { t } = useTranslation();
  const files = filesOf(value);
  const [uploading, setUploading] = useState(false);
  const fileDirType = useContext(FileDirContext);

  const add = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadAttachment(file, fileDirType);
      if (uploaded) onChange([...files, uploaded]);
    } catch (error) {
      // The HTTP client has shown why the file was refused.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical gap={6} className="form-files">
      {files.length > 0 && (
        <Flex wrap gap={4}>
          {files.map((file) => (
            <Tag
              key={file.url}
              icon={<PaperClipOutlined />}
              closable
              onClose={() => onChange(files.filter((other) => other.url !== file.url))}
            >
              {file.name}
            </Tag>
          ))}
        </Flex>
      )}
      {files.length < maxCount && (
        <Upload
          accept={images ? IMAGES : undefined}
          showUploadList={false}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} aria-label={label}>
            {t(images ? 'form:render.addImage' : 'form:render.addFile', {
              count: maxCount - files.length,
            })}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}
