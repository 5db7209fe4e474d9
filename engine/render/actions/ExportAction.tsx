// A list's export button (Action `export`): starts the export with the list's filters applied now (the
// server writes the file off the request path as a durable job), then a dialog polls its status with a
// progress bar (rows written of the total), offers 取消导出 while it runs, and downloads the file once
// done (also offered as a 下载文件 link: a browser may block a download it did not see clicked).
import { useEffect, useRef, useState } from 'react';
import type { Scope } from '../../logic/types';
import type { Action } from '../../schema/types';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Progress } from '../../ui/Progress';
import { useEngine, type CallError } from '../context';
import { mapValues } from '../scope';

export interface ExportState {
  exportId: string;
  status: string;
  statusNm?: string;
  written: number;
  total: number;
  url: string | null;
  error?: string;
  fileName?: string;
  done: boolean;
}

/** Starts a download of `url` (a same-origin address with its grant): an anchor clicked for the user. */
function download(url: string, name: string | undefined): void {
  const a = document.createElement('a');
  a.href = url;
  if (name) a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function ExportAction({ action, scope, filters }: { action: Action & { export: NonNullable<Action['export']> }; scope: Scope; filters: Record<string, unknown> }) {
  const { call, toast } = useEngine();
  const [state, setState] = useState<ExportState | null>(null);
  const [open, setOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const fetched = useRef<string | null>(null);
  const every = (action.export.every ?? 1) * 1000;

  // Poll while the export runs; a failed poll is tried again on the next tick (the job goes on anyway).
  useEffect(() => {
    if (!state || state.done || !open) return;
    const timer = setTimeout(() => {
      call(action.export.status, { exportId: state.exportId }, { quiet: true })
        .then((s) => setState(s as ExportState))
        .catch(() => setState((s) => (s ? { ...s } : s)));
    }, every);
    return () => clearTimeout(timer);
  }, [state, open, every, action.export.status, call]);

  // Done: the file downloads once.
  useEffect(() => {
    if (state?.status === 'done' && state.url && fetched.current !== state.exportId) {
      fetched.current = state.exportId;
      download(state.url, state.fileName);
    }
  }, [state]);

  const start = async () => {
    setStarting(true);
    try {
      const started = (await call(action.call!, { ...filters, ...mapValues(action.payload, scope) })) as { exportId: string; status: string };
      setState({ exportId: started.exportId, status: started.status, written: 0, total: 0, url: null, done: false });
      setOpen(true);
    } catch (e) {
      if (!(e as CallError).handled) toast.error((e as CallError).msg ?? '导出失败');
    } finally {
      setStarting(false);
    }
  };
  const cancel = async () => {
    if (!state) return;
    try {
      setState((await call(action.export.cancel, { exportId: state.exportId })) as ExportState);
    } catch {
      // The call's message was shown; the polling tells what became of the export.
    }
  };
  const percent = state && state.total > 0 ? (state.written * 100) / state.total : state?.status === 'done' ? 100 : undefined;
  const text = !state
    ? ''
    : state.status === 'done'
      ? `导出完成，共 ${state.written} 条`
      : state.status === 'failed'
        ? `导出失败：${state.error ?? ''}`
        : state.status === 'cancelled'
          ? '已取消导出'
          : state.status === 'queued'
            ? '排队中，请稍候'
            : `已导出 ${state.written} / ${state.total} 条`;
  return (
    <>
      <Button tone={action.tone === 'link' ? 'link' : action.tone ?? 'default'} loading={starting} data-action={action.id} onClick={start}>
        {action.label}
      </Button>
      <Modal
        open={open}
        title={action.label}
        width={440}
        onClose={() => setOpen(false)}
        footer={
          <>
            {state && !state.done ? <Button tone="danger" onClick={cancel}>取消导出</Button> : null}
            {state?.status === 'done' && state.url ? <a className="scpr-btn scpr-btn--primary" href={state.url} download={state.fileName}>下载文件</a> : null}
            <Button onClick={() => setOpen(false)}>{state?.done ? '关闭' : '后台导出'}</Button>
          </>
        }
      >
        {state ? <Progress label="导出进度" percent={percent} text={text} /> : null}
      </Modal>
    </>
  );
}
