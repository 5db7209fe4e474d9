// The other admin system under /sxnmfw/ (spec sections 4 and 7: clear its cookie before logout).
import { defineCall } from './types';
import { empty, nul } from './shapes';

export const sxnmfw = [
  defineCall({
    key: 'sxnmfw.clearCookie', method: 'POST', path: '/sxnmfw/acl/clearCookie', permission: 'public',
    tenant: 'none', replayExempt: true,
    title: '清除另一管理系统的登录 Cookie',
    request: empty,
    response: nul,
  }),
];
