// The built-in SMS provider: no outside party, the code goes to the server log (structured, so an
// operator or a test can find it). A real provider implements the same SmsProvider interface.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../../core';

export class LogSmsProvider implements SmsProvider {
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(m: { tntId: string; phone: string; code: string; opeType: string }): Promise<void> {
    this.log.info({ sms: { tntId: m.tntId, phone: m.phone, opeType: m.opeType, code: m.code } }, `短信验证码 ${m.code} 已发送至 ${m.phone}`);
  }
}
