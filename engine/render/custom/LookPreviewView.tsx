// look-preview block: the app's login page, home and a list drawn small in one look per pane, side by side
// (page settings: what users see now beside what the unsaved settings give), so a look is compared before
// it is saved. A drawing of the pages, not the pages: nothing in it can be clicked (inert); the list shows
// the block's own rows (the tenant's latest setting changes).
import './look-preview.css';
import { evaluate } from '../../logic/evaluate';
import { readPath } from '../../logic/path';
import type { Logic } from '../../logic/types';
import type { LookPreviewBody } from '../../schema/types';
import { useDataSource } from '../hooks/use-data-source';
import { useScope } from '../scope';
import { lookOf, type Look, type LookValues } from './look';

type Row = Record<string, unknown>;
type Column = NonNullable<LookPreviewBody['columns']>[number];
const MAX_ROWS = 3;
const MAX_MENUS = 4;

const cell = (row: Row, c: Column): string => {
  const v = readPath(row, c.field);
  const s = v === undefined || v === null ? '' : String(v);
  return c.chars === undefined && c.from === undefined ? s : s.slice(c.from ?? 0, (c.from ?? 0) + (c.chars ?? s.length));
};

function Pane({ look, caption, rows, columns }: { look: Look; caption: string; rows: Row[]; columns: Column[] }) {
  const font = look.font ? `'${look.font}', sans-serif` : undefined;
  return (
    <section className="scpr-look__pane" aria-label={caption} style={{ fontFamily: font }}>
      <h4 className="scpr-look__caption">{caption}</h4>
      <figure className="scpr-look__page scpr-look__login" aria-label={`${caption}：登录页`} style={look.background ? { backgroundImage: `url("${look.background}")` } : { background: `linear-gradient(135deg, ${look.colour}33, ${look.colour}99)` }}>
        <div className="scpr-look__banner">
          {look.logo ? <img src={look.logo} alt="" className="scpr-look__logo" /> : null}
          <strong data-preview="systemName">{look.name}</strong>
          {look.introduction ? <p>{look.introduction}</p> : null}
        </div>
        <div className="scpr-look__login-box">
          <span>账号登录</span>
          <i className="scpr-look__input" />
          <i className="scpr-look__input" />
          <b className="scpr-look__button" style={{ background: look.colour }}>登录</b>
        </div>
        <figcaption>登录页</figcaption>
      </figure>
      <figure className="scpr-look__page" aria-label={`${caption}：首页`}>
        <div className="scpr-look__header" style={{ borderBottomColor: look.colour }}>
          <span className="scpr-look__logo-tile" style={{ background: look.colour }}>{look.logo ? <img src={look.logo} alt="" /> : null}</span>
          <strong>{look.name}</strong>
          <ul data-preview="menus">
            <li style={{ color: look.colour }}>首页</li>
            {look.menus.slice(0, MAX_MENUS).map((m) => (
              <li key={m}>{m}</li>
            ))}
            {look.menus.length > MAX_MENUS ? <li>更多</li> : null}
          </ul>
        </div>
        <div className="scpr-look__welcome" style={{ background: `${look.colour}14`, borderLeftColor: look.colour }}>
          欢迎使用{look.name}
        </div>
        <figcaption>首页</figcaption>
      </figure>
      {columns.length ? (
        <figure className="scpr-look__page" aria-label={`${caption}：列表`}>
          <div className="scpr-look__toolbar">
            <b className="scpr-look__button" style={{ background: look.colour }}>查询</b>
          </div>
          <table className="scpr-look__table">
            <thead style={{ background: `${look.colour}14` }}>
              <tr>
                {columns.map((c) => (
                  <th key={c.field}>{c.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length ? (
                rows.map((r, i) => (
                  <tr key={i}>
                    {columns.map((c) => (
                      // The whole value in a title: a cell cut short by the column keeps its wording.
                      <td key={c.field} title={cell(r, c)}>{cell(r, c)}</td>
                    ))}
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={columns.length}>暂无数据</td>
                </tr>
              )}
            </tbody>
          </table>
          <div className="scpr-look__pager">
            <span style={{ background: look.colour }}>1</span>
            <span>2</span>
          </div>
          <figcaption>列表</figcaption>
        </figure>
      ) : null}
    </section>
  );
}

const LOOK_KEYS = ['skin', 'logo', 'background', 'font', 'name', 'introduction', 'menus', 'menuOrder'] as const;

export function LookPreviewView({ block }: { block: LookPreviewBody }) {
  const scope = useScope();
  // The sample rows do not follow the typing: asked once with the block's own params.
  const ds = useDataSource<unknown>(block.data ? { quiet: true, ...block.data } : undefined, scope);
  const found = readPath(ds.data ?? ds.result, block.data?.map?.rows ?? '');
  const rows = (Array.isArray(found) ? (found as Row[]) : []).slice(0, MAX_ROWS);
  return (
    <div className="scpr-look" inert style={{ ['--scpr-look-panes' as string]: block.panes.length }}>
      {block.panes.map((p) => {
        const values: LookValues = Object.fromEntries(LOOK_KEYS.map((k) => [k, p[k] === undefined ? undefined : evaluate(p[k] as Logic, scope)]));
        return <Pane key={p.caption} caption={p.caption} look={lookOf(values)} rows={rows} columns={block.columns ?? []} />;
      })}
    </div>
  );
}
