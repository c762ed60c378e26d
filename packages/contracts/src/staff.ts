import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import {
  companyAccountQuerySchema,
  companyAccountSchema,
  staffCountsSchema,
  staffSearchQuerySchema,
  staffSearchResultSchema,
} from './org.ts';
import {
  answerInvitationBodySchema,
  myStaffRecordSchema,
  resetStaffPasswordBodySchema,
  staffAccountSchemas,
  staffInvitationSchema,
  updateLoginStatusBodySchema,
  updateStaffAdminBodySchema,
} from './resources/staff-accounts.ts';

const searchSummary = "Search the caller's company's staff (address book); callers read data.result.list";

/** The address book (`getStaff`), as a POST body or a GET query string. */
export const addressBookEndpoints = defineEndpoints('org', {
  getStaff: {
    method: 'POST',
    path: '/compStaffMember/getStaff',
    access: 'user',
    summary: searchSummary,
    body: staffSearchQuerySchema,
    data: staffSearchResultSchema,
  },
  getStaffByQuery: {
    method: 'GET',
    path: '/compStaffMember/getStaff',
    access: 'user',
    summary: searchSummary,
    query: staffSearchQuerySchema,
    data: staffSearchResultSchema,
  },
  getCompanyAccount: {
    method: 'GET',
    path: '/compStaffMember/getCompanyAccount',
    access: 'user',
    summary: "The caller's company account (its owner login), for the chat's people picker and search",
    query: companyAccountQuerySchema,
    data: companyAccountSchema,
  },
});

/**
 * `/companyStaffMemberCtl`: staff account operations beyond plain edits, one's own staff record and
 * invitations. The CRUD endpoints of `/compStaffMember` come from the resource kit
 * (`staffAccountResource`).
 */
export const staffEndpoints = defineEndpoints('staffAccount', {
  selectCounts: {
    method: 'GET',
    path: '/compStaffMember/selectCounts',
    access: 'user',
    summary: "Head count of the caller's company: active, HRM, HRO, joined this month (staff column read)",
    data: staffCountsSchema,
  },
  updateLoginStatus: {
    method: 'POST',
    path: '/companyStaffMemberCtl/updateLoginStatus',
    access: 'user',
    summary: 'Open (1) or close (2) staff logins; closing ends their sessions in this company',
    body: updateLoginStatusBodySchema,
    data: z.object({ updated: z.number().int() }),
  },
  resetPassword: {
    method: 'POST',
    path: '/companyStaffMemberCtl/resetPassword',
    access: 'user',
    summary:
      'Reset a staff login the company created (and that acts nowhere else) to the default initial password; ends its sessions',
    body: resetStaffPasswordBodySchema,
    data: z.object({ reset: z.boolean() }),
  },
  updateAdmin: {
    method: 'POST',
    path: '/companyStaffMemberCtl/updateAdmin',
    access: 'user',
    summary: 'Grant or withdraw the staff-admin flag and its HRM/HRO scope (company account only)',
    body: updateStaffAdminBodySchema,
    data: staffAccountSchemas.row,
  },
  selectMy: {
    method: 'GET',
    path: '/companyStaffMemberCtl/selectMy',
    access: 'user',
    summary: "The caller's own staff record (the 'my' tab)",
    data: myStaffRecordSchema,
  },
  myInvitations: {
    method: 'GET',
    path: '/companyStaffMemberCtl/myInvitations',
    access: 'user',
    summary: "Companies inviting the caller's login to join as staff, waiting for an answer",
    data: z.array(staffInvitationSchema),
  },
  answerInvitation: {
    method: 'POST',
    path: '/companyStaffMemberCtl/answerInvitation',
    access: 'user',
    summary: 'Accept (the staff identity becomes usable) or decline a company invitation',
    body: answerInvitationBodySchema,
    data: z.object({ status: z.number().int() }),
  },
});
