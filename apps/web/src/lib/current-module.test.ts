import { beforeEach, describe, expect, it } from 'vitest';
import { getCurrentModule, ModuleNumber, moduleNumberForPath, syncCurrentModule } from './current-module.ts';

describe('current module', () => {
  beforeEach(() => localStorage.clear());

  it('derives 12 from /recruit and 13 from /rpo paths', () => {
    expect(moduleNumberForPath('/recruit')).toBe(ModuleNumber.RECRUIT);
    expect(moduleNumberForPath('/recruit/job')).toBe(12);
    expect(moduleNumberForPath('/rpo/lbjob')).toBe(13);
    expect(moduleNumberForPath('/oa/diary/mydiary')).toBeNull();
  });

  it('keeps the last recruitment module while the user is elsewhere, across reloads', () => {
    expect(getCurrentModule()).toBeNull();
    syncCurrentModule('/rpo/lbjob');
    syncCurrentModule('/staff/roster');
    expect(getCurrentModule()).toBe(13);
    syncCurrentModule('/recruit/job');
    expect(getCurrentModule()).toBe(12);
    expect(JSON.parse(localStorage.getItem('renli:module')!).v).toBe(12);
  });
});
