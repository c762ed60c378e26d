import { staffArchiveEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { contentDisposition } from '../../core/http/content-disposition.ts';
import { serve } from '../../core/http/endpoint.ts';
import { templateFileName, uploadedSheet, writeTemplate, XLSX_TYPE } from '../../core/resources/sheet.ts';
import { archiveInScope, archiveManager } from './archive-access.ts';
import { correctJob } from './archive-correction.ts';
import { archiveCounts } from './archive-counts.ts';
import { archiveDetail } from './archive-detail.ts';
import { jobHistoryOf } from './archive-history.ts';
import { importArchives, importableCustomFields } from './archive-import.ts';
import { approveRequest, rejectRequest, requestPage } from './archive-requests.ts';
import { staffArchiveResourceDefinition } from './archive-resource.ts';
import { editRemarks, updateArchive } from './archive-update.ts';
import { myArchive, requestChange, updateMine } from './my-archive.ts';

/**
 * The archive's endpoints beside the kit's list and export (`staffArchiveEndpoints`,
 * docs/product/staff.md, "Archives (员工档案) and my record"): HR's with the `staff` column (read to
 * look, update to change), one's own record with any staff identity.
 */
export const archiveRoutes: AppModule = async (app, { db }) => {
  const hr = (request: Parameters<typeof userAuth>[0], level: 'read' | 'update') =>
    archiveManager(db, userAuth(request), level);

  serve(app, api.getStaffArchive, async ({ params }, request) => {
    const actor = await hr(request, 'read');
    return archiveDetail(db, actor, await archiveInScope(db, actor, params.id));
  });
  serve(app, api.updateStaffArchive, async ({ body }, request) =>
    updateArchive(db, await hr(request, 'update'), request.locale, body),
  );
  serve(app, api.importStaff, async (_, request) => {
    const actor = await hr(request, 'update');
    return importArchives(db, actor, request.locale, await uploadedSheet(request));
  });
  serve(app, api.importTemplate, async (_, request, reply) => {
    const actor = await hr(request, 'update');
    return reply
      .header('content-type', XLSX_TYPE)
      .header(
        'content-disposition',
        contentDisposition('attachment', templateFileName(staffArchiveResourceDefinition, request.locale)),
      )
      .send(
        await writeTemplate(
          staffArchiveResourceDefinition,
          request.locale,
          await importableCustomFields(db, actor.compId),
        ),
      );
  });
  serve(app, api.selectCount, async ({ body }, request) =>
    archiveCounts(db, await hr(request, 'read'), body.employeeType),
  );
  serve(app, api.jobHistory, async ({ params }, request) => {
    const actor = await hr(request, 'read');
    const archive = await archiveInScope(db, actor, params.id);
    return jobHistoryOf(db, actor.compId, archive.staffId);
  });
  serve(app, api.correctJob, async ({ body }, request) => correctJob(db, await hr(request, 'update'), body));
  serve(app, api.editStaffRemarks, async ({ body }, request) =>
    editRemarks(db, await hr(request, 'update'), body),
  );
  serve(app, api.selectRequestPage, async ({ body }, request) =>
    requestPage(db, await hr(request, 'read'), body),
  );
  serve(app, api.approveRequest, async ({ body }, request) =>
    approveRequest(db, await hr(request, 'update'), request.locale, body.id),
  );
  serve(app, api.rejectRequest, async ({ body }, request) =>
    rejectRequest(db, await hr(request, 'update'), body.id, body.reason),
  );

  serve(app, api.getMyStaffArchive, async (_, request) => myArchive(db, userAuth(request)));
  serve(app, api.updateMine, async ({ body }, request) =>
    updateMine(db, userAuth(request), request.locale, body),
  );
  serve(app, api.requestChange, async ({ body }, request) =>
    requestChange(db, userAuth(request), request.locale, body.changes),
  );
};
