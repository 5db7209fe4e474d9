// Uploads (multipart, docs/goods.md "Pictures"): a real PNG stored and served back with its headers under
// the tenant of its address; wrong extensions, fake pictures, over 10 MB, missing files refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, HEADERS } from '../../api/catalogue';
import { encodePng } from '../../api/server/core/png';
import { APPLE, DEMO, nonce } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';

let h: TestServer;
let seller: string;
beforeAll(async () => {
  h = await startTestServer();
  seller = await h.client.token('13800000002');
});
afterAll(() => h.close());

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
});
