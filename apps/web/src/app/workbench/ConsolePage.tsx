import { Greeting } from './Greeting.tsx';
import { WidgetGrid } from './WidgetGrid.tsx';
import './workbench.css';

/** 工作台 (`/manage/console`): where everyone lands after logging in. */
export function ConsolePage() {
  return (
    <div className="rl-workbench" data-testid="workbench">
      <Greeting />
      <WidgetGrid module="manage" />
    </div>
  );
}
