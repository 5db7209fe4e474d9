// Storefront blocks of the shopping front (1688 / 惠农网 style): a SKU picker with stock and a quantity
// stepper whose actions (加入购物车, 立即购买) see the chosen SKU and quantity as `row`; the cart, lines
// grouped by seller with tick boxes, steppers and a bar with the selected total and 去结算; the carousel; the
// masthead of a storefront (a shop's logo, name, marks and facts). Added to the shared block bodies by
// meta-schema.ts.
import { int, ref, str, type Node } from './meta-schema-parts';

const obj = (description: string, properties: Record<string, Node>): Node => ({ type: 'object', description, properties, additionalProperties: false });

export const STOREFRONT_BODIES: Record<string, { props: Node; required: string[] }> = {
  carousel: {
    props: {
      data: { ...ref('DataSource'), description: 'The slides: one per row (map.rows, default: resultData itself), e.g. the mall ads showing today. No row: nothing is shown (or `empty`).' },
      item: { ...ref('CardItem'), description: 'Each slide (scope `row`): `image` the picture, `heading` and `text` over it, `navigate` where a click goes (a route).' },
      link: { ...ref('Logic'), description: 'Each slide\'s address instead of `item.navigate` (scope `row`), e.g. `{ "var": "row.link" }`: an in-app path (`/shopping/...`) opens in the app, an http(s) address in a new window; anything else, or empty: the slide is not a link.' },
      rowKey: str('Row id field; default "id".'),
      interval: int('Seconds between two slides while nobody hovers or focuses the carousel (none with reduced motion); default 5.', { minimum: 2, maximum: 30 }),
      height: int('Height in px; default 280.', { minimum: 120, maximum: 600 }),
      empty: str('Text shown when there is no slide; default: the block is not shown at all.'),
    },
    required: ['data', 'item'],
  },
  masthead: {
    props: {
      data: { ...ref('DataSource'), description: 'The record the masthead shows (scope `data`), e.g. a shop\'s card.' },
      logo: { ...ref('Logic'), description: 'The logo: a picture address (or `{ url }`, or a list of them: the first); none or empty: the heading\'s first character on a tile of the theme colour.' },
      heading: { ...ref('Logic'), description: 'The name, e.g. `"= data.shopNm"`: the block\'s heading and accessible name.' },
      marks: { type: 'array', items: ref('Mark'), description: 'Small tags after the name while their condition holds over the record (`data`), e.g. 企业认证 or 已停业.' },
      facts: {
        type: 'array',
        description: 'Short facts in a line under the name (label：value); a fact whose value is empty is left out.',
        items: { ...obj('One fact.', { label: str('Label (Chinese), e.g. 所在地区.', { minLength: 1, maxLength: 10 }), value: { ...ref('Logic'), description: 'Its value, e.g. `"= data.regionName"`.' } }), required: ['label', 'value'] },
      },
      text: { ...ref('Logic'), description: 'A paragraph under the facts (an introduction); long text is cut to three lines.' },
      actions: { type: 'array', items: ref('Action'), description: 'Buttons at the side (scope `data`), e.g. 进入店铺.' },
      compact: { type: 'boolean', description: 'A small card (a seller card beside goods) instead of the storefront\'s wide band: a smaller logo, facts one per line, buttons under them.' },
    },
    required: ['data', 'heading'],
  },
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
