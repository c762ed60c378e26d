import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A widget's next step (an empty state's, a status's): a button that opens the screen that does it. */
export function WidgetAction({
  to,
  children,
  primary = true,
}: {
  to: string;
  children: ReactNode;
  primary?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Button type={primary ? 'primary' : 'default'} size="small" onClick={() => void navigate(to)}>
      {children}
    </Button>
  );
}
