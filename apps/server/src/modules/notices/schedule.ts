import type { NoticeStatus } from '@renli/contracts';

// When an announcement goes out (docs/product/oa-notice.md, "Publishing"): now, or at its time. The
// sweep publishes scheduled ones whose time has come; pinning lapses at its end.

/** Where publishing a draft (or approving it) leads: published now, or scheduled for its time. */
export const statusOnPublish = (
  publishAt: Date | null,
  now: Date,
): Extract<NoticeStatus, 'published' | 'scheduled'> =>
  publishAt !== null && publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';

/** Whether the sweep publishes it now. */
export const isDue = (notice: { status: NoticeStatus; publishAt: Date | null }, now: Date) =>
  notice.status === 'scheduled' && notice.publishAt !== null && notice.publishAt.getTime() <= now.getTime();

/** Whether it shows pinned now: pinned, and its end (if any) still ahead. */
export const isPinnedNow = (notice: { pinned: boolean; pinnedUntil: Date | null }, now: Date) =>
  notice.pinned && (notice.pinnedUntil === null || notice.pinnedUntil.getTime() > now.getTime());

/** Minutes until "remind the unread" may be used again (0: now). */
export function minutesUntilRemind(remindedAt: Date | null, now: Date, everyMinutes: number): number {
  if (remindedAt === null) return 0;
  const left = remindedAt.getTime() + everyMinutes * 60_000 - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / 60_000);
}
