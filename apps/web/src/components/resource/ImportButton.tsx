import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { type ImportError, importErrorsSchema } from '@renli/contracts';
import { Button, Modal, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { resourceApi } from './api.ts';
import { customLabel, useCustomFields } from './custom-fields.ts';
import { fieldLabel } from './field-display.tsx';
import { useResourceImport } from './hooks.ts';
import { saveFile } from './save-file.ts';
import type { BaseRow, ResourcePageConfig } from './types.ts';

const importErrorsOf = (error: unknown): ImportError[] | null => {
  if (!(error instanceof ApiError)) return null;
  const parsed = importErrorsSchema.safeParse(error.data);
  return parsed.success ? parsed.data.errors : null;
};

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads an .xlsx; the server imports every row or none, and names each bad row and field. */
export function ImportButton<Row extends BaseRow>({ config }: { config: ResourcePageConfig<Row> }) {
  const { t, i18n } = useTranslation();
  const upload = useResourceImport(config.resource);
  const [errors, setErrors] = useState<ImportError[] | null>(null);
  const custom = useCustomFields(config.resource);
  const labelOf = (field: string) => {
    const spec = config.resource.fields[field];
    return spec ? fieldLabel(spec, i18n.language) : (customLabel(custom.fields, field) ?? field);
  };

  const send = async (file: File) => {
    try {
      const { imported } = await upload.mutateAsync(file);
      toast.success(t('resource:toast.imported', { count: imported }));
    } catch (error) {
      const rows = importErrorsOf(error);
      if (rows) setErrors(rows);
      else if (error instanceof ApiError) toast.error(error.message);
      else throw error;
    }
  };

  return (
    <>
      <Upload
        accept={XLSX}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          // The request is ours (with the token); antd's own upload stays idle.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('resource:actions.import')}
        </Button>
      </Upload>
      <Modal
        open={errors !== null}
        title={t('resource:import.errorsTitle')}
        onCancel={() => setErrors(null)}
        footer={null}
        width={640}
      >
        <Table<ImportError>
          size="small"
          rowKey={(e) => `${e.row}:${e.field}`}
          dataSource={errors ?? []}
          pagination={false}
          scroll={{ y: 360 }}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('resource:import.row'), width: 80 },
            {
              key: 'field',
              title: t('resource:import.field'),
              render: (_, e) => labelOf(e.field),
              width: 140,
            },
            { key: 'message', dataIndex: 'message', title: t('resource:import.message') },
          ]}
        />
      </Modal>
    </>
  );
}

/** Downloads the import's template: the header it reads, an example row and what each column takes. */
export function TemplateButton<Row extends BaseRow>({ config }: { config: ResourcePageConfig<Row> }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveFile(await resourceApi(config.resource).template(), `${config.resource.name}.xlsx`);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={loading} onClick={() => void download()}>
      {t('resource:actions.template')}
    </Button>
  );
}
