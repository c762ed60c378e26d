import type {
  RpcParams,
  RpcResult,
  WireFriend,
  WireFriendApplication,
  WireGroup,
  WireGroupApplication,
  WireGroupMember,
  WireProfile,
} from '@renli/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  AddFriendOptions,
  CreateGroupOptions,
  Friend,
  FriendApplication,
  GetGroupMemberListOptions,
  Group,
  GroupApplication,
  GroupMember,
  Profile,
  SearchCloudMessagesOptions,
  UpdateGroupProfileOptions,
  UpdateMyProfileOptions,
} from './public-types.ts';

/**
 * The published shapes are written out (public-types.ts) so the typings need no zod; these checks,
 * run by `tsc -b`, keep them equal to the wire schemas they stand for.
 */
describe('public types', () => {
  it('match the wire shapes', () => {
    expectTypeOf<Group>().toEqualTypeOf<WireGroup>();
    expectTypeOf<GroupMember>().toEqualTypeOf<WireGroupMember>();
    expectTypeOf<GroupApplication>().toEqualTypeOf<WireGroupApplication>();
    expectTypeOf<Profile>().toEqualTypeOf<WireProfile>();
    expectTypeOf<Friend>().toEqualTypeOf<WireFriend>();
    expectTypeOf<FriendApplication>().toExtend<Omit<WireFriendApplication, 'type'> & { type: string }>();
    expectTypeOf<RpcResult<'getFriendApplicationList'>['applicationList']>().toExtend<FriendApplication[]>();
  });

  it('are accepted by the operations they feed', () => {
    expectTypeOf<UpdateGroupProfileOptions>().toExtend<RpcParams<'updateGroupProfile'>>();
    expectTypeOf<Required<CreateGroupOptions>>().toExtend<RpcParams<'createGroup'>>();
    expectTypeOf<Required<GetGroupMemberListOptions>>().toExtend<RpcParams<'getGroupMemberList'>>();
    expectTypeOf<SearchCloudMessagesOptions>().toExtend<RpcParams<'searchCloudMessages'>>();
    expectTypeOf<UpdateMyProfileOptions>().toExtend<RpcParams<'updateMyProfile'>>();
    expectTypeOf<AddFriendOptions>().toExtend<RpcParams<'addFriend'>>();
  });
});
