// Spec section 8, row by row, through the one interpreting function.
import { describe, expect, it } from 'vitest';
import { interpret, type Outcome } from '../../../api/client';

const env = (code: string, msg = '服务端消息', detail?: string, status = 200): Outcome => ({
  kind: 'envelope',
  status,
  envelope: { code, msg, resultData: { ok: true }, ...(detail !== undefined ? { detail } : {}) },
});

type Expect = {
  settle: 'resolve' | 'reject';
  show: 'none' | 'success' | 'toast' | 'alert';
  message?: string;
  durationMs?: number;
  button?: string;
  then: 'none' | 'logout' | 'reset-token-reload';
};

const table: [condition: string, outcome: Outcome, expected: Expect][] = [
  ['code 0: success', env('0'), { settle: 'resolve', show: 'none', then: 'none' }],
  ['YSCACL00000072: not shown as an error', env('YSCACL00000072'), { settle: 'resolve', show: 'none', then: 'none' }],
  ['YSCACL00000070: not shown as an error', env('YSCACL00000070'), { settle: 'resolve', show: 'none', then: 'none' }],
  ['YSCACL00000088: not shown, rejects with the code', env('YSCACL00000088'), { settle: 'reject', show: 'none', then: 'none' }],
  ['YSCACL00000089: not shown, rejects with the code', env('YSCACL00000089'), { settle: 'reject', show: 'none', then: 'none' }],
  ['704: success message', env('704', '提交成功'), { settle: 'resolve', show: 'success', message: '提交成功', then: 'none' }],
  [
    'YGZLTCAU00000003: alert with the server message and 我知道了, reset token and reload',
    env('YGZLTCAU00000003', '令牌已重置'),
    { settle: 'reject', show: 'alert', message: '令牌已重置', button: '我知道了', then: 'reset-token-reload' },
  ],
  ['YSJTL00000001: alert, then logout', env('YSJTL00000001', '账号已在别处登录'), { settle: 'reject', show: 'alert', message: '账号已在别处登录', then: 'logout' }],
  ['YAUTH00000049: alert 登录已过期, then logout', env('YAUTH00000049', 'token expired'), { settle: 'reject', show: 'alert', message: '登录已过期', then: 'logout' }],
  ['YAUTH0000006: alert 登录已过期, then logout', env('YAUTH0000006', 'x'), { settle: 'reject', show: 'alert', message: '登录已过期', then: 'logout' }],
  ['YSCACL00000074: error toast for 5 s', env('YSCACL00000074', '长提示'), { settle: 'reject', show: 'toast', message: '长提示', durationMs: 5000, then: 'none' }],
  ['YCEA36510001: ignored', env('YCEA36510001', '不显示'), { settle: 'reject', show: 'none', then: 'none' }],
  ['any other code: toast 2 s with msg', env('YSCPR00000409', '当前状态不允许此操作'), { settle: 'reject', show: 'toast', message: '当前状态不允许此操作', durationMs: 2000, then: 'none' }],
  ['any other code, msg empty: detail', env('E1', '', '明细说明'), { settle: 'reject', show: 'toast', message: '明细说明', durationMs: 2000, then: 'none' }],
  ['any other code, msg contains %s: detail', env('E2', '字段%s不正确', '手机号不正确'), { settle: 'reject', show: 'toast', message: '手机号不正确', durationMs: 2000, then: 'none' }],
  ['YTOKEN0000010: toast and logout', env('YTOKEN0000010', '登录凭证无效'), { settle: 'reject', show: 'toast', message: '登录凭证无效', durationMs: 2000, then: 'logout' }],
  ['YAUTH00000004: toast and logout', env('YAUTH00000004', '未登录'), { settle: 'reject', show: 'toast', message: '未登录', durationMs: 2000, then: 'logout' }],
  ['timeout: 请求超时，请稍后再试', { kind: 'timeout' }, { settle: 'reject', show: 'toast', message: '请求超时，请稍后再试', durationMs: 2000, then: 'none' }],
  ['network error: 网络连接错误，请检查', { kind: 'network' }, { settle: 'reject', show: 'toast', message: '网络连接错误，请检查', durationMs: 2000, then: 'none' }],
  ['HTTP 500 without a body: 服务器异常，请稍后再试', { kind: 'unreadable', status: 500 }, { settle: 'reject', show: 'toast', message: '服务器异常，请稍后再试', durationMs: 2000, then: 'none' }],
  ['HTTP 500 with an envelope: still 服务器异常，请稍后再试', env('YSCPR00000500', 'stack trace', undefined, 500), { settle: 'reject', show: 'toast', message: '服务器异常，请稍后再试', durationMs: 2000, then: 'none' }],
  ['HTTP 401 with an envelope: the envelope decides', env('YAUTH00000049', 'x', undefined, 401), { settle: 'reject', show: 'alert', message: '登录已过期', then: 'logout' }],
];

describe('spec 8 error catalogue', () => {
  it.each(table)('%s', (_condition, outcome, expected) => {
    const r = interpret(outcome);
    expect(r.settle).toBe(expected.settle);
    expect(r.show.kind).toBe(expected.show);
    expect(r.then).toBe(expected.then);
    if (expected.message !== undefined) expect('message' in r.show && r.show.message).toBe(expected.message);
    if (expected.durationMs !== undefined) expect(r.show.kind === 'toast' && r.show.durationMs).toBe(expected.durationMs);
    if (expected.button !== undefined) expect(r.show.kind === 'alert' && r.show.button).toBe(expected.button);
  });

  it('rejections name the code the caller can test (YSCACL00000088 rejects with the code)', () => {
    expect(interpret(env('YSCACL00000088', 'm')).code).toBe('YSCACL00000088');
  });

  it('a numeric code is read like its string', () => {
    const r = interpret({ kind: 'envelope', status: 200, envelope: { code: 704 as unknown as string, msg: '好', resultData: null } });
    expect(r.show.kind).toBe('success');
  });
});
