// @vitest-environment node
// Strict CSP (no 'unsafe-eval'): the browser validation path must not compile code. Node's
// --disallow-code-generation-from-strings makes eval and new Function throw exactly as such a CSP does;
// the precompiled validators and the form validation run there, and give the Chinese messages.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { writePrecompiled } from './csp/generate';

describe('validation under a CSP without unsafe-eval', () => {
  it('runs precompiled validators with eval and new Function disabled', () => {
    const file = writePrecompiled('goods');
    const run = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '--import', 'tsx', 'tests/engine/csp/precompiled-path.ts', file], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout);
    expect(out.evalBlocked).toBe('EvalError');
    expect(out.functionBlocked).toBe('EvalError');
    expect(out.bad).toEqual([
      { path: '/goodsName', message: '请输入商品名称' },
      { path: '/price', message: '请输入正确的金额，最多两位小数' },
      // x-numeric is a code-generating keyword calling the shared rule from the runtime module.
      { path: '/stock', message: '整数部分最多11位' },
      { path: '/contactMobile', message: '请输入正确的手机号码' },
      { path: '/supplierCreditCode', message: '请输入正确的统一社会信用代码' },
      { path: '/onShelfDate', message: '上架日期格式不正确' },
    ]);
    expect(out.good).toEqual([]);
    expect(out.option).toBe(true);
  }, 30_000);
});
