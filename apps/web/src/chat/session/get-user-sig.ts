import { chatCredentialEndpoints, type UserSig } from '@renli/contracts';
import { http } from '../../lib/http.ts';
import { chatStore } from '../state/chat-store.ts';

/**
 * The platform hands out the chat credential of the logged-in user (docs/chat-ui.md), with the app's
 * official-mode setting, which decides who the screens offer 'send message' to.
 */
export async function getUserSig(): Promise<UserSig> {
  const credential = await http.request<UserSig>(chatCredentialEndpoints.getUserSig.path);
  chatStore.setState({ officialMode: credential.officialMode });
  return credential;
}
