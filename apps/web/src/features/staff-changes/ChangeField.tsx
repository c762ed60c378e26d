import { objectFields, type StaffChangeKind, staffChangeSchemas } from '@renli/contracts';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeclaredInput } from '../../components/resource/FieldWidget.tsx';
import { fieldLabel } from '../../components/resource/field-display.tsx';
import { CHANGE_RESOURCES } from './api.ts';
import { StaffPicker } from './StaffPicker.tsx';

const createFields = objectFields(staffChangeSchemas.create);

interface Props {
  kind: StaffChangeKind;
  /** A create field of the contract, shown as the kind's tab declares it (label, widget, picker). */
  name: string;
  required?: boolean;
  /** Replaces the declared input. */
  children?: ReactNode;
}

/** One field of a change's form, labelled and checked as the contract declares it. */
export function ChangeField({ kind, name, required, children }: Props) {
  const { t, i18n } = useTranslation();
  const spec = CHANGE_RESOURCES[kind].fields[name]!;
  const info = createFields[name]!;
  const label = fieldLabel(spec, i18n.language);
  const picked = Boolean(spec.options) || spec.widget === 'reference';
  // Built here rather than by the kit's rulesOf: a `whitespace` key makes the validator treat the
  // value as text, which refuses a picked number (an employee's id).
  const rules: Rule[] = [
    ...(info.required || required
      ? [
          {
            required: true,
            ...(info.kind === 'text' ? { whitespace: true } : {}),
            message: t(picked ? 'resource:form.select' : 'resource:form.required', { label }),
          },
        ]
      : []),
    ...(info.maxLength === undefined
      ? []
      : [{ max: info.maxLength, message: t('resource:form.maxLength', { label, max: info.maxLength }) }]),
  ];
  const input =
    children ?? (spec.ref === 'staff' ? <StaffPicker /> : <DeclaredInput info={info} spec={spec} />);
  return (
    <Form.Item name={name} label={label} rules={rules}>
      {input}
    </Form.Item>
  );
}
