import type { DomainEventMap } from '../../core/events.ts';
import type { Database } from '../../db/client.ts';
import { companyOwner } from '../company/service.ts';
import { createReminder } from './service.ts';

/** Where a company account fixes and resubmits its verification. */
const COMPANY_SETTINGS_LINK = '#/other/setting/company';
/** A new staff member's own record. */
const MY_STAFF_LINK = '#/staff/staffmanage/assi-my';

/** Tells the company account (acting in its company) how its verification was reviewed. */
export async function remindAttestationReviewed(
  db: Database,
  event: DomainEventMap['company.attestationReviewed'],
): Promise<void> {
  const company = await companyOwner(db, event.compId);
  if (!company) return;
  const outcome = event.approved ? 'attestationApproved' : 'attestationRejected';
  await createReminder(db, {
    userId: company.ownerUserId,
    compId: event.compId,
    type: 'attestation',
    titleKey: `remind.${outcome}.title`,
    contentKey: `remind.${outcome}.content`,
    params: { compName: company.compName, reason: event.reason ?? '' },
    link: COMPANY_SETTINGS_LINK,
  });
}

/** Welcomes a new staff member in the company they joined (not in their other identities). */
export async function remindStaffJoined(db: Database, event: DomainEventMap['staff.joined']): Promise<void> {
  const company = await companyOwner(db, event.compId);
  if (!company) return;
  await createReminder(db, {
    userId: event.userId,
    compId: event.compId,
    type: 'staff',
    titleKey: 'remind.staffWelcome.title',
    contentKey: 'remind.staffWelcome.content',
    params: { compName: company.compName },
    link: MY_STAFF_LINK,
  });
}
