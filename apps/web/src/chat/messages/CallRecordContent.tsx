import { PhoneOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallRecord } from './call-record.ts';
import { formatCallDuration } from './format.ts';
import { NS } from './translate.ts';

/** One line with the call's icon: "Call duration 01:23", "Cancelled", "Declined", "No answer". */
export function CallRecordContent({ record }: { record: CallRecord }) {
  const { t } = useTranslation(NS);
  const Icon = record.kind === 'video' ? VideoCameraOutlined : PhoneOutlined;
  const text =
    record.outcome === 'ended'
      ? t('call.ended', { duration: formatCallDuration(record.durationSeconds ?? 0) })
      : t(`call.${record.outcome}`);
  return (
    <span className={`rl-chat-call rl-chat-call-${record.outcome}`}>
      <Icon className="rl-chat-call-icon" role="img" aria-label={t(`call.${record.kind}`)} />
      <span>{text}</span>
    </span>
  );
}
