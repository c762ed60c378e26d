import {
  AppstoreOutlined,
  DeleteOutlined,
  DownloadOutlined,
  FileOutlined,
  FolderAddOutlined,
  FolderFilled,
  LockOutlined,
  MoreOutlined,
  SearchOutlined,
  UnorderedListOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { type DocItem, type DocSort, LIMITS } from '@renli/contracts';
import {
  Breadcrumb,
  Button,
  Card,
  Dropdown,
  Empty,
  Grid,
  Menu,
  Modal,
  Progress,
  Segmented,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { type HTMLAttributes, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { saveFile } from '../../components/resource/save-file.ts';
import { toast } from '../../lib/toast.ts';
import {
  downloadFile,
  type UploadTarget,
  uploadFiles,
  useFolder,
  useInvalidateDocs,
  useRemove,
  useSpaces,
} from './api.ts';
import { BinDrawer } from './BinDrawer.tsx';
import { docPath, formatSize, parseDoc, useSpaceName } from './format.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
import { PermissionsDrawer } from './PermissionsDrawer.tsx';
import { PreviewModal } from './PreviewModal.tsx';
import { SearchDrawer } from './SearchDrawer.tsx';
import { VersionsDrawer } from './VersionsDrawer.tsx';
import './oa-docs.css';

type Dialog =
  | { kind: 'folder' }
  | { kind: 'rename'; item: DocItem }
  | { kind: 'move'; item: DocItem }
  | { kind: 'versions'; item: DocItem }
  | { kind: 'preview'; item: DocItem }
  | { kind: 'permissions'; nodeId: number | null; name: string }
  | null;

/** 文档 (docs/product/oa-docs.md): spaces, folders, files, versions, permissions, search and the bin. */
export function DocsPage() {
  const { t, i18n } = useTranslation('oa-docs');
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const spaceName = useSpaceName();
  const parsed = parseDoc(useParams().doc);
  const spaces = useSpaces();
  const spaceList = spaces.data?.list ?? [];
  const spaceId = parsed.spaceId ?? spaceList[0]?.id ?? null;
  const [sort, setSort] = useState<DocSort>('name');
  const [order, setOrder] = useState<'ascend' | 'descend'>('ascend');
  const [view, setView] = useState<'list' | 'grid'>('list');
  const folder = useFolder(spaceId, parsed.folderId, sort, order);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [binOpen, setBinOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const versionInput = useRef<HTMLInputElement>(null);
  const [versionTarget, setVersionTarget] = useState<DocItem | null>(null);
  const remove = useRemove();
  const refresh = useInvalidateDocs();

  const list = folder.data;
  const editable = list?.access === 'edit';
  const open = (next: number, folderId: number | null) => navigate(docPath(next, folderId));

  async function upload(files: File[], target: UploadTarget) {
    const tooLarge = files.find((f) => f.size > LIMITS.maxUploadBytes);
    if (tooLarge) {
      toast.error(t('upload.tooLarge', { name: tooLarge.name }));
      return;
    }
    if (files.length === 0) return;
    setProgress({
      name: files.length === 1 ? files[0]!.name : t('upload.many', { count: files.length }),
      percent: 0,
    });
    try {
      const result = await uploadFiles(files, target, (percent) =>
        setProgress((p) => (p ? { ...p, percent } : p)),
      );
      const versions = result.items.filter((i) => i.newVersion).length;
      toast.success(
        versions > 0
          ? t('upload.doneVersions', { count: result.items.length, versions })
          : t('upload.done', { count: result.items.length }),
      );
      await refresh.mutateAsync(undefined);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setProgress(null);
    }
  }

  const saveVersion = async (item: DocItem) => saveFile(await downloadFile(item.id), item.name);

  const actions = (item: DocItem) => {
    const edit = item.access === 'edit';
    const entries = [
      item.type === 'file' && { key: 'preview', label: t('action.preview') },
      item.type === 'file' && { key: 'download', label: t('action.download') },
      item.type === 'file' && { key: 'versions', label: t('action.versions') },
      item.type === 'file' && edit && { key: 'newVersion', label: t('action.newVersion') },
      edit && { key: 'rename', label: t('action.rename') },
      edit && { key: 'move', label: t('action.move') },
      edit && { key: 'permissions', label: t('action.permissions') },
      edit && { key: 'delete', label: t('action.delete'), danger: true },
    ];
    return entries.filter(Boolean) as { key: string; label: string; danger?: boolean }[];
  };

  function act(item: DocItem, key: string) {
    if (key === 'preview') setDialog({ kind: 'preview', item });
    else if (key === 'download') void saveVersion(item);
    else if (key === 'versions') setDialog({ kind: 'versions', item });
    else if (key === 'newVersion') {
      setVersionTarget(item);
      versionInput.current?.click();
    } else if (key === 'rename') setDialog({ kind: 'rename', item });
    else if (key === 'move') setDialog({ kind: 'move', item });
    else if (key === 'permissions') setDialog({ kind: 'permissions', nodeId: item.id, name: item.name });
    else if (key === 'delete')
      Modal.confirm({
        title: t('delete.title', { name: item.name }),
        content: item.type === 'folder' ? t('delete.folderNote') : t('delete.note'),
        okText: t('action.delete'),
        okButtonProps: { danger: true },
        onOk: async () => {
          await remove.mutateAsync(item.id);
          toast.success(t('delete.done'));
        },
      });
  }

  const openItem = (item: DocItem) =>
    item.type === 'folder' ? open(item.spaceId, item.id) : setDialog({ kind: 'preview', item });

  const icon = (item: DocItem, size = 18) =>
    item.type === 'folder' ? (
      <FolderFilled style={{ color: '#f5b400', fontSize: size }} />
    ) : (
      <FileOutlined style={{ color: '#1677ff', fontSize: size }} />
    );

  const more = (item: DocItem) => (
    <Dropdown trigger={['click']} menu={{ items: actions(item), onClick: ({ key }) => act(item, key) }}>
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={t('action.more')}
        onClick={(e) => e.stopPropagation()}
      />
    </Dropdown>
  );

  const space = list?.space ?? spaceList.find((s) => s.id === spaceId);
  const crumbs = [
    {
      title: (
        <Typography.Link onClick={() => spaceId && open(spaceId, null)}>
          {space ? spaceName(space) : t('title')}
        </Typography.Link>
      ),
    },
    ...(list?.crumbs ?? []).map((c) => ({
      title: <Typography.Link onClick={() => spaceId && open(spaceId, c.id)}>{c.name}</Typography.Link>,
    })),
  ];

  const spaceMenu = spaceList.map((s) => ({ key: String(s.id), label: spaceName(s) }));

  const empty = (
    <Empty description={editable ? t('empty.editable') : t('empty.viewOnly')}>
      {editable && (
        <Space>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
            {t('action.upload')}
          </Button>
          <Button icon={<FolderAddOutlined />} onClick={() => setDialog({ kind: 'folder' })}>
            {t('action.newFolder')}
          </Button>
        </Space>
      )}
    </Empty>
  );

  const items = list?.items ?? [];
  return (
    <div className={`oa-docs${narrow ? ' oa-docs--narrow' : ''}`}>
      {!narrow && (
        <Card className="oa-docs__spaces" size="small" title={t('spaces')}>
          <Menu
            mode="inline"
            selectedKeys={spaceId ? [String(spaceId)] : []}
            items={spaceMenu}
            onClick={({ key }) => open(Number(key), null)}
          />
        </Card>
      )}
      <Card className="oa-docs__main" size="small">
        {narrow && (
          <Select
            className="oa-docs__space-select"
            value={spaceId ?? undefined}
            options={spaceList.map((s) => ({ value: s.id, label: spaceName(s) }))}
            onChange={(value) => open(value, null)}
            aria-label={t('spaces')}
          />
        )}
        <div className="oa-docs__toolbar">
          <Breadcrumb items={crumbs} className="oa-docs__crumbs" />
          <Space wrap>
            <Button icon={<SearchOutlined />} onClick={() => setSearchOpen(true)}>
              {t('action.search')}
            </Button>
            {editable && (
              <>
                <Button type="primary" icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
                  {t('action.upload')}
                </Button>
                <Button icon={<FolderAddOutlined />} onClick={() => setDialog({ kind: 'folder' })}>
                  {t('action.newFolder')}
                </Button>
                <Button
                  icon={<LockOutlined />}
                  onClick={() =>
                    setDialog({
                      kind: 'permissions',
                      nodeId: parsed.folderId,
                      name: list?.folder?.name ?? (space ? spaceName(space) : ''),
                    })
                  }
                >
                  {t('action.permissions')}
                </Button>
              </>
            )}
            {space?.access === 'edit' && (
              <Button icon={<DeleteOutlined />} onClick={() => setBinOpen(true)}>
                {t('action.bin')}
              </Button>
            )}
          </Space>
        </div>
        {progress && (
          <div className="oa-docs__progress" role="status">
            <Typography.Text ellipsis>{t('upload.progress', { name: progress.name })}</Typography.Text>
            <Progress percent={progress.percent} size="small" />
          </div>
        )}
        <div className="oa-docs__viewbar">
          <Space wrap>
            <Select
              size="small"
              value={sort}
              onChange={setSort}
              aria-label={t('sort.label')}
              options={(['name', 'updatedAt', 'size'] as const).map((value) => ({
                value,
                label: t(`sort.${value}`),
              }))}
            />
            <Segmented
              size="small"
              value={order}
              onChange={(value) => setOrder(value as 'ascend' | 'descend')}
              options={[
                { value: 'ascend', label: t('sort.ascend') },
                { value: 'descend', label: t('sort.descend') },
              ]}
            />
          </Space>
          <Segmented
            size="small"
            value={view}
            onChange={(value) => setView(value as 'list' | 'grid')}
            options={[
              { value: 'list', icon: <UnorderedListOutlined />, title: t('view.list') },
              { value: 'grid', icon: <AppstoreOutlined />, title: t('view.grid') },
            ]}
          />
        </div>
        {folder.isError ? (
          <Empty description={t('empty.gone')}>
            <Button onClick={() => spaceList[0] && open(spaceList[0].id, null)}>
              {t('action.backHome')}
            </Button>
          </Empty>
        ) : view === 'grid' || narrow ? (
          items.length === 0 && !folder.isLoading ? (
            empty
          ) : (
            <div className={view === 'grid' ? 'oa-docs__grid' : 'oa-docs__cards'}>
              {items.map((item) => (
                <div key={item.id} className="oa-docs__tile" data-testid="doc-item">
                  <button type="button" className="oa-docs__tile-open" onClick={() => openItem(item)}>
                    {icon(item, view === 'grid' ? 36 : 22)}
                    <span className="oa-docs__tile-text">
                      <span className="oa-docs__tile-name">{item.name}</span>
                      <span className="oa-docs__tile-meta">
                        {item.type === 'file' ? `${formatSize(item.size)} · v${item.versionNo} · ` : ''}
                        {chinaTime(item.updatedAt, i18n.language)}
                      </span>
                    </span>
                  </button>
                  {more(item)}
                </div>
              ))}
            </div>
          )
        ) : (
          <Table<DocItem>
            rowKey="id"
            size="middle"
            loading={folder.isLoading}
            dataSource={items}
            pagination={false}
            scroll={{ x: 720 }}
            locale={{ emptyText: empty }}
            onRow={() => ({ 'data-testid': 'doc-item' }) as HTMLAttributes<HTMLElement>}
            columns={[
              {
                title: t('column.name'),
                key: 'name',
                render: (_, item) => (
                  <Typography.Link className="oa-docs__name" onClick={() => openItem(item)}>
                    {icon(item)} <span>{item.name}</span>
                  </Typography.Link>
                ),
              },
              {
                title: t('column.size'),
                key: 'size',
                width: 110,
                render: (_, item) => (item.type === 'file' ? formatSize(item.size) : '—'),
              },
              {
                title: t('column.version'),
                key: 'version',
                width: 80,
                render: (_, item) => (item.type === 'file' ? `v${item.versionNo}` : '—'),
              },
              { title: t('column.updatedBy'), dataIndex: 'updatedByName', width: 110 },
              {
                title: t('column.updatedAt'),
                key: 'updatedAt',
                width: 170,
                render: (_, item) => chinaTime(item.updatedAt, i18n.language),
              },
              {
                title: t('column.actions'),
                key: 'actions',
                width: 130,
                render: (_, item) => (
                  <Space size={0}>
                    {item.type === 'file' && (
                      <Button
                        type="text"
                        size="small"
                        icon={<DownloadOutlined />}
                        aria-label={t('action.download')}
                        onClick={() => void saveVersion(item)}
                      />
                    )}
                    {more(item)}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        data-testid="doc-upload-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (spaceId) void upload(files, { spaceId, folderId: parsed.folderId ?? undefined });
        }}
      />
      <input
        ref={versionInput}
        type="file"
        hidden
        data-testid="doc-version-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])].slice(0, 1);
          event.target.value = '';
          if (versionTarget) void upload(files, { spaceId: versionTarget.spaceId, fileId: versionTarget.id });
        }}
      />
      {dialog?.kind === 'folder' && spaceId && (
        <NameDialog
          mode="folder"
          spaceId={spaceId}
          parentId={parsed.folderId}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog mode="rename" item={dialog.item} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'move' && <MoveDialog item={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'versions' && <VersionsDrawer item={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'preview' && (
        <PreviewModal
          item={dialog.item}
          onDownload={() => void saveVersion(dialog.item)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'permissions' && spaceId && (
        <PermissionsDrawer
          spaceId={spaceId}
          nodeId={dialog.nodeId}
          name={dialog.name}
          onClose={() => setDialog(null)}
        />
      )}
      {binOpen && spaceId && <BinDrawer spaceId={spaceId} onClose={() => setBinOpen(false)} />}
      {searchOpen && (
        <SearchDrawer
          onOpen={(hit) => {
            setSearchOpen(false);
            if (hit.type === 'folder') open(hit.spaceId, hit.id);
            else {
              open(hit.spaceId, hit.parentId);
              setDialog({ kind: 'preview', item: hit });
            }
          }}
          onClose={() => setSearchOpen(false)}
        />
      )}
    </div>
  );
}
