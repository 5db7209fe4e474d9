// Our rjsf widgets, by the names uiSchema uses (and rjsf's default names, so nested fields use ours too).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { CaptchaWidget } from './CaptchaWidget';
import { CheckboxesWidget, CheckboxWidget, DateWidget, RadioWidget, SelectWidget } from './choice-widgets';
import { NumericWidget } from './NumericWidget';
import { RemoteSelectWidget } from './RemoteSelectWidget';
import { SmsCodeWidget } from './SmsCodeWidget';
import { PasswordWidget, TextareaWidget, TextWidget } from './TextWidget';
import { UploadWidget } from './UploadWidget';
import { TableWidget } from '../table/TableWidget';
import { TreeSelectWidget } from './TreeSelectWidget';

export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  textarea: TextareaWidget,
  password: PasswordWidget,
  numeric: NumericWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
  date: DateWidget,
  upload: UploadWidget,
  'remote-select': RemoteSelectWidget,
  'tree-select': TreeSelectWidget,
  table: TableWidget,
  // A value the form carries without showing it (a captcha's id).
  hidden: () => null,
  captcha: CaptchaWidget,
  'sms-code': SmsCodeWidget,
  TextWidget,
  TextareaWidget,
  PasswordWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  CheckboxesWidget,
  DateWidget,
  EmailWidget: TextWidget,
  URLWidget: TextWidget,
  UpDownWidget: NumericWidget,
};
