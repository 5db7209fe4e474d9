// Handlers of the report.* calls: the sale report ("So", the caller's enterprise sells) and the purchase
// report ("Po", its enterprise or the personal account buys), and the exports of their lists.
import { fail, principalOf, tenantOf, type CallContext, type DomainHandlers } from '../../core';
import { headReport, reportByDate } from './summary';
import { reportPage, type ReportFilters } from './orders';
import { dayRange } from './range';
import { scopeOf, type ReportKind } from './scope';
import { cancelExport, exportFile, exportStatus, startExport } from './export/service';

type Ctx = Pick<CallContext<unknown>, 'auth' | 'deps'>;
const now = (ctx: Ctx) => ctx.deps.clock.now();

/** The caller as the owner of an export (its list's scope is checked again by the kind when it runs). */
function ownerOf(ctx: Ctx, kind?: ReportKind) {
  if (kind) scopeOf(ctx, kind);
  const p = principalOf(ctx);
  return { tntId: p.tntId, accountId: p.accountId, companyId: p.companyId };
}

/** RFC 6266 / 5987: the UTF-8 name for browsers, an ASCII fallback for the rest. */
function disposition(name: string): string {
  return `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

// The summary and the chart take the list's filters (the screen sends the list's applied ones).
function head(ctx: Ctx & { body: ReportFilters }, kind: ReportKind) {
  return headReport(ctx.deps, scopeOf(ctx, kind), dayRange(ctx.body, now(ctx)), ctx.body);
}
function byDate(ctx: Ctx & { body: ReportFilters }, kind: ReportKind) {
  return reportByDate(ctx.deps, scopeOf(ctx, kind), dayRange(ctx.body, now(ctx)), ctx.body);
}

/** An export's filters with the day range resolved now, so a job that runs tomorrow writes today's list. */
const pinned = (ctx: Ctx, body: Record<string, unknown> & { beginDate?: string; endDate?: string }) => ({ ...body, ...dayRange(body, now(ctx)) });

export const reportHandlers = {
  'report.searchSoHeadReport': async (ctx) => head(ctx, 'so'),
  'report.querySoReportStaticByDate': async (ctx) => byDate(ctx, 'so'),
  'report.searchSoPageList': async (ctx) => reportPage(ctx.deps, scopeOf(ctx, 'so'), dayRange(ctx.body, now(ctx)), ctx.body),
  'report.searchPoHeadReport': async (ctx) => head(ctx, 'po'),
  'report.queryPoReportStaticByDate': async (ctx) => byDate(ctx, 'po'),
  'report.searchPoPageList': async (ctx) => reportPage(ctx.deps, scopeOf(ctx, 'po'), dayRange(ctx.body, now(ctx)), ctx.body),

  'report.exportSoReport': async (ctx) => startExport(ctx.deps, ownerOf(ctx, 'so'), 'soReport', pinned(ctx, ctx.body)),
  'report.exportPoReport': async (ctx) => startExport(ctx.deps, ownerOf(ctx, 'po'), 'poReport', pinned(ctx, ctx.body)),
  'report.exportStatus': async (ctx) => exportStatus(ctx.deps, ownerOf(ctx), ctx.body.exportId),
  'report.exportCancel': async (ctx) => cancelExport(ctx.deps, ownerOf(ctx), ctx.body.exportId),
  'report.exportDownload': async (ctx) => {
    const { tntId, exportId, e, g } = ctx.body;
    if (tenantOf(ctx).tntId !== tntId) throw fail('NOT_FOUND');
    const f = await exportFile(ctx.deps, tntId, exportId, { e, g });
    if (!f) throw fail('NOT_FOUND', '导出文件不存在或链接已过期');
    return ctx.reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', disposition(f.name))
      .header('content-length', String(f.size))
      .send(f.stream);
  },
} satisfies DomainHandlers<'report'>;
