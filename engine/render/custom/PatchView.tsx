// patch block: the element editor of a screen patch (engine/access/screen-patch.ts). Lists every field,
// column, filter, button and section of the chosen screen with what may be changed on each (hide, relabel,
// required, default, order, the list's page size), starting from the saved patch; the draft goes into the
// page state (the preview and the buttons read it), and the block's buttons (check, save ...) are the
// file's actions with the draft as scope `data`. The operations on the draft are engine/access/patch-draft.ts.
import './custom.css';
import { useEffect, useMemo, useState } from 'react';
import { evaluate } from '../../logic/evaluate';
import { readPath } from '../../logic/path';
import type { Logic } from '../../logic/types';
import type { PatchBody } from '../../schema/types';
import { normalize } from '../../schema/normalize';
import { patchElements, PATCH_PAGE_SIZES, type PatchElement, type ScreenPatch } from '../../access/screen-patch';
import { elementLabel } from '../../access/screen-patch-check';
import { KIND_NAMES, collectionName, emptyPatch, groups, itemOf, move, setItem } from '../../access/patch-draft';
import type { Entities } from '../../schema/entity';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { Tag } from '../../ui/Tag';
import { ActionBar } from '../actions/ActionButton';
import { BlockTitle } from '../BlockTitle';
import { useEngine, type LoadedScreen } from '../context';
import { LayerProvider, useLayer } from '../hosts/layer';
import { useStateSetter } from '../hosts/state';
import { useReportError } from '../hooks/use-report-error';
import { useScope } from '../scope';
import { useAnswer } from './use-answer';

const REQUIRED_OPTIONS = [
  { value: 'yes', label: '必填' },
  { value: 'no', label: '非必填' },
];
const PAGE_SIZES = PATCH_PAGE_SIZES.map((n) => ({ value: n, label: `${n}条/页` }));
const DEFAULT_NOTE_LENGTH = 100;

function Elements({ elements, entities, draft, onChange }: { elements: PatchElement[]; entities: Entities; draft: ScreenPatch; onChange: (p: ScreenPatch) => void }) {
  const list = elements.find((e) => e.at === '');
  return (
    <div className="scpr-patch__elements">
      {list ? (
        <label className="scpr-patch__pagesize">
          <span>列表默认每页条数</span>
          <Select
            aria-label="列表默认每页条数"
            allowClear
            placeholder="按页面默认"
            options={PAGE_SIZES}
            value={itemOf(draft, '')?.pageSize}
            onChange={(v) => onChange(setItem(draft, '', 'pageSize', v === undefined ? undefined : Number(v)))}
          />
        </label>
      ) : null}
      {groups(elements, draft).map((g) => {
        const ids = elements.filter((x) => x.collection === g.collection && x.at !== '').map((x) => x.id);
        return (
          <table key={g.collection} className="scpr-patch__table" aria-label={collectionName(g.collection)}>
            <caption>{collectionName(g.collection)}</caption>
            <thead>
              <tr>
                <th>元素</th>
                <th>隐藏</th>
                <th>显示名称</th>
                <th>必填</th>
                <th>默认值</th>
                <th>顺序</th>
              </tr>
            </thead>
            <tbody>
              {g.elements.map((e, i) => {
                const item = itemOf(draft, e.at);
                const name = elementLabel(e, entities);
                return (
                  <tr key={e.at} data-element={e.at} className={item?.hidden ? 'scpr-patch__row--hidden' : undefined}>
                    <td>
                      <Tag tone="info">{KIND_NAMES[e.kind] ?? e.kind}</Tag> <span>{name}</span>
                    </td>
                    <td>
                      <Checkbox aria-label={`隐藏「${name}」`} checked={item?.hidden === true} onChange={(on) => onChange(setItem(draft, e.at, 'hidden', on ? true : undefined))} />
                    </td>
                    <td>
                      <Input aria-label={`「${name}」的显示名称`} placeholder={name} maxLength={20} value={item?.label ?? ''} onChange={(v) => onChange(setItem(draft, e.at, 'label', v || undefined))} />
                    </td>
                    <td>
                      {e.formField ? (
                        <Select
                          aria-label={`「${name}」是否必填`}
                          allowClear
                          placeholder="按页面"
                          options={REQUIRED_OPTIONS}
                          value={item?.required === undefined ? undefined : item.required ? 'yes' : 'no'}
                          onChange={(v) => onChange(setItem(draft, e.at, 'required', v === undefined ? undefined : v === 'yes'))}
                        />
                      ) : null}
                    </td>
                    <td>
                      {e.formField ? (
                        <Input aria-label={`「${name}」的默认值`} maxLength={200} value={item?.defaultValue === undefined ? '' : String(item.defaultValue)} onChange={(v) => onChange(setItem(draft, e.at, 'defaultValue', v || undefined))} />
                      ) : null}
                    </td>
                    <td className="scpr-patch__move">
                      <Button size="sm" tone="text" aria-label={`「${name}」上移`} disabled={i === 0} cooldownMs={0} onClick={() => onChange(move(draft, g.collection, ids, e.id, -1))}>
                        ↑
                      </Button>
                      <Button size="sm" tone="text" aria-label={`「${name}」下移`} disabled={i === g.elements.length - 1} cooldownMs={0} onClick={() => onChange(move(draft, g.collection, ids, e.id, 1))}>
                        ↓
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}

/** The editor of one screen: remounted per screen, so nothing of another screen's draft or version stays. */
function ScreenPatchEditor({ block, name }: { block: PatchBody; name: string }) {
  const engine = useEngine();
  const scope = useScope();
  const outer = useLayer();
  const setState = useStateSetter();
  const report = useReportError();
  const f = { patch: block.fields?.patch ?? 'patch', version: block.fields?.version ?? 'version', current: block.fields?.current ?? 'current' };
  // Asked as written; when the answer names another version in effect, asked again for that one.
  const saved = useAnswer(block.data, scope, undefined, (r) => {
    const cur = readPath(r, f.current);
    return typeof cur === 'number' && cur !== readPath(r, f.version) ? { version: cur } : undefined;
  });
  const savedPatch = useMemo(() => ((readPath(saved.result, f.patch) as ScreenPatch | undefined) ?? emptyPatch()), [saved.result, f.patch]);
  const version = Number(readPath(saved.result, f.version) ?? 0);
  const [draft, setDraft] = useState<{ from: unknown; patch: ScreenPatch }>({ from: undefined, patch: emptyPatch() });
  const [note, setNote] = useState<{ from: unknown; text: string }>({ from: undefined, text: '' });
  // A newly loaded saved patch (a save, a rollback, another screen) replaces the draft and clears the note.
  const current = draft.from === saved.result ? draft.patch : savedPatch;
  const noteText = note.from === saved.result ? note.text : '';
  const [loaded, setLoaded] = useState<LoadedScreen>();
  useEffect(() => {
    let live = true;
    engine.screens?.load(name).then((l) => live && setLoaded(l), (e: unknown) => live && report({ msg: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [engine.screens, name, report]);
  const elements = useMemo(() => (loaded ? patchElements(normalize(loaded.screen as never)) : []), [loaded]);
  const changed = JSON.stringify(current) !== JSON.stringify(savedPatch);
  const stateKey = block.state ?? 'patch';
  useEffect(() => {
    if (saved.result === undefined) return;
    setState({ [stateKey]: { screen: name, draft: current, saved: savedPatch, version, changed } });
  }, [setState, stateKey, name, current, savedPatch, version, changed, saved.result]);
  const layer = useMemo(() => ({ ...outer, reload: saved.reload }), [outer, saved.reload]);
  if (!loaded || saved.result === undefined) return <p aria-busy="true">加载中…</p>;
  const data = { screen: name, patch: current, note: noteText, version, changed };
  return (
    <LayerProvider value={layer}>
      <Elements elements={elements} entities={loaded.entities} draft={current} onChange={(p) => setDraft({ from: saved.result, patch: p })} />
      <div className="scpr-patch__save">
        {block.note ? (
          <Input aria-label="版本说明" placeholder={block.note.placeholder} maxLength={block.note.maxLength ?? DEFAULT_NOTE_LENGTH} value={noteText} onChange={(t) => setNote({ from: saved.result, text: t })} />
        ) : null}
        <Button onClick={() => setDraft({ from: saved.result, patch: savedPatch })} disabled={!changed}>
          {block.reset ?? '撤销未保存的修改'}
        </Button>
        <ActionBar actions={block.actions} scope={{ ...scope, data }} className="scpr-patch__actions" />
      </div>
    </LayerProvider>
  );
}

export function PatchView({ block }: { block: PatchBody & { title?: string } }) {
  const scope = useScope();
  const name = evaluate(block.screen as Logic, scope);
  return (
    <section className="scpr-patch" aria-label={block.title ?? '定制内容'}>
      <BlockTitle title={block.title} />
      {typeof name === 'string' && name ? <ScreenPatchEditor key={name} block={block} name={name} /> : <p className="scpr-patch__hint">{block.empty ?? '请选择'}</p>}
    </section>
  );
}
