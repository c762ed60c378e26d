import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CONTRACT_ATTACHMENTS_MAX,
  type CommentAttachment,
  type LaborContractRow,
  laborContractResource,
} from '@renli/contracts';
import { Button, Empty, Flex, Popconfirm, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceSave } from '../../components/resource/hooks.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { uploadAttachment } from '../../lib/upload-attachment.ts';

/**
 * The contract's files (scans of the signed contract, annexes) on its detail: uploaded by the caller
 * and kept on the contract through `update`, so each change is versioned and on the timeline. The
 * server keeps only the caller's own uploads (docs/product/labor-contracts.md, "Records").
 */
export function ContractFiles({ row }: { row: LaborContractRow }) {
  const { t } = useTranslation('labor-contracts');
  const save = useResourceSave(laborContractResource);
  const [uploading, setUploading] = useState(false);

  const keep = async (attachments: CommentAttachment[]) => {
    try {
      await save.mutateAsync({ editing: row, values: { attachments } });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.fields[0]?.message ?? error.message);
    }
  };

  const add = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadAttachment(file);
      if (uploaded) await keep([...row.attachments, uploaded]);
    } catch (error) {
      // The HTTP client has shown why the file was refused.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      {row.attachments.length === 0 && <Empty description={t('files.empty')} />}
      {row.attachments.map((file) => (
        <Flex key={file.url} justify="space-between" align="center" gap={8}>
          <a
            className="labor-contracts-file"
            href={`${file.url}?name=${encodeURIComponent(file.name)}`}
            download={file.name}
          >
            <PaperClipOutlined /> {file.name}
          </a>
          <Popconfirm
            title={t('files.removeConfirm', { name: file.name })}
            onConfirm={() => keep(row.attachments.filter((other) => other.url !== file.url))}
          >
            <Button type="link" size="small" danger>
              {t('files.remove')}
            </Button>
          </Popconfirm>
        </Flex>
      ))}
      {row.attachments.length < CONTRACT_ATTACHMENTS_MAX && (
        <Upload
          showUploadList={false}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading || save.isPending}>
            {t('files.add')}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}
