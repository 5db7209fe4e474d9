// What the client says to the user, verbatim from spec section 8.

export const CLIENT_MSG = {
  /** Spec 8: timeout. */
  timeout: '请求超时，请稍后再试',
  /** Spec 8: network error. */
  network: '网络连接错误，请检查',
  /** Spec 8: HTTP 500. */
  server: '服务器异常，请稍后再试',
  /** Spec 8: YAUTH00000049 / YAUTH0000006. */
  expired: '登录已过期',
  /** Spec 8: the button of the YGZLTCAU00000003 alert ("I know"). */
  iKnow: '我知道了',
  /** The button of the other alerts (spec 8 names none). */
  confirm: '确定',
} as const;
