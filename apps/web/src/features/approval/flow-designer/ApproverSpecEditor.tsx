import { APPROVAL_ROLES, type ApprovalForm, type ApproverSpec } from '@renli/contracts';
import { Checkbox, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect, StaffSelect } from '../../../components/pickers/pickers.tsx';

export const APPROVER_KINDS: readonly ApproverSpec['kind'][] = [
  'users',
  'role',
  'head',
  'departmentHead',
  'formField',
  'initiatorChooses',
  'initiator',
];

/** A spec of a kind as it starts when picked; the unset ids are refused by the schema until chosen. */
function specOf(kind: ApproverSpec['kind'], form: ApprovalForm): ApproverSpec {
  switch (kind) {
    case 'users':
      return { kind, userIds: [] };
    case 'role':
      return { kind, role: '' };
    case 'head':
      return { kind, level: 1, upTo: false };
    case 'departmentHead':
      return { kind, departmentId: 0 };
    case 'formField':
      return { kind, field: staffFields(form)[0]?.key ?? '' };
    case 'initiatorChooses':
      return { kind, multiple: false };
    case 'initiator':
      return { kind };
  }
}

/** The form's staff-picker fields: a node may ask the people chosen in one (表单内联系人). */
export const staffFields = (form: ApprovalForm) =>
  form.fields.flatMap((field) => (field.kind === 'staff' ? [{ key: field.key, label: field.label }] : []));

interface Props {
  value: ApproverSpec;
  onChange: (spec: ApproverSpec) => void;
  form: ApprovalForm;
}

/** Who approves or is copied: one of the seven kinds and its settings (docs/product/approval.md, "Flows"). */
export function ApproverSpecEditor({ value, onChange, form }: Props) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        aria-label={t('approval:flow.approverKind')}
        value={value.kind}
        onChange={(event) => onChange(specOf(event.target.value, form))}
        options={APPROVER_KINDS.map((kind) => ({ value: kind, label: t(`approval:flow.kind.${kind}`) }))}
      />
      <KindSettings value={value} onChange={onChange} form={form} />
    </Space>
  );
}

function KindSettings({ value, onChange, form }: Props) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'users':
      return (
        <StaffSelect
          label={t('approval:flow.users')}
          placeholder={t('approval:flow.users')}
          value={value.userIds}
          onChange={(userIds) => onChange({ ...value, userIds })}
        />
      );
    case 'role':
      return (
        <Select
          aria-label={t('form:prop.role')}
          value={value.role || undefined}
          style={{ width: '100%' }}
          options={APPROVAL_ROLES.map((role) => ({ value: role, label: t(`approval:roles.${role}`) }))}
          onChange={(role) => onChange({ ...value, role })}
        />
      );
    case 'head':
      return (
        <Space wrap>
          <Checkbox
            checked={value.upTo}
            onChange={(event) => onChange({ ...value, upTo: event.target.checked })}
          >
            {t('approval:flow.upTo')}
          </Checkbox>
          <InputNumber
            aria-label={t('approval:flow.level')}
            min={1}
            max={10}
            precision={0}
            addonBefore={t('approval:flow.levelBefore')}
            addonAfter={t('approval:flow.levelAfter')}
            value={value.level}
            onChange={(level) => onChange({ ...value, level: level ?? 1 })}
          />
        </Space>
      );
    case 'departmentHead':
      return (
        <DepartmentSelect
          multiple={false}
          label={t('form:prop.departmentId')}
          value={value.departmentId > 0 ? [value.departmentId] : []}
          onChange={(ids) => onChange({ ...value, departmentId: ids[0] ?? 0 })}
        />
      );
    case 'formField': {
      const fields = staffFields(form);
      return fields.length === 0 ? (
        <span>{t('approval:flow.noStaffField')}</span>
      ) : (
        <Select
          aria-label={t('form:prop.field')}
          value={value.field || undefined}
          style={{ width: '100%' }}
          options={fields.map((field) => ({ value: field.key, label: field.label }))}
          onChange={(field) => onChange({ ...value, field })}
        />
      );
    }
    case 'initiatorChooses':
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            <Switch
              aria-label={t('form:prop.multiple')}
              checked={value.multiple}
              onChange={(multiple) => onChange({ ...value, multiple })}
            />
            {t('form:prop.multiple')}
          </Space>
          <StaffSelect
            label={t('approval:flow.candidates')}
            placeholder={t('approval:flow.candidates')}
            value={value.candidates ?? []}
            onChange={(ids) => onChange({ ...value, candidates: ids.length > 0 ? ids : undefined })}
          />
        </Space>
      );
    case 'initiator':
      return null;
  }
}
