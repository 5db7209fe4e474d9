// A picture captcha: the image from a catalogue call (options.call, answer { captchaId, image }), the
// typed answer as this field's value and the captcha's id written to another field of the form
// (options.idField, usually a "hidden" one) so both travel with the submit. A click on the picture
// fetches a new one; so does every submit that reached the server with an answer, since a captcha is used once.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { readPath } from '../../../logic/path';
import { useEngine } from '../../context';
import { useReportError } from '../../hooks/use-report-error';
import { CodeInput } from './CodeInput';
import { useWidget } from './use-widget';

interface CaptchaOptions {
  call?: string;
  idField?: string;
  map?: { id?: string; image?: string };
}

export function CaptchaWidget(props: WidgetProps) {
  const engine = useEngine();
  const report = useReportError();
  const w = useWidget<string>(props);
  const { rt, info } = w;
  const opts = (info.item?.options ?? {}) as CaptchaOptions;
  const [image, setImage] = useState<string>();
  const live = useRef(true);
  const { store } = rt;
  const { call, idField = 'captchaId' } = opts;
  const idPath = opts.map?.id ?? 'captchaId';
  const imagePath = opts.map?.image ?? 'image';
  const path = info.path;

  const load = useCallback(() => {
    if (!call) return;
    engine.call(call, {}).then(
      (answer) => {
        if (!live.current) return;
        setImage(String(readPath(answer, imagePath) ?? ''));
        store.set([idField], readPath(answer, idPath));
        store.set(path, undefined);
      },
      (e: unknown) => live.current && report(e),
    );
  }, [engine, call, idField, idPath, imagePath, store, path, report]);

  useEffect(() => {
    live.current = true;
    load();
    // A submit spends the captcha it carried; one that carried no answer (the submit that made this
    // field appear: a login refused with YSCPR00003400) spent nothing, and the picture shown stands.
    const off = store.subscribe('s:submitted', () => {
      const answer = store.get(path);
      if (answer !== undefined && answer !== '') load();
    });
    return () => {
      live.current = false;
      off();
    };
  }, [load, store, path]);

  return (
    <div className="scpr-captcha">
      <CodeInput w={w} schema={props.schema} autoComplete="off" maxLength={8} />
      <button type="button" className="scpr-captcha__image" title="看不清？换一张" aria-label="看不清？换一张" onClick={load} data-no-cooldown>
        {image ? <img src={image} alt="图形验证码" width={120} height={40} /> : <span>获取验证码</span>}
      </button>
    </div>
  );
}
