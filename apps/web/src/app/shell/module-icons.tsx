import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  ClusterOutlined,
  ControlOutlined,
  EditOutlined,
  MoneyCollectOutlined,
  RiseOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icon of each main-shell module, by module key. */
export const MODULE_ICONS: Record<string, ReactNode> = {
  me: <UserOutlined />,
  oa: <AuditOutlined />,
  recruit: <SolutionOutlined />,
  rpo: <ClusterOutlined />,
  staff: <TeamOutlined />,
  salary: <MoneyCollectOutlined />,
  performance: <RiseOutlined />,
  crm: <ApartmentOutlined />,
  srm: <ShopOutlined />,
  train: <BookOutlined />,
  exam: <EditOutlined />,
  manage: <ControlOutlined />,
  other: <SettingOutlined />,
};

export const moduleIcon = (key: string | undefined) => (key && MODULE_ICONS[key]) || <AppstoreOutlined />;
