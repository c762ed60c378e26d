import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatCardProps } from '../../../lib/chat-cards.ts';
import { cardLink, parsePayslipCard } from './card-data.ts';
import '../payslip.css';

/** A payslip notice in the chat's 工资条 conversation; no amounts, which open after the identity check. */
export function PayslipChatCard({ data }: ChatCardProps) {
  const { t } = useTranslation('salary-payslip');
  const card = parsePayslipCard(data);
  if (!card) return null;
  return (
    <div className="payslip-card" data-payslip-id={card.payslipId}>
      <div className="payslip-card-title">
        {t(`card.title.${card.kind}`, { month: card.month, name: card.staffName })}
      </div>
      {card.text ? <div className="payslip-card-text">{card.text}</div> : null}
      <Button type="link" size="small" href={cardLink(card)} className="payslip-back">
        {t(card.kind === 'question' ? 'card.toBill' : 'card.open')}
      </Button>
    </div>
  );
}
