import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { ApprovalForm, FormFieldKind } from '@renli/contracts';
import { Alert, Button, Empty, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './form-designer.css';
import { FieldProperties } from './FieldProperties.tsx';
import {
  addField,
  FIELD_KINDS,
  fieldTitle,
  moveField,
  newField,
  nextKey,
  removeField,
  replaceField,
} from './fields.ts';
import { formIssues } from './form-issues.ts';

interface Props {
  value: ApprovalForm;
  onChange: (form: ApprovalForm) => void;
}

/**
 * 表单设计: a palette of the field kinds, the form's fields in order (reordered with the arrows) and the
 * selected field's properties. Field keys are generated (`field_1`...) and never change, so a flow's
 * conditions keep naming the same field (docs/product/approval.md, "Forms").
 */
export function FormDesigner({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [selectedKey, setSelectedKey] = useState<string | undefined>(value.fields[0]?.key);
  const selected = value.fields.find((field) => field.key === selectedKey);
  const issues = formIssues(value, t);

  const add = (kind: FormFieldKind) => {
    const key = nextKey(
      'field',
      value.fields.map((field) => field.key),
    );
    onChange(
      addField(
        value,
        newField(kind, key, {
          label: t(`form:kind.${kind}`),
          option: t('form:designer.optionN', { n: 1 }),
          column: t('form:designer.columnN', { n: 1 }),
          description: t('form:designer.descriptionText'),
        }),
      ),
    );
    setSelectedKey(key);
  };

  return (
    <div className="form-designer">
      <aside className="form-palette" aria-label={t('form:designer.palette')}>
        {FIELD_KINDS.map((kind) => (
          <Button
            key={kind}
            block
            autoInsertSpace={false}
            disabled={value.fields.length >= 50}
            onClick={() => add(kind)}
          >
            {t(`form:kind.${kind}`)}
          </Button>
        ))}
      </aside>
      <section className="form-canvas" aria-label={t('form:designer.canvas')}>
        {value.fields.length === 0 && <Empty description={t('form:designer.noFields')} />}
        <ol>
          {value.fields.map((field, index) => {
            const title = fieldTitle(field) || t(`form:kind.${field.kind}`);
            return (
              <li key={field.key}>
                <button
                  type="button"
                  className={`form-canvas-field${field.key === selectedKey ? ' is-selected' : ''}`}
                  aria-pressed={field.key === selectedKey}
                  onClick={() => setSelectedKey(field.key)}
                >
                  <span className="form-canvas-title">
                    {'required' in field && field.required && <span className="form-required">*</span>}
                    {title}
                  </span>
                  <Tag>{t(`form:kind.${field.kind}`)}</Tag>
                </button>
                <span className="form-canvas-actions">
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('form:designer.moveUp', { name: title })}
                    disabled={index === 0}
                    onClick={() => onChange(moveField(value, field.key, -1))}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('form:designer.moveDown', { name: title })}
                    disabled={index === value.fields.length - 1}
                    onClick={() => onChange(moveField(value, field.key, 1))}
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('form:designer.remove', { name: title })}
                    onClick={() => onChange(removeField(value, field.key))}
                  />
                </span>
              </li>
            );
          })}
        </ol>
        {issues.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={t('form:designer.issues')}
            description={
              <ul className="form-issues">
                {issues.map((issue, index) => (
                  // Two issues may share a text (two empty option labels), so the index keys them.
                  // biome-ignore lint/suspicious/noArrayIndexKey: issues have no identity of their own
                  <li key={index}>{issue.text}</li>
                ))}
              </ul>
            }
          />
        )}
      </section>
      <aside className="form-properties" aria-label={t('form:designer.properties')}>
        {selected ? (
          <FieldProperties
            key={selected.key}
            field={selected}
            onChange={(field) => onChange(replaceField(value, field))}
          />
        ) : (
          <Empty description={t('form:designer.pickField')} />
        )}
      </aside>
    </div>
  );
}
