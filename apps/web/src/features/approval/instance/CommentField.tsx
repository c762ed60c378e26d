import { APPROVAL_COMMENT_MAX } from '@renli/contracts';
import { Form, Input } from 'antd';

interface Props {
  label: string;
  /** The box's accessible name when it differs from the label (e.g. 转交说明 under 审批意见). */
  ariaLabel?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/** The opinion or reason a dialog sends with an action, bounded as the server bounds it. */
export function CommentField({ label, ariaLabel = label, value, onChange, required }: Props) {
  return (
    <Form.Item label={label} required={required}>
      <Input.TextArea
        aria-label={ariaLabel}
        maxLength={APPROVAL_COMMENT_MAX}
        autoSize={{ minRows: 3 }}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Item>
  );
}
