// An SMS code: the typed code as this field's value, and a button that validates the fields it depends on
// (options.validate, e.g. ["phone"]), calls options.call with options.params computed from the form
// (e.g. { phone: { var: "form.phone" }, opeType: "1" }) and then counts down (options.seconds, default
// 60) before it may send again. Its params usually carry the form's captcha (issue 13: captcha first).
import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { Mapping } from '../../../schema/types';
import { Button } from '../../../ui/Button';
import { useEngine } from '../../context';
import { useReportError } from '../../hooks/use-report-error';
import { mapValues } from '../../scope';
import { CodeInput } from './CodeInput';
import { useWidget } from './use-widget';

interface SmsOptions {
  call?: string;
  params?: Mapping;
  validate?: string[];
  seconds?: number;
}

const DEFAULT_SECONDS = 60;

export function SmsCodeWidget(props: WidgetProps) {
  const engine = useEngine();
  const report = useReportError();
  const w = useWidget<string>(props);
  const { rt, info, disabled, readOnly } = w;
  const opts = (info.item?.options ?? {}) as SmsOptions;
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    if (!opts.call) return;
    const first = opts.validate ?? [];
    first.forEach((f) => rt.validateField([f]));
    if (first.some((f) => rt.store.errorOf(`/${f}`) !== undefined)) return;
    setSending(true);
    try {
      await engine.call(opts.call, mapValues(opts.params, { ...rt.scope, form: rt.store.getValues() }));
      setLeft(opts.seconds ?? DEFAULT_SECONDS);
      engine.toast.show('验证码已发送', 'success');
    } catch (e) {
      report(e);
      // A send the server refused may have spent the form's captcha (a wrong answer voids it): ask the
      // captcha widget for a new one, as after a submit.
      if ((e as { code?: unknown } | null)?.code) rt.store.submitted();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="scpr-sms">
      <CodeInput w={w} schema={props.schema} autoComplete="one-time-code" maxLength={6} />
      <Button onClick={() => void send()} disabled={disabled || readOnly || left > 0} loading={sending}>
        {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
      </Button>
    </div>
  );
}
