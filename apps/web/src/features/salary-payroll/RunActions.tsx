import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type ImportError, importErrorsSchema, type PayrollRun, PayrollRunStatus } from '@renli/contracts';
import { Button, Modal, Popconfirm, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../components/resource/save-file.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { exportRun, inputsTemplate, useImportInputs, usePublishPayslips, useRunAction } from './api.ts';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Step = PayrollRun['actions'][number];
/** Steps that cannot be undone ask first. */
const CONFIRMED: readonly Step[] = ['submit', 'pay', 'lock', 'delete'];

/** The chosen run's steps (only those the server allows now), its inputs' import and its exports. */
export function RunActions({ run }: { run: PayrollRun }) {
  const { t } = useTranslation('salary-payroll');
  const act = useRunAction();
  const publishing = usePublishPayslips();
  const importing = useImportInputs(run.id);
  const [errors, setErrors] = useState<ImportError[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run_ = async (action: Step) => {
    try {
      await act.mutateAsync({ runId: run.id, version: run.version, action });
      toast.success(t(`done.${action}`));
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.message);
      else throw error;
    }
  };
  const publish = async () => {
    try {
      const { count } = await publishing.mutateAsync(run.id);
      toast.success(t('done.publish', { count }));
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.message);
      else throw error;
    }
  };
  const send = async (file: File) => {
    try {
      const { imported } = await importing.mutateAsync(file);
      toast.success(t('imported', { count: imported }));
    } catch (error) {
      const parsed = error instanceof ApiError ? importErrorsSchema.safeParse(error.data) : null;
      if (parsed?.success) setErrors(parsed.data.errors);
      else if (error instanceof ApiError) toast.error(error.message);
      else throw error;
    }
  };
  const fetchFile = async (
    key: string,
    work: () => Promise<Parameters<typeof saveFile>[0]>,
    name: string,
  ) => {
    setBusy(key);
    try {
      saveFile(await work(), name);
    } finally {
      setBusy(null);
    }
  };
  const calculated = run.totals !== null;
  const editable = run.actions.includes('calculate');

  return (
    <div className="payroll-actions">
      <Space wrap>
        {run.actions.map((action) =>
          CONFIRMED.includes(action) ? (
            <Popconfirm key={action} title={t(`confirm.${action}`)} onConfirm={() => void run_(action)}>
              <Button danger={action === 'delete'} loading={act.isPending}>
                {t(`actions.${action}`)}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              key={action}
              type={action === 'calculate' ? 'primary' : 'default'}
              loading={act.isPending}
              onClick={() => void run_(action)}
            >
              {t(action === 'calculate' && calculated ? 'actions.recalculate' : `actions.${action}`)}
            </Button>
          ),
        )}
        {run.status >= PayrollRunStatus.APPROVED && (
          <Popconfirm title={t('confirm.publish')} onConfirm={() => void publish()}>
            <Button type="primary" loading={publishing.isPending}>
              {t('actions.publish')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <Space wrap>
        {editable && (
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={busy === 'template'}
              onClick={() =>
                void fetchFile('template', () => inputsTemplate(run.id), `${t('inputsTitle')}.xlsx`)
              }
            >
              {t('inputsTemplate')}
            </Button>
            <Upload
              accept={XLSX}
              showUploadList={false}
              beforeUpload={(file) => {
                void send(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={importing.isPending}>
                {t('importInputs')}
              </Button>
            </Upload>
          </>
        )}
        {calculated &&
          (['sheet', 'bank', 'tax'] as const).map((kind) => (
            <Button
              key={kind}
              icon={<DownloadOutlined />}
              loading={busy === kind}
              onClick={() =>
                void fetchFile(kind, () => exportRun(run.id, kind), `${t(`exports.${kind}`)}.xlsx`)
              }
            >
              {t(`exports.${kind}`)}
            </Button>
          ))}
      </Space>
      <Modal
        open={errors !== null}
        title={t('importErrors')}
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
            { key: 'row', dataIndex: 'row', title: t('row'), width: 80 },
            { key: 'field', dataIndex: 'field', title: t('field'), width: 140 },
            { key: 'message', dataIndex: 'message', title: t('message') },
          ]}
        />
      </Modal>
    </div>
  );
}
