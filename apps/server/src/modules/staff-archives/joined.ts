import { EmployeeType, EmploymentStatus } from '@renli/contracts';
import { chinaDateTime, chinaToday } from '../../core/china-time.ts';
import type { AppDeps } from '../../core/deps.ts';
import type { DomainEventMap } from '../../core/events.ts';
import { staffJobOf } from '../staff/job.ts';
import { openEmployment } from './employment.ts';

/**
 * A staff member added in 员工账号 (or an accepted invitation) is employed from their entry date, or
 * the day they were added, as official staff; an entry (入职) has written its archive already and is
 * left alone (docs/product/staff.md, "Archives").
 */
export async function openEmploymentOfJoined(deps: AppDeps, event: DomainEventMap['staff.joined']) {
  await deps.db.transaction(async (tx) => {
    const staff = await staffJobOf(tx, event.compId, event.staffId);
    if (!staff) return;
    await openEmployment(tx, {
      compId: event.compId,
      staffId: event.staffId,
      entryDate: staff.entryDate ?? chinaDateTime(staff.createdAt).slice(0, 10),
      probationEnd: null,
      facts: {
        deptId: staff.deptId,
        positionId: staff.positionId,
        rankId: staff.rankId,
        employeeType: staff.employeeType === EmployeeType.HRO ? EmployeeType.HRO : EmployeeType.HRM,
        empStatus: EmploymentStatus.OFFICIAL,
        workLocation: null,
        clientCompany: null,
        salaryGrade: null,
      },
      today: chinaToday(),
    });
  });
}
