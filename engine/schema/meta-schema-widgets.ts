// Options of the widgets whose options have a shape of their own (the `table` row editor and the
// `tree-select`). FieldItem.options stays an open object (each widget reads its own entries); these
// definitions give the shapes a name in the format reference and in the generated types.
import { definitions, bool, int, obj, ref, str } from './meta-schema-parts';
import { WIDGETS } from './vocabulary';

definitions.TableColumn = obj(
  'A column of a `table` widget (an array of objects edited inline): a property of the item objects.',
  {
    field: str('Property of the item objects.'),
    label: str('Header; default the property title.'),
    width: int('Width in px.'),
    widget: { enum: [...WIDGETS], description: 'Cell widget; default from the property.' },
    placeholder: str('Placeholder.'),
    options: { type: 'object', description: 'Widget options of the cell.' },
  },
  ['field'],
);
definitions.TableOptions = obj('Options of the `table` widget.', {
  columns: { type: 'array', items: { anyOf: [{ type: 'string' }, ref('TableColumn')] }, description: 'Columns in order; default every property of the items.' },
  addLabel: str('Text of the add button; default 添加一行.'),
});
definitions.TreeSelectOptions = obj(
  'Options of the `tree-select` widget: a tree from a call, every node offered indented.',
  {
    call: str('Catalogue key of the tree.'),
    params: ref('Mapping'),
    map: obj('Where things are: rows (default resultData itself), value (default "id"), label (default "name"), children (default "children").', {
      rows: str('The nodes.'),
      value: str('Node id.'),
      label: str('Node name.'),
      children: str('Node children.'),
    }),
    leafOnly: bool('Only leaves may be chosen.'),
    exclude: { ...ref('Logic'), description: 'A node id whose subtree is not offered (a category cannot become its own parent).' },
    text: str("The record's field naming the chosen node (categoryNm beside categoryId): shown when the tree does not hold the value (another enterprise's goods)."),
    openDepth: int('`tree-check` only: levels shown open at first; default 1.'),
  },
  ['call'],
);
