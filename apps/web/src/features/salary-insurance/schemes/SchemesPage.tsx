import { CloudDownloadOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ContributionKind, ContributionScheme, SchemeVersion } from '@renli/contracts';
import { Button, Card, Empty, Flex, Popconfirm, Result, Select, Spin, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useSchemeDelete, useSchemes } from '../api.ts';
import { money, screenPath } from '../kind.ts';
import { FromPlatformDialog } from './FromPlatformDialog.tsx';
import { ItemsTable } from './ItemsTable.tsx';
import { type SchemeEditing, SchemeEditor } from './SchemeEditor.tsx';
import '../insurance.css';

/** One scheme: its versions (newest first, one shown at a time), edit, new version, delete. */
function SchemeCard({
  scheme,
  onEdit,
}: {
  scheme: ContributionScheme;
  onEdit: (editing: SchemeEditing) => void;
}) {
  const { t } = useTranslation('salary-insurance');
  const remove = useSchemeDelete();
  const [shownId, setShownId] = useState<number>();
  const shown: SchemeVersion | undefined =
    scheme.versions.find((v) => v.id === shownId) ?? scheme.versions[0];
  const del = async () => {
    await remove.mutateAsync(scheme.id);
    toast.success(t('scheme.deleted', { name: scheme.name }));
  };
  return (
    <Card
      size="small"
      className="insurance-scheme"
      title={
        <Flex wrap gap={8} align="center">
          <span>{scheme.name}</span>
          <Tag>{scheme.cityName || t('scheme.noCity')}</Tag>
          <span className="insurance-muted">{t('scheme.enrolled', { count: scheme.enrolled })}</span>
        </Flex>
      }
    >
      <Flex wrap gap={8} align="center" className="insurance-bar">
        <Select
          aria-label={t('scheme.version')}
          className="insurance-version"
          value={shown?.id}
          onChange={setShownId}
          options={scheme.versions.map((v) => ({
            value: v.id,
            label: t('scheme.from', { month: v.effectiveFrom }),
          }))}
        />
        {shown && (
          <span className="insurance-muted">
            {t('scheme.baseRange', { min: money(shown.baseMin), max: money(shown.baseMax) })}
          </span>
        )}
      </Flex>
      {shown && <ItemsTable items={shown.items} />}
      <Flex wrap gap={8} className="insurance-actions">
        {shown && (
          <Button icon={<EditOutlined />} onClick={() => onEdit({ scheme, version: shown })}>
            {t('scheme.editVersion')}
          </Button>
        )}
        {shown && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => onEdit({ scheme, version: shown, newVersion: true })}
          >
            {t('scheme.newVersion')}
          </Button>
        )}
        {scheme.enrolled > 0 ? (
          <Tooltip title={t('scheme.inUse')}>
            <Button danger icon={<DeleteOutlined />} disabled>
              {t('actions.delete')}
            </Button>
          </Tooltip>
        ) : (
          <Popconfirm title={t('scheme.deleteConfirm', { name: scheme.name })} onConfirm={del}>
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
              {t('actions.delete')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Card>
  );
}

/**
 * 参保方案 / 公积金方案 (`sss` / `pfs`; docs/product/salary.md, "Social insurance and housing fund"):
 * the company's schemes with their versions; created from the platform's city figures or by hand.
 */
export function SchemesPage({ kind }: { kind: ContributionKind }) {
  const { t } = useTranslation('salary-insurance');
  const { sign } = useParams();
  const schemes = useSchemes(kind);
  const [platform, setPlatform] = useState(false);
  const [editing, setEditing] = useState<SchemeEditing | null>(null);
  const fromPlatform = (
    <Button type="primary" icon={<CloudDownloadOutlined />} onClick={() => setPlatform(true)}>
      {t('scheme.fromPlatform')}
    </Button>
  );

  let body = <Spin className="insurance-loading" />;
  if (schemes.isError)
    body = (
      <Result
        status="error"
        title={t('failed')}
        subTitle={schemes.error.message}
        extra={<Button onClick={() => void schemes.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (schemes.data?.list.length === 0)
    body = (
      <Empty description={t(`scheme.empty.${kind}`)}>
        <Flex wrap gap={8} justify="center">
          {fromPlatform}
          <Button icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('scheme.create')}
          </Button>
        </Flex>
      </Empty>
    );
  else if (schemes.data)
    body = (
      <>
        <Flex wrap gap={8} className="insurance-bar">
          {fromPlatform}
          <Button icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('scheme.create')}
          </Button>
        </Flex>
        {schemes.data.list.map((scheme) => (
          <SchemeCard key={scheme.id} scheme={scheme} onEdit={setEditing} />
        ))}
        <Link to={screenPath(kind, 'enrolments', sign)}>{t(`scheme.toEnrolments.${kind}`)}</Link>
      </>
    );

  return (
    <Card className="insurance-page" title={t(`title.schemes.${kind}`)}>
      {body}
      {platform && <FromPlatformDialog kind={kind} onClose={() => setPlatform(false)} />}
      {editing && <SchemeEditor kind={kind} editing={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
