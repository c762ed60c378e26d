import { defineMessages } from '../i18n/index.ts';

/** Messages of the HTTP layer itself: statuses, validation and generic failures. */
export const httpMessages = defineMessages({
  'http.ok': { 'zh-CN': '成功', en: 'OK' },
  'http.badRequest': { 'zh-CN': '请求参数有误', en: 'The request is invalid' },
  'http.validationFailed': { 'zh-CN': '{field}：{reason}', en: '{field}: {reason}' },
  'http.unauthorized': { 'zh-CN': '请先登录', en: 'Please log in first' },
  'http.sessionExpired': {
    'zh-CN': '登录信息已失效，请重新登录',
    en: 'Your login has expired, please log in again',
  },
  'http.forbidden': { 'zh-CN': '没有权限执行此操作', en: 'You do not have permission to do this' },
  'http.notFound': { 'zh-CN': '请求的资源不存在', en: 'The requested resource does not exist' },
  'http.routeNotFound': { 'zh-CN': '接口不存在：{method} {url}', en: 'No such endpoint: {method} {url}' },
  'http.conflict': {
    'zh-CN': '数据已被修改，请刷新后重试',
    en: 'The data was changed by someone else; reload and try again',
  },
  'http.payloadTooLarge': { 'zh-CN': '请求内容过大', en: 'The request is too large' },
  'http.unsupportedMediaType': { 'zh-CN': '不支持的请求格式', en: 'Unsupported request format' },
  'http.tooManyRequests': {
    'zh-CN': '操作过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
  },
  'http.internal': {
    'zh-CN': '服务器内部错误，请稍后再试',
    en: 'Internal server error, please try again later',
  },
  'http.notReady': { 'zh-CN': '服务正在启动，请稍候', en: 'The service is starting, please wait' },
  'validation.required': { 'zh-CN': '不能为空', en: 'is required' },
  'validation.type': { 'zh-CN': '类型不正确，应为{expected}', en: 'must be {expected}' },
  'validation.type.number': { 'zh-CN': '数字', en: 'a number' },
  'validation.type.int': { 'zh-CN': '整数', en: 'a whole number' },
  'validation.type.string': { 'zh-CN': '文本', en: 'text' },
  'validation.type.boolean': { 'zh-CN': '布尔值（true/false）', en: 'true or false' },
  'validation.type.array': { 'zh-CN': '数组（列表）', en: 'a list' },
  'validation.type.object': { 'zh-CN': '对象', en: 'an object' },
  'validation.type.date': { 'zh-CN': '日期', en: 'a date' },
  'validation.nulCharacter': {
    'zh-CN': '含有不允许的空字符（NUL），请删除后重试',
    en: 'contains a NUL character, which is not allowed',
  },
  'validation.brokenCharacter': {
    'zh-CN': '含有无法识别的残缺字符，请重新输入',
    en: 'contains a broken character (a lone UTF-16 surrogate)',
  },
  'validation.tooDeep': { 'zh-CN': '嵌套层级过深', en: 'is nested too deeply' },
  'validation.tooShort': { 'zh-CN': '长度不能少于{min}', en: 'must be at least {min} long' },
  'validation.tooLong': { 'zh-CN': '长度不能超过{max}', en: 'must be at most {max} long' },
  'validation.tooSmall': { 'zh-CN': '不能小于{min}', en: 'must be at least {min}' },
  'validation.tooBig': { 'zh-CN': '不能大于{max}', en: 'must be at most {max}' },
  'validation.invalidValue': { 'zh-CN': '取值无效', en: 'has an invalid value' },
  'validation.invalidFormat': { 'zh-CN': '格式不正确', en: 'has an invalid format' },
  'validation.unknownKey': { 'zh-CN': '不支持的字段', en: 'is not a supported field' },
  'loginCode.invalid': {
    'zh-CN': '请输入正确的手机号或邮箱',
    en: 'enter a valid mobile number or e-mail address',
  },
  'password.tooShort': { 'zh-CN': '密码长度不能少于6位', en: 'the password must have at least 6 characters' },
  'verifyCode.format': { 'zh-CN': '验证码为6位数字', en: 'the verification code is 6 digits' },
  'compName.length': { 'zh-CN': '公司名称为2-60个字符', en: 'the company name must have 2-60 characters' },
  'compName.required': { 'zh-CN': '企业注册需填写公司名称', en: 'a company account needs a company name' },
});
