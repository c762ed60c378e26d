import type { RosterGrid } from '@renli/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { cellKey, type Edits, shownCell } from './roster-edits.ts';

interface Props {
  grid: RosterGrid;
  edits: Edits;
  selected: ReadonlySet<string>;
  onToggle: (keys: string[]) => void;
}

/**
 * People × days in their own horizontally scrolling box (docs/architecture.md, "Phones"): a cell shows
 * its shift's short mark or name, 休, or nothing yet; days outside the group are greyed and inert.
 * Clicking a cell selects it, clicking a name selects the person's month.
 */
export function RosterGridTable({ grid, edits, selected, onToggle }: Props) {
  const { t } = useTranslation('attendance-setting');
  const marks = new Map(grid.shifts.map((s) => [s.id, s.code || s.name]));
  const names = new Map(grid.shifts.map((s) => [s.id, s.name]));
  return (
    <div className="att-roster-scroll">
      <table className="att-roster-table">
        <thead>
          <tr>
            <th className="att-roster-name">{t('roster.person')}</th>
            {grid.days.map((day) => {
              const weekday = dayjs(day).day();
              return (
                <th key={day} className={weekday === 0 || weekday === 6 ? 'att-roster-weekend' : undefined}>
                  <div>{Number(day.slice(8))}</div>
                  <div className="att-roster-weekday">{t(`weekdayShort.${weekday === 0 ? 7 : weekday}`)}</div>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((person, row) => (
            <tr key={person.staffId}>
              <th className="att-roster-name" scope="row">
                <button
                  type="button"
                  className="att-roster-person"
                  onClick={() =>
                    onToggle(
                      grid.days
                        .filter((_, i) => person.inGroup[i])
                        .map((day) => cellKey(person.staffId, day)),
                    )
                  }
                >
                  {person.name}
                </button>
              </th>
              {grid.days.map((day, i) => {
                const key = cellKey(person.staffId, day);
                if (!person.inGroup[i]) return <td key={day} className="att-roster-outside" />;
                const cell = shownCell(grid, edits, row, i);
                const text =
                  cell === null ? '' : cell === 'rest' ? t('roster.rest') : (marks.get(cell) ?? '?');
                const title =
                  cell === null ? t('roster.unset') : cell === 'rest' ? t('roster.rest') : names.get(cell);
                const classes = [
                  'att-roster-cell',
                  selected.has(key) && 'att-roster-selected',
                  edits.has(key) && 'att-roster-changed',
                  cell === 'rest' && 'att-roster-rest',
                ].filter(Boolean);
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={classes.join(' ')}
                      aria-label={`${person.name} ${day} ${title}`}
                      aria-pressed={selected.has(key)}
                      title={title}
                      onClick={() => onToggle([key])}
                    >
                      {text}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
