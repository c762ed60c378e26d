import { describe, expect, it } from 'vitest';
import { colorFor } from '../../components/avatar/resolve-avatar.ts';
import { groupAvatarView } from './group-avatar.ts';

describe('groupAvatarView', () => {
  it('draws the group icon on the name colour when the group has no avatar', () => {
    expect(groupAvatarView('', '项目组')).toEqual({ kind: 'icon', background: colorFor('项目组') });
    expect(groupAvatarView(null, '项目组')).toEqual({ kind: 'icon', background: colorFor('项目组') });
    expect(groupAvatarView('  ', '张伟')).toEqual({ kind: 'icon', background: colorFor('张伟') });
  });

  it('keeps a stored colour behind the icon', () => {
    expect(groupAvatarView('#15a37a', '项目组')).toEqual({ kind: 'icon', background: '#15a37a' });
  });

  it('shows a picture or preset face the group was given', () => {
    expect(groupAvatarView('/files/abc.png', '项目组')).toEqual({ kind: 'picture', value: '/files/abc.png' });
    expect(groupAvatarView('male3', '项目组')).toEqual({ kind: 'picture', value: 'male3' });
  });
});
