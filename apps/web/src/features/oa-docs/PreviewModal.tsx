import type { DocItem } from '@renli/contracts';
import { Alert, Button, Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rawFile, usePreview, viewUrl } from './api.ts';

/**
 * In-page preview: images from the permission-checked bytes (a blob URL), PDF in the browser's
 * viewer from a 5-minute ticket address (never the file's public address), docx and xlsx as the server's sanitized HTML, anything else as a download.
 */
export function PreviewModal({
  item,
  onDownload,
  onClose,
}: {
  item: DocItem;
  onDownload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('oa-docs');
  const preview = usePreview(item.id);
  const kind = preview.data?.kind;
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (kind !== 'image' && kind !== 'pdf') return;
    let made: string | null = null;
    let cancelled = false;
    // Frames may only load this origin's addresses (no blob:), and send no session header: a PDF
    // comes from a short-lived ticket; an image from the checked bytes as a blob.
    if (kind === 'pdf') {
      void viewUrl(item.id).then(({ url }) => {
        if (!cancelled) setUrl(url);
      });
      return () => {
        cancelled = true;
      };
    }
    void rawFile(item.id).then(({ blob }) => {
      if (cancelled) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [item.id, kind]);

  let body = <Spin />;
  if (preview.data?.kind === 'html')
    body = (
      <>
        {preview.data.truncated && <Alert type="info" showIcon message={t('preview.truncated')} />}
        <div
          className="oa-docs__html"
          data-testid="doc-preview-html"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized it (sanitize-html; sheet cells escaped)
          dangerouslySetInnerHTML={{ __html: preview.data.html }}
        />
      </>
    );
  else if (kind === 'none')
    body = (
      <Empty description={t('preview.none')}>
        <Button type="primary" onClick={onDownload}>
          {t('action.download')}
        </Button>
      </Empty>
    );
  else if (url && kind === 'image') body = <img className="oa-docs__image" src={url} alt={item.name} />;
  else if (url && kind === 'pdf')
    body = <iframe className="oa-docs__pdf" src={url} title={item.name} data-testid="doc-preview-pdf" />;

  return (
    <Modal
      open
      title={item.name}
      width="min(1000px, 96vw)"
      onCancel={onClose}
      footer={[
        <Button key="download" onClick={onDownload}>
          {t('action.download')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      <div className="oa-docs__preview">{body}</div>
    </Modal>
  );
}
