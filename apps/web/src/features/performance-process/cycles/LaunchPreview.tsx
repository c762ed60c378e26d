import type { CycleRow } from '@renli/contracts';
import { Alert, List, Modal, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useCycleAction, usePreview } from './api.ts';

/** Who a draft covers and each person's reviewers, with warnings for levels resolving to nobody; 发起. */
export function LaunchPreview({ cycle, onClose }: { cycle: CycleRow; onClose: () => void }) {
  const { t } = useTranslation('performance-process', { keyPrefix: 'cycles' });
  const preview = usePreview(cycle.id);
  const action = useCycleAction();
  const launch = async () => {
    try {
      await action.mutateAsync({ action: 'launch', id: cycle.id, version: cycle.version });
      toast.success(t('launched'));
      onClose();
    } catch (error) {
      // The HTTP client has shown the server's message already.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  const people = preview.data?.people ?? [];
  const warnings = preview.data?.warnings ?? [];
  return (
    <Modal
      open
      title={t('preview.title', { name: cycle.name })}
      okText={t('preview.launch', { count: people.length })}
      okButtonProps={{ disabled: people.length === 0 }}
      onOk={() => void launch()}
      confirmLoading={action.isPending}
      onCancel={onClose}
      width={720}
    >
      {preview.isLoading ? (
        <Spin />
      ) : (
        <>
          {warnings.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message={t('preview.warnings', { count: warnings.length })}
              description={warnings
                .slice(0, 20)
                .map((w) =>
                  t('preview.warning', { name: w.staffName, relation: t(`relation.${w.relation}`) }),
                )
                .join('；')}
            />
          )}
          <Typography.Paragraph type="secondary">
            {t('preview.count', { count: people.length })}
          </Typography.Paragraph>
          <List
            size="small"
            style={{ maxHeight: 360, overflow: 'auto' }}
            dataSource={people}
            locale={{ emptyText: t('preview.empty') }}
            renderItem={(person) => (
              <List.Item>
                <List.Item.Meta
                  title={`${person.staffName}${person.departmentName ? ` · ${person.departmentName}` : ''}`}
                  description={person.reviewers.map((level) => (
                    <Tag key={level.relation} color={level.userIds.length === 0 ? 'orange' : undefined}>
                      {t(`relation.${level.relation}`)}：{level.names.join('、') || t('preview.nobody')}
                    </Tag>
                  ))}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Modal>
  );
}
