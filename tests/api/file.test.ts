// Uploads (multipart, docs/goods.md "Pictures"): a real PNG stored and served back with its headers under
// the tenant of its address; wrong extensions, fake pictures, over 10 MB, missing files refused. The bytes
// live in the blob store (content-addressed, out of the database), are streamed in and out, and count
// against the owner's storage quota (issue 13 item 1).
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, HEADERS } from '../../api/catalogue';
import { encodePng } from '../../api/server/core/png';
import { moveFileBytesOut } from '../../api/server/modules/file';
import { DirBlobStore } from '../../api/server/storage';
import { APPLE, DEMO, nonce } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';

let h: TestServer;
let seller: string;
// A store of this file's own, so what it holds (and its staging directory) is this file's doing alone.
const storeDir = mkdtempSync(join(tmpdir(), 'scpr-file-test-'));
const store = new DirBlobStore(join(storeDir, 'files'));
beforeAll(async () => {
  h = await startTestServer({ files: store });
  seller = await h.client.token('13800000002');
});
afterAll(async () => {
  await h.close();
  rmSync(storeDir, { recursive: true, force: true });
});

const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');
/** Temporary files left in the staging directory (none once every upload has been answered). */
const staging = (): string[] => readdirSync(join(store.root, 'tmp'), { withFileTypes: true }).map((d) => d.name);

/** A valid 1x1 PNG. */
const png = (): Buffer => encodePng(1, 1, new Uint8Array([0x2e, 0x8b, 0x57]));

interface Part { name: string; filename?: string; type?: string; data: Buffer | string }
function multipart(parts: Part[]): { body: Buffer; type: string } {
  const boundary = `----scpr${nonce()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(parts: Part[], o: { token?: string; tenant?: { tntId: string; idytpCd: string } } = {}) {
  const { body, type } = multipart(parts);
  const tenant = o.tenant ?? DEMO;
  const res = await h.app.inject({
    method: 'POST', url: '/scpr/file/file/upload', payload: body,
    headers: {
      'content-type': type, [HEADERS.timestamp]: String(h.clock.now()), [HEADERS.nonce]: nonce(), [HEADERS.tntId]: tenant.tntId,
      [HEADERS.idytpCd]: tenant.idytpCd, ...(o.token !== undefined ? { [HEADERS.token]: o.token } : { [HEADERS.token]: seller }),
    },
  });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; resultData: { id: string; name: string; url: string } } };
}

const download = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });

describe('file upload and download', () => {
  it('stores a real PNG and serves it back by its url with the headers', async () => {
    const data = png();
    const r = await upload([{ name: 'file', filename: 'x.bin', type: 'image/png', data }, { name: 'fileName', data: '苹果 主图.png' }]);
    expect(r.body.code).toBe('0');
    const { id, name, url } = r.body.resultData;
    expect(name).toBe('苹果 主图.png');
    expect(url).toBe(`/scpr/file/file/download?tntId=T1001&id=${id}`);
    // Public: no token, no anti-replay headers; the tenant comes from the address.
    const res = await download(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('苹果 主图.png')}`);
    expect(await countRows(h.db, 'files', 'file_id = $1 AND account_id = $2 AND size_bytes = $3', [id, 'A020', data.length])).toBe(1);
  });

  it('answers a download once: no "Reply was already sent" warning per picture (issue 14)', async () => {
    const r = await upload([{ name: 'file', filename: 'y.png', type: 'image/png', data: png() }]);
    const before = h.logs.length;
    for (let i = 0; i < 3; i++) expect((await download(r.body.resultData.url)).statusCode).toBe(200);
    const warnings = h.logs.slice(before).filter((l) => JSON.stringify(l).includes('FST_ERR_REP_ALREADY_SENT'));
    expect(warnings).toEqual([]);
  });

  it('a download the browser gives up half way (a picture left behind by navigation) is no server error', async () => {
    // Awaiting the reply resolved at the socket's close, the reply not sent in full: the handler then answered
    // an envelope on top of the picture (FST_ERR_REP_INVALID_PAYLOAD_TYPE, then "Reply was already sent").
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    const r = await upload([{ name: 'file', filename: 'big.pdf', type: 'application/pdf', data: big }]);
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    // The server's side of the given-up response has closed once this resolves.
    const closed = new Promise<void>((resolve) => h.app.server.once('request', (_q, res) => res.once('close', () => resolve())));
    const before = h.logs.length;
    const get = (url: string, giveUp: boolean) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${address}${url}`, (res) => {
          if (giveUp) res.once('data', () => req.destroy());
          else res.resume().once('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('close', () => giveUp && resolve(0));
        req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(0) : reject(e)));
        req.end();
      });
    await get(r.body.resultData.url, true);
    await closed;
    // A whole download after it: network I/O, so whatever the first one's handler still had to do is done.
    expect(await get(r.body.resultData.url, false)).toBe(200);
    expect(h.logs.slice(before).filter((l) => Number(l.level) >= 40)).toEqual([]);
  });

  it('serves documents as attachments; the file name defaults to the part\'s own', async () => {
    const r = await upload([{ name: 'file', filename: '报价单.pdf', type: 'application/pdf', data: '%PDF-1.4\n%test\n' }]);
    expect(r.body.resultData.name).toBe('报价单.pdf');
    const res = await download(r.body.resultData.url);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('scopes the download to the tenant of the address (RLS): another tenant, a mismatched header, an unknown id', async () => {
    const r = await upload([{ name: 'file', filename: 'a.png', data: png() }]);
    const { id } = r.body.resultData;
    expect((await download(`/scpr/file/file/download?tntId=${APPLE.tntId}&id=${id}`)).statusCode).toBe(404);
    expect((await download(`/scpr/file/file/download?tntId=T1001&id=${id}`, { [HEADERS.tntId]: APPLE.tntId })).statusCode).toBe(404);
    const missing = await download('/scpr/file/file/download?tntId=T1001&id=nope');
    expect([missing.statusCode, missing.json().code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    expect((await download('/scpr/file/file/download?tntId=T9999&id=x')).statusCode).toBe(404);
    const noId = await download('/scpr/file/file/download?tntId=T1001');
    expect(noId.statusCode).toBe(400);
    // Stored under its own tenant only.
    expect(await countRows(h.db, 'files', "file_id = $1 AND tnt_id = 'T1001'", [id])).toBe(1);
  });

  it('refuses a wrong extension, a fake PNG, an empty file, no file, and writes nothing', async () => {
    const before = await countRows(h.db, 'files');
    const ext = await upload([{ name: 'file', filename: 'run.exe', data: png() }]);
    expect([ext.status, ext.body.msg]).toEqual([400, '只能上传jpg、jpeg、png、gif、webp、pdf、doc、docx、xls、xlsx格式的文件']);
    const renamed = await upload([{ name: 'file', filename: 'x.bin', data: png() }, { name: 'fileName', data: 'x.svg' }]);
    expect(renamed.status).toBe(400);
    const fake = await upload([{ name: 'file', filename: 'fake.png', type: 'image/png', data: '<script>alert(1)</script>' }]);
    expect([fake.status, fake.body.msg]).toEqual([400, '文件内容与格式不符']);
    const jpgAsPng = await upload([{ name: 'file', filename: 'a.jpg', data: png() }]);
    expect([jpgAsPng.status, jpgAsPng.body.msg]).toEqual([400, '文件内容与格式不符']);
    const empty = await upload([{ name: 'file', filename: 'a.png', data: Buffer.alloc(0) }]);
    expect(empty.status).toBe(400);
    const none = await upload([{ name: 'fileName', data: 'a.png' }]);
    expect(none.status).toBe(400);
    expect(none.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const json = await h.client.call('file.upload', { file: {}, fileName: 'a.png' }, { token: seller });
    expect([json.status, json.body.msg]).toEqual([400, '请选择要上传的文件']);
    const two = await upload([{ name: 'file', filename: 'a.png', data: png() }, { name: 'file', filename: 'b.png', data: png() }]);
    expect(two.status).toBe(400);
    expect(await countRows(h.db, 'files')).toBe(before);
  });

  it('refuses over 10 MB with the contract message', async () => {
    const before = await countRows(h.db, 'files');
    const big = Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024)]);
    const r = await upload([{ name: 'file', filename: 'big.png', data: big }]);
    expect([r.status, r.body.msg]).toEqual([400, '文件大小不得超过10MB']);
    // Exactly 10 MB is allowed.
    const edge = Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024 - png().length)]);
    expect((await upload([{ name: 'file', filename: 'edge.png', data: edge }])).body.code).toBe('0');
    expect(await countRows(h.db, 'files')).toBe(before + 1);
  });

  it('needs a login; other calls do not accept multipart bodies', async () => {
    const r = await upload([{ name: 'file', filename: 'a.png', data: png() }], { token: '' });
    expect(r.status).toBe(401);
    const { body, type } = multipart([{ name: 'categoryNm', data: '分类' }]);
    const res = await h.app.inject({
      method: 'POST', url: '/scpr/item/category/add', payload: body,
      headers: { 'content-type': type, [HEADERS.timestamp]: String(h.clock.now()), [HEADERS.nonce]: nonce(), [HEADERS.tntId]: 'T1001', [HEADERS.token]: seller },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('polyglot files (issue 13, item 9)', () => {
  it('refuses a picture that carries markup and a PDF that carries a script, and writes nothing', async () => {
    const before = await countRows(h.db, 'files');
    const cases: Part[] = [
      { name: 'file', filename: 'poly.png', data: Buffer.concat([png(), Buffer.from('<script>alert(document.cookie)</script>')]) },
      { name: 'file', filename: 'poly.gif', data: Buffer.from('GIF89a/*\u0001\u0000<html><body onload=alert(1)>*/') },
      { name: 'file', filename: 'poly.jpg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<svg onload=alert(1)>')]) },
      { name: 'file', filename: 'doc.pdf', data: Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF') },
    ];
    for (const part of cases) {
      const r = await upload([part]);
      expect({ file: part.filename, status: r.status, msg: r.body.msg }).toEqual({ file: part.filename, status: 400, msg: '文件包含不允许的内容（网页或脚本）' });
    }
    expect(await countRows(h.db, 'files')).toBe(before);
    const plain = await upload([{ name: 'file', filename: 'plain.pdf', data: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF') }]);
    expect(plain.body.code).toBe('0');
  });

  it('takes a picture whose compressed bytes happen to hold short runs such as <% (ordinary photos do)', async () => {
    const photo = await upload([{ name: 'file', filename: 'photo.png', data: Buffer.concat([png(), Buffer.from([0x3c, 0x25, 0x00, 0x3c, 0x25, 0x3d, 0x9e])]) }]);
    expect(photo.body.code).toBe('0');
  });
});

describe('bytes out of the database (issue 13 item 1)', () => {
  it('stores the bytes once under their SHA-256, never in the row, and streams them back with their length', async () => {
    const data = encodePng(3, 2, new Uint8Array(18).fill(0x5a));
    const a = await upload([{ name: 'file', filename: 'same.png', data }]);
    const b = await upload([{ name: 'file', filename: 'again.png', data }]);
    const rows = await h.db.owner.query<{ sha256: string; content: unknown }>('SELECT sha256, content FROM files WHERE file_id = ANY($1) ORDER BY file_id', [[a.body.resultData.id, b.body.resultData.id]]);
    expect(rows).toEqual([{ sha256: sha(data), content: null }, { sha256: sha(data), content: null }]);
    expect(readFileSync(store.pathOf(sha(data))).equals(data)).toBe(true);
    const res = await download(b.body.resultData.url);
    expect([res.statusCode, res.headers['content-length']]).toEqual([200, String(data.length)]);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(staging()).toEqual([]);
  });

  it('leaves nothing staged when an upload is refused', async () => {
    await upload([{ name: 'file', filename: 'fake.png', data: '<script>alert(1)</script>' }]);
    await upload([{ name: 'file', filename: 'poly.png', data: Buffer.concat([png(), Buffer.from('<iframe src=x>')]) }]);
    await upload([{ name: 'file', filename: 'big.png', data: Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024)]) }]);
    expect(staging()).toEqual([]);
  });

  it('moves a row written before migration 0060 out of the database at start-up, and serves it before and after', async () => {
    const data = encodePng(2, 2, new Uint8Array(12).fill(0x33));
    await h.db.owner.query(
      `INSERT INTO files (tnt_id, file_id, account_id, file_nm, mime, size_bytes, content, created_at)
       VALUES ('T1001', 'OLD1', 'A020', 'old.png', 'image/png', $1, decode($2, 'hex'), now())`,
      [data.length, data.toString('hex')],
    );
    const url = '/scpr/file/file/download?tntId=T1001&id=OLD1';
    expect((await download(url)).rawPayload.equals(data)).toBe(true);
    expect(await moveFileBytesOut(h.db, store, ['T1001'])).toBe(1);
    const [row] = await h.db.owner.query<{ sha256: string; content: unknown }>("SELECT sha256, content FROM files WHERE file_id = 'OLD1'");
    expect(row).toEqual({ sha256: sha(data), content: null });
    expect((await download(url)).rawPayload.equals(data)).toBe(true);
    expect(await moveFileBytesOut(h.db, store, ['T1001'])).toBe(0);
  });

  it('answers another call while an upload is still arriving (the upload is streamed, not awaited whole)', async () => {
    const boundary = `----scpr${nonce()}`;
    const data = Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024, 7)]);
    const body = new PassThrough();
    let uploadDone = false;
    const uploading = h.app
      .inject({
        method: 'POST', url: '/scpr/file/file/upload', payload: body,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`, [HEADERS.timestamp]: String(h.clock.now()), [HEADERS.nonce]: nonce(),
          [HEADERS.tntId]: DEMO.tntId, [HEADERS.idytpCd]: DEMO.idytpCd, [HEADERS.token]: seller,
        },
      })
      .then((r) => ((uploadDone = true), r));
    body.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`);
    body.write(data.subarray(0, 1024 * 1024));
    // The upload's body is held open: it cannot finish before the list call below, which must answer now.
    const list = await h.client.call('item.page', { pageNum: 1, pageSize: 20 }, { token: seller });
    expect([list.status, list.body.code, uploadDone]).toEqual([200, '0', false]);
    body.end(Buffer.concat([data.subarray(1024 * 1024), Buffer.from(`\r\n--${boundary}--\r\n`)]));
    const done = (await uploading).json() as { code: string; resultData: { url: string } };
    expect(done.code).toBe('0');
    expect((await download(done.resultData.url)).rawPayload.equals(data)).toBe(true);
  });
});

describe('storage quota (issue 13 item 1)', () => {
  const owner = async (): Promise<{ ownerId: string; bytes: number }> => {
    const [a] = await h.db.owner.query<{ company_id: string | null }>("SELECT company_id FROM accounts WHERE tnt_id = 'T1001' AND account_id = 'A020'");
    const ownerId = a!.company_id ? `ent:${a!.company_id}` : 'acc:A020';
    const [u] = await h.db.owner.query<{ bytes: string }>("SELECT bytes FROM file_usage WHERE tnt_id = 'T1001' AND owner_id = $1", [ownerId]);
    return { ownerId, bytes: Number(u?.bytes ?? 0) };
  };
  const setQuota = (paramNo: string, mb: string) =>
    h.db.owner.query("UPDATE tenant_params SET param_value = $2 WHERE tnt_id = 'T1001' AND param_no = $1", [paramNo, mb]);
  const picture = (kb: number, fill: number) => Buffer.concat([png(), Buffer.alloc(kb * 1024, fill)]);

  it('charges each upload to the enterprise and refuses one that does not fit, with its code and a Chinese message; nothing written', async () => {
    const before = await owner();
    expect(before.ownerId).toMatch(/^ent:/);
    const data = picture(100, 1);
    expect((await upload([{ name: 'file', filename: 'q.png', data }])).body.code).toBe('0');
    expect((await owner()).bytes).toBe(before.bytes + data.length);
    // Room for 1 MB more, then two 600 KB uploads race for it: exactly one fits (one conditional upsert).
    const used = (await owner()).bytes;
    await setQuota('FILE_QUOTA_ENT_MB', String((used + 1024 * 1024) / (1024 * 1024)));
    try {
      const files = await countRows(h.db, 'files');
      const race = await Promise.all([upload([{ name: 'file', filename: 'r1.png', data: picture(600, 2) }]), upload([{ name: 'file', filename: 'r2.png', data: picture(600, 3) }])]);
      expect(race.map((r) => r.body.code).sort()).toEqual(['0', ERRORS.QUOTA_EXCEEDED.code]);
      const refused = race.find((r) => r.body.code !== '0')!;
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/^存储空间不足：上限[\d.]+MB，已用[\d.]+MB，本文件[\d.]+MB$/);
      expect(await countRows(h.db, 'files')).toBe(files + 1);
      const after = await owner();
      expect(after.bytes).toBe(used + picture(600, 2).length);
      // Full: the next one is refused before its bytes are published.
      const third = picture(600, 4);
      const r = await upload([{ name: 'file', filename: 'r3.png', data: third }]);
      expect(r.body.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
      expect(() => readFileSync(store.pathOf(sha(third)))).toThrow();
      expect((await owner()).bytes).toBe(after.bytes);
    } finally {
      await setQuota('FILE_QUOTA_ENT_MB', '2048');
    }
  });

  it('has a quota per personal account too', async () => {
    const [param] = await h.db.owner.query<{ param_value: string }>("SELECT param_value FROM tenant_params WHERE tnt_id = 'T1001' AND param_no = 'FILE_QUOTA_PERSON_MB'");
    expect(param?.param_value).toBe('200');
  });
});
