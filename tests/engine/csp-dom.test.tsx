// The form in the DOM with precompiled validators while eval and the Function constructor are
// replaced by throwing stubs: rendering, typing, blur validation and submit compile nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ValidatorFunctions } from '../../engine/render';
import { writePrecompiled } from './csp/generate';
import { createTestEngine } from './support/engine-context';

afterEach(cleanup);

function forbidCodeGeneration() {
  const g = globalThis as unknown as { Function: FunctionConstructor; eval: (s: string) => unknown };
  const real = { Function: g.Function, eval: g.eval };
  const attempts: string[] = [];
  g.Function = new Proxy(real.Function, {
    construct: () => {
      attempts.push('new Function');
      throw new EvalError('CSP: new Function');
    },
    apply: () => {
      attempts.push('Function()');
      throw new EvalError('CSP: Function()');
    },
  });
  g.eval = () => {
    attempts.push('eval');
    throw new EvalError('CSP: eval');
  };
  return {
    attempts,
    restore() {
      g.Function = real.Function;
      g.eval = real.eval;
    },
  };
}

describe('form with precompiled validators and no code generation', () => {
  it('renders, validates and submits', async () => {
    const file = writePrecompiled('goods');
    const fns = (await import(/* @vite-ignore */ file)).default as ValidatorFunctions;
    await import('../../engine/render/form/FormView'); // the lazy chunk, loaded before the lock
    const requested: string[] = [];
    const t = createTestEngine({ extra: { validators: async (id) => (requested.push(id), fns) } });
    const tree = await t.screen('GoodsEdit', { query: { id: 'g1' } });
    const csp = forbidCodeGeneration();
    try {
      render(tree);
      const name = (await screen.findByLabelText(/商品名称/)) as HTMLInputElement;
      await waitFor(() => expect(name.value).toBe('苹果'));
      fireEvent.change(screen.getByLabelText(/联系电话/), { target: { value: '12800000000' } });
      fireEvent.blur(screen.getByLabelText(/联系电话/));
      expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
      fireEvent.change(screen.getByLabelText(/联系电话/), { target: { value: '13900000000' } });
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(t.backend.callsOf('goods.update')).toHaveLength(1));
      expect(t.backend.callsOf('goods.update')[0]!.payload).toMatchObject({ id: 'g1', contactMobile: '13900000000' });
    } finally {
      csp.restore();
    }
    expect(requested).toEqual(['goods']);
    expect(csp.attempts).toEqual([]);
  });
});
