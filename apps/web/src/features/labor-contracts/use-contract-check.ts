import { type LaborContractCheck, laborContractEndpoints } from '@renli/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';

/** Only the fields the form has filled in: `check` assesses what is known so far. */
const filled = (contract: LaborContractCheck): LaborContractCheck =>
  Object.fromEntries(
    Object.entries(contract).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as LaborContractCheck;

/**
 * The server's assessment of the contract being entered (`POST /staffContractCtl/check`,
 * docs/product/labor-contracts.md): the probation limit, what saving would refuse and the art. 14
 * warnings, asked again as the form changes. Nothing is asked before the type and start date.
 */
export function useContractCheck(contract: LaborContractCheck) {
  const body = filled(contract);
  return useQuery({
    queryKey: endpointKey(laborContractEndpoints.check, { body }),
    queryFn: () => call(laborContractEndpoints.check, { body }, { silent: true }),
    enabled: body.contractType !== undefined && body.startDate !== undefined,
    placeholderData: keepPreviousData,
  });
}
