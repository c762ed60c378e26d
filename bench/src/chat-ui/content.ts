import { ChatSDK, type Message } from '@renli/chat-sdk';
import { CUSTOM_BUSINESS_IDS } from '@renli/contracts/constants';

/**
 * Seeded message bodies of mixed heights, picked deterministically by index: short texts, one- and
 * multi-line texts, emoji (stored keys as the web client sends them, and a bare name), quoted replies
 * (Tencent's `cloudCustomData.messageReply`) and custom cards.
 */

const SHORT = ['好的', '收到，谢谢', 'OK', '辛苦了[Renli_Like]', '稍等，我看一下', '明天见[Renli_Bye]', '👍'];
const EMOJI = ['[Renli_Smile]', '[Renli_Laugh]', '[Renli_Heart]', '[Renli_Ok]', '[Renli_Coffee]', '[微笑]'];
const SENTENCES = [
  '下周一上午十点的面试已经确认，候选人会提前十五分钟到前台登记。',
  'The offer letter draft is in the shared folder; please check the probation terms before Friday.',
  '本月考勤汇总已经导出，请各部门负责人在三个工作日内核对加班与调休记录。',
  'Reminder: the payroll cut-off moves to the 25th this month because of the public holiday.',
  '新员工入职材料清单：身份证复印件、学历证明、离职证明、银行卡信息、体检报告。',
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

function longText(i: number): string {
  const lines = 3 + (i % 6);
  return Array.from({ length: lines }, (_, line) => `${line + 1}. ${pick(SENTENCES, i + line)}`).join('\n');
}

function card(i: number) {
  const variant = i % 4;
  if (variant === 0) {
    return {
      data: JSON.stringify({
        businessID: CUSTOM_BUSINESS_IDS.ORDER,
        title: `招聘需求单 #${i}`,
        description: '技术部 · 前端工程师 · 2 人',
        price: '¥25,000/月',
        link: 'https://example.com/requisition',
      }),
      description: '[招聘需求单]',
    };
  }
  if (variant === 1) {
    return {
      data: JSON.stringify({
        businessID: CUSTOM_BUSINESS_IDS.TEXT_LINK,
        text: '查看年度体检安排',
        link: 'https://example.com/health',
      }),
      description: '[链接]',
    };
  }
  if (variant === 2) {
    return {
      data: JSON.stringify({
        businessID: CUSTOM_BUSINESS_IDS.EVALUATION,
        score: 1 + (i % 5),
        comment: '沟通顺畅，回复及时',
      }),
      description: '[评价]',
    };
  }
  return {
    data: CUSTOM_BUSINESS_IDS.SERVICE,
    extension: JSON.stringify({
      title: '员工服务咨询',
      item: [
        { key: '社保', value: '缴纳基数与比例' },
        { key: '公积金', value: '提取流程' },
      ],
      description: '请选择要咨询的问题',
    }),
    description: '[咨询]',
  };
}

/** The i-th message from `chat` to `to`; `earlier` (already created) supplies the quoted messages. */
export function seedMessage(
  chat: ReturnType<typeof ChatSDK.create>,
  to: string,
  i: number,
  earlier: Message[],
) {
  const base = { to, conversationType: ChatSDK.TYPES.CONV_C2C };
  const kind = i % 10;
  if (kind === 9) return chat.createCustomMessage({ ...base, payload: card(i) });
  const quoted = kind === 8 ? earlier[Math.max(0, earlier.length - 1 - (i % 7))] : undefined;
  if (quoted) {
    const quotedText = (quoted.payload as { text?: string }).text;
    const abstract =
      quotedText === undefined ? '[卡片]' : quotedText.replace(/\[Renli_\w+\]/g, '[表情]').slice(0, 100);
    return chat.createTextMessage({
      ...base,
      payload: { text: `回复：${pick(SHORT, i)} ${pick(EMOJI, i)}` },
      cloudCustomData: JSON.stringify({
        messageReply: {
          messageID: quoted.ID,
          messageAbstract: abstract,
          messageSender: quoted.from,
          version: 1,
        },
      }),
    });
  }
  const text =
    kind <= 3
      ? pick(SHORT, i)
      : kind <= 5
        ? pick(SENTENCES, i)
        : kind === 6
          ? longText(i)
          : `${pick(SENTENCES, i).slice(0, 20)}${pick(EMOJI, i)}${pick(EMOJI, i + 1)} ${pick(EMOJI, i + 2)}`;
  return chat.createTextMessage({ ...base, payload: { text } });
}
