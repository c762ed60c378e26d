import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of entries (入职) and the public registration form (docs/product/staff.md, "Entry (入职)"). */
export const staffEntryMessages = defineMessages({
  'staffEntry.mobile.format': {
    'zh-CN': '请输入正确的手机号',
    en: 'Enter a valid mainland China mobile number',
  },
  'staffEntry.email.format': { 'zh-CN': '邮箱格式不正确', en: 'Enter a valid e-mail address' },
  'staffEntry.mobileIsStaff': {
    'zh-CN': '该手机号已是本公司在职员工',
    en: 'This mobile number already belongs to a staff member of this company',
  },
  'staffEntry.ownerMobile': {
    'zh-CN': '该手机号是本公司的企业账号，不能办理入职',
    en: "This mobile number is the company's own account and cannot be hired",
  },
  'staffEntry.mobilePending': {
    'zh-CN': '该手机号已有待入职记录',
    en: 'This mobile number already has a pending entry',
  },
  'staffEntry.jobNoPending': {
    'zh-CN': '工号“{jobNo}”已分配给另一位待入职人员',
    en: 'Job number "{jobNo}" is already given to another pending entry',
  },
  'staffEntry.typeOutOfScope': {
    'zh-CN': '您只能办理自己负责范围（HRM/HRO）内人员的入职',
    en: 'You can only handle entries of your own scope (HRM/HRO)',
  },
  'staffEntry.notPending': {
    'zh-CN': '只有待入职的记录可以修改',
    en: 'Only a pending entry can be changed',
  },
  'staffEntry.notYet': {
    'zh-CN': '未到入职日期，请到期后确认或修改入职日期',
    en: 'The entry date has not come yet: confirm on that day or change the entry date',
  },
  'staffEntry.confirm': { 'zh-CN': '确认入职', en: 'Confirm entry' },
  'staffEntry.cancel': { 'zh-CN': '放弃入职', en: 'Cancel entry' },
  'staffEntry.link.invalid': {
    'zh-CN': '链接已失效，请联系 HR 重新发送',
    en: 'This link is no longer valid; ask HR to send a new one',
  },
  'staffEntry.tooMany': {
    'zh-CN': '操作过于频繁，请稍后再试',
    en: 'Too many requests; try again later',
  },
  'staffEntry.idNumber.required': { 'zh-CN': '请填写身份证号码', en: 'Enter your identity number' },
  'staffEntry.idNumber.shape': {
    'zh-CN': '身份证号码应为 18 位，最后一位可以是 X',
    en: 'The identity number has 18 characters; the last may be X',
  },
  'staffEntry.idNumber.birthDate': {
    'zh-CN': '身份证号码中的出生日期不正确',
    en: 'The birth date inside the identity number is not valid',
  },
  'staffEntry.idNumber.checkDigit': {
    'zh-CN': '身份证号码校验位不正确，请核对后重新输入',
    en: 'The identity number does not pass its check; please check it',
  },
  'staffEntry.document.notUploaded': {
    'zh-CN': '材料须在本页上传',
    en: 'Documents must be uploaded on this form',
  },
  'staffEntry.upload.tooLarge': {
    'zh-CN': '文件“{name}”超过 {limit} MB',
    en: 'File "{name}" is larger than {limit} MB',
  },
  'staffEntry.upload.tooMany': {
    'zh-CN': '材料最多上传 {max} 个文件',
    en: 'At most {max} files can be uploaded',
  },
  'staffEntry.upload.type': {
    'zh-CN': '文件“{name}”不是图片或 PDF',
    en: 'File "{name}" is not an image or a PDF',
  },
  'staffEntry.upload.noToken': {
    'zh-CN': '请先提供登记表链接中的凭证，再上传文件',
    en: "Send the form link's token before the files",
  },
  'staffEntry.remind.filled.title': { 'zh-CN': '入职登记表已填写', en: 'Registration form filled in' },
  'staffEntry.remind.filled.content': {
    'zh-CN': '{staffName}（入职日期 {entryDate}）已提交入职登记表，请查看登记信息',
    en: '{staffName} (entry date {entryDate}) has submitted the registration form',
  },
});
