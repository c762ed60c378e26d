import type { PushType, RpcResult } from '@renli/contracts';
import { ChatCode } from '@renli/contracts/constants';
import { Coalescer } from './coalesce.ts';
import { EVENT } from './constants.ts';
import { ChatConversations } from './conversation-list.ts';
import { chatError, toChatError } from './errors.ts';
import type {
  AddFriendOptions,
  Friend,
  FriendAcceptType,
  FriendApplicationList,
  FriendApplicationType,
  FriendCheckType,
  FriendDeleteType,
  Profile,
  UpdateMyProfileOptions,
  UserFailure,
} from './public-types.ts';
import { type ChatPromise, ok } from './session.ts';

/** The wire's `applicationList` under the web SDK's name, `friendApplicationList`. */
const applicationsOf = (r: RpcResult<'getFriendApplicationList'>): FriendApplicationList => ({
  friendApplicationList: r.applicationList,
  unreadCount: r.unreadCount,
});

/**
 * Friends, friend applications, the blacklist and user profiles. Nothing is cached: every getter
 * asks the server, and a "changed" push makes the SDK fetch the list once more and emit it, so an
 * event always carries the newest list (see `Coalescer`).
 */
export class ChatRelations extends ChatConversations {
  private readonly refreshers = {
    friends: this.refresher(async () => {
      const { friendList } = await this.call('getFriendList', {});
      return () => this.events.emit(EVENT.FRIEND_LIST_UPDATED, friendList);
    }),
    applications: this.refresher(async () => {
      const list = applicationsOf(await this.call('getFriendApplicationList', {}));
      return () => this.events.emit(EVENT.FRIEND_APPLICATION_LIST_UPDATED, list);
    }),
    blacklist: this.refresher(async () => {
      const { userIDList } = await this.call('getBlacklist', {});
      return () => this.events.emit(EVENT.BLACKLIST_UPDATED, userIDList);
    }),
  };

  /** `fetch` resolves the emit to run; it (or the failure) is dropped if the session ended meanwhile. */
  private refresher(fetch: () => Promise<() => void>): Coalescer {
    return new Coalescer(
      async () => {
        const transport = this.transport;
        if (!transport) return;
        try {
          const emit = await fetch();
          if (this.transport === transport) emit();
        } catch (e) {
          if (this.transport === transport) throw e;
        }
      },
      (e) => this.events.emit(EVENT.ERROR, toChatError(e)),
    );
  }

  /** @internal */
  protected override onReconnected(): void {
    super.onReconnected();
    this.refreshers.friends.request();
    this.refreshers.applications.request();
    this.refreshers.blacklist.request();
  }

  /** @internal */
  protected override handleLayerPush(type: PushType, data: unknown): void {
    if (type === 'friendListChanged') this.refreshers.friends.request();
    else if (type === 'friendApplicationsChanged') this.refreshers.applications.request();
    else if (type === 'blacklistChanged') this.refreshers.blacklist.request();
    else if (type === 'profileChanged') this.events.emit(EVENT.PROFILE_UPDATED, [data as Profile]);
    else super.handleLayerPush(type, data);
  }

  // ---- profiles ------------------------------------------------------------------------------

  async getMyProfile(): ChatPromise<Profile> {
    this.requireLogin();
    const { profileList } = await this.call('getUserProfile', { userIDList: [this.me] });
    const profile = profileList[0];
    if (!profile) throw chatError(ChatCode.ACCOUNT_NOT_FOUND, 'no account for the logged-in user');
    return ok(profile);
  }

  /** Profiles of the users that exist among `userIDList` (at most 100). */
  async getUserProfile(options: { userIDList: string[] }): ChatPromise<Profile[]> {
    this.requireLogin();
    const { profileList } = await this.call('getUserProfile', { userIDList: options?.userIDList });
    return ok(profileList);
  }

  /** Resolves my new profile; friends and my other devices get PROFILE_UPDATED. */
  async updateMyProfile(options: UpdateMyProfileOptions): ChatPromise<Profile> {
    this.requireLogin();
    const { profile } = await this.call('updateMyProfile', options ?? {});
    return ok(profile);
  }

  // ---- friends -------------------------------------------------------------------------------

  /** `data.code` 0: added; 30539: the user must confirm (an application now waits). */
  async addFriend(options: AddFriendOptions): ChatPromise<UserFailure> {
    this.requireLogin();
    return ok(await this.call('addFriend', options));
  }

  async getFriendList(): ChatPromise<Friend[]> {
    this.requireLogin();
    const { friendList } = await this.call('getFriendList', {});
    return ok(friendList);
  }

  async getFriendProfile(options: {
    userIDList: string[];
  }): ChatPromise<{ friendList: Friend[]; failureUserIDList: UserFailure[] }> {
    this.requireLogin();
    return ok(await this.call('getFriendProfile', { userIDList: options?.userIDList }));
  }

  /** `type`: `TYPES.SNS_DELETE_TYPE_BOTH` (default) or `SNS_DELETE_TYPE_SINGLE`. */
  async deleteFriend(options: {
    userIDList: string[];
    type?: FriendDeleteType;
  }): ChatPromise<{ successUserIDList: UserFailure[]; failureUserIDList: UserFailure[] }> {
    this.requireLogin();
    return ok(await this.call('deleteFriend', options));
  }

  /** `relation`: `TYPES.SNS_TYPE_NO_RELATION`, `SNS_TYPE_A_WITH_B`, `SNS_TYPE_B_WITH_A`, `SNS_TYPE_BOTH_WAY`. */
  async checkFriend(options: { userIDList: string[]; type?: FriendCheckType }): ChatPromise<{
    successUserIDList: { userID: string; code: number; relation: string }[];
    failureUserIDList: UserFailure[];
  }> {
    this.requireLogin();
    return ok(await this.call('checkFriend', options));
  }

  /** Sets the remark (at most 96 bytes, wide characters counting 2); resolves the friend. */
  async updateFriend(options: { userID: string; remark: string }): ChatPromise<Friend> {
    this.requireLogin();
    const { friend } = await this.call('updateFriend', { userID: options?.userID, remark: options?.remark });
    return ok(friend);
  }

  // ---- friend applications -------------------------------------------------------------------

  async getFriendApplicationList(): ChatPromise<FriendApplicationList> {
    this.requireLogin();
    return ok(applicationsOf(await this.call('getFriendApplicationList', {})));
  }

  /** `type`: `TYPES.SNS_APPLICATION_AGREE_AND_ADD` (default, two-way) or `SNS_APPLICATION_AGREE`. */
  async acceptFriendApplication(options: {
    userID: string;
    remark?: string;
    type?: FriendAcceptType;
  }): ChatPromise<object> {
    this.requireLogin();
    return ok(await this.call('acceptFriendApplication', options));
  }

  async refuseFriendApplication(options: { userID: string }): ChatPromise<object> {
    this.requireLogin();
    return ok(await this.call('refuseFriendApplication', { userID: options?.userID }));
  }

  async deleteFriendApplication(options: {
    userID: string;
    type: FriendApplicationType;
  }): ChatPromise<object> {
    this.requireLogin();
    return ok(await this.call('deleteFriendApplication', options));
  }

  /** Marks every application to me read: `unreadCount` becomes 0. */
  async setFriendApplicationRead(): ChatPromise<object> {
    this.requireLogin();
    return ok(await this.call('setFriendApplicationRead', {}));
  }

  // ---- blacklist -----------------------------------------------------------------------------

  /** Also ends the friendship both ways; resolves the user IDs added. */
  async addToBlacklist(options: { userIDList: string[] }): ChatPromise<string[]> {
    this.requireLogin();
    const { userIDList } = await this.call('addToBlacklist', { userIDList: options?.userIDList });
    return ok(userIDList);
  }

  async removeFromBlacklist(options: { userIDList: string[] }): ChatPromise<string[]> {
    this.requireLogin();
    const { userIDList } = await this.call('removeFromBlacklist', { userIDList: options?.userIDList });
    return ok(userIDList);
  }

  async getBlacklist(): ChatPromise<string[]> {
    this.requireLogin();
    const { userIDList } = await this.call('getBlacklist', {});
    return ok(userIDList);
  }
}
