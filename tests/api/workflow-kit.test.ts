// The workflow kit (api/server/core/workflow, docs/workflow.md): what a declaration refuses, what it derives,
// and that the module map registered the documents' timed moves and listeners. The moves themselves are
// exercised through the real order and payment calls (tests/api/orders, payment-*).
import { describe, expect, it } from 'vitest';
import { AppError, declareWorkflow } from '../../api/server/core';
import { handlerOf } from '../../api/server/core/scheduler/jobs';
import { modules } from '../../api/server/modules';
import { orderFlow } from '../../api/server/modules/indent';
import { payFlow } from '../../api/server/modules/payment/workflow';

const states = { open: { code: 1, name: '待处理', tone: 'warning' }, done: { code: 2, name: '已完成', tone: 'success' } } as const;
const base = { document: 'demo', title: '单据', roles: { a: '甲方', b: '乙方' }, initial: 'open', final: ['done'], codeLists: { states: 'DEMO_STATUS', moves: 'DEMO_MOVE' } } as const;

function refusal(f: () => unknown): [number, string] {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return [e.status, e.message];
    throw e;
  }
  throw new Error('not refused');
}

describe('workflow declaration', () => {
  it('refuses a code declared twice and a move to a state that does not exist', () => {
    expect(() => declareWorkflow({ ...base, states: { ...states, again: { code: 1, name: '重复', tone: 'info' } }, moves: {} })).toThrow(/code 1 declared twice/);
    expect(() => declareWorkflow({ ...base, states, moves: { finish: { name: '完成', from: ['open'], to: ['nowhere' as 'done'], who: ['a'] } } })).toThrow(/unknown state nowhere/);
  });

  it('refuses a move the state does not allow (409, naming the state) and a party the move is not for (403)', () => {
    const wf = declareWorkflow({ ...base, states, moves: { finish: { name: '完成', from: ['open'], to: ['done'], who: ['a'] } } });
    expect(refusal(() => wf.check(2, 'finish', 'a'))).toEqual([409, '单据状态为“已完成”，不能完成']);
    expect(refusal(() => wf.check(1, 'finish', 'b'))).toEqual([403, '只有甲方可以完成']);
    expect(wf.check('1', 'finish', 'a').to).toEqual(['done']);
    expect([wf.allowed(1, 'a'), wf.allowed(1, 'b'), wf.allowed(2, 'a')]).toEqual([['finish'], [], []]);
  });
});

describe('the order and payment declarations', () => {
  it('every order state is reachable from 待卖家确认, and only the final states have no move out', () => {
    expect([...orderFlow.reachable()].sort()).toEqual(Object.keys(orderFlow.decl.states).sort());
    const withMoves = new Set(orderFlow.transitions.map((t) => t.from));
    const ends = Object.keys(orderFlow.decl.states).filter((s) => !withMoves.has(s as never));
    expect(ends.sort()).toEqual([...orderFlow.decl.final].sort());
  });

  it('the code lists are the declarations, one wording per move (refusal, history and code list alike)', () => {
    const codes = modules.indent.codes as Record<string, readonly (readonly [string, string])[]>;
    expect(codes.ORDER_STATUS).toEqual(Object.values(orderFlow.decl.states).map((s) => [String(s.code), s.name]));
    expect(Object.fromEntries(codes.ORDER_MOVE!)).toMatchObject({ agree: '同意订单', deliver: '发货', freeze: '冻结订单' });
    expect(refusal(() => orderFlow.check(20, 'deliver', 'seller'))).toEqual([409, '订单状态为“待付款”，不能发货']);
    const pay = modules.payment.codes as Record<string, readonly (readonly [string, string])[]>;
    expect(pay.PAY_STATUS).toEqual(payFlow.stateList());
    expect(pay.PAY_STATUS!.map(([c]) => c)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('the module map registered the timed moves and jobs the modules declare', () => {
    for (const kind of ['order.unpaidTimeout', 'order.foldCounts', 'payment.closeTrade', 'payment.refund']) expect(handlerOf(kind), kind).toBeTypeOf('function');
  });
});
