import { z } from 'zod';

// What other modules show on a person's calendar besides its own events (docs/product/oa.md,
// "The calendar's feeds"): their meetings, their approved leave and the due dates of their tasks.
// Each module answers for its own kind; the calendar only draws them.

export const CALENDAR_FEED_KINDS = ['meeting', 'leave', 'task'] as const;
export const calendarFeedKindSchema = z.enum(CALENDAR_FEED_KINDS);
export type CalendarFeedKind = z.infer<typeof calendarFeedKindSchema>;

export const calendarFeedItemSchema = z.object({
  kind: calendarFeedKindSchema,
  /** Unique within its kind (a meeting's ID, a leave request's ID). */
  id: z.string(),
  title: z.string(),
  /** ISO instants; for an all-day item the China-time dates' midnights, `end` exclusive. */
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  /** The in-app hash route that opens it (`#/oa/conference/meeting?id=3`), or null. */
  link: z.string().nullable(),
});
export type CalendarFeedItem = z.infer<typeof calendarFeedItemSchema>;

/** The window a feed is asked for: at most 62 days (a month view with its spill-over weeks). */
export interface CalendarWindow {
  from: Date;
  to: Date;
}
