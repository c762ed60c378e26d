/** The demo company of README.md: realistic, so every screen has something to show. */
export const DEMO_PASSWORD = 'Renli@2026';

export const DEMO_COMPANY = {
  loginCode: 'demo@renli.local',
  contactName: '周明轩',
  compName: '杭州仁力人力资源有限公司',
};
export const DEMO_PERSON = { loginCode: '13900000001', userName: '林晓雨', sex: 2 };
export const DEMO_ADMIN = { loginCode: 'admin@renli.local', name: '平台管理员' };

/** Departments as a tree: children name their parent. */
export const DEMO_DEPARTMENTS: { name: string; parent?: string }[] = [
  { name: '总经办' },
  { name: '人力资源部' },
  { name: '招聘组', parent: '人力资源部' },
  { name: '薪酬绩效组', parent: '人力资源部' },
  { name: '财务部' },
  { name: '销售部' },
  { name: '技术研发部' },
  { name: '外包服务部' },
];

/** employeeType 1 internal (HRM), 2 outsourced (HRO); sex 1 male, 2 female. */
export const DEMO_STAFF: {
  name: string;
  sex: 1 | 2;
  dept: string;
  position: string;
  employeeType: 1 | 2;
  adminScope?: string;
}[] = [
  { name: '王建国', sex: 1, dept: '总经办', position: '总经理', employeeType: 1 },
  { name: '李秀英', sex: 2, dept: '总经办', position: '行政主管', employeeType: 1 },
  {
    name: '张伟',
    sex: 1,
    dept: '人力资源部',
    position: '人力资源总监',
    employeeType: 1,
    adminScope: 'hrm,hro',
  },
  { name: '刘芳', sex: 2, dept: '招聘组', position: '招聘经理', employeeType: 1, adminScope: 'hrm' },
  { name: '陈静', sex: 2, dept: '招聘组', position: '招聘专员', employeeType: 1 },
  { name: '杨洋', sex: 1, dept: '薪酬绩效组', position: '薪酬专员', employeeType: 1 },
  { name: '赵丽娟', sex: 2, dept: '薪酬绩效组', position: '绩效专员', employeeType: 1 },
  { name: '黄志强', sex: 1, dept: '财务部', position: '财务经理', employeeType: 1 },
  { name: '周婷', sex: 2, dept: '财务部', position: '会计', employeeType: 1 },
  { name: '吴磊', sex: 1, dept: '销售部', position: '销售总监', employeeType: 1 },
  { name: '徐敏', sex: 2, dept: '销售部', position: '客户经理', employeeType: 1 },
  { name: '孙浩然', sex: 1, dept: '技术研发部', position: '技术负责人', employeeType: 1 },
  { name: '马晓东', sex: 1, dept: '技术研发部', position: '前端工程师', employeeType: 1 },
  { name: '朱雅琴', sex: 2, dept: '技术研发部', position: '测试工程师', employeeType: 1 },
  {
    name: '胡俊杰',
    sex: 1,
    dept: '外包服务部',
    position: '外包项目经理',
    employeeType: 2,
    adminScope: 'hro',
  },
  { name: '郭佳怡', sex: 2, dept: '外包服务部', position: '客服专员', employeeType: 2 },
  { name: '何文博', sex: 1, dept: '外包服务部', position: '仓储主管', employeeType: 2 },
  { name: '高玉兰', sex: 2, dept: '外包服务部', position: '质检员', employeeType: 2 },
  { name: '林志远', sex: 1, dept: '外包服务部', position: '物流专员', employeeType: 2 },
  { name: '罗思琪', sex: 2, dept: '外包服务部', position: '数据录入员', employeeType: 2 },
];

/** Staff log in with mobile numbers 137 0000 0001 ... in the order above. */
export const demoStaffLoginCode = (index: number) => `137${String(index + 1).padStart(8, '0')}`;
