import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of documents (docs/product/oa-docs.md). */
export const documentsMessages = defineMessages({
  'documents.notFound': {
    'zh-CN': '文档不存在或你没有查看权限',
    en: 'The document does not exist or you may not view it',
  },
  'documents.editOnly': {
    'zh-CN': '你只有查看权限，不能修改这里的内容',
    en: 'You may only view this, not change it',
  },
  'documents.binEditOnly': {
    'zh-CN': '只有能编辑该空间的人可以查看和处理回收站',
    en: 'Only those who may edit the space can open its recycle bin',
  },
  'documents.name.empty': { 'zh-CN': '请输入名称', en: 'Enter a name' },
  'documents.name.tooLong': {
    'zh-CN': '名称不能超过 100 个字符',
    en: 'A name may have at most 100 characters',
  },
  'documents.name.forbidden': {
    'zh-CN': '名称不能包含 / \\ : * ? " < > | 这些字符',
    en: 'A name cannot contain / \\ : * ? " < > |',
  },
  'documents.name.dots': { 'zh-CN': '名称不能是“.”或“..”', en: 'A name cannot be "." or ".."' },
  'documents.name.taken': {
    'zh-CN': '这里已有名为“{name}”的文件或文件夹，请换一个名称',
    en: 'There is already a file or folder named "{name}" here; choose another name',
  },
  'documents.folder.tooDeep': {
    'zh-CN': '文件夹最多嵌套 {max} 层',
    en: 'Folders may be nested at most {max} levels deep',
  },
  'documents.move.intoItself': {
    'zh-CN': '不能把文件夹移动到它自己或它的子文件夹里',
    en: 'A folder cannot be moved into itself or one of its sub-folders',
  },
  'documents.notAFile': { 'zh-CN': '只有文件才有版本和预览', en: 'Only files have versions and previews' },
  'documents.version.current': {
    'zh-CN': '这已经是当前版本',
    en: 'This is already the current version',
  },
  'documents.grant.unknown': {
    'zh-CN': '所选部门或人员不属于本公司或已离职',
    en: 'A chosen department or person is not of this company',
  },
  'documents.grant.lockout': {
    'zh-CN': '保存后你将无法编辑此项，请为自己保留编辑权限',
    en: 'You would no longer be able to edit this; keep edit access for yourself',
  },
  'documents.upload.oneForVersion': {
    'zh-CN': '上传新版本时只能选择一个文件',
    en: 'Choose exactly one file for a new version',
  },
  'documents.upload.folderClash': {
    'zh-CN': '这里已有名为“{name}”的文件夹，不能上传同名文件',
    en: 'There is already a folder named "{name}" here',
  },
  'documents.upload.tooLarge': {
    'zh-CN': '“{name}”超过 {limit} MB，无法上传',
    en: '"{name}" is larger than {limit} MB',
  },
  'documents.upload.invalidName': {
    'zh-CN': '文件名“{name}”不可用：名称不能为空、不超过 100 个字符，且不能包含 / \\ : * ? " < > |',
    en: 'The file name "{name}" cannot be used: at most 100 characters, none of / \\ : * ? " < > |',
  },
});
