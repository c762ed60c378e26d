import type { DictType } from '@renli/contracts';

/** One seeded item: `[code, 中文, English]`, with its children (TreeTable) or its `extra`. */
export interface SeedItem {
  code: string;
  zh: string;
  en: string;
  extra?: Record<string, unknown>;
  children?: SeedItem[];
}
type Row = [code: string, zh: string, en: string, extra?: Record<string, unknown>];
const items = (rows: Row[]): SeedItem[] => rows.map(([code, zh, en, extra]) => ({ code, zh, en, extra }));
const node = (code: string, zh: string, en: string, children: SeedItem[] = []): SeedItem => ({
  code,
  zh,
  en,
  children,
});

const insurance = (
  baseMin: number,
  baseMax: number,
  [pension, medical, unemployment, injury, maternity]: [number, number][],
) => ({
  baseMin,
  baseMax,
  pension: { company: pension![0], personal: pension![1] },
  medical: { company: medical![0], personal: medical![1] },
  unemployment: { company: unemployment![0], personal: unemployment![1] },
  injury: { company: injury![0], personal: injury![1] },
  maternity: { company: maternity![0], personal: maternity![1] },
});
const fund = (baseMin: number, baseMax: number, rate: number) => ({
  baseMin,
  baseMax,
  companyRate: rate,
  personalRate: rate,
});
const channel = (kind: string, url = '') => ({ kind, url });

/** Reference data a fresh platform starts with (2025 figures for the four first-tier cities). */
export const DICT_SEED: { type: DictType; group: string; items: SeedItem[] }[] = [
  {
    type: 'Commonly',
    group: 'education',
    items: items([
      ['junior', '初中及以下', 'Junior high or below'],
      ['senior', '高中', 'Senior high'],
      ['technical', '中专', 'Technical secondary'],
      ['college', '大专', 'Junior college'],
      ['bachelor', '本科', 'Bachelor'],
      ['master', '硕士', 'Master'],
      ['doctor', '博士', 'Doctorate'],
    ]),
  },
  {
    type: 'Commonly',
    group: 'marital',
    items: items([
      ['single', '未婚', 'Single'],
      ['married', '已婚', 'Married'],
      ['divorced', '离异', 'Divorced'],
      ['widowed', '丧偶', 'Widowed'],
    ]),
  },
  {
    type: 'Commonly',
    group: 'politics',
    items: items([
      ['masses', '群众', 'Non-partisan'],
      ['league', '共青团员', 'Youth League member'],
      ['cpc', '中共党员', 'CPC member'],
      ['democratic', '民主党派', 'Democratic party member'],
    ]),
  },
  {
    type: 'Commonly',
    group: 'nationality',
    items: items([
      ['han', '汉族', 'Han'],
      ['hui', '回族', 'Hui'],
      ['man', '满族', 'Manchu'],
      ['zhuang', '壮族', 'Zhuang'],
      ['uyghur', '维吾尔族', 'Uyghur'],
      ['tibetan', '藏族', 'Tibetan'],
      ['mongol', '蒙古族', 'Mongol'],
      ['other', '其他', 'Other'],
    ]),
  },
  {
    type: 'Commonly',
    group: 'idType',
    items: items([
      ['resident', '居民身份证', 'Resident ID card'],
      ['passport', '护照', 'Passport'],
      ['hkmo', '港澳居民来往内地通行证', 'Mainland Travel Permit (HK/Macao)'],
      ['tw', '台湾居民来往大陆通行证', 'Mainland Travel Permit (Taiwan)'],
      ['foreigner', '外国人永久居留身份证', 'Foreign permanent resident ID'],
    ]),
  },
  {
    type: 'TreeTable',
    group: 'region',
    items: [
      node('110000', '北京市', 'Beijing', [
        node('110100', '北京市', 'Beijing', [
          node('110105', '朝阳区', 'Chaoyang'),
          node('110108', '海淀区', 'Haidian'),
        ]),
      ]),
      node('310000', '上海市', 'Shanghai', [
        node('310100', '上海市', 'Shanghai', [
          node('310115', '浦东新区', 'Pudong'),
          node('310104', '徐汇区', 'Xuhui'),
        ]),
      ]),
      node('440000', '广东省', 'Guangdong', [
        node('440100', '广州市', 'Guangzhou', [
          node('440106', '天河区', 'Tianhe'),
          node('440104', '越秀区', 'Yuexiu'),
        ]),
        node('440300', '深圳市', 'Shenzhen', [
          node('440305', '南山区', 'Nanshan'),
          node('440304', '福田区', 'Futian'),
        ]),
      ]),
    ],
  },
  {
    type: 'TreeTable',
    group: 'industry',
    items: [
      node('it', '互联网/IT', 'Internet / IT', [
        node('software', '软件开发', 'Software'),
        node('ecommerce', '电子商务', 'E-commerce'),
      ]),
      node('finance', '金融', 'Finance', [
        node('bank', '银行', 'Banking'),
        node('insurance', '保险', 'Insurance'),
      ]),
      node('manufacturing', '制造业', 'Manufacturing', [node('auto', '汽车制造', 'Automotive')]),
    ],
  },
  {
    type: 'Traffic',
    group: '',
    items: items([
      ['transit', '公交地铁', 'Public transport', { amount: 300 }],
      ['shuttle', '公司班车', 'Company shuttle', { amount: 0 }],
      ['car', '自驾', 'Own car', { amount: 800 }],
      ['taxi', '打车报销', 'Taxi reimbursement', { amount: 500 }],
    ]),
  },
  {
    type: 'TradingArea',
    group: '110100',
    items: items([
      ['cbd', '国贸CBD', 'Guomao CBD', { district: '朝阳区' }],
      ['zgc', '中关村', 'Zhongguancun', { district: '海淀区' }],
      ['wangjing', '望京', 'Wangjing', { district: '朝阳区' }],
    ]),
  },
  {
    type: 'TradingArea',
    group: '310100',
    items: items([
      ['lujiazui', '陆家嘴', 'Lujiazui', { district: '浦东新区' }],
      ['xujiahui', '徐家汇', 'Xujiahui', { district: '徐汇区' }],
    ]),
  },
  {
    type: 'TradingArea',
    group: '440100',
    items: items([['zjxc', '珠江新城', 'Zhujiang New Town', { district: '天河区' }]]),
  },
  {
    type: 'TradingArea',
    group: '440300',
    items: items([['kjy', '科技园', 'Science Park', { district: '南山区' }]]),
  },
  {
    type: 'SocialSecurity',
    group: '',
    items: items([
      [
        '110100',
        '北京',
        'Beijing',
        insurance(7162, 35811, [
          [16, 8],
          [9, 2],
          [0.5, 0.5],
          [0.4, 0],
          [0.8, 0],
        ]),
      ],
      [
        '310100',
        '上海',
        'Shanghai',
        insurance(7460, 37302, [
          [16, 8],
          [9, 2],
          [0.5, 0.5],
          [0.26, 0],
          [1, 0],
        ]),
      ],
      [
        '440100',
        '广州',
        'Guangzhou',
        insurance(5284, 27549, [
          [16, 8],
          [5.5, 2],
          [0.8, 0.2],
          [0.2, 0],
          [0.85, 0],
        ]),
      ],
      [
        '440300',
        '深圳',
        'Shenzhen',
        insurance(4492, 27549, [
          [16, 8],
          [5, 2],
          [0.7, 0.3],
          [0.14, 0],
          [0.45, 0],
        ]),
      ],
    ]),
  },
  {
    type: 'ProvidentFund',
    group: '',
    items: items([
      ['110100', '北京', 'Beijing', fund(2540, 35811, 12)],
      ['310100', '上海', 'Shanghai', fund(2690, 37302, 7)],
      ['440100', '广州', 'Guangzhou', fund(2300, 38082, 12)],
      ['440300', '深圳', 'Shenzhen', fund(2520, 44265, 5)],
    ]),
  },
  {
    type: 'ColumnMore',
    group: '',
    items: items([
      [
        'uniformSize',
        '工服尺码',
        'Uniform size',
        { fieldType: 'select', options: ['S', 'M', 'L', 'XL', 'XXL'], required: false },
      ],
      [
        'emergencyContact',
        '紧急联系人',
        'Emergency contact',
        { fieldType: 'text', options: [], required: true },
      ],
      [
        'checkupDate',
        '入职体检日期',
        'Health check date',
        { fieldType: 'date', options: [], required: false },
      ],
      ['commuteKm', '通勤距离(公里)', 'Commute (km)', { fieldType: 'number', options: [], required: false }],
    ]),
  },
  {
    type: 'ChannelList',
    group: '',
    items: items([
      ['boss', 'BOSS直聘', 'BOSS Zhipin', channel('online', 'https://www.zhipin.com')],
      ['liepin', '猎聘', 'Liepin', channel('online', 'https://www.liepin.com')],
      ['51job', '前程无忧', '51job', channel('online', 'https://www.51job.com')],
      ['zhaopin', '智联招聘', 'Zhaopin', channel('online', 'https://www.zhaopin.com')],
      ['referral', '内部推荐', 'Employee referral', channel('referral')],
      ['campus', '校园招聘', 'Campus recruiting', channel('campus')],
      ['headhunter', '猎头合作', 'Headhunter partners', channel('headhunter')],
    ]),
  },
];
