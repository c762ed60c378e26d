import { useSearchParams } from 'react-router';
import { InstanceDrawer } from '../instance/InstanceDrawer.tsx';

/**
 * The instance a link names (`#/oa/approve/list?id=7`: the chat card's 查看详情, a bell reminder),
 * opened over the list; closing it drops the parameter so a reload shows the list.
 */
export function LinkedInstance() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return null;
  const close = () =>
    setParams(
      (current) => {
        current.delete('id');
        return current;
      },
      { replace: true },
    );
  return <InstanceDrawer id={id} onClose={close} />;
}
