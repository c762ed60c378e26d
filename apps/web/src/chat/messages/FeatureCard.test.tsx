import type { Conversation } from '@renli/chat-sdk/browser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChatCardProps, registerChatCards } from '../../lib/chat-cards.ts';
import { i18n } from '../../lib/i18n.ts';
import { messageAbstract } from '../common/abstract.ts';
import { conversationName } from '../conversations/conversation-rules.ts';
import { MessageContent } from './MessageContent.tsx';
import { customMessage } from './test-utils.ts';

afterEach(cleanup);

// docs/chat-ui.md, "Feature cards": a business ID a feature registered is drawn by that feature.
function PollCard({ data, mobile }: ChatCardProps) {
  return <p>{`poll ${String(data.question)}${mobile ? ' (phone)' : ''}`}</p>;
}
registerChatCards({
  poll_test: {
    component: PollCard,
    abstract: (data) => `[Poll] ${String(data.question)}`,
    namespace: 'chat',
  },
});

const poll = customMessage(
  { businessID: 'poll_test', question: 'Lunch?' },
  { payload: { data: '', description: 'fallback', extension: '' } },
);

describe('feature cards in the chat', () => {
  it('draws a registered business ID with the feature’s card, passing the phone layout on', () => {
    const message = customMessage({ businessID: 'poll_test', question: 'Lunch?' });
    render(<MessageContent message={message} mobile />);
    expect(screen.getByText('poll Lunch? (phone)')).toBeTruthy();
  });

  it('lists it by the card’s abstract, and an unregistered one by its description', () => {
    const t = i18n.getFixedT('zh-CN');
    expect(messageAbstract(customMessage({ businessID: 'poll_test', question: 'Lunch?' }), t)).toBe(
      '[Poll] Lunch?',
    );
    expect(messageAbstract(poll, t)).toBe('fallback');
  });

  it('names the approvals system conversation in the reader’s language, whatever its nick', () => {
    const c = { conversationID: 'C2Csystem_approval', type: 'C2C', name: '', userProfile: { nick: '审批' } };
    expect(conversationName(c as unknown as Conversation, '', i18n.getFixedT('en'))).toBe('Approvals');
    expect(conversationName(c as unknown as Conversation, '', i18n.getFixedT('zh-CN'))).toBe('审批');
    const person = { ...c, conversationID: 'C2C42', userProfile: { nick: '张三' } };
    expect(conversationName(person as unknown as Conversation, '', i18n.getFixedT('en'))).toBe('张三');
  });
});
