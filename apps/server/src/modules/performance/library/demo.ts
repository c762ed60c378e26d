import {
  type CompetencyLevel,
  type IndicatorKind,
  type ScoringRule,
  STANDARD_TEMPLATE,
  type TemplateConfig,
} from '@renli/contracts';
import type { Tx } from '../../../db/client.ts';
import { perfIndicatorGroups, perfIndicators, perfTemplates } from './schema.ts';
import { checkTemplateConfig } from './template-rules.ts';

// The demo company's library and templates (docs/product/performance.md, "Indicator library",
// "Templates"): what a mid-sized Chinese company starts from — sales, service and R&D KPIs, two
// OKRs, three general competencies, and the two quarterly templates the demo cycles use.

/** The demo templates a cycle can use (docs/product/performance.md, "Templates"). */
export interface DemoPerfLibrary {
  /** 通用季度考核 (KPI, competencies, self/manager/skip-level). */
  generalTemplateId: number;
  /** 销售季度考核 (KPI-heavy, with 360). */
  salesTemplateId: number;
}

const linear = (
  target: string,
  direction: 'higher' | 'lower' = 'higher',
  threshold = '60',
  cap = '120',
): ScoringRule => ({
  kind: 'linear',
  target,
  direction,
  threshold,
  cap,
});

const levels = (...descriptions: [string, string, string, string]): CompetencyLevel[] =>
  (['卓越', '良好', '合格', '待改进'] as const).map((name, i) => ({
    name,
    description: descriptions[i]!,
    score: ['100', '80', '60', '40'][i]!,
  }));

interface DemoIndicator {
  name: string;
  definition: string;
  unit?: string;
  rule?: ScoringRule;
  keyResults?: string[];
  levels?: CompetencyLevel[];
}

const LIBRARY: { kind: IndicatorKind; group: string; indicators: DemoIndicator[] }[] = [
  {
    kind: 'kpi',
    group: '销售业绩',
    indicators: [
      { name: '季度销售额', definition: '本季度签约并确认收入的销售额', unit: '万元', rule: linear('100') },
      {
        name: '回款率',
        definition: '本季度实际回款 ÷ 应回款',
        unit: '%',
        rule: linear('95', 'higher', '70', '110'),
      },
      {
        name: '新客户数',
        definition: '本季度首次签约的客户数',
        unit: '家',
        rule: {
          kind: 'stepped',
          direction: 'higher',
          steps: [
            { from: '10', score: '100' },
            { from: '8', score: '85' },
            { from: '5', score: '70' },
            { from: '3', score: '50' },
          ],
        },
      },
      {
        name: '销售费用率',
        definition: '销售费用 ÷ 销售额',
        unit: '%',
        rule: linear('8', 'lower', '50', '120'),
      },
    ],
  },
  {
    kind: 'kpi',
    group: '客户服务',
    indicators: [
      {
        name: '客户满意度',
        definition: '季度回访满意度调查得分',
        unit: '分',
        rule: linear('95', 'higher', '80', '105'),
      },
      {
        name: '投诉处理及时率',
        definition: '24 小时内响应的投诉 ÷ 投诉总数',
        unit: '%',
        rule: linear('98', 'higher', '80', '100'),
      },
      {
        name: '服务规范执行',
        definition: '服务流程与话术规范的执行情况，由上级评价',
        rule: { kind: 'manual' },
      },
    ],
  },
  {
    kind: 'kpi',
    group: '研发交付',
    indicators: [
      {
        name: '需求按期交付率',
        definition: '按计划日期上线的需求 ÷ 计划需求',
        unit: '%',
        rule: linear('90', 'higher', '60', '110'),
      },
      {
        name: '线上缺陷数',
        definition: '季度内上线后发现的 P0/P1 缺陷数',
        unit: '个',
        rule: {
          kind: 'stepped',
          direction: 'lower',
          steps: [
            { from: '0', score: '100' },
            { from: '2', score: '80' },
            { from: '5', score: '60' },
          ],
        },
      },
      {
        name: '代码评审质量',
        definition: '代码评审的参与度与问题发现质量，由上级评价',
        rule: { kind: 'manual' },
      },
    ],
  },
  {
    kind: 'okr',
    group: '年度目标',
    indicators: [
      {
        name: '打造华东区标杆客户',
        definition: '在华东区形成可复制的行业标杆案例',
        keyResults: [
          '签约 3 家年营收超 10 亿元的客户',
          '形成 2 个可对外发布的客户案例',
          '标杆客户满意度达到 95 分',
        ],
      },
      {
        name: '提升研发交付效率',
        definition: '缩短从需求到上线的周期',
        keyResults: ['需求平均交付周期由 20 天缩短至 14 天', '自动化测试覆盖率达到 70%', '线上 P0 缺陷为 0'],
      },
    ],
  },
  {
    kind: 'competency',
    group: '通用能力',
    indicators: [
      {
        name: '沟通协作',
        definition: '主动沟通、跨部门协同、达成共识',
        levels: levels(
          '主动推动跨部门协作，化解分歧，成为团队的连接者',
          '沟通清晰及时，积极配合其他部门',
          '能完成分内的沟通与配合',
          '沟通被动，常因信息不畅影响工作',
        ),
      },
      {
        name: '学习成长',
        definition: '主动学习新知识、新技能并应用于工作',
        levels: levels(
          '持续学习并分享，带动团队能力提升',
          '主动学习，能把所学用于改进工作',
          '能按要求完成培训与学习',
          '缺少学习意愿，技能跟不上岗位要求',
        ),
      },
      {
        name: '责任心',
        definition: '对结果负责，言出必行',
        levels: levels(
          '对结果高度负责，主动承担额外责任',
          '按时按质完成工作，问题主动跟进',
          '能完成分配的工作',
          '需要反复督促，结果常有疏漏',
        ),
      },
    ],
  },
];

/** 通用季度考核: KPI 70 / 能力 30; self 20, manager 50, skip-level 30. */
const GENERAL: TemplateConfig = STANDARD_TEMPLATE;

/** 销售季度考核: KPI 60 / 能力 20 / 360 20; self 10, manager 60, skip-level 30; S ≤ 10 %, D ≥ 5 % per department. */
const SALES: TemplateConfig = {
  ...GENERAL,
  sections: [
    { kind: 'kpi', name: '业绩指标', weight: '60' },
    { kind: 'competency', name: '能力素质', weight: '20' },
    { kind: 'review360', name: '360 评估', weight: '20' },
  ],
  reviewers: [
    { relation: 'self', weight: '10', userIds: [] },
    { relation: 'manager', weight: '60', userIds: [] },
    { relation: 'skipManager', weight: '30', userIds: [] },
  ],
  distribution: {
    scope: 'department',
    limits: [
      { grade: 'S', max: '10' },
      { grade: 'D', min: '5' },
    ],
  },
};

/** Seeds the demo library (groups and indicators) and the two templates; answers the templates' ids. */
export async function seedDemoPerfLibrary(tx: Tx, compId: number): Promise<DemoPerfLibrary> {
  for (const [sort, { kind, group, indicators }] of LIBRARY.entries()) {
    const [row] = await tx
      .insert(perfIndicatorGroups)
      .values({ compId, kind, name: group, sort })
      .returning({ id: perfIndicatorGroups.id });
    await tx.insert(perfIndicators).values(
      indicators.map((indicator) => ({
        compId,
        kind,
        groupId: row!.id,
        name: indicator.name,
        definition: indicator.definition,
        unit: indicator.unit ?? '',
        rule: indicator.rule ?? { kind: 'manual' as const },
        keyResults: indicator.keyResults ?? [],
        levels: indicator.levels ?? [],
      })),
    );
  }
  const [general, sales] = await tx
    .insert(perfTemplates)
    .values([
      {
        compId,
        name: '通用季度考核',
        description: '适用于职能与研发岗位：业绩指标 70%，能力素质 30%',
        config: checkTemplateConfig(GENERAL),
      },
      {
        compId,
        name: '销售季度考核',
        description: '适用于销售岗位：业绩 60%、能力 20%、360 评估 20%，部门内强制分布',
        config: checkTemplateConfig(SALES),
      },
    ])
    .returning({ id: perfTemplates.id });
  return { generalTemplateId: general!.id, salesTemplateId: sales!.id };
}
