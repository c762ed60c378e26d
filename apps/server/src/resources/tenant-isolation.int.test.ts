import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { resourceRegistry } from './registry.ts';
import { readXlsx, setUpTenants } from './test-fixtures.ts';

let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
});
afterAll(() => t.close());

// Generated from the registry: every resource gets the same checks, with its own sample input.
describe.each(resourceRegistry.map((resource) => [resource.contract.name, resource] as const))(
  'tenant isolation of %s',
  (_name, resource) => {
    const { prefix } = resource.contract;
    let id: number;
    /** Export rows (header included) company A had before the sample, e.g. its staff members. */
    let ownRowsBefore: number;
    beforeAll(async () => {
      ownRowsBefore = (await readXlsx((await tenants.a.api.download(`${prefix}/export`, {})).rawPayload))
        .length;
      const created = await tenants.a.api.post<{ id: number }>(`${prefix}/insert`, resource.sample.create());
      expect(created.status).toBe(200);
      id = created.body.data.id;
    });

    it('documents its seven endpoints in OpenAPI', async () => {
      const doc = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
      const paths = Object.keys((doc.json() as { paths: Record<string, unknown> }).paths);
      const endpoints = ['selectPage', 'selectById/{id}', 'insert', 'update', 'delete', 'export', 'import'];
      expect(paths).toEqual(expect.arrayContaining(endpoints.map((e) => `${prefix}/${e}`)));
    });

    it("answers 404 to another company's selectById, update and delete", async () => {
      const { api } = tenants.b;
      expect((await api.get(`${prefix}/selectById/${id}`)).status).toBe(404);
      expect((await api.post(`${prefix}/update`, { id, version: 1 })).status).toBe(404);
      expect((await api.post(`${prefix}/delete`, { ids: [id] })).status).toBe(404);
      const own = await tenants.a.api.get<{ version: number }>(`${prefix}/selectById/${id}`);
      expect(own.status).toBe(200);
      expect(own.body.data.version).toBe(1);
    });

    it("keeps the row out of another company's list and export", async () => {
      const page = await tenants.b.api.post<{ total: number }>(`${prefix}/selectPage`, {});
      expect(page.body.data.total).toBe(0);
      const file = await tenants.b.api.download(`${prefix}/export`, {});
      expect(file.statusCode).toBe(200);
      expect(await readXlsx(file.rawPayload)).toHaveLength(1);
      const ownFile = await tenants.a.api.download(`${prefix}/export`, {});
      expect(await readXlsx(ownFile.rawPayload)).toHaveLength(ownRowsBefore + 1);
    });

    it.runIf(resource.sample.reference)("refuses another company's row as a reference", async () => {
      const reference = resource.sample.reference!(id);
      const res = await tenants.b.api.post(`${prefix}/insert`, reference);
      expect(res.status).toBe(400);
      expect((await tenants.b.api.post<{ total: number }>(`${prefix}/selectPage`, {})).body.data.total).toBe(
        0,
      );
      expect((await tenants.a.api.post(`${prefix}/insert`, reference)).status).toBe(200);
    });
  },
);
