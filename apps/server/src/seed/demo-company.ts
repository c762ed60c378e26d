import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { companyKey } from '../modules/auth/identity-key.ts';
import { users } from '../modules/auth/schema.ts';
import { companies, companyAttestations } from '../modules/company/schema.ts';
import { createCompany } from '../modules/company/service.ts';

/** The second, small demo company whose verification waits in #/Approval/attestation. */
export const DEMO_PENDING_COMPANY = { loginCode: 'yunfan@renli.local', compName: '厦门云帆科技有限公司' };

/** Fills the demo company's profile (verified) and adds a small company with a pending verification. */
export async function seedDemoCompanies(tx: DbOrTx, demoCompId: number, passwordHash: string) {
  await tx
    .update(companies)
    .set({
      shortName: '仁力人力',
      industry: '人力资源服务',
      scale: '100-499人',
      province: '浙江省',
      city: '杭州市',
      address: '西湖区文三路 90 号 8 楼',
      contactName: '周明轩',
      contactPhone: '0571-88886666',
      email: 'demo@renli.local',
      website: 'https://renli.example.com',
      intro: '仁力是一家为企业提供招聘外包、人事代理与灵活用工服务的人力资源公司。',
      compLabel: 'VIP',
      attestStatus: 2,
    })
    .where(eq(companies.id, demoCompId));

  const [owner] = await tx
    .insert(users)
    .values({
      loginCode: DEMO_PENDING_COMPANY.loginCode,
      email: DEMO_PENDING_COMPANY.loginCode,
      passwordHash,
      userType: 2,
      userName: '陈一帆',
    })
    .returning({ id: users.id });
  const company = await createCompany(tx, {
    compName: DEMO_PENDING_COMPANY.compName,
    ownerUserId: owner!.id,
  });
  await tx
    .update(users)
    .set({ lastIdentityKey: companyKey(company.id) })
    .where(eq(users.id, owner!.id));
  await tx.update(companies).set({ attestStatus: 1, city: '厦门市' }).where(eq(companies.id, company.id));
  await tx.insert(companyAttestations).values({
    compId: company.id,
    creditCode: '91350100M000100Y43',
    legalPerson: '陈一帆',
    // No licence image is shipped with the demo; the reviewer's preview link shows a missing file.
    licenseUrl: `/files/${'0'.repeat(64)}.png`,
    contactName: '陈一帆',
    contactPhone: '13800138000',
  });
}
