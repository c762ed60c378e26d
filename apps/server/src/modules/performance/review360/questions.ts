import type { Questionnaire, TemplateConfig } from '@renli/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { badRequest } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { perfSheetItems } from '../cycles/schema.ts';
import { PerfDecimal } from '../engine/score.ts';
import { review360Messages as m } from './messages.ts';

// What a 360 questionnaire asks (docs/product/performance.md, "360"): the items of the sheet's 360
// section, or, when that section has none, the sheet's competencies; every answer on the cycle's scale.

type Item = typeof perfSheetItems.$inferSelect;

/** The section's items, else the competency items. */
export async function questionsOf(db: DbOrTx, sheetId: number, sectionIndex: number): Promise<Item[]> {
  const items = await db
    .select()
    .from(perfSheetItems)
    .where(eq(perfSheetItems.sheetId, sheetId))
    .orderBy(asc(perfSheetItems.sort), asc(perfSheetItems.id));
  const own = items.filter((i) => i.section === sectionIndex);
  return own.length > 0 ? own : items.filter((i) => i.sectionKind === 'competency');
}

export function presentQuestions(items: readonly Item[]): Questionnaire['questions'] {
  return items.map((i) => ({ itemId: i.id, name: i.name, definition: i.definition, levels: i.levels }));
}

export interface Answer {
  itemId: number;
  score: string;
  comment: string;
}

/**
 * Every question answered exactly once, each score within 0 … scale max or, for an item with levels,
 * one of its levels' scores; 400 otherwise.
 */
export function checkAnswers(items: readonly Item[], answers: readonly Answer[], config: TemplateConfig) {
  const byItem = new Map(answers.map((a) => [a.itemId, a]));
  if (
    byItem.size !== answers.length ||
    items.length !== answers.length ||
    items.some((i) => !byItem.has(i.id))
  )
    throw badRequest(m['performance.360.answersIncomplete']);
  const max = new PerfDecimal(config.scale.max);
  for (const item of items) {
    const score = new PerfDecimal(byItem.get(item.id)!.score);
    if (item.levels.length > 0) {
      if (!item.levels.some((l) => score.eq(l.score)))
        throw badRequest(m['performance.360.scoreNotLevel'], { name: item.name });
    } else if (score.lt(0) || score.gt(max))
      throw badRequest(m['performance.360.scoreOutOfRange'], { name: item.name, max: config.scale.max });
  }
}

/** The items of one section of a sheet (where the 360 score is written). */
export const itemsOfSection = (sheetId: number, section: number) =>
  and(eq(perfSheetItems.sheetId, sheetId), eq(perfSheetItems.section, section));
