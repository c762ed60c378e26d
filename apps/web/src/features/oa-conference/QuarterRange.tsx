import { Form, Select } from 'antd';
import { QUARTERS } from './time.ts';

const starts = QUARTERS.slice(0, -1).map((q) => ({ value: q, label: q }));
const ends = QUARTERS.slice(1).map((q) => ({ value: q, label: q }));

/** A from–to pair of quarter-hour times side by side; the end must come after the start. */
export function QuarterRange({
  from,
  to,
  fromLabel,
  toLabel,
  orderMessage,
}: {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  orderMessage: string;
}) {
  return (
    <div className="rl-form-pair">
      <Form.Item name={from} label={fromLabel} style={{ flex: 1 }}>
        <Select showSearch options={starts} />
      </Form.Item>
      <Form.Item
        name={to}
        label={toLabel}
        style={{ flex: 1 }}
        dependencies={[from]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              value > getFieldValue(from) ? Promise.resolve() : Promise.reject(new Error(orderMessage)),
          }),
        ]}
      >
        <Select showSearch options={ends} />
      </Form.Item>
    </div>
  );
}
