import { DOC_SPACE_KIND } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companyAdminLogin } from '../org/flow-facts.ts';
import { activeDepartmentsOf } from '../org/references.ts';
import { docNodes, docSpaces } from './schema.ts';

// The demo company's documents (docs/product/oa-docs.md, "Demo data"): the company space's folder
// tree and each department's first folders, so the first screen is a real file cabinet. Files need
// the node's file store, which the seed does not reach: the demo's people upload them.

const COMPANY_TREE: [string, string[]][] = [
  ['规章制度', ['人事制度', '财务制度', '行政管理']],
  ['表格模板', ['请假与加班', '报销单据']],
  ['培训资料', ['新员工入职', '产品知识']],
  ['公司介绍', []],
];

const DEPARTMENT_FOLDERS: Record<string, string[]> = {
  总经办: ['经营会议纪要', '行政事务', '固定资产台账'],
  人力资源部: ['招聘资料', '员工关系', '培训计划'],
  财务部: ['月度报表', '预算与决算'],
  销售部: ['客户方案', '合同模板', '销售周报'],
  技术研发部: ['技术方案', '接口文档', '上线记录'],
};

export async function seedDemoDocuments(tx: Tx, compId: number): Promise<void> {
  const owner = await companyAdminLogin(tx, compId);
  const departments = await activeDepartmentsOf(tx, compId);
  const folder = async (spaceId: number, name: string, parentId: number | null, depth: number) => {
    const [row] = await tx
      .insert(docNodes)
      .values({ compId, spaceId, parentId, type: 1, name, depth, createdBy: owner, updatedBy: owner })
      .returning({ id: docNodes.id });
    return row!.id;
  };
  // The company's creation may have made its space already (the `company.created` handler).
  await tx.insert(docSpaces).values({ compId, kind: DOC_SPACE_KIND.company }).onConflictDoNothing();
  const [company] = await tx
    .select({ id: docSpaces.id })
    .from(docSpaces)
    .where(and(eq(docSpaces.compId, compId), eq(docSpaces.kind, DOC_SPACE_KIND.company)));
  if (!company) return;
  for (const [name, children] of COMPANY_TREE) {
    const id = await folder(company.id, name, null, 1);
    for (const child of children) await folder(company.id, child, id, 2);
  }
  for (const dept of departments) {
    const names = DEPARTMENT_FOLDERS[dept.name];
    if (!names) continue;
    const [space] = await tx
      .insert(docSpaces)
      .values({ compId, kind: DOC_SPACE_KIND.department, deptId: dept.id })
      .onConflictDoNothing()
      .returning({ id: docSpaces.id });
    if (!space) continue;
    for (const name of names) await folder(space.id, name, null, 1);
  }
}
