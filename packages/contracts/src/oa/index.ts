export * from './calendar.ts';
export * from './calendar-feed.ts';
export * from './diary.ts';
export * from './documents.ts';
export * from './meetings.ts';
export * from './notices.ts';
export * from './search.ts';
export * from './tasks.ts';
