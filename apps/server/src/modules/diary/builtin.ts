import type { ApprovalForm, DiaryPeriod } from '@renli/contracts';

// The three templates every company starts with (docs/product/oa-diary.md, "Templates"), in the
// approval engine's form model so the same designer edits them and the same check validates values.

const area = (key: string, label: string, required: boolean, placeholder: string) => ({
  key,
  kind: 'textarea' as const,
  label,
  required,
  placeholder,
  maxLength: 2000,
});
const files = [
  { key: 'images', kind: 'image' as const, label: '图片', required: false, maxCount: 9 },
  { key: 'attachments', kind: 'attachment' as const, label: '附件', required: false, maxCount: 9 },
];

export const BUILTIN_TEMPLATES: { builtin: string; name: string; period: DiaryPeriod; form: ApprovalForm }[] =
  [
    {
      builtin: 'daily',
      name: '日报',
      period: 'day',
      form: {
        fields: [
          area('done', '今日完成工作', true, '今天完成了哪些工作'),
          area('undone', '未完成工作', false, '还有哪些没有完成，原因是什么'),
          area('help', '需协调工作', false, '需要谁协调或支持'),
          area('plan', '明日计划', false, '明天打算做什么'),
          ...files,
        ],
      },
    },
    {
      builtin: 'weekly',
      name: '周报',
      period: 'week',
      form: {
        fields: [
          area('done', '本周完成工作', true, '本周完成了哪些工作'),
          area('summary', '本周工作总结', false, '收获、问题与改进'),
          area('plan', '下周工作计划', false, '下周打算做什么'),
          area('help', '需协调与帮助', false, '需要谁协调或支持'),
          ...files,
        ],
      },
    },
    {
      builtin: 'monthly',
      name: '月报',
      period: 'month',
      form: {
        fields: [
          area('done', '本月工作内容', true, '本月完成了哪些工作'),
          area('summary', '本月工作总结', false, '目标达成、亮点与不足'),
          area('plan', '下月工作计划', false, '下月的目标和安排'),
          area('help', '需帮助与支持', false, '需要谁协调或支持'),
          ...files,
        ],
      },
    },
  ];
