import { defineMessages } from '../../core/i18n/index.ts';

/** The OA search's validation texts (packages/contracts/src/oa/search.ts). */
export const oaSearchMessages = defineMessages({
  'oaSearch.qRequired': {
    'zh-CN': '请输入要搜索的内容',
    en: 'Enter something to search for',
  },
  'oaSearch.qTooLong': {
    'zh-CN': '搜索内容最多 50 个字',
    en: 'Search for at most 50 characters',
  },
  'oaSearch.kindTwice': {
    'zh-CN': '搜索范围重复',
    en: 'A kind is named twice in the search scope',
  },
});
