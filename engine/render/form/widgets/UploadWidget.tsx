// Spec 5 upload: only the listed extensions, 10 MB per file and 5 files by default (文件大小不得超过{n}MB,
// 文件数量不得超过{n}个), images over about 3 MB compressed at quality 0.5. Each file goes through a
// catalogue call (payload { file, fileName }); the form keeps only what the call returns
// ({ id, name, url }), never base64 inside the form data.
import { useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { UPLOAD_DEFAULTS } from '../../../validation/limits';
import { checkUploadCount, checkUploadFile, shouldCompressImage, type UploadRules } from '../../../validation/upload';
import { Button } from '../../../ui/Button';
import { useEngine, type CallError } from '../../context';
import { pointerOf } from '../store';
import { compressImageInBrowser } from './compress';
import { useWidget } from './use-widget';

export interface UploadedFile {
  id?: string;
  name: string;
  url?: string;
}

type Rules = UploadRules & { call?: string };

export function UploadWidget(props: WidgetProps) {
  const engine = useEngine();
  const { rt, info, value, set, disabled, readOnly, a11y } = useWidget<UploadedFile[]>(props);
  const rules: Rules = { ...(props.schema['x-upload'] as Rules | undefined), ...(info.item?.options as Rules | undefined) };
  const files = value ?? [];
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pointer = pointerOf(info.path);
  const fail = (message: string) => rt.store.setError(pointer, message);

  const onFiles = async (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    const countError = checkUploadCount(files.length + chosen.length, rules);
    if (countError) return fail(countError);
    for (const f of chosen) {
      const error = checkUploadFile(f, rules);
      if (error) return fail(error);
    }
    if (!rules.call) return fail('未配置上传接口');
    rt.store.setError(pointer, undefined);
    setBusy(true);
    try {
      const uploaded: UploadedFile[] = [];
      for (const f of chosen) {
        const body = shouldCompressImage(f) ? await (engine.compressImage ?? compressImageInBrowser)(f, UPLOAD_DEFAULTS.compressQuality) : f;
        const result = (await engine.call(rules.call, { file: body, fileName: f.name })) as Partial<UploadedFile> | undefined;
        uploaded.push({ ...(result?.id ? { id: String(result.id) } : {}), name: result?.name ?? f.name, ...(result?.url ? { url: result.url } : {}) });
      }
      set([...files, ...uploaded]);
    } catch (e) {
      const err = e as Partial<CallError>;
      fail(err.msg || '上传失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  const max = rules.maxCount ?? UPLOAD_DEFAULTS.maxCount;
  const accept = rules.accept?.map((e) => `.${e.replace(/^\./, '')}`).join(',');
  return (
    <div className="scpr-upload">
      <input
        ref={input}
        {...a11y}
        type="file"
        multiple={max > 1}
        accept={accept}
        disabled={disabled || readOnly || busy || files.length >= max}
        onChange={(e) => void onFiles(e.target.files)}
      />
      <div className="scpr-field__help">
        {rules.accept?.length ? `支持${rules.accept.join('、')}格式，` : ''}单个文件不超过{rules.maxSizeMb ?? UPLOAD_DEFAULTS.maxSizeMb}MB，最多{max}个
        {busy ? '（上传中…）' : ''}
      </div>
      {files.length ? (
        <ul aria-label={`${info.label}列表`}>
          {files.map((f, i) => (
            <li key={`${f.id ?? f.name}-${i}`}>
              {f.url ? (
                <a href={f.url} target="_blank" rel="noopener noreferrer">
                  {f.name}
                </a>
              ) : (
                f.name
              )}
              {!disabled && !readOnly ? (
                <Button tone="link" cooldownMs={0} aria-label={`删除${f.name}`} onClick={() => set(files.filter((_, j) => j !== i))}>
                  删除
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
