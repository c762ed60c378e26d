import { ATTENDANCE_REQUEST_KINDS, type AttendanceRequestKind } from '@renli/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

/** 请假 / 加班 / 补卡 / 出差: one button each (my leave), or one menu (HR asking for an employee). */
export function ApplyButtons({
  onApply,
  menu = false,
}: {
  onApply(kind: AttendanceRequestKind): void;
  menu?: boolean;
}) {
  const { t } = useTranslation('attendance-vacation');
  if (menu)
    return (
      <Dropdown
        menu={{
          items: ATTENDANCE_REQUEST_KINDS.map((kind) => ({ key: kind, label: t(`kind.${kind}`) })),
          onClick: ({ key }) => onApply(key as AttendanceRequestKind),
        }}
      >
        <Button>{t('records.applyFor')}</Button>
      </Dropdown>
    );
  return (
    <div className="vacation-apply">
      {ATTENDANCE_REQUEST_KINDS.map((kind) => (
        <Button key={kind} type={kind === 'leave' ? 'primary' : 'default'} onClick={() => onApply(kind)}>
          {t(`kind.${kind}`)}
        </Button>
      ))}
    </div>
  );
}
