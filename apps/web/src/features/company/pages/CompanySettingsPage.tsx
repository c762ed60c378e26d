import { Flex, Skeleton } from 'antd';
import { useMyCompany } from '../api.ts';
import { CompanyProfileCard } from '../components/CompanyProfileCard.tsx';
import { VerificationCard } from '../components/VerificationCard.tsx';

/** Settings › company (`#/other/setting/company`): the company's profile and its verification. */
export function CompanySettingsPage() {
  const profile = useMyCompany();
  if (!profile.data) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <CompanyProfileCard profile={profile.data} />
      <VerificationCard profile={profile.data} />
    </Flex>
  );
}
