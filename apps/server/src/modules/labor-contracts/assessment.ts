import { LaborContractType } from '@renli/contracts';
import type { FieldProblem } from '../../core/resources/define.ts';
import { laborContractsMessages as m } from './messages.ts';
import {
  type Art14Warning,
  art14Warnings,
  type ContractTerm,
  earlierProbation,
  lastDayOf,
  overlapping,
  type ProbationRule,
  probationLimit,
  serviceStartOf,
  signingSeq,
} from './rules.ts';

/** The employment a contract belongs to: its other contracts and the staff record's entry date. */
export interface Employment {
  others: ContractTerm[];
  entryDate: string | null;
}

export interface Assessment {
  /** What saving refuses (docs/product/labor-contracts.md, "Rules"). */
  problems: FieldProblem[];
  /** What saving allows but HR should know (art. 14). */
  warnings: Art14Warning[];
  /** Null while the employment is not known. */
  signingSeq: number | null;
  probation: { maxMonths: number; rule: ProbationRule } | null;
}

export const probationRuleKey = (rule: ProbationRule) => m[`laborContracts.probation.${rule}`];
export const warningKey = (warning: Art14Warning) => m[`laborContracts.warning.${warning}`];

/** The term's own rules: an end date where the type needs one, after the start. */
function termProblems(contract: ContractTerm): FieldProblem[] {
  const { contractType, startDate, endDate } = contract;
  if (contractType === LaborContractType.FIXED && !endDate)
    return [{ field: 'endDate', key: m['laborContracts.endRequired'] }];
  if (contractType === LaborContractType.OPEN_ENDED && endDate)
    return [{ field: 'endDate', key: m['laborContracts.endNotAllowed'] }];
  if (endDate && endDate <= startDate) return [{ field: 'endDate', key: m['laborContracts.endBeforeStart'] }];
  return [];
}

/** Overlap with another contract of the employment, and a second probation (art. 19 para. 2). */
function employmentProblems(contract: ContractTerm, others: ContractTerm[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const overlap = overlapping(contract, others);
  if (overlap) {
    const end = lastDayOf(overlap);
    const params = { contractNo: overlap.contractNo ?? '', startDate: overlap.startDate };
    problems.push(
      end === null
        ? { field: 'startDate', key: m['laborContracts.overlapOpen'], params }
        : { field: 'startDate', key: m['laborContracts.overlap'], params: { ...params, endDate: end } },
    );
  }
  const probationBefore = earlierProbation(contract, others);
  if (probationBefore)
    problems.push({
      field: 'probationMonths',
      key: m['laborContracts.probationOnce'],
      params: { contractNo: probationBefore.contractNo ?? '' },
    });
  return problems;
}

/**
 * Every rule of one contract at once: the term, art. 19's probation limit, and, once the employment
 * is known, overlaps, the one probation, the consecutive fixed terms and art. 14's warnings.
 */
export function assessContract(contract: ContractTerm, employment: Employment | null): Assessment {
  const problems = termProblems(contract);
  const probation = probationLimit(contract);
  if (probation && contract.probationMonths > probation.maxMonths)
    problems.push({ field: 'probationMonths', key: probationRuleKey(probation.rule) });
  if (!employment) return { problems, warnings: [], signingSeq: null, probation };
  problems.push(...employmentProblems(contract, employment.others));
  const seq = signingSeq(contract, employment.others);
  const serviceStart = serviceStartOf(employment.entryDate, [...employment.others, contract]);
  return { problems, warnings: art14Warnings(contract, seq, serviceStart), signingSeq: seq, probation };
}
