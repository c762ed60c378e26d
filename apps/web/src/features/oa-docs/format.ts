import { DOC_SPACE_KIND, type DocSpace } from '@renli/contracts';
import { useTranslation } from 'react-i18next';

/** A size in the units people read: 512 B, 12.5 KB, 3.2 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `:doc` is `<spaceId>` (a space's top) or `<spaceId>-<folderId>`. */
export function parseDoc(doc: string | undefined): { spaceId: number | null; folderId: number | null } {
  const match = /^(\d+)(?:-(\d+))?$/.exec(doc ?? '');
  return match
    ? { spaceId: Number(match[1]), folderId: match[2] ? Number(match[2]) : null }
    : { spaceId: null, folderId: null };
}

export const docPath = (spaceId: number, folderId: number | null) =>
  `/oa/doc/${spaceId}${folderId === null ? '' : `-${folderId}`}`;

/** A space's name: 公司文档 and 我的文档 are named by the screen, departments by their name. */
export function useSpaceName() {
  const { t } = useTranslation('oa-docs');
  return (space: Pick<DocSpace, 'kind' | 'name'>) =>
    space.kind === DOC_SPACE_KIND.company
      ? t('space.company')
      : space.kind === DOC_SPACE_KIND.personal
        ? t('space.mine')
        : space.name;
}
