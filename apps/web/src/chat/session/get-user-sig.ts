import type { UserSig } from '@renli/contracts';
import { http } from '../../lib/http.ts';

/** The platform hands out the chat credential of the logged-in user (spec section 7). */
export const getUserSig = () => http.request<UserSig>('/userSig/getUserSig');
