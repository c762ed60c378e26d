import {
  type LaborContractAssessment,
  LaborContractSignKind,
  LaborContractStatus,
  type laborContractCheckSchema,
} from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../core/actor.ts';
import { notFound } from '../../core/http/errors.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import { problemMessages } from '../../core/resources/problems.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assessContract, probationRuleKey, warningKey } from './assessment.ts';
import { employmentOf } from './employment.ts';
import { laborContractsMessages as m } from './messages.ts';
import { laborContracts } from './schema.ts';
import { managedContractsScope } from './scope.ts';
import { managedStaffProblem } from './validate.ts';

type CheckBody = z.output<typeof laborContractCheckSchema>;

const NOTHING_YET: LaborContractAssessment = {
  probationMax: null,
  probationRule: null,
  signingSeq: null,
  warnings: [],
  problems: [],
};

/** The contract being edited, if the caller may see it (else 404 as everywhere else). */
async function editedContract(db: DbOrTx, actor: CompanyActor, id: number) {
  const [row] = await db
    .select()
    .from(laborContracts)
    .where(
      and(
        eq(laborContracts.id, id),
        eq(laborContracts.compId, actor.compId),
        eq(laborContracts.deleted, 0),
        await managedContractsScope(db, actor),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * `POST /staffContractCtl/check` (docs/product/labor-contracts.md, "Endpoints"): the form asks as it
 * is filled in, so HR sees the probation limit, what saving would refuse and art. 14's warnings
 * before saving. Nothing is assessed until the type and the start date are known; the employment's
 * rules wait for the employee, who must be one the caller manages.
 */
export async function checkContract(
  db: DbOrTx,
  actor: CompanyActor,
  body: CheckBody,
  locale: Locale,
): Promise<LaborContractAssessment> {
  const edited = body.id === undefined ? undefined : await editedContract(db, actor, body.id);
  const staffId = edited?.staffId ?? body.staffId;
  if (staffId !== undefined && (await managedStaffProblem(db, actor, staffId, { activeOnly: false })))
    throw notFound(m['laborContracts.staffNotFound']);
  if (body.contractType === undefined || body.startDate === undefined) return NOTHING_YET;
  const assessment = assessContract(
    {
      id: edited?.id,
      contractNo: edited?.contractNo,
      contractType: body.contractType,
      signKind: body.signKind ?? LaborContractSignKind.NEW,
      startDate: body.startDate,
      endDate: body.endDate ?? null,
      probationMonths: body.probationMonths ?? 0,
      status: edited?.status ?? LaborContractStatus.ACTIVE,
      terminatedOn: edited?.terminatedOn ?? null,
    },
    staffId === undefined ? null : await employmentOf(db, actor.compId, staffId, edited?.id),
  );
  const { probation } = assessment;
  return {
    probationMax: probation?.maxMonths ?? null,
    probationRule: probation ? translate(locale, probationRuleKey(probation.rule)) : null,
    signingSeq: assessment.signingSeq,
    warnings: assessment.warnings.map((warning) => translate(locale, warningKey(warning))),
    problems: problemMessages(locale, assessment.problems),
  };
}
