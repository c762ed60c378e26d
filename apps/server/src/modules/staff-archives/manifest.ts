import { defineModule } from '../../core/module.ts';
import { archiveMessages } from './archive-messages.ts';
import { staffArchiveResourceDefinition } from './archive-resource.ts';
import { archiveRoutes } from './archive-routes.ts';
import { openEmploymentOfJoined } from './joined.ts';
import { employmentMessages } from './messages.ts';
import { rosterMessages } from './roster-messages.ts';
import { rosterRoutes } from './roster-routes.ts';
import { jobChangeSweep } from './sweep.ts';

/** Staff archives and the effective-dated history of each employment (docs/product/staff.md). */
export const staffArchivesManifest = defineModule({
  name: 'staff-archives',
  column: 'staff',
  routes: async (app, deps) => {
    await jobChangeSweep(app, deps);
    await archiveRoutes(app, deps);
    await rosterRoutes(app, deps);
  },
  resources: [staffArchiveResourceDefinition],
  messages: [employmentMessages, archiveMessages, rosterMessages],
  events: { 'staff.joined': openEmploymentOfJoined },
});
