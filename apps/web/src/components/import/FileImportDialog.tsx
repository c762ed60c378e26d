import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { type ImportError, importErrorsSchema } from '@renli/contracts';
import { Alert, Button, Flex, Modal, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type DownloadedFile } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { saveFile } from '../resource/save-file.ts';

export const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface FileImportDialogProps {
  title: string;
  /** What to fill in, and that a sheet with any bad row imports nothing. */
  intro: string;
  /** The template's file name, without `.xlsx`, when the server names none. */
  templateName: string;
  downloadTemplate: () => Promise<DownloadedFile>;
  /** Sends the file; answers the toast shown when everything was imported. */
  upload: (file: File) => Promise<string>;
  uploading: boolean;
  accept?: string;
  /** The label of an error's field; without it the table has no field column. */
  fieldLabel?: (field: string) => string;
  onClose: () => void;
}

/**
 * An import of one sheet (docs/architecture.md, "Web conventions"): the template, the file, and when
 * the server refuses it every bad row with its number — nothing is imported then.
 */
export function FileImportDialog(props: FileImportDialogProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<ImportError[] | null>(null);
  const [templating, setTemplating] = useState(false);

  const send = async (file: File) => {
    setErrors(null);
    try {
      toast.success(await props.upload(file));
      props.onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const rows = importErrorsSchema.safeParse(error.data);
      if (rows.success) setErrors(rows.data.errors);
      else toast.error(error.message);
    }
  };
  const template = async () => {
    setTemplating(true);
    try {
      saveFile(await props.downloadTemplate(), `${props.templateName}.xlsx`);
    } finally {
      setTemplating(false);
    }
  };
  const { fieldLabel } = props;

  return (
    <Modal
      open
      title={props.title}
      footer={null}
      onCancel={props.onClose}
      width="min(640px, 100vw)"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>
      <Flex wrap gap={8}>
        <Button icon={<FileExcelOutlined />} loading={templating} onClick={() => void template()}>
          {t('resource:actions.template')}
        </Button>
        <Upload
          accept={props.accept ?? XLSX_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            // The request is ours (with the token); antd's own upload stays idle.
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={props.uploading}>
            {t('resource:import.choose')}
          </Button>
        </Upload>
      </Flex>
      {errors && (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          <Alert type="error" showIcon title={t('resource:import.refused', { count: errors.length })} />
          <Table<ImportError>
            size="small"
            rowKey={(e) => `${e.row}:${e.field}:${e.message}`}
            dataSource={errors}
            pagination={false}
            scroll={{ y: 320 }}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('resource:import.row'), width: 70 },
              ...(fieldLabel
                ? [
                    {
                      key: 'field',
                      title: t('resource:import.field'),
                      width: 100,
                      render: (_: unknown, e: ImportError) => fieldLabel(e.field),
                    },
                  ]
                : []),
              { key: 'message', dataIndex: 'message', title: t('resource:import.message') },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}
