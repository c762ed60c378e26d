import type { GroupMemberNames, GroupSummary, Shift } from '@renli/contracts';
import { SCHEDULE_TYPES } from '@renli/contracts';
import {
  Alert,
  Button,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  TimePicker,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../../lib/china-today.ts';
import { toast } from '../../../lib/toast.ts';
import { useMemberNames, useSaveGroup, useShifts } from '../api.ts';
import { DAY, ruleOf, startValues, type Values } from './group-form.ts';
import { MemberList } from './MemberList.tsx';
import { PunchPlaces } from './PunchPlaces.tsx';
import { WeekdayShifts } from './WeekdayShifts.tsx';

// Each section watches only its own fields, so a change re-draws that section rather than the
// whole drawer.

/** What a chosen effective day means: a past day recomputes, a day before the next version stops there. */
function EffectiveNotes({ group, initial }: { group: GroupSummary | null; initial: Dayjs }) {
  const { t } = useTranslation('attendance-setting');
  const from = (Form.useWatch('effectiveFrom', Form.useFormInstance()) ?? initial).format(DAY);
  return (
    <>
      {from < chinaToday() && (
        <Alert
          className="att-setting-alert"
          type="warning"
          showIcon
          title={t('group.pastWarning', { day: from })}
        />
      )}
      {group?.next && group.current && from < group.next.effectiveFrom && (
        <Alert
          className="att-setting-alert"
          type="info"
          showIcon
          title={t('group.beforeNext', { day: group.next.effectiveFrom })}
        />
      )}
    </>
  );
}

/** Departments, people and exclusions, named by what the editor knows and what the server says since. */
function MembersFields({ known, initial }: { known: GroupMemberNames | undefined; initial: Values }) {
  const { t } = useTranslation('attendance-setting');
  const form = Form.useFormInstance();
  const deptIds: number[] = Form.useWatch('deptIds', form) ?? initial.deptIds;
  const staffIds: number[] = Form.useWatch('staffIds', form) ?? initial.staffIds;
  const excludedStaffIds: number[] = Form.useWatch('excludedStaffIds', form) ?? initial.excludedStaffIds;
  const { data } = useMemberNames({ deptIds, staffIds, excludedStaffIds });
  const names = useMemo(() => {
    const depts = new Map<number, string>();
    const staff = new Map<number, string>();
    for (const source of [known, data]) {
      for (const d of source?.departments ?? []) if (d.name) depts.set(d.id, d.name);
      for (const s of [...(source?.staff ?? []), ...(source?.excluded ?? [])])
        if (s.name) staff.set(s.id, s.name);
    }
    return { depts, staff };
  }, [known, data]);
  return (
    <>
      <Form.Item name="deptIds" label={t('members.departments')} extra={t('members.departmentsHelp')}>
        <MemberList kind="department" names={names.depts} placeholder={t('members.addDepartment')} />
      </Form.Item>
      <Form.Item name="staffIds" label={t('members.staff')}>
        <MemberList kind="staff" names={names.staff} placeholder={t('members.addStaff')} />
      </Form.Item>
      <Form.Item name="excludedStaffIds" label={t('members.excluded')}>
        <MemberList kind="staff" names={names.staff} placeholder={t('members.addExcluded')} />
      </Form.Item>
    </>
  );
}

/** The schedule type and what it needs: the week's shifts, flexible hours, or a pointer to the roster. */
function ScheduleFields({ shifts, initial }: { shifts: Shift[]; initial: Values }) {
  const { t } = useTranslation('attendance-setting');
  const form = Form.useFormInstance();
  const scheduleType = Form.useWatch('scheduleType', form) ?? initial.scheduleType;
  const followHolidays = Form.useWatch('followHolidays', form) ?? initial.followHolidays;
  return (
    <>
      <Form.Item name="scheduleType" label={t('group.scheduleType')}>
        <Radio.Group
          optionType="button"
          options={SCHEDULE_TYPES.map((type) => ({ value: type, label: t(`schedule.${type}`) }))}
        />
      </Form.Item>
      {scheduleType === 'fixed' && (
        <>
          <WeekdayShifts shifts={shifts} />
          <Form.Item
            name="followHolidays"
            label={t('group.followHolidays')}
            extra={t('group.followHolidaysHelp')}
          >
            <Switch />
          </Form.Item>
          {followHolidays && (
            <Form.Item name="makeupShiftId" label={t('group.makeupShift')} extra={t('group.makeupShiftHelp')}>
              <Select
                allowClear
                placeholder={t('group.makeupShiftDefault')}
                options={shifts.map((s) => ({ value: s.id, label: s.name }))}
              />
            </Form.Item>
          )}
        </>
      )}
      {scheduleType === 'roster' && (
        <Alert className="att-setting-alert" type="info" showIcon title={t('group.rosterHint')} />
      )}
      {scheduleType === 'flexible' && (
        <>
          <Form.Item
            name="flexibleHours"
            label={t('group.flexibleHours')}
            rules={[
              { required: true, type: 'number', min: 0.5, max: 16, message: t('group.flexibleHoursRule') },
            ]}
          >
            <InputNumber min={0.5} max={16} step={0.5} suffix={t('group.hours')} />
          </Form.Item>
          <Form.Item
            name="flexibleLatestOn"
            label={t('group.flexibleLatestOn')}
            extra={t('group.flexibleLatestOnHelp')}
          >
            <TimePicker format="HH:mm" minuteStep={5} />
          </Form.Item>
        </>
      )}
    </>
  );
}

/** Web punches (and where) and device imports. */
function PunchFields({ initial }: { initial: Values }) {
  const { t } = useTranslation('attendance-setting');
  const webPunch = Form.useWatch('webPunch', Form.useFormInstance()) ?? initial.webPunch;
  return (
    <>
      <Form.Item name="webPunch" label={t('punch.web')} extra={t('punch.webHelp')}>
        <Switch />
      </Form.Item>
      {webPunch && <PunchPlaces />}
      <Form.Item name="importPunches" label={t('punch.import')} extra={t('punch.importHelp')}>
        <Switch />
      </Form.Item>
    </>
  );
}

/**
 * The group editor: name, members (the department and staff pickers other features register),
 * schedule, punch methods, and the day the rule takes effect (docs/product/attendance.md, "Groups,
 * shifts and rules").
 */
export function GroupEditor({ group, onClose }: { group: GroupSummary | null; onClose: () => void }) {
  const { t } = useTranslation('attendance-setting');
  const { data: shifts } = useShifts();
  const [form] = Form.useForm<Values>();
  const save = useSaveGroup();
  const firstShift = shifts?.[0]?.id ?? null;
  const initial = useMemo(() => startValues(group, firstShift), [group, firstShift]);

  const submit = async (shown: Values) => {
    // Fields hidden by the schedule type or the web punch switch keep their values in the store.
    const values: Values = { ...(form.getFieldsValue(true) as Values), ...shown };
    await save.mutateAsync({
      ...(group ? { id: group.id, version: group.version } : {}),
      name: values.name.trim(),
      effectiveFrom: values.effectiveFrom.format(DAY),
      rule: ruleOf(values),
    });
    toast.success(t(group ? 'group.saved' : 'group.created'));
    onClose();
  };

  return (
    <Drawer
      open
      size={640}
      onClose={onClose}
      title={group ? t('group.editTitle', { name: group.name }) : t('group.create')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item
          name="name"
          label={t('group.name')}
          rules={[{ required: true, whitespace: true, message: t('group.nameRequired') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="effectiveFrom" label={t('group.effectiveFrom')} extra={t('group.effectiveHelp')}>
          <DatePicker allowClear={false} />
        </Form.Item>
        <EffectiveNotes group={group} initial={initial.effectiveFrom} />
        <h4 className="att-setting-section">{t('group.members')}</h4>
        <MembersFields known={(group?.current ?? group?.next)?.members} initial={initial} />
        <h4 className="att-setting-section">{t('group.schedule')}</h4>
        <ScheduleFields shifts={shifts ?? []} initial={initial} />
        <h4 className="att-setting-section">{t('group.punch')}</h4>
        <PunchFields initial={initial} />
      </Form>
    </Drawer>
  );
}
