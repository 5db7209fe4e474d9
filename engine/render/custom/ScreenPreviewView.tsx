// screen-preview block: a screen drawn as a chosen role would see it with a given patch (issue 33 item 2:
// an unsaved screen patch previewed on the tenant's live data). The real screen through the real access
// pipeline, with the role's route names and button rights in place of the user's and the view's patch as
// the screen's patch; one tab per view (the unsaved draft, the version in effect). With `readAs`, the
// screen's reads go through the server's preview call once a role is chosen, so the rows are the ones the
// role would get (never wider than the viewer), not the viewer's. Drawn inert: nothing in it can be clicked
// or typed into, and the server runs a preview's reads so that they cannot write.
import './custom.css';
import { useEffect, useMemo, useState } from 'react';
import { evaluate } from '../../logic/evaluate';
import { readPath } from '../../logic/path';
import type { Logic } from '../../logic/types';
import type { PreviewView, ScreenPreviewBody } from '../../schema/types';
import { applyScreenPatch, type ScreenPatch } from '../../access/screen-patch';
import { screenReads } from '../../schema/reads';
import { Tabs } from '../../ui/Tabs';
import { BlockTitle } from '../BlockTitle';
import { EngineProvider, useEngine, type LoadedScreen } from '../context';
import { useReportError } from '../hooks/use-report-error';
import { ScreenView } from '../ScreenView';
import { useScope } from '../scope';
import { useAnswer } from './use-answer';

type Row = Record<string, unknown>;
export interface PreviewRole {
  key: string;
  row: Row;
  authority: string[];
  buttons: string[];
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

type Call = ReturnType<typeof useEngine>['call'];

/** The engine's call with the screen's reads sent through `via` as the role (other calls as they are:
 * code lists, regions). */
function readingAs(call: Call, via: string, screen: LoadedScreen, roleId: string): Call {
  const reads = screenReads(screen.screen);
  return (key, payload, options) =>
    reads.has(key) ? call(via, { screen: screen.name, roleId, key, body: payload ?? {} }, options) : call(key, payload, options);
}

interface DrawnProps {
  loaded: LoadedScreen;
  role: PreviewRole | undefined;
  patch: ScreenPatch | undefined;
  name: string;
  readAs: string | undefined;
}

function Drawn({ loaded, role, patch, name, readAs }: DrawnProps) {
  const engine = useEngine();
  const ctx = useMemo(
    () => ({
      ...engine,
      call: role && readAs ? readingAs(engine.call, readAs, loaded, role.key) : engine.call,
      access: {
        ...engine.access,
        ...(role ? { authority: role.authority, buttons: role.buttons } : {}),
        screenPatches: { ...(engine.access.screenPatches ?? {}), [loaded.name]: patch ?? {} },
        // The patch layer itself: the app loads it lazily only when the tenant has patches, and a draft
        // is previewed before there is any (this block's chunk is lazy already).
        applyScreenPatch,
      },
      navigate: () => undefined,
    }),
    [engine, role, patch, loaded, readAs],
  );
  return (
    <section className="scpr-screen-preview" aria-label={name} data-preview-role={role?.key ?? ''}>
      <div inert>
        <EngineProvider value={ctx}>
          <ScreenView loaded={loaded} headed={false} />
        </EngineProvider>
      </div>
    </section>
  );
}

export function ScreenPreviewView({ block }: { block: ScreenPreviewBody & { title?: string } }) {
  const engine = useEngine();
  const scope = useScope();
  const report = useReportError();
  const name = evaluate(block.screen as Logic, scope);
  const [loaded, setLoaded] = useState<LoadedScreen>();
  useEffect(() => {
    if (typeof name !== 'string' || !name) return;
    let live = true;
    engine.screens?.load(name).then((l) => live && setLoaded(l), (e: unknown) => live && report({ msg: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [engine.screens, name, report]);
  const roles = useAnswer(block.roles, scope);
  const f = { key: 'roleId', label: 'roleNm', authority: 'authority', buttons: 'buttons', ...block.roleFields };
  const chosen = block.role === undefined ? undefined : evaluate(block.role as Logic, scope);
  const found = readPath(roles.result, block.roles?.map?.rows ?? '');
  const row = chosen === undefined || chosen === null || chosen === '' ? undefined : (Array.isArray(found) ? (found as Row[]) : []).find((r) => readPath(r, f.key) === chosen);
  const role: PreviewRole | undefined = row ? { key: String(readPath(row, f.key)), row, authority: strings(readPath(row, f.authority)), buttons: strings(readPath(row, f.buttons)) } : undefined;
  if (typeof name !== 'string' || !name) return null;
  if (!loaded || loaded.name !== name) return <p aria-busy="true">加载中…</p>;
  const view = (v: PreviewView, i: number) => {
    const label = evaluate(v.label as Logic, { ...scope, row: role?.row });
    const patch = v.patch === undefined ? undefined : (evaluate(v.patch as Logic, scope) as ScreenPatch | undefined);
    return { key: String(i), label: label === undefined || label === null ? '' : String(label), content: <Drawn loaded={loaded} role={role} patch={patch} name={v.name} readAs={block.readAs?.call} /> };
  };
  const views = block.views.map(view);
  return (
    <section className="scpr-screen-preview__host" aria-label={block.title ?? '预览'}>
      <BlockTitle title={block.title} />
      {views.length > 1 ? <Tabs items={views} /> : views[0]!.content}
    </section>
  );
}
