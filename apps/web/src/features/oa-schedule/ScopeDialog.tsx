import type { EditScope } from '@renli/contracts';
import { Modal, Radio, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks which occurrences of a repeating event a change or deletion applies to ("仅此日程 / 此日程及之后
 * / 所有日程"), as Feishu and DingTalk ask; answers null when dismissed.
 */
export function useScopeQuestion() {
  const { t } = useTranslation('oa-schedule');
  const [asking, setAsking] = useState<'edit' | 'delete' | null>(null);
  const [scope, setScope] = useState<EditScope>('this');
  const resolver = useRef<(scope: EditScope | null) => void>(undefined);
  const ask = (kind: 'edit' | 'delete') =>
    new Promise<EditScope | null>((resolve) => {
      resolver.current = resolve;
      setScope('this');
      setAsking(kind);
    });
  const finish = (answer: EditScope | null) => {
    setAsking(null);
    resolver.current?.(answer);
  };
  const dialog = (
    <Modal
      open={asking !== null}
      title={asking === 'delete' ? t('scope.deleteTitle') : t('scope.editTitle')}
      okText={t('scope.ok')}
      cancelText={t('form.cancel')}
      onOk={() => finish(scope)}
      onCancel={() => finish(null)}
      width={360}
    >
      <Radio.Group value={scope} onChange={(e) => setScope(e.target.value)}>
        <Space direction="vertical">
          {(['this', 'following', 'all'] as const).map((s) => (
            <Radio key={s} value={s}>
              {t(`scope.${s}`)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
  return { ask, dialog };
}
