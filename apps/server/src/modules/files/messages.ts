import { defineMessages } from '../../core/i18n/index.ts';

export const filesMessages = defineMessages({
  'files.notMultipart': {
    'zh-CN': '请以 multipart/form-data 格式上传文件',
    en: 'Upload files as multipart/form-data',
  },
  'files.malformed': {
    'zh-CN': '上传内容格式错误，请重新上传',
    en: 'The upload is not valid multipart data; please try again',
  },
  'files.noFile': { 'zh-CN': '请选择要上传的文件', en: 'Choose a file to upload' },
  'files.unexpectedField': {
    'zh-CN': '文件须放在 file 字段中上传（收到：{field}）',
    en: 'Files must be sent in the "file" field (got "{field}")',
  },
  'files.tooMany': { 'zh-CN': '一次最多上传{max}个文件', en: 'At most {max} files can be uploaded at once' },
  'files.tooLarge': {
    'zh-CN': '文件“{name}”超过{limit}MB上限',
    en: 'File "{name}" exceeds the {limit} MB limit',
  },
  'files.typeNotAllowed': {
    'zh-CN': '文件“{name}”的实际格式为 {detected}，不支持上传，仅支持：{accepted}',
    en: 'File "{name}" was detected as {detected}, which cannot be uploaded here; accepted: {accepted}',
  },
  'files.typeUnknown': {
    'zh-CN': '无法识别文件“{name}”的格式，仅支持：{accepted}',
    en: 'File "{name}" is not in a recognised format; accepted: {accepted}',
  },
  'files.notFound': { 'zh-CN': '文件不存在', en: 'The file does not exist' },
});
