import { RocketOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The one placeholder for every screen a later issue fills: a real page with the screen's name, so
 * navigation, menus and links can be built and tested before the screen itself exists.
 */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="coming-soon" className="renli-coming-soon">
      <Result
        icon={<RocketOutlined style={{ color: 'var(--ant-color-primary)' }} />}
        title={t(titleKey)}
        subTitle={t('common:comingSoon')}
      />
    </div>
  );
}
