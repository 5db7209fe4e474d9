// ESLint rule money/no-float-money (docs/money.md): an amount never passes through a float. Money is
// integer fen inside and yuan text outside, converted by formatFen / parseFen (engine/validation/money.ts)
// only. The rule finds the float shortcuts on anything named like money:
//   fen / 100, cents / 100          -> formatFen(fen)
//   Number(price) * 100, yuan * 100 -> parseFen(price)
//   amount.toFixed(2)               -> formatFen(...), or roundToFen for a computed browser number
//   parseFloat(amount), Number(price) compared or summed as yuan -> parseFen
// A name is money when it says so: fen, cents, yuan, amount, price, payable, paid, freight, total, money,
// discount, adjust, refund, unpaid, balance.
const MONEY = /fen|cents?\b|cents[A-Z_]|yuan|amount|price|payable|paid|freight|total|money|discount|adjust|refund|unpaid|balance/i;

/** The name an expression reads: `x`, `a.b.adjustFen`, `row['price']`, `Number(x)`, `(x)`. */
function nameOf(node) {
  if (!node) return '';
  switch (node.type) {
    case 'Identifier': return node.name;
    case 'MemberExpression':
      return node.computed ? (node.property.type === 'Literal' ? String(node.property.value) : nameOf(node.object)) : node.property.name;
    case 'CallExpression':
      // Number(x), String(x), Math.round(x) ...: the money is the argument.
      return node.arguments.map(nameOf).join(' ');
    case 'TSAsExpression': case 'TSNonNullExpression': case 'ChainExpression': return nameOf(node.expression);
    // a / b is a ratio of a (a share of done / total is no money); a * b, a + b read both.
    case 'BinaryExpression': return node.operator === '/' ? nameOf(node.left) : `${nameOf(node.left)} ${nameOf(node.right)}`;
    default: return '';
  }
}

const isMoney = (node) => MONEY.test(nameOf(node));
const isHundred = (node) => node && node.type === 'Literal' && node.value === 100;

export const noFloatMoney = {
  meta: {
    type: 'problem',
    docs: { description: 'Money is integer fen converted by formatFen/parseFen (engine/validation), never through a float.' },
    messages: {
      divide: 'Float money: `{{name}} / 100` turns fen into a float. Use formatFen (engine/validation/money.ts).',
      multiply: 'Float money: `{{name}} * 100` turns a float into fen. Use parseFen on the yuan text (engine/validation/money.ts).',
      toFixed: 'Float money: `{{name}}.toFixed()` formats a float. Use formatFen on integer fen (or roundToFen for a computed browser number).',
      parseFloat: 'Float money: `parseFloat({{name}})` reads an amount into a float. Use parseFen (engine/validation/money.ts).',
    },
    schema: [],
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (node.operator === '/' && isHundred(node.right) && isMoney(node.left)) context.report({ node, messageId: 'divide', data: { name: nameOf(node.left) } });
        if (node.operator === '*') {
          const [money, hundred] = isHundred(node.right) ? [node.left, node.right] : [node.right, node.left];
          if (isHundred(hundred) && isMoney(money)) context.report({ node, messageId: 'multiply', data: { name: nameOf(money) } });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        const method = callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;
        if (method === 'toFixed' && isMoney(callee.object)) {
          context.report({ node, messageId: 'toFixed', data: { name: nameOf(callee.object) } });
        }
        const fn = callee.type === 'Identifier' ? callee.name : method === 'parseFloat' ? 'parseFloat' : null;
        if (fn === 'parseFloat' && node.arguments.some(isMoney)) context.report({ node, messageId: 'parseFloat', data: { name: nameOf(node.arguments[0]) } });
      },
    };
  },
};

export default { rules: { 'no-float-money': noFloatMoney } };
