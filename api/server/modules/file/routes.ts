// Handlers of the file.* calls: upload (multipart, parsed by plugins/multipart.ts) and the public
// download the picture addresses point at.
import { fail, principalOf, tenantOf, type DomainHandlers } from '../../core';
import type { UploadedFile } from '../../plugins';
import { loadFile, saveUpload } from './file-service';
import { grantHolds } from './grants';

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
  'file.download': async (ctx) => {
    const { tntId, id, e, g } = ctx.body;
    // The tenant plugin resolved the tenant (headers first, then this query): both must agree, and the
    // read runs under that tenant's row-level security.
    if (tenantOf(ctx).tntId !== tntId) throw fail('NOT_FOUND');
    const f = await loadFile(ctx.deps, tntId, id);
    // A restricted file (a voucher) only with a grant a party's page handed out: else as if missing.
    if (f.restricted && !(await grantHolds(ctx.deps.db, tntId, id, { e, g }, ctx.deps.clock.now()))) throw fail('NOT_FOUND');
    return ctx.reply
      .header('content-type', f.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', f.restricted ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .header('content-disposition', disposition(f.picture ? 'inline' : 'attachment', f.name))
      .header('content-length', String(f.size))
      // Streamed from the blob store: a 10 MB file is never whole in memory.
      .send(f.stream);
  },
} satisfies DomainHandlers<'file'>;
