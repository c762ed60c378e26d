import { wageEndpoints as api } from '@renli/contracts';
import type { FastifyReply } from 'fastify';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { contentDisposition } from '../../../core/http/content-disposition.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { uploadedSheet, XLSX_TYPE } from '../../../core/resources/sheet.ts';
import { salaryAdmin } from '../access.ts';
import { archiveTemplate, exportArchives, importArchives } from './archive-sheet.ts';
import { archiveHistory, archivePage, cancelVersion, saveArchive } from './archives.ts';
import { deleteGroup, groupsOf, saveGroup } from './groups.ts';
import { checkFormula, companyItems, deleteItem, saveItem } from './items.ts';

const sendXlsx = (reply: FastifyReply, { file, fileName }: { file: Buffer; fileName: string }) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .send(file);

/**
 * Salary's wage endpoints (docs/product/salary.md, "Items, formulas and salary archives"):
 * `/salarySetCtl` items and groups, `/salaryArchivesCtl` salary archives; HR only.
 */
export const wageRoutes: AppModule = async (app, { db }) => {
  const admin = (request: Parameters<typeof userAuth>[0]) => salaryAdmin(db, userAuth(request));

  serve(app, api.items, async (_, request) => {
    const actor = await admin(request);
    return { list: await companyItems(db, actor.compId), canWrite: true };
  });
  serve(app, api.saveItem, async ({ body }, request) =>
    saveItem(db, await admin(request), body, request.locale),
  );
  serve(app, api.deleteItem, async ({ body }, request) =>
    deleteItem(db, await admin(request), body.id, request.locale),
  );
  serve(app, api.checkFormula, async ({ body }, request) =>
    checkFormula(db, await admin(request), body, request.locale),
  );
  serve(app, api.groups, async (_, request) => ({
    list: await groupsOf(db, await admin(request)),
    canWrite: true,
  }));
  serve(app, api.saveGroup, async ({ body }, request) => saveGroup(db, await admin(request), body));
  serve(app, api.deleteGroup, async ({ body }, request) => deleteGroup(db, await admin(request), body.id));

  serve(app, api.archivePage, async ({ body }, request) => archivePage(db, await admin(request), body));
  serve(app, api.archiveHistory, async ({ query }, request) =>
    archiveHistory(db, await admin(request), query.staffId),
  );
  serve(app, api.saveArchive, async ({ body }, request) => saveArchive(db, await admin(request), body));
  serve(app, api.cancelVersion, async ({ body }, request) =>
    cancelVersion(db, await admin(request), body.id),
  );
  serve(app, api.exportArchives, async ({ body }, request, reply) =>
    sendXlsx(reply, await exportArchives(db, await admin(request), body, request.locale)),
  );
  serve(app, api.importArchives, async (_, request) => {
    const actor = await admin(request);
    return importArchives(db, actor, request.locale, await uploadedSheet(request));
  });
  serve(app, api.importTemplate, async (_, request, reply) =>
    sendXlsx(reply, await archiveTemplate(db, await admin(request), request.locale)),
  );
};
