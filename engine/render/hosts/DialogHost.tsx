// Opens dialogs and drawers by name (the screen's own first, then shared ones from the registry),
// stacks them, and asks confirmations. A dialog's "reload" reloads the block that opened it.
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { accessScreen } from '../../access/pipeline';
import type { Entities } from '../../schema/entity';
import type { DialogDef } from '../../schema/types';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { Modal } from '../../ui/Modal';
import { Prompt, type PromptRequest } from '../../ui/Prompt';
import { BlockView } from '../BlockView';
import { useEngine } from '../context';
import { useReportError } from '../hooks/use-report-error';
import { ScopeProvider, useScope } from '../scope';
import { DialogOpenerProvider, LayerProvider, ScreenPartsProvider, useScreenParts, type DialogOpener } from './layer';

interface OpenDialog {
  id: number;
  name: string;
  def?: DialogDef;
  entities: Entities;
  values: Record<string, unknown>;
  reload: () => void;
}

export function DialogHost({ children }: { children: ReactNode }) {
  const engine = useEngine();
  const parts = useScreenParts();
  const report = useReportError();
  const [stack, setStack] = useState<OpenDialog[]>([]);
  const [asking, setAsking] = useState<{ message: string; resolve: (ok: boolean) => void } | null>(null);
  const [prompting, setPrompting] = useState<{ request: PromptRequest; resolve: (text: string | null) => void } | null>(null);
  const seq = useRef(0);
  const close = (id: number) => setStack((s) => s.filter((d) => d.id !== id));

  const opener = useMemo<DialogOpener>(
    () => ({
      open(name, values, from) {
        const id = ++seq.current;
        const local = parts.dialogs[name];
        if (local) {
          setStack((s) => [...s, { id, name, def: local, entities: parts.entities, values, reload: from.reload }]);
          return;
        }
        if (!engine.screens) {
          report({ code: 'ENGINE', msg: `对话框 ${name} 不存在` });
          return;
        }
        setStack((s) => [...s, { id, name, entities: {}, values, reload: from.reload }]);
        engine.screens.load(name).then(
          (loaded) => {
            const def = accessScreen(loaded.screen as DialogDef & { kind: 'dialog' }, name, engine.access);
            setStack((s) => (def ? s.map((d) => (d.id === id ? { ...d, def, entities: loaded.entities } : d)) : s.filter((d) => d.id !== id)));
          },
          (e: unknown) => {
            setStack((s) => s.filter((d) => d.id !== id));
            report(e);
          },
        );
      },
      confirm: (message) => new Promise<boolean>((resolve) => setAsking({ message, resolve })),
      prompt: (request) => new Promise<string | null>((resolve) => setPrompting({ request, resolve })),
    }),
    [parts, engine, report],
  );

  return (
    <DialogOpenerProvider value={opener}>
      {children}
      {stack.map((d) => (
        <DialogLayer key={d.id} dialog={d} dialogs={parts.dialogs} onClose={() => close(d.id)} />
      ))}
      <Confirm
        open={asking !== null}
        message={asking?.message ?? ''}
        onAnswer={(ok) => {
          asking?.resolve(ok);
          setAsking(null);
        }}
      />
      <Prompt
        request={prompting?.request ?? null}
        onAnswer={(text) => {
          prompting?.resolve(text);
          setPrompting(null);
        }}
      />
    </DialogOpenerProvider>
  );
}

function DialogLayer({ dialog, dialogs, onClose }: { dialog: OpenDialog; dialogs: Readonly<Record<string, DialogDef>>; onClose: () => void }) {
  const outer = useScope();
  const scope = useMemo(() => ({ ...outer, dialog: dialog.values }), [outer, dialog.values]);
  const layer = useMemo(() => ({ reload: dialog.reload, close: onClose, inDialog: true }), [dialog.reload, onClose]);
  const parts = useMemo(() => ({ entities: dialog.entities, dialogs }), [dialog.entities, dialogs]);
  const def = dialog.def;
  return (
    <Modal
      open
      title={def?.title ?? '加载中…'}
      width={def?.width}
      variant={def?.kind === 'drawer' ? 'drawer' : 'modal'}
      onClose={onClose}
      footer={def && def.body.kind !== 'form' ? <Button onClick={onClose}>关闭</Button> : undefined}
    >
      {def ? (
        <ScreenPartsProvider value={parts}>
          <ScopeProvider value={scope}>
            <LayerProvider value={layer}>
              <BlockView block={def.body} />
            </LayerProvider>
          </ScopeProvider>
        </ScreenPartsProvider>
      ) : (
        <p>加载中…</p>
      )}
    </Modal>
  );
}
