import type { Shift } from '@renli/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REST } from './group-form.ts';
import { useShiftLabel } from './RuleSummary.tsx';
import { WEEKDAYS } from './rule-summary.ts';

/** 周一 … 周日, each a shift in use or rest (a fixed schedule's week). */
export function WeekdayShifts({ shifts }: { shifts: Shift[] }) {
  const { t } = useTranslation('attendance-setting');
  const label = useShiftLabel();
  const options = [
    { value: REST, label: t('group.rest') },
    ...shifts.map((shift) => ({ value: shift.id, label: label(shift) })),
  ];
  return (
    <div className="att-setting-week">
      {WEEKDAYS.map((day) => (
        <Form.Item
          key={day}
          name={['weekdayShifts', day]}
          label={t(`weekday.${day}`)}
          className="att-setting-weekday"
        >
          <Select options={options} />
        </Form.Item>
      ))}
    </div>
  );
}
