import { EnvironmentOutlined } from '@ant-design/icons';
import type { PunchBody, PunchToday } from '@renli/contracts';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDay, chinaTime, chinaTimeWithSeconds } from '../../components/attendance/china-clock.ts';
import { DayReasons } from '../../components/attendance/DayReasons.tsx';
import { DayStatusTag } from '../../components/attendance/DayStatusTag.tsx';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { usePunch, usePunchToday } from './api.ts';
import { locate } from './locate.ts';
import { PunchLine } from './PunchLine.tsx';

/** The China clock, ticking from the server's time (the device's clock may be wrong or elsewhere). */
function LiveClock({ serverNow }: { serverNow: string }) {
  const { t } = useTranslation('attendance-record');
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return (
    <div className="attendance-record-clock">
      <span className="attendance-record-clock-time">{chinaTimeWithSeconds(new Date(now))}</span>
      <Typography.Text type="secondary">{t('card.clock')}</Typography.Text>
    </div>
  );
}

/** What the working day asks, in words: the shift, flexible hours, a rest day or a holiday. */
function planText(today: PunchToday, t: TFunction<'attendance-record'>) {
  if (!today.employed) return t('card.notEmployed');
  if (today.shift) {
    const off = today.shift.offNextDay
      ? t('card.nextDay', { time: today.shift.offTime })
      : today.shift.offTime;
    return t('card.shift', { name: today.shift.name, on: today.shift.onTime, off });
  }
  if (today.flexible) {
    const hours = Math.round((today.flexible.requiredMinutes / 60) * 10) / 10;
    const latest = today.flexible.latestOn ? t('card.flexibleLatest', { time: today.flexible.latestOn }) : '';
    return t('card.flexible', { hours }) + latest;
  }
  if (today.dayType === 'holiday') return [t('card.holiday'), today.holidayName].filter(Boolean).join(' · ');
  if (today.dayType === 'restday') return [t('card.restday'), today.holidayName].filter(Boolean).join(' · ');
  return t('card.noShift');
}

/**
 * 今日打卡 (docs/product/attendance.md, "Punching and records"): the China clock, the working day's
 * shift or rest, one big 上班打卡/下班打卡 button (asking the browser's position when the group's
 * geofences need it), the day's punches and its result with the reasons.
 */
export function PunchCard() {
  const { t } = useTranslation('attendance-record');
  const today = usePunchToday();
  const punch = usePunch();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const data = today.data;
  if (!data) return <Card title={t('card.title')}>{today.isError ? null : <Skeleton active />}</Card>;

  const valid = data.punches.filter((p) => !p.voided);
  const label = valid.length === 0 ? t('card.punchIn') : t('card.punchOut');
  const send = async () => {
    setProblem(null);
    let body: PunchBody = {};
    if (data.web.needsLocation) {
      setLocating(true);
      const found = await locate();
      setLocating(false);
      if ('problem' in found) {
        setProblem(t(`geo.${found.problem}`));
        return;
      }
      body = found;
    }
    try {
      const { punch: made, repeated } = await punch.mutateAsync(body);
      const time = chinaTime(made.at);
      if (repeated) toast.info(t('card.repeated', { time }));
      else toast.success(t('card.punched', { time }));
    } catch (error) {
      // The server's refusal is already a toast; keep it on the card too.
      if (error instanceof ApiError) setProblem(error.message);
      else throw error;
    }
  };

  return (
    <Card title={t('card.title')} className="attendance-record-card">
      <LiveClock serverNow={data.now} />
      <div className="attendance-record-plan">
        <Typography.Title level={4}>{planText(data, t)}</Typography.Title>
        <Flex wrap gap={8} justify="center">
          <Tag>{data.groupName ? t('card.group', { name: data.groupName }) : t('card.noGroup')}</Tag>
          {data.makeup && <Tag color="orange">{t('card.makeup')}</Tag>}
          {data.shift?.offNextDay && data.day !== chinaDay(data.now) && (
            <Tag color="purple">{t('card.workingDay', { day: data.day })}</Tag>
          )}
        </Flex>
      </div>
      {!data.web.allowed && data.web.refusal && <Alert type="warning" showIcon title={data.web.refusal} />}
      {data.web.allowed && data.web.needsLocation && (
        <Alert
          type="info"
          showIcon
          icon={<EnvironmentOutlined />}
          title={t('card.needsLocation', { places: data.web.places.join('、') })}
        />
      )}
      {problem && <Alert type="error" showIcon title={problem} className="attendance-record-problem" />}
      <Button
        type="primary"
        shape="circle"
        className="attendance-record-punch"
        disabled={!data.web.allowed}
        loading={locating || punch.isPending}
        onClick={() => void send()}
      >
        {locating ? t('card.locating') : label}
      </Button>
      <Typography.Title level={5}>{t('card.punches')}</Typography.Title>
      {data.punches.length === 0 ? (
        <Typography.Text type="secondary">{t('card.noPunches')}</Typography.Text>
      ) : (
        <ul className="attendance-record-punches">
          {data.punches.map((p) => (
            <PunchLine key={p.id} punch={p} />
          ))}
        </ul>
      )}
      <Typography.Title level={5}>{t('card.result')}</Typography.Title>
      {data.result ? (
        <div>
          <DayStatusTag status={data.result.status} />
          <DayReasons reasons={data.result.reasons} />
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('card.noResult')} />
      )}
    </Card>
  );
}
