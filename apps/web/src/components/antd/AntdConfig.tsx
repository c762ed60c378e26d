import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

const THEME = {
  token: {
    colorPrimary: '#2f5bea',
    colorInfo: '#2f5bea',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  },
  algorithm: theme.defaultAlgorithm,
  cssVar: { prefix: 'ant' },
};

/** Set below an AntdConfig, so that a nested one (a chat dialog inside a platform screen) adds nothing. */
const Configured = createContext(false);

/** antd's theme, and its locale following the UI language. */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  if (useContext(Configured)) return children;
  return (
    <Configured value>
      <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={THEME}>
        {children}
      </ConfigProvider>
    </Configured>
  );
}
