import { billingEndpoints as api } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../core/deps.ts';
import { adminAuth, userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { transitionsFor } from '../../core/resources/transitions.ts';
import { adjustAssets, assetLedgerPage, assetSummary } from './assets.ts';
import { applyForInvoice, findInvoiceInfo, saveInvoiceInfo } from './invoices.ts';
import { billingActor } from './policy.ts';
import { adminInvoiceResourceDefinition } from './resources.ts';

/**
 * The company's account, orders and invoices (`#/other/setting/asset`, `order`, `invoice`): the
 * company account and staff admins only, always the session's company; and the back-office calls
 * that change them (there is no payment provider yet). Endpoints declared in contracts
 * (`billingEndpoints`); the order and invoice lists are the kit's (resources.ts).
 */
export const billingModule: AppModule = async (app, deps) => {
  const { db } = deps;
  const actorOf = (request: FastifyRequest) => billingActor(db, userAuth(request));

  serve(app, api.selectAsset, async (_, request) => assetSummary(db, (await actorOf(request)).compId));
  serve(app, api.selectLedgerPage, async ({ body }, request) =>
    assetLedgerPage(db, (await actorOf(request)).compId, body),
  );
  serve(app, api.selectInvoiceInfo, async (_, request) =>
    findInvoiceInfo(db, (await actorOf(request)).compId),
  );
  serve(app, api.saveInvoiceInfo, async ({ body }, request) =>
    saveInvoiceInfo(db, (await actorOf(request)).compId, body),
  );
  serve(app, api.applyInvoice, async ({ body }, request) =>
    applyForInvoice(db, await actorOf(request), body.orderId),
  );

  serve(app, api.adjustAssets, async ({ body }, request) =>
    adjustAssets(db, adminAuth(request).adminId, body),
  );

  // Handling is the kit's transition (`/admin/invoice/changeStatus`); this older path applies it.
  const handleInvoice = transitionsFor(deps, adminInvoiceResourceDefinition);
  serve(app, api.handleInvoice, async ({ body }, request) => {
    const { id, status, reason } = body;
    const caller = { actor: { adminId: adminAuth(request).adminId }, locale: request.locale };
    await handleInvoice(caller, { id, name: status === 'issued' ? 'issue' : 'reject', input: { reason } });
    return null;
  });
};
