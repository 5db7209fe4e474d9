// Spec 5 upload: only the listed extensions, 10 MB per file and 5 files by default (文件大小不得超过{n}MB,
// 文件数量不得超过{n}个), images over about 3 MB compressed at quality 0.5. Each file goes through a
// catalogue call (payload { file, fileName }); the form keeps only what the call returns
// ({ id, name, url }), never base64 inside the form data.
import { useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { UPLOAD_DEFAULTS } from '../../../validation/limits';
import { checkUploadCount, checkUploadFile, shouldCompressImage, type UploadRules } from '../../../validation/upload';
import { Eye, FileText, LoaderCircle, Plus, Trash2 } from '../../../ui/icons';
import { ImagePreview } from '../../../ui/ImagePreview';
import { useEngine, type CallError } from '../../context';
import { pointerOf } from '../store';
import { compressImageInBrowser } from './compress';
import { useWidget } from './use-widget';

export interface UploadedFile {
  id?: string;
  name: string;
  url?: string;
}

type Rules = UploadRules & { call?: string; firstIsMain?: boolean };

export function UploadWidget(props: WidgetProps) {
  const engine = useEngine();
  const { rt, info, value, set, disabled, readOnly, a11y } = useWidget<UploadedFile[]>(props);
  const rules: Rules = { ...(props.schema['x-upload'] as Rules | undefined), ...(info.item?.options as Rules | undefined) };
  const files = value ?? [];
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);
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
    setProgress({ done: 0, total: chosen.length });
    try {
      const uploaded: UploadedFile[] = [];
      for (const f of chosen) {
        const body = shouldCompressImage(f) ? await (engine.compressImage ?? compressImageInBrowser)(f, UPLOAD_DEFAULTS.compressQuality) : f;
        const result = (await engine.call(rules.call, { file: body, fileName: f.name })) as Partial<UploadedFile> | undefined;
        uploaded.push({ ...(result?.id ? { id: String(result.id) } : {}), name: result?.name ?? f.name, ...(result?.url ? { url: result.url } : {}) });
        setProgress({ done: uploaded.length, total: chosen.length });
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
  const editable = !disabled && !readOnly;
  const full = files.length >= max;
  const pictures = files.map((f) => ({ url: f.url ?? '', name: f.name }));
  return (
    <div className="scpr-upload">
      <ul className="scpr-upload__list">
        {files.map((f, i) => (
          <li key={`${f.id ?? f.name}-${i}`} className="scpr-upload__item">
            {f.url && isPicture(f.name, f.url) ? <img src={f.url} alt={f.name} /> : (
              <span className="scpr-upload__file">
                <FileText size={24} aria-hidden="true" />
                {f.name}
              </span>
            )}
            {i === 0 && rules.firstIsMain ? <span className="scpr-upload__badge">主图</span> : null}
            <span className="scpr-upload__mask">
              {f.url ? (
                <button type="button" aria-label={`预览${f.name}`} title="预览" onClick={() => setPreview(i)}>
                  <Eye size={16} aria-hidden="true" />
                </button>
              ) : null}
              {editable ? (
                <button type="button" aria-label={`删除${f.name}`} title="删除" onClick={() => set(files.filter((_, j) => j !== i))}>
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              ) : null}
            </span>
          </li>
        ))}
        {editable && !full ? (
          <li
            className={`scpr-upload__add${dragging ? ' is-dragging' : ''}${busy ? ' is-disabled' : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              if (!busy) void onFiles(e.dataTransfer.files);
            }}
          >
            {busy ? (
              <>
                <LoaderCircle size={20} className="scpr-spin" aria-hidden="true" />
                <span>上传中 {progress.done}/{progress.total}</span>
                <span className="scpr-progress" role="progressbar" aria-label="上传进度" aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done}>
                  <span className="scpr-progress__bar" style={{ width: `${progress.total ? (progress.done / progress.total) * 100 : 0}%`, display: 'block' }} />
                </span>
              </>
            ) : (
              <>
                <Plus size={20} aria-hidden="true" />
                <span>上传图片</span>
              </>
            )}
            {/* The real file input covers the card: a click or Enter / Space opens the chooser; its name
                comes from the field's label, never the browser's English "Choose Files". */}
            <input
              ref={input}
              {...a11y}
              className="scpr-upload__input"
              type="file"
              title=""
              multiple={max > 1}
              accept={accept}
              disabled={busy}
              onChange={(e) => void onFiles(e.target.files)}
            />
          </li>
        ) : null}
      </ul>
      {/* The rules of an upload are for whoever uploads: a read-only view shows the pictures only. */}
      {editable ? (
        <div className="scpr-field__help">
          {rules.accept?.length ? `支持${rules.accept.join('、')}格式，` : ''}单个文件不超过{rules.maxSizeMb ?? UPLOAD_DEFAULTS.maxSizeMb}MB，最多{max}个，可拖拽到此上传
        </div>
      ) : null}
      <ImagePreview images={pictures} index={preview} label={info.label} onClose={() => setPreview(null)} />
    </div>
  );
}

const PICTURE = /\.(png|jpe?g|gif|webp|bmp)$/i;
/** Uploaded pictures show as thumbnails; other files (PDF, Office) as an icon and their name. */
const isPicture = (name: string, url: string): boolean => PICTURE.test(name) || /\/download\?/.test(url) && !/\.(pdf|docx?|xlsx?|zip)$/i.test(name);
