import { Input } from 'antd';
import { useState } from 'react';
import { hashPassword } from '../../lib/md5.ts';

interface Props {
  id?: string;
  onChange?: (digest: string | undefined) => void;
  placeholder?: string;
}

/** A password box whose form value is the MD5 digest the API expects; the typed text stays here. */
export function PasswordDigestInput({ id, onChange, placeholder }: Props) {
  const [plain, setPlain] = useState('');
  return (
    <Input.Password
      id={id}
      value={plain}
      placeholder={placeholder}
      autoComplete="new-password"
      onChange={(event) => {
        setPlain(event.target.value);
        onChange?.(event.target.value ? hashPassword(event.target.value) : undefined);
      }}
    />
  );
}
