// Our rjsf theme's templates. Errors, help and titles are drawn by FieldTemplate (from the form store),
// so rjsf's own error list, help and submit button render nothing.
import type { TemplatesType } from '@rjsf/utils';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';

const Nothing = () => null;

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  ButtonTemplates: { SubmitButton: Nothing } as unknown as TemplatesType['ButtonTemplates'],
};

/** rjsf's own strings, in Chinese (arrays of objects still use rjsf's array field). */
const STRINGS: Record<string, string> = {
  Item: '项',
  'No items yet. Use the button below to add some.': '暂无数据',
  Yes: '是',
  No: '否',
  Close: '关闭',
  Add: '添加',
  'Add Item': '添加',
  Copy: '复制',
  'Move down': '下移',
  'Move up': '上移',
  Remove: '删除',
  Clear: '清空',
  Now: '现在',
  'Select a date': '选择日期',
};
export const translateString = (key: string, params?: string[]): string => {
  let s = STRINGS[key] ?? key;
  params?.forEach((p, i) => (s = s.replace(`%${i + 1}`, p)));
  return s;
};
