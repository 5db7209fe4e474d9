// Our rjsf widgets, by the names uiSchema uses (and rjsf's default names, so nested fields use ours too).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { CaptchaWidget } from './CaptchaWidget';
import { SmsCodeWidget } from './SmsCodeWidget';
import { CELL_WIDGETS } from '../table/cell-widgets';
import { TableWidget } from '../table/TableWidget';
import { GroupsWidget } from './GroupsWidget';
import { CheckboxesWidget, DateWidget, RadioWidget, SelectWidget, SwitchWidget } from './choice-widgets';
import { NumericWidget } from './NumericWidget';
import { PasswordWidget, TextareaWidget, TextWidget } from './TextWidget';

export const widgets: RegistryWidgetsType = {
  // The ordinary widgets, the same ones a table cell may use (table/cell-widgets.ts).
  ...CELL_WIDGETS,
  table: TableWidget,
  groups: GroupsWidget,
  captcha: CaptchaWidget,
  'sms-code': SmsCodeWidget,
  TextWidget,
  TextareaWidget,
  PasswordWidget,
  SelectWidget,
  RadioWidget,
  // rjsf's own name for a boolean: a switch, as our testers choose (widget-testers.ts).
  CheckboxWidget: SwitchWidget,
  CheckboxesWidget,
  DateWidget,
  EmailWidget: TextWidget,
  URLWidget: TextWidget,
  UpDownWidget: NumericWidget,
};
