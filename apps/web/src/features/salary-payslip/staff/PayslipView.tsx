import { PAYSLIP_TEXT_MAX, type PayslipDetail, type PayslipFigure, PayslipStatus } from '@renli/contracts';
import { Alert, Button, Card, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../../components/resource/field-display.tsx';
import { useAnswerPayslip } from '../api.ts';
import { formatYuan, sectionsOf } from '../figures.ts';
import { StatusTag } from '../StatusTag.tsx';

function Section({ title, figures }: { title: string; figures: PayslipFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <section className="payslip-section">
      <h3>{title}</h3>
      <dl>
        {figures.map((figure) => (
          <div key={figure.code} className="payslip-line">
            <dt>{figure.name}</dt>
            <dd>{formatYuan(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One payslip: net in large type, gross, the figures by section, and 确认无误 / 有疑问. */
export function PayslipView({ slip }: { slip: PayslipDetail }) {
  const { t, i18n } = useTranslation('salary-payslip');
  const act = useAnswerPayslip();
  const [asking, setAsking] = useState(false);
  const [question, setQuestion] = useState('');
  const sections = sectionsOf(slip.figures);
  const confirmed = slip.status === PayslipStatus.CONFIRMED;

  return (
    <Card
      className="payslip-view"
      title={t('slip.title', { month: slip.month })}
      extra={<StatusTag status={slip.status} />}
    >
      <div className="payslip-headline">
        <div className="payslip-net-label">{t('slip.net')}</div>
        <div className="payslip-net" data-testid="payslip-net">
          ¥{formatYuan(slip.net)}
        </div>
        <div className="payslip-muted">
          {t('slip.gross')} ¥{formatYuan(slip.gross)} · {slip.runName} · {slip.compName}
        </div>
      </div>
      <Section title={t('slip.earnings')} figures={sections.earnings} />
      <Section title={t('slip.deductions')} figures={sections.deductions} />
      <Section title={t('slip.others')} figures={sections.others} />
      {slip.question && (
        <Alert
          className="payslip-question"
          type={slip.answer ? 'success' : 'warning'}
          showIcon
          title={t('slip.yourQuestion', { question: slip.question })}
          description={
            slip.answer
              ? t('slip.answer', { answer: slip.answer, at: chinaTime(slip.answeredAt ?? '', i18n.language) })
              : t('slip.waiting')
          }
        />
      )}
      {confirmed ? (
        <Typography.Paragraph type="success" className="payslip-confirmed">
          {t('slip.confirmedAt', { at: chinaTime(slip.confirmedAt ?? '', i18n.language) })}
        </Typography.Paragraph>
      ) : (
        <Space className="payslip-actions" wrap>
          <Button
            type="primary"
            size="large"
            loading={act.isPending}
            onClick={() => act.mutate({ id: slip.id })}
          >
            {t('slip.confirm')}
          </Button>
          <Button size="large" onClick={() => setAsking(true)}>
            {t('slip.ask')}
          </Button>
        </Space>
      )}
      <Modal
        open={asking}
        title={t('slip.askTitle')}
        okText={t('slip.send')}
        okButtonProps={{ disabled: !question.trim(), loading: act.isPending }}
        onCancel={() => setAsking(false)}
        onOk={() =>
          act.mutate(
            { id: slip.id, question: question.trim() },
            {
              onSuccess: () => {
                setAsking(false);
                setQuestion('');
              },
            },
          )
        }
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={t('slip.askLabel')}
          rows={4}
          showCount
          maxLength={PAYSLIP_TEXT_MAX}
          value={question}
          placeholder={t('slip.askHint')}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
