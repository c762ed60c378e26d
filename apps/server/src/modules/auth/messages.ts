import { defineMessages } from '../../core/i18n/index.ts';

export const authMessages = defineMessages({
  'auth.loginFailed': { 'zh-CN': '账号或密码错误', en: 'Wrong account or password' },
  'auth.loginLocked': {
    'zh-CN': '登录失败次数过多，请{minutes}分钟后再试',
    en: 'Too many failed logins; try again in {minutes} minutes',
  },
  'auth.accountClosed': {
    'zh-CN': '该账号已停用，请联系管理员',
    en: 'This account is closed; contact your administrator',
  },
  'auth.staffLoginClosed': {
    'zh-CN': '该员工账号已关闭登录，请联系企业管理员',
    en: 'Login is closed for this staff account; contact your company administrator',
  },
  'auth.registrationClosed': {
    'zh-CN': '平台暂未开放注册，请联系平台管理员',
    en: 'Registration is closed on this platform; contact the platform administrator',
  },
  'auth.loginCodeTaken': {
    'zh-CN': '该手机号或邮箱已注册',
    en: 'This mobile number or e-mail is already registered',
  },
  'agreeTerms.required': {
    'zh-CN': '请阅读并同意《用户协议》和《隐私政策》',
    en: 'read and accept the User Agreement and the Privacy Policy',
  },
  'auth.compNameTaken': { 'zh-CN': '该公司名称已被注册', en: 'This company name is already registered' },
  'auth.codeWrong': { 'zh-CN': '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  'auth.codeTooSoon': {
    'zh-CN': '验证码发送过于频繁，请{seconds}秒后再试',
    en: 'Please wait {seconds} s before asking for another code',
  },
  'auth.codeUndeliverable': {
    'zh-CN': '暂不支持向该地址发送验证码，请使用邮箱或联系管理员',
    en: 'Codes cannot be sent to this address; use an e-mail address or contact the administrator',
  },
  'auth.codeAddressLimit': {
    'zh-CN': '此网络获取验证码的次数过多，请{minutes}分钟后再试',
    en: 'Too many codes were asked for from this network; try again in {minutes} minutes',
  },
  'auth.codeDailyLimit': {
    'zh-CN': '该手机号或邮箱今天获取验证码的次数已达上限，请明天再试',
    en: 'This mobile number or e-mail address has had its codes for today; try again tomorrow',
  },
  'auth.codeBusy': {
    'zh-CN': '验证码发送繁忙，请一分钟后再试',
    en: 'Codes are being sent at the highest rate allowed; try again in a minute',
  },
  'auth.alreadyRegisteredText': {
    'zh-CN':
      '有人正在用此手机号或邮箱注册仁力，但它已经注册过了。请直接登录；忘记密码可在登录页找回。如非本人操作，请忽略。',
    en: 'Someone is registering Renli with this mobile number or e-mail address, which already has an account. Log in instead, or reset your password from the login page. Ignore this message if it was not you.',
  },
  'auth.codeSubject': { 'zh-CN': '仁力验证码', en: 'Your Renli verification code' },
  'auth.codeText': {
    'zh-CN': '您的验证码是 {code}，{minutes}分钟内有效。如非本人操作，请忽略。',
    en: 'Your verification code is {code}. It is valid for {minutes} minutes. Ignore this message if it was not you.',
  },
  'auth.oldPasswordWrong': { 'zh-CN': '原密码错误', en: 'The current password is wrong' },
  'auth.wrongAccountKind': {
    'zh-CN': '当前身份不能使用此接口修改密码',
    en: 'The current identity cannot change its password through this endpoint',
  },
  'auth.identityNotFound': { 'zh-CN': '无法切换到该身份', en: 'You cannot switch to this identity' },
  'auth.socialNotConfigured': {
    'zh-CN': '{provider}登录未配置，请使用账号密码登录',
    en: '{provider} login is not configured; log in with your account and password',
  },
  'auth.devOutboxOff': {
    'zh-CN': '开发发件箱未开启：仅在非生产环境设置 DEV_OUTBOX=1 时向本机开放；验证码也会写入服务器日志',
    en: 'The development outbox is off: it opens to this machine only with DEV_OUTBOX=1 outside production; codes are also in the server log',
  },
  'auth.personalIdentity': { 'zh-CN': '个人', en: 'Personal' },
  'adminAccount.duplicate': {
    'zh-CN': '登录账号“{loginCode}”已存在',
    en: 'the login "{loginCode}" is taken',
  },
  'adminAccount.notFound': { 'zh-CN': '管理员不存在', en: 'administrator not found' },
  'adminAccount.notSelf': {
    'zh-CN': '不能停用自己的账号',
    en: 'you cannot disable your own account',
  },
});
