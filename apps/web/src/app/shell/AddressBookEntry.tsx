import { ContactsOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADDRESS_BOOK_PATH } from '../../lib/paths.ts';
import { useSession } from '../../lib/session-queries.ts';

/**
 * 员工通讯录 in the header: every member of a company reaches colleagues from here, whatever
 * columns they hold (the staff module itself may be closed to them). Persons have no colleagues.
 */
export function AddressBookEntry() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useSession().data;
  if (session?.compId == null) return null;
  return (
    <Tooltip title={t('addressBook')}>
      <Button
        type="text"
        data-testid="address-book-entry"
        aria-label={t('addressBook')}
        icon={<ContactsOutlined />}
        onClick={() => void navigate(ADDRESS_BOOK_PATH)}
      />
    </Tooltip>
  );
}
