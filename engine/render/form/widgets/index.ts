// Our rjsf widgets, by the names uiSchema uses (and rjsf's default names, so nested fields use ours too).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { CheckboxesWidget, CheckboxWidget, DateWidget, RadioWidget, SelectWidget } from './choice-widgets';
import { NumericWidget } from './NumericWidget';
import { RemoteSelectWidget } from './RemoteSelectWidget';
import { PasswordWidget, TextareaWidget, TextWidget } from './TextWidget';
import { UploadWidget } from './UploadWidget';

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
