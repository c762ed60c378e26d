import { addressBookEndpoints as addressBook, staffEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { findCompanyAccount } from './company-account.ts';
import { countStaff } from './counts.ts';
import { searchStaff } from './search.ts';
import { createStaffAccountsService } from './service.ts';

/**
 * The address book (`getStaff`) and `/companyStaffMemberCtl`: staff account operations beyond plain
 * edits; endpoints declared in contracts (`addressBookEndpoints`, `staffEndpoints`). The CRUD
 * endpoints of `/compStaffMember` come from the resource framework (accounts.ts).
 */
export const staffModule: AppModule = async (app, deps) => {
  const service = createStaffAccountsService(deps.db, deps.events);

  serve(app, addressBook.getStaff, async ({ body }, request) =>
    searchStaff(deps.db, userAuth(request), body),
  );
  serve(app, addressBook.getStaffByQuery, async ({ query }, request) =>
    searchStaff(deps.db, userAuth(request), query),
  );
  serve(app, addressBook.getCompanyAccount, async ({ query }, request) =>
    findCompanyAccount(deps.db, userAuth(request), query),
  );
  serve(app, api.selectCounts, async (_, request) => countStaff(deps.db, userAuth(request)));

  serve(app, api.updateLoginStatus, async ({ body }, request) =>
    service.updateLoginStatus(userAuth(request), body),
  );
  serve(app, api.resetPassword, async ({ body }, request) =>
    service.resetPassword(userAuth(request), body.id),
  );
  serve(app, api.updateAdmin, async ({ body }, request) => service.updateAdmin(userAuth(request), body));
  serve(app, api.selectMy, async (_, request) => service.selectMy(userAuth(request)));
  serve(app, api.myInvitations, async (_, request) => service.myInvitations(userAuth(request)));
  serve(app, api.answerInvitation, async ({ body }, request) =>
    service.answerInvitation(userAuth(request), body),
  );
};
