import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers.ts';

describe('serializeError', () => {
  it('keeps the SQL and the error code of a failed query, not its parameters or row values', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_login_code_uq"'),
      {
        code: '23505',
        detail: 'Key (login_code)=(13800000000) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("login_code", "password_hash") values ($1, $2)',
      ['13800000000', 'secret-digest'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('13800000000');
    expect(logged).not.toContain('secret-digest');
  });
});
