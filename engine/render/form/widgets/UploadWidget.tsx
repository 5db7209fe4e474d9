// Spec 5 upload: only the listed extensions, 10 MB per file and 5 files by default (文件大小不得超过{n}MB,
// 文件数量不得超过{n}个), images over about 3 MB compressed at quality 0.5. Each file goes through a
// catalogue call (payload { file, fileName }); the form keeps only what the call returns
// ({ id, name, url }), never base64 inside the form data. While files go up, each has a line with its own
// progress (the bytes sent, from the call's upload progress: a thin bar under the name, the percent at the
// right) and a cancel icon (取消) that stops it (the others go on); a file that fails says why on its line.
import { useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { UPLOAD_DEFAULTS } from '../../../validation/limits';
import { checkUploadCount, checkUploadFile, shouldCompressImage, type UploadRules } from '../../../validation/upload';
import { Eye, FileText, Film, LoaderCircle, Paperclip, Plus, Trash2, X } from '../../../ui/icons';
import { ImagePreview } from '../../../ui/ImagePreview';
import { Progress } from '../../../ui/Progress';
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

/** One chosen file on its way up. */
interface Pending {
  key: number;
  name: string;
  /** 0-100 of its bytes sent. */
  percent: number;
  state: 'waiting' | 'uploading' | 'failed' | 'cancelled';
  message?: string;
  controller: AbortController;
}
let nextKey = 1;

export function UploadWidget(props: WidgetProps) {
  const engine = useEngine();
  const { rt, info, value, set, disabled, readOnly, a11y } = useWidget<UploadedFile[]>(props);
  const rules: Rules = { ...(props.schema['x-upload'] as Rules | undefined), ...(info.item?.options as Rules | undefined) };
  const files = value ?? [];
  const [queue, setQueue] = useState<Pending[]>([]);
  const busy = queue.some((q) => q.state === 'waiting' || q.state === 'uploading');
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pointer = pointerOf(info.path);
  const fail = (message: string) => rt.store.setError(pointer, message);
  const update = (key: number, change: Partial<Pending>) => setQueue((q) => q.map((p) => (p.key === key ? { ...p, ...change } : p)));

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
    const items: Pending[] = chosen.map((f) => ({ key: nextKey++, name: f.name, percent: 0, state: 'waiting', controller: new AbortController() }));
    setQueue(items);
    const uploaded: UploadedFile[] = [];
    let failure: string | undefined;
    // One at a time: each line's bar is that file's own bytes.
    for (const [i, f] of chosen.entries()) {
      const item = items[i]!;
      if (item.controller.signal.aborted) continue;
      update(item.key, { state: 'uploading' });
      try {
        const body = shouldCompressImage(f) ? await (engine.compressImage ?? compressImageInBrowser)(f, UPLOAD_DEFAULTS.compressQuality) : f;
        const result = (await engine.call(rules.call, { file: body, fileName: f.name }, {
          signal: item.controller.signal,
          onUploadProgress: (loaded, total) => update(item.key, { percent: total ? Math.min(99, (loaded / total) * 100) : 0 }),
        })) as Partial<UploadedFile> | undefined;
        uploaded.push({ ...(result?.id ? { id: String(result.id) } : {}), name: result?.name ?? f.name, ...(result?.url ? { url: result.url } : {}) });
        // Done: the file joins the field at once, its line goes.
        set([...files, ...uploaded]);
        setQueue((q) => q.filter((p) => p.key !== item.key));
      } catch (e) {
        const err = e as Partial<CallError>;
        if (item.controller.signal.aborted || err.code === 'aborted') {
          update(item.key, { state: 'cancelled', message: '已取消' });
          continue;
        }
        failure = err.msg || '上传失败，请稍后再试';
        update(item.key, { state: 'failed', message: failure });
      }
    }
    if (failure) fail(failure);
  };

  const cancel = (item: Pending) => {
    item.controller.abort();
    if (item.state === 'waiting') update(item.key, { state: 'cancelled', message: '已取消' });
  };

  const max = rules.maxCount ?? UPLOAD_DEFAULTS.maxCount;
  const accept = rules.accept?.map((e) => `.${e.replace(/^\./, '')}`).join(',');
  const editable = !disabled && !readOnly;
  const full = files.length >= max;
  const pictures = files.filter((f) => f.url && isPicture(f.name, f.url)).map((f) => ({ url: f.url ?? '', name: f.name }));
  return (
    <div className="scpr-upload">
      <ul className="scpr-upload__list">
        {files.map((f, i) => (
          <li key={`${f.id ?? f.name}-${i}`} className="scpr-upload__item">
            {f.url && isPicture(f.name, f.url) ? <img src={f.url} alt={f.name} /> : (
              <span className="scpr-upload__file">
                {isVideo(f.name) ? <Film size={24} aria-hidden="true" /> : <FileText size={24} aria-hidden="true" />}
                {f.name}
              </span>
            )}
            {i === 0 && rules.firstIsMain ? <span className="scpr-upload__badge">主图</span> : null}
            <span className="scpr-upload__mask">
              {f.url && isPicture(f.name, f.url) ? (
                <button type="button" aria-label={`预览${f.name}`} title="预览" onClick={() => setPreview(pictures.findIndex((p) => p.url === f.url))}>
                  <Eye size={16} aria-hidden="true" />
                </button>
              ) : null}
              {editable && !busy ? (
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
                <span>上传中</span>
              </>
            ) : (
              <>
                <Plus size={20} aria-hidden="true" />
                <span>{(rules.accept ?? []).every((e) => VIDEO.test(`.${e}`)) && rules.accept?.length ? '上传视频' : '上传图片'}</span>
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
      {queue.length ? (
        <ul className="scpr-upload__queue" aria-label="上传队列">
          {queue.map((q) => {
            const going = q.state === 'uploading' || q.state === 'waiting';
            return (
              // As Ant Design's upload list item: the file's name with its state or percent at the right and
              // an icon to cancel (or remove) it, the thin bar of its bytes below the name.
              <li key={q.key} className={`scpr-upload__line is-${q.state}`}>
                <Paperclip size={14} className="scpr-upload__icon" aria-hidden="true" />
                <span className="scpr-upload__name" title={q.name}>
                  {q.name}
                </span>
                {going ? (
                  <span className="scpr-upload__percent" aria-hidden="true">
                    {q.state === 'waiting' ? '等待上传' : `${Math.round(q.percent)}%`}
                  </span>
                ) : (
                  <span className="scpr-upload__state" role={q.state === 'failed' ? 'alert' : undefined}>
                    {q.message}
                  </span>
                )}
                {/* Keyed apart: the 取消 button just clicked carries the page's click cooldown
                    (src/global/click-cooldown.ts), which a reused element would pass on to 移除. */}
                {going ? (
                  <button key="cancel" type="button" className="scpr-upload__action" aria-label={`取消上传${q.name}`} title="取消" onClick={() => cancel(q)}>
                    <X size={14} aria-hidden="true" />
                  </button>
                ) : (
                  <button key="remove" type="button" className="scpr-upload__action" aria-label={`移除${q.name}`} title="移除" onClick={() => setQueue((all) => all.filter((p) => p.key !== q.key))}>
                    <Trash2 size={14} aria-hidden="true" />
                  </button>
                )}
                {going ? (
                  <span className="scpr-upload__bar">
                    <Progress percent={q.percent} label={`${q.name}上传进度`} showInfo={false} size="small" />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
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
const VIDEO = /\.(mp4|webm)$/i;
const isVideo = (name: string): boolean => VIDEO.test(name);
/** Uploaded pictures show as thumbnails; other files (PDF, Office, videos) as an icon and their name. */
const isPicture = (name: string, url: string): boolean => PICTURE.test(name) || /\/download\?/.test(url) && !/\.(pdf|docx?|xlsx?|zip|mp4|webm)$/i.test(name);
