// Every Chinese message the shared validators produce. Spec section 5 gives some verbatim
// (文件大小不得超过{n}MB, 文件数量不得超过{n}个, 入口名称1-5个字 ...); the rest follow their tone.

export const MSG = {
  required: (label: string) => `请输入${label}`,
  requiredChoice: (label: string) => `请选择${label}`,
  invalid: (label: string) => `${label}格式不正确`,
  type: (label: string) => `${label}格式不正确`,
  minLength: (label: string, n: number) => `${label}不能少于${n}个字符`,
  maxLength: (label: string, n: number) => `${label}不能超过${n}个字符`,
  minimum: (label: string, n: number | string) => `${label}不能小于${n}`,
  maximum: (label: string, n: number | string) => `${label}不能大于${n}`,
  minItems: (label: string, n: number) => `${label}至少选择${n}项`,
  maxItems: (label: string, n: number) => `${label}最多选择${n}项`,
  enumValue: (label: string) => `${label}的取值不在可选范围内`,
  controlChar: (label: string) => `${label}不能包含控制字符`,
  illFormedText: (label: string) => `${label}包含无法识别的字符，请删除后重新输入`,
  unknownField: (name: string) => `不支持的字段：${name}`,

  mobile: '请输入正确的手机号码',
  password: '密码须为8-20位，且包含大写字母、小写字母和数字',
  integer: '请输入整数',
  noLeadingZero: '请输入正确的数字，不能以0开头',
  email: '请输入正确的邮箱地址，长度小于40个字符',
  realName: '请输入正确的姓名（字母与空格，或2-20个汉字）',
  idCard: '请输入正确的18位身份证号码',
  creditCode: '请输入正确的统一社会信用代码',
  money: '请输入正确的金额，最多两位小数',
  money3: '请输入正确的金额，最多三位小数',
  postalCode: '请输入正确的6位邮政编码',
  alphanumeric: '只能输入字母和数字',

  numericChars: '只能输入数字和一个小数点',
  numericInteger: '只能输入整数',
  numericIntegerDigits: (n: number) => `整数部分最多${n}位`,
  numericPrecision: (p: number) => `最多保留${p}位小数`,
  numericLeadingZero: '数字不能以0开头',

  region: (label: string) => `请选择正确的${label}`,
  regionLevel: (label: string, level: string) => `${label}须选择到${level}`,

  fileExtension: (exts: readonly string[]) => `只能上传${exts.join('、')}格式的文件`,
  fileSize: (mb: number) => `文件大小不得超过${mb}MB`,
  fileCount: (n: number) => `文件数量不得超过${n}个`,
} as const;
