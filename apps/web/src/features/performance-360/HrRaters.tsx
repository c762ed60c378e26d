import { analysisEndpoints } from '@renli/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointKey } from '../../lib/endpoint.ts';
import { useCycleSheets } from './api.ts';
import { RatersPanel } from './MyRaters.tsx';

/** HR's launched cycles (the analysis part's list); a failure means the caller is not HR. */
export const useHrCycles = () =>
  useQuery({
    queryKey: endpointKey(analysisEndpoints.cycles),
    queryFn: () => call(analysisEndpoints.cycles, undefined, { silent: true }),
    retry: false,
  });

/** 评估人管理 (HR): pick a cycle and a person's sheet, then choose, send and remind their raters. */
export function HrRaters() {
  const { t } = useTranslation('performance-360');
  const cycles = useHrCycles();
  const [cycle, setCycle] = useState<number | null>(null);
  const [sheet, setSheet] = useState<number | null>(null);
  const cycleId =
    cycle ?? cycles.data?.list.find((c) => c.status === 2)?.id ?? cycles.data?.list[0]?.id ?? null;
  const sheets = useCycleSheets(cycleId);
  if (!cycles.data) return <Spin />;
  const sheetId = sheet ?? sheets.data?.list[0]?.sheetId ?? null;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <div className="perf-360-pickers">
        <Select
          aria-label={t('cycle')}
          value={cycleId}
          onChange={(value) => {
            setCycle(value);
            setSheet(null);
          }}
          options={cycles.data.list.map((c) => ({ value: c.id, label: c.name }))}
        />
        <Select
          aria-label={t('person')}
          value={sheetId}
          onChange={setSheet}
          showSearch={{ optionFilterProp: 'label' }}
          options={(sheets.data?.list ?? []).map((s) => ({
            value: s.sheetId,
            label: `${s.staffName}（${t('progress', { submitted: s.submitted, invited: s.invited })}）`,
          }))}
        />
      </div>
      {sheetId === null ? <Empty description={t('noCycleSheets')} /> : <RatersPanel sheetId={sheetId} />}
    </Space>
  );
}
