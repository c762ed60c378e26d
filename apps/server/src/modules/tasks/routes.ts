import { tasksEndpoints as api } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { contentDisposition } from '../../core/http/content-disposition.ts';
import { serve } from '../../core/http/endpoint.ts';
import { XLSX_TYPE } from '../../core/resources/sheet.ts';
import { sweep } from '../../core/sweep.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { exportTasks } from './export.ts';
import { tabCounts, taskPage } from './queries.ts';
import { sendTaskReminders } from './reminders.ts';
import {
  addComment,
  checkItem,
  createTask,
  deleteTask,
  setProgress,
  taskDetail,
  transitionTask,
  updateTask,
} from './service.ts';
import { shareTask } from './share.ts';

/** Hand-written endpoints of tasks (`/plan/task/*`, docs/product/oa-task.md) and the due reminders' sweep. */
export const tasksRoutes: AppModule = async (app, deps) => {
  const { db } = deps;
  /** Anyone of the company who may read the 办公 column; each task then checks its own roles. */
  const person = async (request: FastifyRequest) => {
    const actor = await resolveCompanyActor(db, userAuth(request));
    await requireColumn(db, actor, 'oa', 'read');
    return actor;
  };

  serve(app, api.list, async ({ body }, request) => taskPage(db, await person(request), body));
  serve(app, api.counts, async (_, request) => tabCounts(db, await person(request)));
  serve(app, api.detail, async ({ query }, request) => taskDetail(db, await person(request), query.id));
  serve(app, api.create, async ({ body }, request) => createTask(db, await person(request), body));
  serve(app, api.update, async ({ body }, request) => updateTask(db, await person(request), body));
  serve(app, api.transition, async ({ body }, request) => transitionTask(db, await person(request), body));
  serve(app, api.progress, async ({ body }, request) =>
    setProgress(db, await person(request), body.id, body.progress),
  );
  serve(app, api.checkItem, async ({ body }, request) =>
    checkItem(db, await person(request), body.id, body.itemId, body.done),
  );
  serve(app, api.comment, async ({ body }, request) => addComment(db, await person(request), body));
  serve(app, api.delete, async ({ body }, request) => deleteTask(db, await person(request), body.id));
  serve(app, api.share, async ({ body }, request) =>
    shareTask(db, await person(request), body.id, body.userIds),
  );
  serve(app, api.export, async ({ body }, request, reply) => {
    const { file, fileName } = await exportTasks(db, await person(request), body, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });

  await sweep('tasks.reminders', 60_000, ({ db }) => sendTaskReminders(db, new Date()))(app, deps);
};
