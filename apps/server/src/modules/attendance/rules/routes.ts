import { attendanceRulesEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { contentDisposition } from '../../../core/http/content-disposition.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { uploadedSheet, XLSX_TYPE } from '../../../core/resources/sheet.ts';
import { attendanceAdmin, attendanceStaff } from '../access.ts';
import { archiveGroup, cancelVersion, saveGroup } from './group-writes.ts';
import { groupHistory, groupSummaries, memberNames } from './groups.ts';
import { myGroup } from './my-group.ts';
import { rosterGrid, writeRosterCells } from './roster.ts';
import { exportRoster, importRoster } from './roster-sheet.ts';
import { saveSettings, settingsState } from './settings.ts';
import { archiveShift, saveShift, shiftList } from './shifts.ts';

/**
 * `/clockRuleCtl`: shifts, groups and their rule versions, the roster and the settings
 * (docs/product/attendance.md, "Groups, shifts and rules"). HR only, apart from one's own group.
 */
export const rulesRoutes: AppModule = async (app, { db }) => {
  const hr = (request: Parameters<typeof userAuth>[0]) => attendanceAdmin(db, userAuth(request));

  serve(app, api.shiftList, async ({ body }, request) =>
    shiftList(db, (await hr(request)).compId, body.includeArchived).then((list) => ({ list })),
  );
  serve(app, api.shiftSave, async ({ body }, request) => saveShift(db, await hr(request), body));
  serve(app, api.shiftArchive, async ({ body }, request) => archiveShift(db, await hr(request), body));

  serve(app, api.groupList, async ({ body }, request) => ({
    list: await groupSummaries(db, (await hr(request)).compId, { includeArchived: body.includeArchived }),
  }));
  serve(app, api.groupSave, async ({ body }, request) => saveGroup(db, await hr(request), body));
  serve(app, api.groupVersions, async ({ params }, request) => ({
    list: await groupHistory(db, (await hr(request)).compId, params.id),
  }));
  serve(app, api.groupMemberNames, async ({ body }, request) =>
    memberNames(db, (await hr(request)).compId, body),
  );
  serve(app, api.groupCancelVersion, async ({ body }, request) => cancelVersion(db, await hr(request), body));
  serve(app, api.groupArchive, async ({ body }, request) => archiveGroup(db, await hr(request), body));

  serve(app, api.rosterGrid, async ({ body }, request) => {
    const { group: _, ...grid } = await rosterGrid(db, await hr(request), body.groupId, body.month);
    return grid;
  });
  serve(app, api.rosterSave, async ({ body }, request) => {
    const actor = await hr(request);
    return { saved: await db.transaction((tx) => writeRosterCells(tx, actor, body)) };
  });
  serve(app, api.rosterExport, async ({ body }, request, reply) => {
    const { file, fileName } = await exportRoster(db, await hr(request), body, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });
  serve(app, api.rosterImport, async ({ query }, request) => {
    const actor = await hr(request);
    return importRoster(db, actor, request.locale, query.groupId, await uploadedSheet(request));
  });

  serve(app, api.settings, async (_, request) => settingsState(db, (await hr(request)).compId));
  serve(app, api.settingsSave, async ({ body }, request) => saveSettings(db, await hr(request), body));

  serve(app, api.myGroup, async (_, request) => {
    const actor = await attendanceStaff(db, userAuth(request));
    return myGroup(db, actor.compId, actor.staffId);
  });
};
