import { defineMessages } from '../../core/i18n/index.ts';

/** Named by the contract's patterns, so a refused page reads as a sentence rather than "invalid format". */
export const recentAccessMessages = defineMessages({
  'recentAccess.unknownRoute': {
    'zh-CN': '不是可记录的功能页面',
    en: 'This is not a page that can be recorded',
  },
  'recentAccess.badTitleKey': {
    'zh-CN': '页面名称的格式不正确',
    en: 'The page name key is malformed',
  },
});
