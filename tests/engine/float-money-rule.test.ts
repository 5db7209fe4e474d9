// The lint rule money/no-float-money (scripts/eslint/float-money.js; docs/money.md) finds money that
// passes through a float, and lets the exact conversions and non-money arithmetic through.
import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noFloatMoney } from '../../scripts/eslint/float-money.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('money/no-float-money', noFloatMoney, {
  valid: [
    'const text = formatFen(c.args.adjustFen);',
    'const fen = parseFen(body.price);',
    "const mb = (bytes / MB).toFixed(1);",
    'const pct = `${(progress.done / progress.total) * 100}%`;',
    'const zoom = Math.round(state.zoom * 100);',
    'const share = Number((BigInt(payableFen) * BigInt(p)) / 100n);',
    'const w = kg.toFixed(3);',
    'const ms = (performance.now() - started) / 1000;',
  ],
  invalid: [
    // The float of effects.ts this rule was written for (issue 30): both halves are reported.
    { code: 'c.note ||= `调整金额 ${(c.args.adjustFen / 100).toFixed(2)} 元`;', errors: [{ messageId: 'toFixed' }, { messageId: 'divide' }] },
    { code: 'const yuan = (fen: number): string => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;', errors: [{ messageId: 'divide' }] },
    { code: 'const money = (cents: number) => `${Math.floor(cents / 100)}`;', errors: [{ messageId: 'divide' }] },
    { code: 'const prices = skus.map((s) => Math.round(Number(s.price) * 100));', errors: [{ messageId: 'multiply' }] },
    { code: 'const fen = 100 * yuanValue;', errors: [{ messageId: 'multiply' }] },
    { code: 'const total = parseFloat(row.payableAmount);', errors: [{ messageId: 'parseFloat' }] },
    { code: 'const s = order.totalAmount.toFixed(2);', errors: [{ messageId: 'toFixed' }] },
    { code: 'const s = (row.freightFen as number / 100);', errors: [{ messageId: 'divide' }] },
  ],
});
