import type { StaffEntry } from '@renli/contracts';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/avatar/Avatar.tsx';

/** One colleague on a phone: the name alone on top so it never wraps, type and department below. */
export function StaffCard({
  staff,
  type,
  action,
}: {
  staff: StaffEntry;
  type: ReactNode;
  action: ReactNode;
}) {
  const details = [staff.deptName, staff.position].filter(Boolean).join(' · ');
  return (
    <Card size="small">
      <Flex align="center" gap={10}>
        <Avatar value={staff.staffPhotoWebAddr} name={staff.staffName} />
        <Flex vertical flex={1} gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {staff.staffName}
          </Typography.Text>
          <Flex align="center" style={{ minWidth: 0 }}>
            {type}
            <Typography.Text type="secondary" ellipsis>
              {details}
            </Typography.Text>
          </Flex>
        </Flex>
        {action}
      </Flex>
    </Card>
  );
}
