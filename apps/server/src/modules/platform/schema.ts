import { boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { platformAdmins } from '../auth/schema.ts';

/** The platform's own profile: a single row (id 1), created by the first save or the seed. */
export const platformSettings = pgTable('platform_settings', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  icp: text('icp').notNull().default(''),
  servicePhone: text('service_phone').notNull().default(''),
  serviceEmail: text('service_email').notNull().default(''),
  address: text('address').notNull().default(''),
  about: text('about').notNull().default(''),
  registrationOpen: boolean('registration_open').notNull().default(true),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => platformAdmins.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Banners shown on the home page, the login page or in the app, inside an optional time window. */
export const posters = pgTable('posters', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull().default(''),
  placement: text('placement').$type<'home' | 'login' | 'app'>().notNull(),
  sort: integer('sort').notNull().default(0),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  /** 1 active, 2 off. */
  status: smallint('status').notNull().default(1),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
