import type { FileDirType } from '@renli/contracts';
import { createContext } from 'react';

/** Where a form's attachment and image fields upload to: record files by default, `diary_file` for work reports. */
export const FileDirContext = createContext<FileDirType>('record_file');
