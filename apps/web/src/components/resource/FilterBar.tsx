import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { objectFields } from '@renli/contracts';
import { Button, Col, Form, Grid, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declaredFields } from './declared-fields.ts';
import { DeclaredInput } from './FieldWidget.tsx';
import { fieldLabel } from './field-display.tsx';
import type { BaseRow, ResourcePageConfig } from './types.ts';

/** Filters shown before "more": one line from tablet width up, a single one on phones. */
const FOLDED_COUNT = { wide: 3, narrow: 1 };

/** Empty inputs are no filter at all: they are left out of the request rather than sent as ''. */
function cleanFilters(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''),
    ),
  );
}

interface Props<Row extends BaseRow> {
  config: ResourcePageConfig<Row>;
  onSearch: (filters: Record<string, unknown>) => void;
}

/** The declared filters of a resource (its `filter` schema checks them), folded on small screens. */
export function FilterBar<Row extends BaseRow>({ config, onSearch }: Props<Row>) {
  const { t, i18n } = useTranslation();
  const schema = config.resource.schemas.filter;
  const filters = declaredFields(config.resource, 'filter');
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const fields = useMemo(() => objectFields(schema), [schema]);
  const folded = Grid.useBreakpoint().md ? FOLDED_COUNT.wide : FOLDED_COUNT.narrow;
  const foldable = filters.length > folded;
  const shown = foldable && !expanded ? filters.slice(0, folded) : filters;

  return (
    <Form
      form={form}
      // Prefixes the input ids: the edit drawer's form has fields of the same names.
      name="filters"
      layout="vertical"
      className="renli-resource-filters"
      onFinish={(values: Record<string, unknown>) => onSearch(cleanFilters(values))}
    >
      <Row gutter={[16, 0]}>
        {shown.map(([name, spec]) => {
          const info = fields[name];
          if (!info) return null;
          const slot = config.inputs?.[name];
          return (
            <Col key={name} xs={24} sm={12} lg={6}>
              <Form.Item name={name} label={fieldLabel(spec, i18n.language)}>
                {(typeof slot === 'function' ? slot(null) : slot) ?? (
                  <DeclaredInput info={info} spec={spec} allowClear />
                )}
              </Form.Item>
            </Col>
          );
        })}
        <Col xs={24} sm={12} lg={6} className="renli-resource-filter-actions">
          <Form.Item label=" ">
            <Space wrap>
              <Button type="primary" htmlType="submit">
                {t('resource:actions.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  onSearch({});
                }}
              >
                {t('resource:actions.reset')}
              </Button>
              {foldable && (
                <Button type="link" onClick={() => setExpanded(!expanded)}>
                  {expanded ? t('resource:actions.collapse') : t('resource:actions.expand')}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
