import { type CustomField, customFieldName, customValueText, type TimelineEntry } from '@renli/contracts';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ResolveActorNames, ResourceActor } from '../actor.ts';
import { type Locale, translate } from '../i18n/index.ts';
import { auditNameOf } from './actors.ts';
import type { StoredCustomField } from './custom-definitions.ts';
import type { AnyResource } from './define.ts';
import { resourceMessages as m } from './messages.ts';
import { auditLog } from './schema.ts';
import type { Caller, ResourceService } from './service.ts';
import { transitionsOf } from './transitions.ts';

/**
 * A custom field's change as people read it: its label (a removed field's too) and its values'
 * option labels, so the timeline needs no definitions of its own (docs/modules.md, "Custom fields").
 */
function customChangeReader(fields: readonly StoredCustomField[], locale: Locale) {
  const byName = new Map(fields.map((field) => [customFieldName(field.key), field]));
  return (name: string, before: unknown, after: unknown) => {
    const field = byName.get(name) as CustomField | undefined;
    if (!field) return undefined;
    const text = (value: unknown) => (value === null ? null : customValueText(field, value, locale));
    return { field: name, label: field.label, before: text(before), after: text(after) };
  };
}

/** How many entries a timeline shows: the latest, for records changed more often than anyone reads. */
export const TIMELINE_LIMIT = 200;

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

/**
 * The audit entries of one row, newest first: who (by name), when, what, and each changed field
 * before and after. The row must be visible to the caller (else 404, as for selectById); a company's
 * timeline also never shows entries written in another company.
 */
export function createTimelineService(
  db: Database,
  resource: AnyResource,
  service: ResourceService,
  names: ResolveActorNames,
) {
  const auditName = auditNameOf(resource);
  const labels = new Map(transitionsOf(resource).map((t) => [t.name, t.labelKey]));
  return async function timeline(caller: Caller, id: number): Promise<TimelineEntry[]> {
    await service.selectById(caller, id);
    const company = (resource.scope ?? 'company') === 'company';
    const rows = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, auditName),
          eq(auditLog.recordId, id),
          company
            ? or(eq(auditLog.compId, (caller.actor as ResourceActor).compId), isNull(auditLog.compId))
            : undefined,
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(TIMELINE_LIMIT);
    const known = await names(db, {
      userIds: unique(rows.map((r) => (r.adminId === null ? r.userId : null))),
      adminIds: unique(rows.map((r) => r.adminId)),
    });
    const unknown = translate(caller.locale, m['resource.timeline.unknownAuthor']);
    const custom = service.customFields
      ? customChangeReader(
          (await service.customFields.stored(db, (caller.actor as ResourceActor).compId)).fields,
          caller.locale,
        )
      : undefined;
    return rows.map((row) => {
      const admin = row.adminId !== null;
      const name = admin ? known.admins.get(row.adminId!) : known.users.get(row.userId ?? -1);
      const labelKey =
        row.action === 'transition'
          ? (labels.get(row.transition ?? '') ?? m['resource.action.transition'])
          : (m[`resource.action.${row.action}` as keyof typeof m] ?? m['resource.action.update']);
      return {
        id: row.id,
        at: row.at.toISOString(),
        action: row.action,
        transition: row.transition,
        label: translate(caller.locale, labelKey),
        who: name ?? unknown,
        whoKind: admin ? 'admin' : 'user',
        changes: Object.entries(row.changes).map(
          ([field, { before, after }]) => custom?.(field, before, after) ?? { field, before, after },
        ),
      };
    });
  };
}
