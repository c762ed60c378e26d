import { libraryEndpoints as api, previewRuleBodySchema, type RulePreview } from '@renli/contracts';
import type { FastifyReply } from 'fastify';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { contentDisposition } from '../../../core/http/content-disposition.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { AppError } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { uploadedSheet, XLSX_TYPE } from '../../../core/resources/sheet.ts';
import { perfAdmin } from '../access.ts';
import { ruleScore, scoreText } from '../engine/score.ts';
import { exportIndicators, importIndicators, indicatorTemplate } from './indicator-sheet.ts';
import {
  deleteGroup,
  deleteIndicator,
  groupsOf,
  indicatorPage,
  saveGroup,
  saveIndicator,
  setIndicatorStatus,
} from './indicators.ts';
import { checkRule } from './rules.ts';
import { copyTemplate, deleteTemplate, saveTemplate, setTemplateStatus, templatesOf } from './templates.ts';

const sendXlsx = (reply: FastifyReply, { file, fileName }: { file: Buffer; fileName: string }) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .send(file);

/**
 * The engine's score of one actual under a rule being edited, or why the rule cannot be saved — the
 * form's live preview ("实际 92 → 得分 92.00") reads the one engine, never a client twin.
 */
function previewRule(input: unknown, locale: Locale): RulePreview {
  const { rule, actual, max } = previewRuleBodySchema.parse(input);
  try {
    checkRule(rule);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { score: null, problem: translate(locale, error.key, error.params) };
  }
  const score = ruleScore(rule, actual, max);
  return { score: score === null ? null : scoreText(score), problem: null };
}

/**
 * The indicator library (`/targetCtl`) and the templates (`/plan/template`), HR only
 * (docs/product/performance.md, "Indicator library", "Templates").
 */
export const libraryRoutes: AppModule = async (app, { db }) => {
  const admin = (request: Parameters<typeof userAuth>[0]) => perfAdmin(db, userAuth(request));

  serve(app, api.groups, async (_, request) => ({ list: await groupsOf(db, (await admin(request)).compId) }));
  serve(app, api.saveGroup, async ({ body }, request) => saveGroup(db, await admin(request), body));
  serve(app, api.deleteGroup, async ({ body }, request) => deleteGroup(db, await admin(request), body.id));
  serve(app, api.indicators, async ({ body }, request) => indicatorPage(db, await admin(request), body));
  serve(app, api.saveIndicator, async ({ body }, request) => saveIndicator(db, await admin(request), body));
  serve(app, api.setIndicatorStatus, async ({ body }, request) =>
    setIndicatorStatus(db, await admin(request), body.id, body.status),
  );
  serve(app, api.deleteIndicator, async ({ body }, request) =>
    deleteIndicator(db, await admin(request), body.id),
  );
  serve(app, api.previewRule, async ({ body }, request) => {
    await admin(request);
    return previewRule(body, request.locale);
  });
  serve(app, api.exportIndicators, async ({ body }, request, reply) =>
    sendXlsx(reply, await exportIndicators(db, await admin(request), body, request.locale)),
  );
  serve(app, api.importIndicators, async (_, request) => {
    const actor = await admin(request);
    return importIndicators(db, actor, request.locale, await uploadedSheet(request));
  });
  serve(app, api.importTemplate, async (_, request, reply) => {
    await admin(request);
    return sendXlsx(reply, await indicatorTemplate(request.locale));
  });

  serve(app, api.templates, async (_, request) => ({
    list: await templatesOf(db, (await admin(request)).compId),
  }));
  serve(app, api.saveTemplate, async ({ body }, request) => saveTemplate(db, await admin(request), body));
  serve(app, api.copyTemplate, async ({ body }, request) =>
    copyTemplate(db, await admin(request), body.id, request.locale),
  );
  serve(app, api.setTemplateStatus, async ({ body }, request) =>
    setTemplateStatus(db, await admin(request), body.id, body.status),
  );
  serve(app, api.deleteTemplate, async ({ body }, request) =>
    deleteTemplate(db, await admin(request), body.id),
  );
};
