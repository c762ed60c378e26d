import type { ApprovalForm, FileDirType, FormValues } from '@renli/contracts';
import { Alert, Form } from 'antd';
import './form-renderer.css';
import { FieldInput } from './FieldInput.tsx';
import { FileDirContext } from './file-dir.ts';
import { TableInput } from './TableInput.tsx';

interface Props {
  form: ApprovalForm;
  value: FormValues;
  onChange: (values: FormValues) => void;
  /** Messages by field key (the server's validation answer), shown under the fields. */
  errors?: Readonly<Record<string, string>>;
  /** Where attachments upload to (`record_file` unless told). */
  fileDirType?: FileDirType;
}

/**
 * 发起审批: an approval form for its initiator, one column at every width, producing the values the
 * server validates against the template version (`validateFormValues`, docs/product/approval.md).
 */
export function FormRenderer({ form, value, onChange, errors = {}, fileDirType = 'record_file' }: Props) {
  const set = (key: string, next: unknown) => {
    const { [key]: _, ...rest } = value;
    onChange(next === undefined || next === '' ? rest : { ...rest, [key]: next });
  };
  return (
    <FileDirContext.Provider value={fileDirType}>
      <Form layout="vertical" className="form-renderer">
        {form.fields.map((field) => {
          if (field.kind === 'description')
            return <Alert key={field.key} type="info" className="form-description" title={field.text} />;
          return (
            <Form.Item
              key={field.key}
              label={field.label}
              required={field.required}
              extra={field.help}
              validateStatus={errors[field.key] ? 'error' : undefined}
              help={errors[field.key]}
            >
              {field.kind === 'table' ? (
                <TableInput
                  field={field}
                  value={
                    Array.isArray(value[field.key]) ? (value[field.key] as Record<string, unknown>[]) : []
                  }
                  onChange={(rows) => set(field.key, rows.length > 0 ? rows : undefined)}
                />
              ) : (
                <FieldInput
                  field={field}
                  value={value[field.key]}
                  onChange={(next) => set(field.key, next)}
                />
              )}
            </Form.Item>
          );
        })}
      </Form>
    </FileDirContext.Provider>
  );
}
