// Storefront blocks of the shopping front (1688 / 惠农网 style): a SKU picker with stock and a quantity
// stepper whose actions (加入购物车, 立即购买) see the chosen SKU and quantity as `row`; the cart, lines
// grouped by seller with tick boxes, steppers and a bar with the selected total and 去结算. Added to the
// shared block bodies by meta-schema.ts.
import { int, ref, str, type Node } from './meta-schema-parts';

const obj = (description: string, properties: Record<string, Node>): Node => ({ type: 'object', description, properties, additionalProperties: false });

export const STOREFRONT_BODIES: Record<string, { props: Node; required: string[] }> = {
  'sku-picker': {
    props: {
      data: { ...ref('DataSource'), description: 'Where the goods come from (scope `data`), e.g. the front detail.' },
      skus: { ...ref('Logic'), description: 'The SKUs to choose from, e.g. `{ "var": "data.skus" }`.' },
      fields: obj('Fields of each SKU (dotted paths).', {
        key: str('Its id; default "skuId".'),
        label: str('Its spec shown on the button; default "specValues".'),
        price: str('Its price (money, 元); default "price".'),
        stock: str('What can be bought; default "stock". A SKU without stock is shown disabled.'),
      }),
      unit: { ...ref('Logic'), description: 'Unit after the stock and the quantity, e.g. `{ "var": "data.unitNm" }`; default 件.' },
      max: int('Upper bound of the quantity besides the stock; default 99999.', { minimum: 1 }),
      actions: { type: 'array', items: ref('Action'), minItems: 1, description: 'Buttons; scope `row` is the chosen SKU plus `quantity`.' },
    },
    required: ['skus', 'actions'],
  },
  cart: {
    props: {
      data: { ...ref('DataSource'), description: 'The paged lines (map.rows / map.total, default records / total; pageNum and pageSize are sent).' },
      summary: str('Path of the whole cart\'s totals in the answer (selected quantity and amount, all selected); default "summary".'),
      fields: obj('Fields of each line and of the summary (dotted paths).', {
        key: str('Line id; default "skuId".'),
        group: str('Lines are grouped by this (one box per seller); default "sellerId".'),
        groupLabel: str('Heading of a group; default "sellerNm".'),
        name: str('Goods name; default "itemNm".'),
        spec: str('Spec; default "specValues".'),
        picture: str('Picture; default "picture".'),
        price: str('Unit price (money); default "price".'),
        quantity: str('Quantity; default "quantity".'),
        amount: str('Line amount (money); default "amount".'),
        stock: str('Upper bound of the stepper; default "stock".'),
        unit: str('Unit; default "unitNm".'),
        selected: str('Ticked; default "selected".'),
        invalid: str('Cannot be bought (greyed, never ticked); default "invalid".'),
        invalidText: str('Why it cannot be bought; default "invalidText".'),
        notice: str('A notice on a valid line (stock short, price changed); default "notice".'),
        selectedQuantity: str('Summary: pieces ticked; default "selectedQuantity".'),
        selectedCount: str('Summary: lines ticked; default "selectedCount".'),
        selectedAmount: str('Summary: amount ticked (money); default "selectedAmount".'),
        allSelected: str('Summary: every valid line ticked; default "allSelected".'),
      }),
      link: { ...ref('Navigate'), description: 'Where a line\'s name and picture lead (scope `row`), e.g. product details.' },
      quantity: { ...ref('Action'), description: 'Run when a stepper changes (scope `row`: the line with the new quantity), then the lines reload; a refusal puts the old quantity back.' },
      select: { ...ref('Action'), description: 'Run when tick boxes change (scope `data`: `{ keys, selected }`, keys absent for 全选 / 全不选), then the lines reload.' },
      rowActions: { type: 'array', items: ref('Action'), description: 'Buttons on each line (scope `row`), e.g. 删除.' },
      toolbar: { type: 'array', items: ref('Action'), description: 'Buttons in the bottom bar (scope `selection`: the ticked lines\' ids; `data`: the summary), e.g. 删除选中, 清空失效商品.' },
      checkout: { ...ref('Action'), description: 'The big button of the bottom bar, e.g. 去结算 (scope `data`: the summary, `selection`); disabled while nothing is ticked.' },
      pageSize: int('Lines per page; default: the largest page the call accepts (the `pageSize` maximum of its catalogue request, handed in by the app: cart.list declares the cart\'s line limit, so the whole cart is one page), else 20.', { minimum: 1, maximum: 100 }),
      empty: str('Text when the cart is empty.'),
      emptyActions: { type: 'array', items: ref('Action'), description: 'Buttons under the empty text, e.g. 去逛逛.' },
    },
    required: ['data', 'quantity', 'select', 'checkout'],
  },
};
