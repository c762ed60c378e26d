import type { OutboxEntry } from '@renli/contracts';
import { Button, type FormInstance, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDevOutbox, useDevOutboxAvailable } from '../api.ts';

interface DevOutboxHintProps {
  form: FormInstance;
  loginCodeField: string;
  codeField: string;
}

/**
 * Development servers without a mail or SMS gateway keep sent codes in an outbox. This link exists
 * only where that outbox answers (never in production) and fills a code in with one click.
 */
export function DevOutboxHint({ form, loginCodeField, codeField }: DevOutboxHintProps) {
  const { t, i18n } = useTranslation();
  const available = useDevOutboxAvailable();
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  if (!available) return null;

  const open = async () => {
    // The outbox answers for one address only: the one typed into the form.
    const to = (form.getFieldValue(loginCodeField) as string | undefined)?.trim();
    setEntries(to ? await fetchDevOutbox(to).catch(() => []) : []);
  };
  const use = (code: string) => {
    form.setFieldValue(codeField, code);
    void form.validateFields([codeField]).catch(() => null);
    setEntries(null);
  };

  return (
    <>
      <Typography.Link data-testid="dev-outbox-link" onClick={open} style={{ fontSize: 12 }}>
        {t('auth:devOutbox.link')}
      </Typography.Link>
      <Modal
        open={entries !== null}
        title={t('auth:devOutbox.title')}
        footer={null}
        onCancel={() => setEntries(null)}
      >
        <List
          data-testid="dev-outbox-list"
          dataSource={(entries ?? []).slice(0, 5)}
          locale={{ emptyText: t('auth:devOutbox.empty') }}
          renderItem={(entry) => (
            <List.Item
              extra={
                entry.code && (
                  <Button
                    size="small"
                    type="primary"
                    data-testid="dev-outbox-use"
                    onClick={() => use(entry.code!)}
                  >
                    {t('auth:devOutbox.use')}
                  </Button>
                )
              }
            >
              <List.Item.Meta
                title={
                  <span>
                    <Typography.Text strong data-testid="dev-outbox-code" copyable>
                      {entry.code ?? '-'}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                      {entry.to}
                    </Typography.Text>
                  </span>
                }
                description={`${entry.subject} · ${new Date(entry.createdAt).toLocaleString(i18n.language)}`}
              />
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
