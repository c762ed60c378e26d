import type { RosterCell, RosterGrid } from '@renli/contracts';

// The roster grid's unsaved changes (docs/product/attendance.md, "Groups, shifts and rules"): cells
// are `${staffId}:${day}` keys; a change is a shift id or null (rest).

export type Edits = ReadonlyMap<string, number | null>;
export const cellKey = (staffId: number, day: string) => `${staffId}:${day}`;

/** What a cell shows: its change if any, else what the server holds. */
export function shownCell(grid: RosterGrid, edits: Edits, row: number, dayIndex: number): RosterCell {
  const person = grid.rows[row]!;
  const key = cellKey(person.staffId, grid.days[dayIndex]!);
  if (!edits.has(key)) return person.cells[dayIndex] ?? null;
  return edits.get(key) ?? 'rest';
}

/** Sets `shiftId` (null: rest) on the selected cells that are the group's, dropping changes back to what is saved. */
export function applyToCells(
  grid: RosterGrid,
  edits: Edits,
  selected: Iterable<string>,
  shiftId: number | null,
) {
  const next = new Map(edits);
  const saved = new Map<string, RosterCell>();
  const ours = new Set<string>();
  for (const person of grid.rows)
    grid.days.forEach((day, i) => {
      const key = cellKey(person.staffId, day);
      saved.set(key, person.cells[i] ?? null);
      if (person.inGroup[i]) ours.add(key);
    });
  for (const key of selected) {
    if (!ours.has(key)) continue;
    const same = shiftId === null ? saved.get(key) === 'rest' : saved.get(key) === shiftId;
    if (same) next.delete(key);
    else next.set(key, shiftId);
  }
  return next;
}

/** The changes as the save endpoint takes them. */
export const editsToCells = (edits: Edits) =>
  [...edits].map(([key, shiftId]) => {
    const [staffId, day] = key.split(':');
    return { staffId: Number(staffId), day: day!, shiftId };
  });
