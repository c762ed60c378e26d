import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of the archives and one's own record (docs/product/staff.md, "Archives (员工档案) and my record"). */
export const archiveMessages = defineMessages({
  'staffArchive.idNumber.shape': {
    'zh-CN': '身份证号码位数或格式不正确',
    en: 'The ID number has the wrong length or format',
  },
  'staffArchive.idNumber.birthDate': {
    'zh-CN': '身份证号码中的出生日期不正确',
    en: 'The birth date inside the ID number is not a real date',
  },
  'staffArchive.idNumber.checkDigit': {
    'zh-CN': '身份证号码校验位不正确',
    en: 'The check character of the ID number is wrong',
  },
  'staffArchive.birthDate.mismatch': {
    'zh-CN': '出生日期与身份证号码不一致',
    en: 'The birth date does not match the ID number',
  },
  'staffArchive.sex.mismatch': {
    'zh-CN': '性别与身份证号码不一致',
    en: 'The sex does not match the ID number',
  },
  'staffArchive.birthDate.future': {
    'zh-CN': '出生日期不能晚于今天',
    en: 'The birth date cannot be after today',
  },
  'staffArchive.documents.notOwn': {
    'zh-CN': '材料“{name}”不是您上传的文件，请重新上传',
    en: 'The file “{name}” was not uploaded by you; upload it again',
  },
  'staffArchive.notFound': {
    'zh-CN': '员工档案不存在或不在您的管理范围内',
    en: 'No such archive in your scope',
  },
  'staffArchive.noneOfMine': {
    'zh-CN': '您还没有员工档案，请联系人事',
    en: 'You have no staff archive yet; contact HR',
  },
  'staffArchive.import.noKey': {
    'zh-CN': '请填写工号或手机号',
    en: 'Enter the job number or the mobile',
  },
  'staffArchive.import.unknownStaff': {
    'zh-CN': '找不到工号或手机号为“{key}”的员工档案',
    en: 'No staff archive with job number or mobile “{key}”',
  },
  'staffArchive.import.twice': {
    'zh-CN': '该员工在第{row}行已出现，同一员工只能导入一行',
    en: 'This staff member is on row {row} already; one row per person',
  },
  'staffArchive.correction.nothing': {
    'zh-CN': '请至少修改一项岗位信息',
    en: 'Change at least one job fact',
  },
  'staffArchive.correction.pending': {
    'zh-CN': '该员工有尚未生效的变动（{date} 生效），请待其生效或撤销后再更正',
    en: 'A change of this staff member takes effect on {date}; correct after it or cancel it first',
  },
  'staffArchive.correction.notProbation': {
    'zh-CN': '该员工不在试用期，不能修改试用期结束日期',
    en: 'This staff member is not on probation; the probation end cannot be changed',
  },
  'staffArchive.correction.probationBeforeEntry': {
    'zh-CN': '试用期结束日期不能早于入职日期',
    en: 'The probation cannot end before the entry date',
  },
  'staffArchive.request.empty': {
    'zh-CN': '请填写要修改的内容',
    en: 'Enter what should change',
  },
  'staffArchive.request.unchanged': {
    'zh-CN': '申请的内容与档案现有信息相同',
    en: 'The requested values are the ones on record already',
  },
  'staffArchive.request.pendingExists': {
    'zh-CN': '您已有一条待审核的修改申请，请等待人事处理',
    en: 'You have a request waiting for HR already',
  },
  'staffArchive.request.notPending': {
    'zh-CN': '该申请不存在或已处理',
    en: 'The request does not exist or has been handled',
  },
  'staffArchive.remind.approved.title': {
    'zh-CN': '档案修改申请已通过',
    en: 'Your archive change was approved',
  },
  'staffArchive.remind.approved.content': {
    'zh-CN': '人事已通过您提交的档案信息修改申请，新的信息已生效。',
    en: 'HR approved the change you asked for; your archive shows it now.',
  },
  'staffArchive.remind.rejected.title': {
    'zh-CN': '档案修改申请未通过',
    en: 'Your archive change was not approved',
  },
  'staffArchive.remind.rejected.content': {
    'zh-CN': '人事未通过您提交的档案信息修改申请，原因：{reason}',
    en: 'HR did not approve the change you asked for. Reason: {reason}',
  },
});
