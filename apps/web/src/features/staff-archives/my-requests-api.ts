import { staffChangeEndpoints as changes, type EndpointRequest } from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';

/**
 * The employee's own 转正 and 离职 requests on 我的 (docs/product/staff.md, "转正, 调动 and 离职"),
 * called by the staff-changes contract's declarations: HR handles them in its own screens.
 */

export const useMyChanges = () =>
  useQuery({
    queryKey: endpointKey(changes.mine),
    queryFn: () => call(changes.mine, undefined, { silent: true }),
    retry: false,
  });

/** Writes are `silent`: the dialog shows the refusal on its fields; a sent request joins 我的申请. */
function useApply<Body>(send: (body: Body) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(changes.mine) }),
  });
}

export const useApplyDimission = () =>
  useApply((body: EndpointRequest<typeof changes.applyDimission>['body']) =>
    call(changes.applyDimission, { body }, { silent: true }),
  );

export const useApplyOfficial = () =>
  useApply((body: EndpointRequest<typeof changes.applyOfficial>['body']) =>
    call(changes.applyOfficial, { body }, { silent: true }),
  );
