// The widgets a table cell may use: the ordinary ones, without the table itself (no nesting) and without
// the captcha and sms-code widgets, which belong to login forms.
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { CheckboxesWidget, CheckboxWidget, DateWidget, RadioWidget, SelectWidget, SwitchWidget } from '../widgets/choice-widgets';
import { NumericWidget } from '../widgets/NumericWidget';
import { RemoteSelectWidget } from '../widgets/RemoteSelectWidget';
import { TreeSelectWidget } from '../widgets/TreeSelectWidget';
import { TreeCheckWidget } from '../widgets/TreeCheckWidget';
import { PasswordWidget, TextareaWidget, TextWidget } from '../widgets/TextWidget';
import { UploadWidget } from '../widgets/UploadWidget';
import { RegionsWidget, RegionWidget } from '../widgets/region-lazy';

export const CELL_WIDGETS: Readonly<Record<string, ComponentType<WidgetProps>>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  password: PasswordWidget,
  numeric: NumericWidget,
  select: SelectWidget,
  radio: RadioWidget,
  switch: SwitchWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
  date: DateWidget,
  upload: UploadWidget,
  'remote-select': RemoteSelectWidget,
  'tree-select': TreeSelectWidget,
  'tree-check': TreeCheckWidget,
  region: RegionWidget,
  regions: RegionsWidget,
  // A value the form carries without showing it (a captcha's id).
  hidden: () => null,
};
