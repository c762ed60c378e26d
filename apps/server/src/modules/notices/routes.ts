import { noticesEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { contentDisposition } from '../../core/http/content-disposition.ts';
import { serve } from '../../core/http/endpoint.ts';
import { XLSX_TYPE } from '../../core/resources/sheet.ts';
import { sweep } from '../../core/sweep.ts';
import { noticeActor } from './access.ts';
import { deleteCategory, listCategories, saveCategory } from './categories.ts';
import { addComment, deleteComment, listComments } from './comments.ts';
import {
  deleteNotice,
  listNotices,
  newVersion,
  noticeDetail,
  publishDue,
  saveNotice,
  withdrawNotice,
} from './notices.ts';
import { publicDetail, publicGate, publicList } from './public-site.ts';
import { publishNotice } from './publishing.ts';
import { exportReaders, listReaders, remindUnread } from './reading.ts';

/** `/cNotice/*`: announcements (docs/product/oa-notice.md), and the sweep that publishes scheduled ones. */
export const noticesRoutes: AppModule = async (app, deps) => {
  const { db, rateLimits } = deps;
  const who = (request: Parameters<typeof userAuth>[0]) => noticeActor(db, userAuth(request));

  serve(app, api.colList, async (_input, request) => listCategories(db, await who(request)));
  serve(app, api.colSave, async ({ body }, request) => saveCategory(db, await who(request), body));
  serve(app, api.colDelete, async ({ body }, request) =>
    deleteCategory(db, await who(request), body.noticeColId),
  );

  serve(app, api.list, async ({ body }, request) => listNotices(db, await who(request), body));
  serve(app, api.detail, async ({ body }, request) => noticeDetail(db, await who(request), body.noticeId));
  serve(app, api.save, async ({ body }, request) => saveNotice(db, await who(request), body));
  serve(app, api.publish, async ({ body }, request) =>
    publishNotice(db, userAuth(request), await who(request), body.noticeId, request.locale),
  );
  serve(app, api.withdraw, async ({ body }, request) =>
    withdrawNotice(db, await who(request), body.noticeId),
  );
  serve(app, api.newVersion, async ({ body }, request) => newVersion(db, await who(request), body.noticeId));
  serve(app, api.remove, async ({ body }, request) => deleteNotice(db, await who(request), body.noticeId));

  serve(app, api.readers, async ({ body }, request) => listReaders(db, await who(request), body));
  serve(app, api.remindUnread, async ({ body }, request) =>
    remindUnread(db, await who(request), body.noticeId),
  );
  serve(app, api.exportReaders, async ({ body }, request, reply) => {
    const { file, fileName } = await exportReaders(db, await who(request), body.noticeId, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });

  serve(app, api.comments, async ({ body }, request) => listComments(db, await who(request), body.noticeId));
  serve(app, api.commentAdd, async ({ body }, request) =>
    addComment(db, await who(request), body.noticeId, body.content),
  );
  serve(app, api.commentDelete, async ({ body }, request) =>
    deleteComment(db, await who(request), body.commentId),
  );

  serve(app, api.publicList, async ({ query }, request) => {
    await publicGate(rateLimits, request.ip);
    return publicList(db, query);
  });
  serve(app, api.publicDetail, async ({ query }, request) => {
    await publicGate(rateLimits, request.ip);
    return publicDetail(db, query);
  });

  await sweep('notices.publishDue', 60_000, ({ db }) => publishDue(db))(app, deps);
};
