import { staffEntryEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { createFileService } from '../files/service.ts';
import { entryAnnouncer } from './announce.ts';
import { countEntries } from './counts.ts';
import { guardFormRate } from './form-access.ts';
import { sendFormLink } from './link.ts';
import { readInfoForm, saveInfoForm } from './public-form.ts';
import { uploadEntryDocuments } from './uploads.ts';

/**
 * Entry endpoints beyond the kit's (docs/product/staff.md, "Entry (入职)"): HR's tab counts and form
 * link, and the public registration form, rate-limited per address.
 */
export const staffEntryModule: AppModule = async (app, deps) => {
  const files = await createFileService(deps.db, deps.config.dataDir);
  await entryAnnouncer(app, deps);

  serve(app, api.getCount, async ({ query }, request) =>
    countEntries(deps.db, userAuth(request), query.employeeType),
  );
  serve(app, api.sendFormUrl, async ({ body }, request) =>
    sendFormLink(deps.db, userAuth(request), body.id, request),
  );

  serve(app, api.infoForm, async ({ body }, request) => {
    await guardFormRate(deps.rateLimits, request.ip);
    return readInfoForm(deps.db, body.token);
  });
  serve(app, api.saveInfo, async ({ body }, request) => {
    await guardFormRate(deps.rateLimits, request.ip);
    return saveInfoForm(deps.db, { ...body, submit: false, locale: request.locale });
  });
  serve(app, api.submitInfo, async ({ body }, request) => {
    await guardFormRate(deps.rateLimits, request.ip);
    return saveInfoForm(deps.db, { ...body, submit: true, locale: request.locale });
  });
  serve(app, api.infoUpload, async (_, request) => {
    await guardFormRate(deps.rateLimits, request.ip);
    return uploadEntryDocuments(deps.db, files, request);
  });
};
