import {
  type BonusMethodChoice,
  type TaxCalculatedMonth,
  type TaxCalculation,
  type TaxMonthFigures,
  taxEndpoints,
} from '@renli/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Form, Input, Row, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/endpoint.ts';

// 个税计算器 (docs/product/salary.md, "Income tax"): a year's monthly figures and an optional year-end
// bonus, sent to POST /tax/calculate; every amount stays a decimal string from the input to the answer.

const FIGURES = ['income', 'socialAndFund', 'specialDeductions', 'otherDeductions', 'taxFree'] as const;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

interface Values {
  startMonth: number;
  count: number;
  same: TaxMonthFigures;
  months: TaxMonthFigures[];
  bonusAmount?: string;
  bonusMonth?: number;
  method: BonusMethodChoice;
}

const blank: TaxMonthFigures = {
  income: '10000',
  socialAndFund: '0',
  specialDeductions: '0',
  otherDeductions: '0',
  taxFree: '0',
};

export function CalculatorTab() {
  const { t } = useTranslation('salary-tax');
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<TaxCalculation | null>(null);
  const calculate = useMutation({
    mutationFn: (values: Values) =>
      call(taxEndpoints.calculate, {
        body: {
          startMonth: values.startMonth,
          months: values.months.slice(0, values.count),
          bonus: values.bonusAmount
            ? {
                amount: values.bonusAmount,
                month: values.bonusMonth ?? values.startMonth + values.count - 1,
                method: values.method,
              }
            : null,
        },
      }),
    onSuccess: setResult,
  });
  const startMonth = Form.useWatch('startMonth', form) ?? 1;
  const count = Form.useWatch('count', form) ?? 12;
  const moneyRule = { pattern: MONEY, message: t('calc.moneyFormat') };
  const counts = MONTHS.filter((n) => startMonth + n - 1 <= 12);

  const fill = () => {
    const same = form.getFieldValue('same') as TaxMonthFigures;
    form.setFieldValue(
      'months',
      MONTHS.map(() => ({ ...same })),
    );
  };
  const onStart = (month: number) => {
    if (form.getFieldValue('count') + month - 1 > 12) form.setFieldValue('count', 13 - month);
    const bonusMonth = form.getFieldValue('bonusMonth') as number | undefined;
    if (bonusMonth !== undefined && bonusMonth < month) form.setFieldValue('bonusMonth', 12);
  };
  const monthOptions = (from: number, n: number) =>
    MONTHS.slice(from - 1, from - 1 + n).map((m) => ({
      value: m,
      label: t('calc.monthOption', { month: m }),
    }));

  return (
    <div className="salary-tax-calculator">
      <Alert type="info" showIcon title={t('calc.intro')} className="salary-tax-hint" />
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          startMonth: 1,
          count: 12,
          same: blank,
          months: MONTHS.map(() => ({ ...blank })),
          method: 'best',
        }}
        onFinish={(values) => calculate.mutate(values)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="startMonth" label={t('calc.startMonth')}>
              <Select options={monthOptions(1, 12)} onChange={onStart} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="count" label={t('calc.monthCount')}>
              <Select options={counts.map((n) => ({ value: n, label: n }))} />
            </Form.Item>
          </Col>
        </Row>
        <Card size="small" title={t('calc.same')} extra={<Button onClick={fill}>{t('calc.fill')}</Button>}>
          <Row gutter={16}>
            {FIGURES.map((key) => (
              <Col xs={24} sm={12} lg={8} xl={4} key={key}>
                <Form.Item name={['same', key]} label={t(`calc.${key}`)} rules={[moneyRule]}>
                  <Input inputMode="decimal" prefix="¥" />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>
        <Card size="small" title={t('calc.months')} className="salary-tax-months">
          <div className="salary-tax-scroll">
            <table className="salary-tax-grid">
              <thead>
                <tr>
                  <th>{t('calc.month')}</th>
                  {FIGURES.map((key) => (
                    <th key={key}>{t(`calc.${key}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {MONTHS.slice(0, count).map((nth) => (
                  <tr key={nth}>
                    <td>{t('calc.monthOption', { month: startMonth + nth - 1 })}</td>
                    {FIGURES.map((key) => (
                      <td key={key}>
                        <Form.Item name={['months', nth - 1, key]} rules={[moneyRule]}>
                          <Input
                            inputMode="decimal"
                            aria-label={`${t('calc.monthOption', { month: startMonth + nth - 1 })} ${t(`calc.${key}`)}`}
                          />
                        </Form.Item>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
        <Card size="small" title={t('calc.bonus')}>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <Form.Item name="bonusAmount" label={t('calc.bonusAmount')} rules={[moneyRule]}>
                <Input inputMode="decimal" prefix="¥" allowClear />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="bonusMonth" label={t('calc.bonusMonth')}>
                <Select
                  allowClear
                  options={monthOptions(startMonth, count)}
                  placeholder={t('calc.monthOption', { month: Math.min(12, startMonth + count - 1) })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="method" label={t('calc.method')}>
                <Select
                  options={(['best', 'separate', 'merged'] as const).map((m) => ({
                    value: m,
                    label: t(`calc.methods.${m}`),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Button type="primary" htmlType="submit" loading={calculate.isPending} className="salary-tax-submit">
          {t('calc.calculate')}
        </Button>
      </Form>
      {result ? <Results result={result} /> : <Empty description={t('calc.empty')} />}
    </div>
  );
}

function Results({ result }: { result: TaxCalculation }) {
  const { t } = useTranslation('salary-tax');
  const box = useRef<HTMLDivElement>(null);
  // Below a year of inputs the answer is off screen, on a phone by far: bring it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer scrolls once
  useEffect(() => box.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), [result]);
  const yuan = (key: keyof TaxCalculatedMonth) => ({
    key,
    dataIndex: key,
    title: t(`calc.${key}`),
    align: 'right' as const,
  });
  const columns: ColumnsType<TaxCalculatedMonth> = [
    {
      key: 'month',
      dataIndex: 'month',
      title: t('calc.month'),
      render: (m: number) => t('calc.monthOption', { month: m }),
      fixed: 'left',
    },
    yuan('income'),
    yuan('cumulativeIncome'),
    yuan('cumulativeBasicDeduction'),
    yuan('cumulativeSocialAndFund'),
    yuan('cumulativeSpecialDeductions'),
    yuan('cumulativeTaxable'),
    { ...yuan('rate'), render: (rate: string) => `${rate}%` },
    yuan('quickDeduction'),
    yuan('cumulativeTax'),
    yuan('withheldBefore'),
    yuan('tax'),
  ];
  const bonus = result.bonus;
  const methodLabel = (m: 'separate' | 'merged') => t(`calc.methods.${m}`);
  return (
    <Card ref={box} size="small" title={t('calc.results')} className="salary-tax-results">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'wage', label: t('calc.wageTax'), children: `¥${result.wageTax}` },
          ...(bonus ? [{ key: 'bonus', label: t('calc.bonusTax'), children: `¥${bonus.tax}` }] : []),
          { key: 'year', label: t('calc.yearTax'), children: <strong>¥{result.yearTax}</strong> },
        ]}
      />
      {bonus && (
        <Alert
          type="success"
          showIcon
          className="salary-tax-hint"
          title={t('calc.comparison', {
            separate: bonus.separateTotal,
            merged: bonus.mergedTotal,
            cheaper: methodLabel(bonus.cheaper),
          })}
          description={t('calc.applied', { method: methodLabel(bonus.method) })}
        />
      )}
      <Table
        rowKey="month"
        size="small"
        columns={columns}
        dataSource={result.months}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
