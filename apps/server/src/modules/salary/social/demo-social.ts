import { type ContributionKind, StaffStatus } from '@renli/contracts';
import { chinaToday } from '../../../core/china-time.ts';
import type { Tx } from '../../../db/client.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { staffIdsWhere } from '../../staff/records.ts';
import { demoMonthlyPay } from '../demo-pay.ts';
import { contributionEnrolments, contributionSchemes } from './schema.ts';
import { platformCities, writeVersion } from './schemes.ts';

// The demo company's social insurance and housing fund (docs/product/salary.md, "Social insurance
// and housing fund"): a 上海 scheme of each kind from the platform's figures, effective last July
// (when 上海 adjusts its bases), and every active staff member enrolled from then with a base that
// follows their job, so the payroll has real figures to read.

const SHANGHAI = '310100';

export async function seedDemoSocial(tx: Tx, compId: number): Promise<void> {
  const from = `${Number(chinaToday().slice(0, 4)) - 1}-07`;
  const ids = (await tx.select().from(staffIdsWhere({ compId, status: StaffStatus.ACTIVE }).as('s'))).map(
    (r) => r.id,
  );
  const cards = [...(await staffCardsOf(tx, compId, ids)).values()].sort((a, b) => a.staffId - b.staffId);
  for (const kind of ['social', 'fund'] as ContributionKind[]) {
    const city = (await platformCities(tx, kind, 'zh-CN')).find((c) => c.cityCode === SHANGHAI);
    if (!city) continue;
    const [scheme] = await tx
      .insert(contributionSchemes)
      .values({
        compId,
        kind,
        name: `上海${kind === 'social' ? '社保' : '公积金'}`,
        cityCode: SHANGHAI,
        cityName: city.cityName,
      })
      .returning({ id: contributionSchemes.id });
    await writeVersion(tx, compId, scheme!.id, { ...city.rules, effectiveFrom: from });
    if (cards.length === 0) continue;
    await tx.insert(contributionEnrolments).values(
      cards.map((card, index) => ({
        compId,
        kind,
        staffId: card.staffId,
        schemeId: scheme!.id,
        base: String(demoMonthlyPay(card.positionName, index)),
        startMonth: from,
        accountNo:
          kind === 'social' ? `SH${String(100000 + card.staffId)}` : `GJJ${String(200000 + card.staffId)}`,
      })),
    );
  }
}
