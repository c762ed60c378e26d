import type { CalibrationBoard as Board } from '@renli/contracts';
import { Alert, Button, Card, Empty, Grid, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useAppraisalAction, useAppraisalCycles, useCalibration } from '../api.ts';
import { resultGrade } from '../StatusTag.tsx';
import { LimitTags } from './LimitTags.tsx';
import { type Move, MoveDialog } from './MoveDialog.tsx';

type Person = Board['people'][number];
const DRAG_TYPE = 'text/plain';

function PersonCard({
  person,
  board,
  onMove,
}: {
  person: Person;
  board: Board;
  onMove: (move: Move) => void;
}) {
  const { t } = useTranslation('performance-appraisal');
  const action = useAppraisalAction();
  const narrow = Grid.useBreakpoint().md === false;
  const editable = board.canEdit && person.status === 6;
  return (
    <Card
      size="small"
      className="appraisal-person"
      draggable={editable && !narrow}
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(person.id))}
      title={person.staffName}
      extra={person.totalScore}
    >
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{person.departmentName}</Typography.Text>
        {person.calibratedGrade && person.calibratedGrade !== person.grade && (
          <Typography.Text type="warning">
            {t('sheet.calibratedFrom', { grade: person.grade })} {person.calibrationNote}
          </Typography.Text>
        )}
        {board.canEdit && (
          <Select
            aria-label={t('calibration.potentialOf', { name: person.staffName })}
            size="small"
            style={{ width: '100%' }}
            placeholder={t('calibration.potential')}
            value={(person.potential as 1 | 2 | 3 | null) ?? undefined}
            onChange={(potential: 1 | 2 | 3) =>
              void action.mutateAsync({ kind: 'potential', body: { id: person.id, potential } })
            }
            options={[3, 2, 1].map((p) => ({ value: p, label: t(`potential.${p}`) }))}
          />
        )}
        {editable && (
          <Button
            size="small"
            onClick={() => onMove({ id: person.id, name: person.staffName, grade: resultGrade(person) })}
          >
            {t('calibration.move')}
          </Button>
        )}
      </Space>
    </Card>
  );
}

/**
 * 绩效校准 (docs/product/performance.md, "Appraisal"): a column per grade; HR drags a person to another
 * grade (or uses 调整等级 on phones), gives the reason, and sees the limits of each group at once;
 * publishing is refused by the server while a limit is broken.
 */
export function CalibrationBoard() {
  const { t } = useTranslation('performance-appraisal');
  const cycles = useAppraisalCycles();
  const [picked, setPicked] = useState<number | null>(null);
  const cycleId = picked ?? cycles.data?.list[0]?.id ?? null;
  const board = useCalibration(cycleId);
  const action = useAppraisalAction();
  const [move, setMove] = useState<Move | null>(null);
  const [over, setOver] = useState<string | null>(null);

  if (cycles.isLoading) return <Skeleton active />;
  if (!cycles.data?.list.length) return <Empty description={t('empty.cycles')} />;
  const data = board.data;
  const publish = async () => {
    const { published } = (await action.mutateAsync({ kind: 'publish', body: { cycleId: cycleId! } })) as {
      published: number;
    };
    toast.success(t('calibration.published', { count: published }));
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div className="appraisal-filters">
        <Select
          aria-label={t('filter.cycle')}
          style={{ minWidth: 240 }}
          value={cycleId}
          onChange={setPicked}
          options={cycles.data.list.map((c) => ({ value: c.id, label: c.name }))}
        />
        {data?.canEdit && (
          <Button type="primary" onClick={() => void publish()} loading={action.isPending}>
            {t('calibration.publish')}
          </Button>
        )}
      </div>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          {!data.canEdit && <Alert type="info" title={t('calibration.readOnly')} />}
          {data.pending > 0 && (
            <Alert type="warning" title={t('calibration.pending', { count: data.pending })} />
          )}
          <LimitTags groups={data.groups} />
          {data.people.length === 0 ? (
            <Empty description={t('empty.calibration')} />
          ) : (
            <div className="appraisal-board">
              {data.grades.map((grade) => {
                const people = data.people.filter((p) => resultGrade(p) === grade);
                return (
                  <section
                    key={grade}
                    aria-label={t('calibration.column', { grade })}
                    className={`appraisal-column${over === grade ? ' is-over' : ''}`}
                    onDragOver={(event) => {
                      if (!data.canEdit) return;
                      event.preventDefault();
                      setOver(grade);
                    }}
                    onDragLeave={() => setOver(null)}
                    onDrop={(event) => {
                      setOver(null);
                      const person = data.people.find(
                        (p) => p.id === Number(event.dataTransfer.getData(DRAG_TYPE)),
                      );
                      if (person && resultGrade(person) !== grade)
                        setMove({ id: person.id, name: person.staffName, grade });
                    }}
                  >
                    <Typography.Title level={5}>
                      {grade} <Typography.Text type="secondary">{people.length}</Typography.Text>
                    </Typography.Title>
                    {people.map((person) => (
                      <PersonCard key={person.id} person={person} board={data} onMove={setMove} />
                    ))}
                  </section>
                );
              })}
            </div>
          )}
          <MoveDialog move={move} grades={data.grades} onClose={() => setMove(null)} />
        </>
      )}
    </Space>
  );
}
