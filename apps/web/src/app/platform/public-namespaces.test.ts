import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../lib/i18n.ts';
import { publicNamespaces } from './public-namespaces.ts';

describe('publicNamespaces', () => {
  it('names the features drawing public pages, and only those', () => {
    // auth draws /login, /register, /aLogin...; company draws /try; staff-entry the hire's /staff-info form;
    // salary-payslip a staff member's /payslip; performance-360 an external rater's questionnaire;
    // oa-notice a company's public announcements (/company/:companyId/notice).
    // Every other staff screen is behind login.
    expect([...publicNamespaces].sort()).toEqual([
      'auth',
      'company',
      'oa-notice',
      'performance-360',
      'salary-payslip',
      'staff-entry',
    ]);
  });

  it('names namespaces that exist', () => {
    expect(publicNamespaces.filter((ns) => !NAMESPACES.includes(ns))).toEqual([]);
  });
});
