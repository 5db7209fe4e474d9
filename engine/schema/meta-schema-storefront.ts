// Storefront blocks of the shopping front (1688 / 惠农网 style): a SKU picker with stock and a quantity
// stepper whose actions (加入购物车, 立即购买) see the chosen SKU and quantity as `row`. Added to the
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
};
