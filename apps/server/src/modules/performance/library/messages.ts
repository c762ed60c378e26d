import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of performance's library part (docs/product/performance.md, "Indicator library", "Templates"). */
export const libraryMessages = defineMessages({
  'performance.library.rule.targetPositive': {
    'zh-CN': '目标值必须大于 0',
    en: 'The target must be greater than 0',
  },
  'performance.library.rule.targetNegative': {
    'zh-CN': '目标值不能小于 0',
    en: 'The target cannot be negative',
  },
  'performance.library.rule.capRange': {
    'zh-CN': '封顶值应在 100%–{max}% 之间',
    en: 'The cap must be between 100 % and {max} %',
  },
  'performance.library.rule.thresholdOverCap': {
    'zh-CN': '门槛值不能高于封顶值',
    en: 'The threshold cannot exceed the cap',
  },
  'performance.library.rule.stepTwice': {
    'zh-CN': '阶梯的起点 {from} 重复了，每个阶梯的起点应不同',
    en: 'Two steps start at {from}; each step needs its own start',
  },
  'performance.library.rule.stepScoreNegative': {
    'zh-CN': '第 {index} 个阶梯的得分不能小于 0',
    en: 'The score of step {index} cannot be negative',
  },
  'performance.library.levels.tooFew': {
    'zh-CN': '能力素质至少需要 2 个等级',
    en: 'A competency needs at least 2 levels',
  },
  'performance.library.levels.nameTwice': {
    'zh-CN': '等级「{name}」重复了',
    en: 'The level “{name}” appears twice',
  },
  'performance.library.levels.scoreRange': {
    'zh-CN': '等级「{name}」的分数应在 0–{max} 之间',
    en: 'The score of level “{name}” must be from 0 to {max}',
  },
  'performance.library.okr.noKeyResults': {
    'zh-CN': 'OKR 至少需要 1 条关键结果',
    en: 'An OKR needs at least one key result',
  },
  'performance.library.group.notFound': {
    'zh-CN': '指标分组不存在',
    en: 'The indicator group does not exist',
  },
  'performance.library.group.wrongKind': {
    'zh-CN': '分组「{name}」不属于该指标类型',
    en: 'The group “{name}” is of another kind',
  },
  'performance.library.group.nameTaken': {
    'zh-CN': '已有同名分组「{name}」',
    en: 'A group named “{name}” already exists',
  },
  'performance.library.group.notEmpty': {
    'zh-CN': '分组「{name}」下还有 {count} 个指标，请先移走或删除',
    en: 'The group “{name}” still holds {count} indicators',
  },
  'performance.library.group.kindLocked': {
    'zh-CN': '分组下已有指标，不能更改类型',
    en: 'The group holds indicators; its kind cannot change',
  },
  'performance.library.indicator.notFound': {
    'zh-CN': '指标不存在',
    en: 'The indicator does not exist',
  },
  'performance.library.indicator.nameTaken': {
    'zh-CN': '已有同名指标「{name}」',
    en: 'An indicator named “{name}” already exists',
  },
  'performance.library.indicator.inUse': {
    'zh-CN': '指标「{name}」已被 {count} 份考核表使用，不能删除，可以停用',
    en: '“{name}” is used by {count} appraisal sheets: disable it instead',
  },
  'performance.library.indicator.kindLocked': {
    'zh-CN': '指标已被考核表使用，不能更改类型',
    en: 'The indicator is in use; its kind cannot change',
  },
  'performance.library.stale': {
    'zh-CN': '数据已被他人修改，请刷新后重试',
    en: 'Someone else changed this meanwhile; reload and try again',
  },
  'performance.library.sheet.title': { 'zh-CN': '指标库', en: 'Indicator library' },
  'performance.library.sheet.template': { 'zh-CN': '指标库导入模板', en: 'Indicator import template' },
  'performance.library.sheet.notes': {
    'zh-CN':
      '每行一个指标。类型：KPI、OKR、能力素质；分组不存在时自动创建。KPI 的评分方式：人工评分、线性计算（填目标值、方向、门槛%、封顶%）、阶梯计分（阶梯写成「起点:得分」，用分号分隔，如 100:100;80:80;60:60）。OKR 的关键结果每条一行或用分号分隔。能力素质的等级写成「名称:分数:描述」，用分号分隔，至少 2 个。整张表有任何一行出错都不会导入。',
    en: 'One indicator per row. Kind: KPI, OKR, Competency; a missing group is created. KPI rules: scored by reviewers, linear (target, direction, threshold %, cap %), stepped (steps as “from:score” separated by semicolons, e.g. 100:100;80:80). OKR key results one per line or separated by semicolons. Competency levels as “name:score:description” separated by semicolons, at least 2. One bad row imports nothing.',
  },
  'performance.library.import.noColumns': {
    'zh-CN': '表头缺少「类型」或「名称」列，请使用导入模板',
    en: 'The header lacks the Kind or Name column; use the template',
  },
  'performance.library.import.tooManyRows': {
    'zh-CN': '一次最多导入 {max} 行',
    en: 'At most {max} rows at a time',
  },
  'performance.library.import.badKind': {
    'zh-CN': '类型「{value}」无效，可填：KPI、OKR、能力素质',
    en: 'Kind “{value}” is not KPI, OKR or Competency',
  },
  'performance.library.import.required': { 'zh-CN': '「{column}」必填', en: '{column} is required' },
  'performance.library.import.tooLong': {
    'zh-CN': '「{column}」不超过 {max} 个字',
    en: '{column}: at most {max} characters',
  },
  'performance.library.import.badChoice': {
    'zh-CN': '「{column}」的值「{value}」无效，可填：{allowed}',
    en: '{column}: “{value}” is not one of {allowed}',
  },
  'performance.library.import.badNumber': {
    'zh-CN': '「{column}」应为数字（最多四位小数），实际为「{value}」',
    en: '{column}: “{value}” is not a number',
  },
  'performance.library.import.badSteps': {
    'zh-CN': '阶梯应写成「起点:得分」并用分号分隔，如 100:100;80:80',
    en: 'Steps are “from:score” separated by semicolons, e.g. 100:100;80:80',
  },
  'performance.library.import.badLevels': {
    'zh-CN': '等级应写成「名称:分数:描述」并用分号分隔，如 卓越:100;良好:80',
    en: 'Levels are “name:score:description” separated by semicolons',
  },
  'performance.library.import.badKeyResults': {
    'zh-CN': '关键结果最多 {count} 条，每条不超过 {max} 个字',
    en: 'At most {count} key results of at most {max} characters each',
  },
  'performance.library.import.twice': {
    'zh-CN': '指标「{name}」与第 {first} 行重复',
    en: '“{name}” repeats row {first}',
  },
  'performance.template.notFound': {
    'zh-CN': '考核模板不存在',
    en: 'The appraisal template does not exist',
  },
  'performance.template.disabled': {
    'zh-CN': '考核模板「{name}」已停用',
    en: 'The template “{name}” is disabled',
  },
  'performance.template.nameTaken': {
    'zh-CN': '已有同名模板「{name}」',
    en: 'A template named “{name}” already exists',
  },
  'performance.template.inUse': {
    'zh-CN': '模板「{name}」已被 {count} 个考核周期使用，不能删除，可以停用',
    en: '“{name}” is used by {count} cycles: disable it instead',
  },
  'performance.template.copySuffix': { 'zh-CN': '（副本）', en: ' (copy)' },
  'performance.template.scaleMax': {
    'zh-CN': '该评分制的满分应为 {max}',
    en: 'This scale’s maximum is {max}',
  },
  'performance.template.customScale': {
    'zh-CN': '自定义满分应大于 0 且不超过 {max}',
    en: 'A custom maximum is above 0 and at most {max}',
  },
  'performance.template.sectionTwice': {
    'zh-CN': '考核维度「{name}」重复了',
    en: 'The section “{name}” appears twice',
  },
  'performance.template.sectionWeights': {
    'zh-CN': '考核维度的权重合计必须等于 100%，当前为 {sum}%',
    en: 'Section weights must add up to 100 % (now {sum} %)',
  },
  'performance.template.reviewerWeights': {
    'zh-CN': '评分人的权重合计必须等于 100%，当前为 {sum}%',
    en: 'Reviewer weights must add up to 100 % (now {sum} %)',
  },
  'performance.template.selfFirst': {
    'zh-CN': '自评只能有一级，且必须是第一级',
    en: 'Self review is one level only, and the first',
  },
  'performance.template.relationTwice': {
    'zh-CN': '第 {level} 级评分人与前面的评分关系重复',
    en: 'Reviewer level {level} repeats an earlier relation',
  },
  'performance.template.designatedEmpty': {
    'zh-CN': '第 {level} 级为指定评分人，请选择评分人',
    en: 'Reviewer level {level} is designated: choose the reviewers',
  },
  'performance.template.designatedUnknown': {
    'zh-CN': '指定评分人必须是本企业在职员工',
    en: 'Designated reviewers must be active staff of the company',
  },
  'performance.template.gradeTwice': {
    'zh-CN': '等级「{grade}」重复了',
    en: 'The grade “{grade}” appears twice',
  },
  'performance.template.bandRange': {
    'zh-CN': '等级「{grade}」的最低分应在 0–{max} 之间',
    en: 'The minimum of grade “{grade}” must be from 0 to {max}',
  },
  'performance.template.bandOrder': {
    'zh-CN': '等级「{grade}」的最低分必须低于上一等级「{above}」',
    en: 'The minimum of “{grade}” must be below that of “{above}”',
  },
  'performance.template.coefficientNegative': {
    'zh-CN': '等级「{grade}」的绩效系数不能小于 0',
    en: 'The coefficient of “{grade}” cannot be negative',
  },
  'performance.template.lowestBand': {
    'zh-CN': '最低等级「{grade}」的最低分必须为 0',
    en: 'The lowest grade “{grade}” must start at 0',
  },
  'performance.template.distributionEmpty': {
    'zh-CN': '开启强制分布时请至少设置一个等级的比例',
    en: 'A forced distribution needs at least one limit',
  },
  'performance.template.limitGrade': {
    'zh-CN': '强制分布中的等级「{grade}」不在等级设置中',
    en: 'The distribution names “{grade}”, which is no grade',
  },
  'performance.template.limitTwice': {
    'zh-CN': '强制分布中的等级「{grade}」重复了',
    en: 'The distribution names “{grade}” twice',
  },
  'performance.template.limitEmpty': {
    'zh-CN': '等级「{grade}」请填写最高或最低比例',
    en: 'Grade “{grade}”: give an upper or lower limit',
  },
  'performance.template.limitOrder': {
    'zh-CN': '等级「{grade}」的最高比例不能低于最低比例',
    en: 'Grade “{grade}”: the upper limit is below the lower one',
  },
});
