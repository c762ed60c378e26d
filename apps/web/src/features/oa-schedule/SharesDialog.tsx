import type { CalendarShare, ShareLevel } from '@renli/contracts';
import { Button, Empty, List, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useSaveShares } from './api.ts';
import { PeopleSelect } from './PeopleSelect.tsx';

/** Whom the person shares their calendar with, busy/free or details (docs/product/oa-schedule.md, "Shared calendars"). */
export function SharesDialog({
  mine,
  myUserId,
  onClose,
}: {
  mine: CalendarShare[];
  myUserId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('oa-schedule');
  const save = useSaveShares();
  const [shares, setShares] = useState(mine);
  const [adding, setAdding] = useState<number[]>([]);
  const [names, setNames] = useState(new Map(mine.map((s) => [s.userId, s.name])));
  useEffect(() => setShares(mine), [mine]);

  const submit = async () => {
    await save.mutateAsync({ shares: shares.map(({ userId, level }) => ({ userId, level })) });
    toast.success(t('shares.saved'));
    onClose();
  };
  return (
    <Modal
      open
      title={t('shares.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
    >
      <Typography.Paragraph type="secondary">{t('shares.intro')}</Typography.Paragraph>
      <div className="rl-schedule-share-add">
        <PeopleSelect
          value={adding}
          onChange={setAdding}
          placeholder={t('shares.add')}
          exclude={[...(myUserId ? [myUserId] : []), ...shares.map((s) => s.userId)]}
          onLabels={(labels) => setNames((prev) => new Map([...prev, ...labels]))}
        />
        <Button
          disabled={adding.length === 0}
          onClick={() => {
            setShares([
              ...shares,
              ...adding.map((userId) => ({
                userId,
                name: names.get(userId) ?? '',
                level: 'busy' as ShareLevel,
              })),
            ]);
            setAdding([]);
          }}
        >
          {t('shares.add')}
        </Button>
      </div>
      {shares.length === 0 ? (
        <Empty description={t('shares.empty')} />
      ) : (
        <List
          size="small"
          dataSource={shares}
          renderItem={(share) => (
            <List.Item
              actions={[
                <Select<ShareLevel>
                  key="level"
                  value={share.level}
                  aria-label={`${share.name} ${t('shares.title')}`}
                  onChange={(level) =>
                    setShares(shares.map((s) => (s.userId === share.userId ? { ...s, level } : s)))
                  }
                  options={(['busy', 'details'] as const).map((l) => ({
                    value: l,
                    label: t(`shares.level.${l}`),
                  }))}
                  style={{ width: 110 }}
                />,
                <Button
                  key="remove"
                  type="link"
                  danger
                  onClick={() => setShares(shares.filter((s) => s.userId !== share.userId))}
                >
                  {t('shares.remove')}
                </Button>,
              ]}
            >
              {share.name}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
