import { describe, expect, it } from 'vitest';
import { posterResource } from './poster.ts';
import { reminderResource } from './reminder.ts';
import { resourceEndpoints } from './resource.ts';

describe('resourceEndpoints', () => {
  it("declares the kit's delete under the resource's prefix, on the session its scope needs", () => {
    expect(resourceEndpoints(reminderResource).delete).toMatchObject({
      method: 'POST',
      path: '/cNewsRemind/delete',
      access: 'user',
      tag: 'reminder',
    });
    expect(resourceEndpoints(posterResource).delete).toMatchObject({
      path: '/admin/poster/delete',
      access: 'admin',
      tag: 'poster',
    });
  });
});
