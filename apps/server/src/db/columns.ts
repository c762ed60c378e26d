import { timestamp } from 'drizzle-orm/pg-core';

/**
 * `created_at` and `updated_at` as every domain's tables declare them; drizzle builds a column per
 * table from these builders, so the schema files share them instead of repeating them.
 */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
