import type { FlowChoice } from '@renli/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { StaffSelect } from '../../../components/pickers/pickers.tsx';
import type { Chosen } from './choices.ts';

interface Props {
  choices: readonly FlowChoice[];
  chosen: Chosen;
  onChange: (chosen: Chosen) => void;
}

/**
 * 发起人自选: one people picker per node the initiator picks for, among the template's candidates
 * when it lists them, else anyone of the company (the staff field's picker).
 */
export function ChoicePickers({ choices, chosen, onChange }: Props) {
  const { t } = useTranslation();
  if (choices.length === 0) return null;
  return (
    <Form layout="vertical" className="approval-choices">
      {choices.map((choice) => {
        const label = t('approval:start.choose', { name: choice.name });
        const picks = chosen[choice.nodeId] ?? [];
        const set = (userIds: number[]) => onChange({ ...chosen, [choice.nodeId]: userIds });
        return (
          <Form.Item
            key={choice.nodeId}
            label={label}
            required
            extra={choice.multiple ? t('approval:start.chooseMany') : undefined}
          >
            {choice.candidates ? (
              <Select<number | number[]>
                aria-label={label}
                mode={choice.multiple ? 'multiple' : undefined}
                placeholder={t('form:issue.unset')}
                showSearch={{ optionFilterProp: 'label' }}
                value={choice.multiple ? picks : picks[0]}
                options={choice.candidates.map((person) => ({ value: person.userId, label: person.name }))}
                onChange={(next) => set(next === undefined ? [] : Array.isArray(next) ? next : [next])}
              />
            ) : (
              <StaffSelect
                label={label}
                placeholder={t('form:issue.unset')}
                multiple={choice.multiple}
                value={picks}
                onChange={set}
              />
            )}
          </Form.Item>
        );
      })}
    </Form>
  );
}
