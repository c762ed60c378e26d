import { ChatCode, conversationIDOf, type RpcParams } from '@renli/contracts';
import type { Caller, ChatServices } from './context.ts';
import { ChatError } from './errors.ts';
import { memberIDsAmong } from './groups/members.ts';
import { writeAccess } from './policy.ts';
import { assertMayMessagePeer } from './relations/policy.ts';

/**
 * An online-only signal (call signalling): authorised like a send — a current member of the group,
 * not blocked by the C2C peer (official mode included) — then pushed to the addressees' devices and
 * the sender's own other devices (so a second tab learns that a call was answered there), and never
 * stored. Mutes do not apply: a call is not a message in the conversation.
 */
export async function sendSignal(
  s: ChatServices,
  caller: Caller,
  p: Required<RpcParams<'sendSignal'>>,
): Promise<void> {
  const access = await writeAccess(s, caller, p.conversationID);
  const from = caller.userID;
  if (access.type === 'C2C') {
    await assertMayMessagePeer(s, from, access.peerID);
    s.push([access.peerID], 'signal', { conversationID: conversationIDOf('C2C', from), from, data: p.data });
    if (access.peerID !== from)
      s.push([from], 'signal', { conversationID: p.conversationID, from, data: p.data });
    return;
  }
  const targets = [...new Set(p.userIDList)].filter((id) => id !== from);
  const members = await memberIDsAmong(s.db, access.peerID, targets);
  if (members.size !== targets.length) throw new ChatError(ChatCode.NOT_A_MEMBER, 'chat.notMember');
  s.push([...members, from], 'signal', { conversationID: p.conversationID, from, data: p.data });
}
