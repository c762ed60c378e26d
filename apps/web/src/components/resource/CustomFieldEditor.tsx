import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CUSTOM_FIELD_KINDS,
  CUSTOM_LABEL_MAX,
  CUSTOM_OPTION_MAX,
  CUSTOM_PRECISION_MAX,
  type CustomFieldKind,
  MAX_CUSTOM_OPTIONS,
} from '@renli/contracts';
import { Button, Checkbox, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type FieldDraft, isChoice, maxLengthOf, newField, nextUid } from './custom-field-drafts.ts';

interface Props {
  draft: FieldDraft;
  /** Its place in the list, from 1 (names its inputs for screen readers). */
  n: number;
  first: boolean;
  last: boolean;
  onChange: (draft: FieldDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One field in the custom fields dialog: its name and kind (fixed once saved: stored values are of
 * that kind), required, shown in the list, its kind's limit and its options; moved and removed here.
 */
export function CustomFieldEditor({ draft, n, first, last, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const set = (part: Partial<FieldDraft>) => onChange({ ...draft, ...part });
  const changeKind = (kind: CustomFieldKind) =>
    onChange({ ...newField(kind), uid: draft.uid, label: draft.label });
  const setOption = (uid: number, label: string) =>
    set({ options: draft.options.map((o) => (o.uid === uid ? { ...o, label } : o)) });
  const name = (key: string) => `${t(key)} ${n}`;

  return (
    <div className="renli-custom-field" data-testid="custom-field">
      <div className="renli-custom-field-row">
        <Input
          aria-label={name('resource:customFields.label')}
          placeholder={t('resource:customFields.label')}
          value={draft.label}
          maxLength={CUSTOM_LABEL_MAX}
          onChange={(e) => set({ label: e.target.value })}
        />
        <Select
          aria-label={name('resource:customFields.kind')}
          value={draft.kind}
          disabled={draft.key !== undefined}
          onChange={changeKind}
          options={CUSTOM_FIELD_KINDS.map((kind) => ({
            value: kind,
            label: t(`resource:customFields.kinds.${kind}`),
          }))}
        />
      </div>
      <div className="renli-custom-field-row">
        <Checkbox checked={draft.required} onChange={(e) => set({ required: e.target.checked })}>
          {t('resource:customFields.required')}
        </Checkbox>
        <Checkbox checked={draft.showInList} onChange={(e) => set({ showInList: e.target.checked })}>
          {t('resource:customFields.showInList')}
        </Checkbox>
        {(draft.kind === 'text' || draft.kind === 'textarea') && (
          <span className="renli-custom-field-limit">
            {t('resource:customFields.maxLength')}
            <InputNumber
              aria-label={name('resource:customFields.maxLength')}
              min={1}
              max={maxLengthOf(draft.kind)}
              precision={0}
              value={draft.maxLength}
              onChange={(value) => set({ maxLength: value ?? maxLengthOf(draft.kind) })}
            />
          </span>
        )}
        {draft.kind === 'number' && (
          <span className="renli-custom-field-limit">
            {t('resource:customFields.precision')}
            <InputNumber
              aria-label={name('resource:customFields.precision')}
              min={0}
              max={CUSTOM_PRECISION_MAX}
              precision={0}
              value={draft.precision}
              onChange={(value) => set({ precision: value ?? 0 })}
            />
          </span>
        )}
      </div>
      {isChoice(draft.kind) && (
        <div className="renli-custom-field-options">
          {draft.options.map((option, index) => (
            <div key={option.uid} className="renli-custom-field-row">
              <Input
                aria-label={`${name('resource:customFields.option')}-${index + 1}`}
                placeholder={t('resource:customFields.option')}
                value={option.label}
                maxLength={CUSTOM_OPTION_MAX}
                onChange={(e) => setOption(option.uid, e.target.value)}
              />
              <Button
                aria-label={t('resource:customFields.removeOption')}
                icon={<DeleteOutlined />}
                disabled={draft.options.length === 1}
                onClick={() => set({ options: draft.options.filter((o) => o.uid !== option.uid) })}
              />
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={draft.options.length >= MAX_CUSTOM_OPTIONS}
            onClick={() => set({ options: [...draft.options, { uid: nextUid(), label: '' }] })}
          >
            {t('resource:customFields.addOption')}
          </Button>
        </div>
      )}
      <div className="renli-custom-field-actions">
        <Button size="small" icon={<ArrowUpOutlined />} disabled={first} onClick={() => onMove(-1)}>
          {t('resource:customFields.moveUp')}
        </Button>
        <Button size="small" icon={<ArrowDownOutlined />} disabled={last} onClick={() => onMove(1)}>
          {t('resource:customFields.moveDown')}
        </Button>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove}>
          {t('resource:customFields.remove')}
        </Button>
      </div>
    </div>
  );
}
