import type { LaborContractAssessment } from '@renli/contracts';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What `check` said about the contract being entered, before it is saved: the longest probation
 * the term allows and its rule (art. 19), what saving would refuse, and art. 14's warnings, which
 * do not stop saving but HR must know.
 */
export function ContractAssessment({ assessment }: { assessment: LaborContractAssessment | undefined }) {
  const { t } = useTranslation('labor-contracts');
  if (!assessment) return null;
  const { probationMax, probationRule, signingSeq, warnings, problems } = assessment;
  return (
    <Flex vertical gap={8} className="labor-contracts-assessment">
      {probationMax !== null && (
        <Typography.Text type="secondary">
          {t('check.probation', { max: probationMax, rule: probationRule })}
        </Typography.Text>
      )}
      {signingSeq !== null && signingSeq > 0 && (
        <Typography.Text type="secondary">{t('check.seq', { seq: signingSeq })}</Typography.Text>
      )}
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('check.warnings')}
          description={warnings.map((warning) => <div key={warning}>{warning}</div>)}
        />
      )}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('check.problems')}
          description={problems.map((problem) => (
            <div key={`${problem.field}:${problem.message}`}>{problem.message}</div>
          ))}
        />
      )}
    </Flex>
  );
}
