// The widgets beyond text, password and the code inputs (widgets/light.ts): choices, dates, numbers,
// uploads, trees, remote selects, tables and groups, with what they draw with (the select and date
// pickers, the value renderers, the upload progress). One chunk, loaded by form/parts.ts in the loading
// step of the first form that shows one of them; rjsf forms import it with their chunk.
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { CELL_WIDGETS } from '../table/cell-widgets';
import { TableWidget } from '../table/TableWidget';
import { GroupsWidget } from './GroupsWidget';
import { CheckboxesWidget, DateWidget, RadioWidget, SelectWidget, SwitchWidget } from './choice-widgets';
import { NumericWidget } from './NumericWidget';

export const HEAVY_WIDGETS: Readonly<Record<string, ComponentType<WidgetProps>>> = {
  ...CELL_WIDGETS,
  table: TableWidget,
  groups: GroupsWidget,
  SelectWidget,
  RadioWidget,
  // rjsf's own name for a boolean: a switch, as our testers choose (widget-testers.ts).
  CheckboxWidget: SwitchWidget,
  CheckboxesWidget,
  DateWidget,
  UpDownWidget: NumericWidget,
};
