import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './paths.ts';

describe('safeRedirect', () => {
  it('follows in-app paths only', () => {
    expect(safeRedirect('/recruit/job?tab=1')).toBe('/recruit/job?tab=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers where the user was, except for the home and login pages', () => {
    expect(loginPathFor('/login', '/staff/roster')).toBe('/login?redirect=%2Fstaff%2Froster');
    expect(loginPathFor('/login', '/login?redirect=%2Foa')).toBe('/login');
    expect(loginPathFor('/aLogin', '/Cache')).toBe('/aLogin?redirect=%2FCache');
    expect(loginPathFor('/login', '/')).toBe('/login');
  });
});
