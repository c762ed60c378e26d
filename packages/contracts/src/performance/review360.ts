import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { competencyLevelSchema, RATER_RELATIONS, raterRelationSchema, scoreSchema } from './common.ts';

// Performance's 360 part (docs/product/performance.md, "360"): the raters of a sheet, their
// questionnaires answered anonymously, and the aggregated results.

/** A rater's status: 待发送 (nominated, not sent yet), 待评, 已评, 已撤销. */
export const RATER_STATUS = { draft: 0, pending: 1, submitted: 2, revoked: 3 } as const;
export const RATER_RELATION_LABELS: Record<
  (typeof RATER_RELATIONS)[number],
  { 'zh-CN': string; en: string }
> = {
  peer: { 'zh-CN': '同事', en: 'Peer' },
  subordinate: { 'zh-CN': '下属', en: 'Subordinate' },
  superior: { 'zh-CN': '上级', en: 'Superior' },
  external: { 'zh-CN': '外部', en: 'External' },
};
/** At most this many raters per sheet. */
export const RATERS_MAX = 30;

export const sheetRefSchema = z.object({ sheetId: z.number().int().positive() });
export const raterRefSchema = z.object({ raterId: z.number().int().positive() });

/** A sheet the caller may nominate raters for (their own with a 360 section; HR: any they manage). */
export const review360SheetSchema = z.object({
  sheetId: z.number().int(),
  cycleName: z.string(),
  staffName: z.string(),
  sheetStatus: z.number().int(),
  invited: z.number().int(),
  submitted: z.number().int(),
});
export const review360SheetsSchema = z.object({ list: z.array(review360SheetSchema) });
export const review360SheetsBodySchema = z.object({
  /** HR: every sheet with a 360 section of this cycle they manage; absent: the caller's own. */
  cycleId: z.number().int().positive().optional(),
});

export const raterSchema = z.object({
  id: z.number().int(),
  relation: raterRelationSchema,
  name: z.string(),
  /** External raters: the mobile, masked (138****0000). */
  mobile: z.string().nullable(),
  status: z.number().int(),
  reminded: z.boolean(),
});
export type Rater = z.infer<typeof raterSchema>;

export const raterMinimumsSchema = z.object({
  peer: z.number().int(),
  subordinate: z.number().int(),
  superior: z.number().int(),
  external: z.number().int(),
});

export const sheetRatersSchema = z.object({
  sheetId: z.number().int(),
  staffName: z.string(),
  cycleName: z.string(),
  minimums: raterMinimumsSchema,
  raters: z.array(raterSchema),
  /** Whether the caller may add, remove, send and remind (the owner or HR, before results). */
  canManage: z.boolean(),
});
export type SheetRaters = z.infer<typeof sheetRatersSchema>;

const mobileSchema = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, 'performance.360.mobileFormat');

export const addRaterBodySchema = z.discriminatedUnion('relation', [
  z.object({
    sheetId: z.number().int().positive(),
    relation: z.enum(['peer', 'subordinate', 'superior']),
    staffId: z.number().int().positive(),
  }),
  z.object({
    sheetId: z.number().int().positive(),
    relation: z.literal('external'),
    name: z.string().trim().min(1).max(30),
    mobile: mobileSchema,
  }),
]);

export type AddRaterBody = z.input<typeof addRaterBodySchema>;

/** What sending gave: the one-time links of external raters, shown once to be passed on. */
export const sentRatersSchema = z.object({
  sent: z.number().int(),
  links: z.array(z.object({ name: z.string(), token: z.string() })),
});

export const remindedSchema = z.object({ count: z.number().int() });

/** A questionnaire waiting for (or answered by) the caller. */
export const inboxEntrySchema = z.object({
  raterId: z.number().int(),
  staffName: z.string(),
  cycleName: z.string(),
  relation: raterRelationSchema,
  status: z.number().int(),
});
export const inboxSchema = z.object({ list: z.array(inboxEntrySchema) });

export const questionSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  definition: z.string(),
  levels: z.array(competencyLevelSchema),
});
export const questionnaireSchema = z.object({
  staffName: z.string(),
  cycleName: z.string(),
  relation: raterRelationSchema,
  /** Every answer is scored on 0 … max (or by picking a level). */
  scaleMax: z.string(),
  questions: z.array(questionSchema),
  submitted: z.boolean(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const answersSchema = z
  .array(
    z.object({
      itemId: z.number().int().positive(),
      score: scoreSchema,
      comment: z.string().trim().max(500).default(''),
    }),
  )
  .min(1)
  .max(50);
export const submitAnswersBodySchema = raterRefSchema.extend({ answers: answersSchema });
export const tokenBodySchema = z.object({ token: z.string().trim().min(20).max(64) });
export const submitExternalBodySchema = tokenBodySchema.extend({ answers: answersSchema });
export const submittedSchema = z.object({ submitted: z.literal(true) });

/** Aggregates only: no rater, no time, no single answer (docs/product/performance.md, "360"). */
export const review360ResultSchema = z.object({
  sheetId: z.number().int(),
  staffName: z.string(),
  invited: z.number().int(),
  submitted: z.number().int(),
  threshold: z.number().int(),
  /** Mean over every submission, null under the threshold. */
  overall: z.string().nullable(),
  groups: z.array(
    z.object({
      relation: z.enum([...RATER_RELATIONS, 'others']),
      count: z.number().int(),
      mean: z.string().nullable(),
    }),
  ),
  /** Per question, the mean over every submission (null under the threshold). */
  items: z.array(z.object({ itemId: z.number().int(), name: z.string(), mean: z.string().nullable() })),
  /** The comments, in alphabetical order (never the order given), once the threshold is reached. */
  comments: z.array(z.string()),
});
export type Review360Result = z.infer<typeof review360ResultSchema>;

/** `/performance/360`: raters, questionnaires and results (docs/product/performance.md, "360"). */
export const review360Endpoints = defineEndpoints('performance360', {
  sheets: {
    method: 'POST',
    path: '/performance/360/sheets',
    access: 'user',
    summary: "The sheets with a 360 section the caller nominates raters for (own; HR: a cycle's)",
    body: review360SheetsBodySchema,
    data: review360SheetsSchema,
  },
  raters: {
    method: 'POST',
    path: '/performance/360/raters',
    access: 'user',
    summary: "A sheet's raters and the template's minimums per relation (owner, HR, reviewers)",
    body: sheetRefSchema,
    data: sheetRatersSchema,
  },
  addRater: {
    method: 'POST',
    path: '/performance/360/addRater',
    access: 'user',
    summary: 'Nominates a colleague (by staff record) or an external person (name and mobile)',
    body: addRaterBodySchema,
    data: sheetRatersSchema,
  },
  removeRater: {
    method: 'POST',
    path: '/performance/360/removeRater',
    access: 'user',
    summary: 'Removes a rater not sent yet, or revokes one who has not answered',
    body: raterRefSchema,
    data: sheetRatersSchema,
  },
  send: {
    method: 'POST',
    path: '/performance/360/send',
    access: 'user',
    summary:
      'Checks the minimums per relation and sends the questionnaires: a bell to colleagues, one-time links for external raters',
    body: sheetRefSchema,
    data: sentRatersSchema,
  },
  remind: {
    method: 'POST',
    path: '/performance/360/remind',
    access: 'user',
    summary: 'Reminds the raters who have not answered (a bell to colleagues)',
    body: sheetRefSchema,
    data: remindedSchema,
  },
  inbox: {
    method: 'POST',
    path: '/performance/360/inbox',
    access: 'user',
    summary: 'The questionnaires sent to the caller (待我评价)',
    data: inboxSchema,
  },
  questionnaire: {
    method: 'POST',
    path: '/performance/360/questionnaire',
    access: 'user',
    summary: "One of the caller's questionnaires: the questions and the scale",
    body: raterRefSchema,
    data: questionnaireSchema,
  },
  submit: {
    method: 'POST',
    path: '/performance/360/submit',
    access: 'user',
    summary: 'Submits the answers once; they are stored without the rater',
    body: submitAnswersBodySchema,
    data: submittedSchema,
  },
  results: {
    method: 'POST',
    path: '/performance/360/results',
    access: 'user',
    summary: 'The aggregated results (HR, reviewers; the owner once results are published)',
    body: sheetRefSchema,
    data: review360ResultSchema,
  },
  externalForm: {
    method: 'POST',
    path: '/performance/360/external/form',
    access: 'public',
    summary: "An external rater's questionnaire, by the one-time link's token",
    body: tokenBodySchema,
    data: questionnaireSchema,
  },
  externalSubmit: {
    method: 'POST',
    path: '/performance/360/external/submit',
    access: 'public',
    summary: "An external rater's answers; the link then stops working",
    body: submitExternalBodySchema,
    data: submittedSchema,
  },
});
