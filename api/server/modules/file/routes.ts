// Handlers of the file.* calls: upload (multipart, parsed by plugins/multipart.ts), the video upload (a
// larger bound, mp4 / webm only) and the public download the picture and video addresses point at (with
// byte ranges, so a video player can seek: range.ts).
import { fail, principalOf, tenantOf, type DomainHandlers } from '../../core';
import type { UploadedFile } from '../../plugins';
import { loadFile, saveUpload, UPLOAD_KINDS } from './file-service';
import { grantHolds } from './grants';
import { readRange, type RangeAsk } from './range';

/** RFC 6266 / 5987: the UTF-8 name for browsers, an ASCII fallback for the rest. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const fileHandlers = {
  'file.upload': async (ctx) => {
    // plugins/multipart.ts validates the part's facts (name, type, size) and hands over the part itself.
    const { file, fileName } = ctx.body as unknown as { file: UploadedFile; fileName?: string };
    return saveUpload(ctx.deps, principalOf(ctx), file, fileName);
  },
  'file.uploadVideo': async (ctx) => {
    const { file, fileName } = ctx.body as unknown as { file: UploadedFile; fileName?: string };
    return saveUpload(ctx.deps, principalOf(ctx), file, fileName, UPLOAD_KINDS.video);
  },
  'file.download': async (ctx) => {
    const { tntId, id, e, g } = ctx.body;
    // The tenant plugin resolved the tenant (headers first, then this query): both must agree, and the
    // read runs under that tenant's row-level security.
    if (tenantOf(ctx).tntId !== tntId) throw fail('NOT_FOUND');
    let ask: RangeAsk = { kind: 'all' };
    const f = await loadFile(ctx.deps, tntId, id, (size) => {
      ask = readRange(ctx.req.headers.range, size);
      return ask.kind === 'range' ? ask.range : null;
    });
    // A restricted file (a voucher) only with a grant a party's page handed out: else as if missing.
    if (f.restricted && !(await grantHolds(ctx.deps.db, tntId, id, { e, g }, ctx.deps.clock.now()))) {
      if (!Buffer.isBuffer(f.stream)) f.stream.destroy();
      throw fail('NOT_FOUND');
    }
    ctx.reply
      .header('content-type', f.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', f.restricted ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .header('content-disposition', disposition(f.inline ? 'inline' : 'attachment', f.name))
      .header('accept-ranges', 'bytes');
    if ((ask as RangeAsk).kind === 'unsatisfiable') {
      if (!Buffer.isBuffer(f.stream)) f.stream.destroy();
      return ctx.reply.code(416).header('content-range', `bytes */${f.size}`).header('content-length', '0').send('');
    }
    if (f.range) {
      ctx.reply.code(206).header('content-range', `bytes ${f.range.start}-${f.range.end}/${f.size}`);
    }
    const length = f.range ? f.range.end - f.range.start + 1 : f.size;
    // Streamed from the blob store: a 50 MB video is never whole in memory.
    return ctx.reply.header('content-length', String(length)).send(f.stream);
  },
} satisfies DomainHandlers<'file'>;
