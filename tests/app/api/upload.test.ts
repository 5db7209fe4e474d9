// file.upload through the client: a payload holding a Blob goes as multipart/form-data (fields file and
// fileName) with the same token, tenant and anti-replay headers as a JSON call (docs/goods.md "Pictures").
import { describe, expect, it } from 'vitest';
import { callByKey } from '../../../api/catalogue';
import { createClient } from '../../../api/client';
import { holdsBlob } from '../../../api/client/multipart';
import { ORIGIN, fakeFetch, fakeHost, ok } from '../helpers/fake-api';

const farFuture = { access_token: 'AT', refresh_token: 'RT', expired: Date.parse('2100-01-01'), seqNo: 'S1' };
// ASCII bytes, so the recorded body text can be compared byte for byte.
const CONTENT = new TextEncoder().encode('PNG-ish bytes');
const answer = { id: 'F1', name: '苹果.png', url: '/scpr/file/file/download?tntId=T001&id=F1' };

/** The parts of a recorded multipart body, read as the server would: name -> { filename, type, value }. */
function parts(body: unknown): Map<string, { filename?: string; type?: string; value: string }> {
  const text = String(body);
  const boundary = text.slice(0, text.indexOf('\r\n'));
  const out = new Map<string, { filename?: string; type?: string; value: string }>();
  for (const chunk of text.split(boundary).slice(1, -1)) {
    const [head = '', ...rest] = chunk.replace(/^\r\n/, '').split('\r\n\r\n');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const type = /Content-Type: (\S+)/i.exec(head)?.[1];
    out.set(name, { ...(filename !== undefined ? { filename } : {}), ...(type ? { type } : {}), value: rest.join('\r\n\r\n').replace(/\r\n$/, '') });
  }
  return out;
}

describe('file.upload sends multipart form data', () => {
  it('a Blob payload goes as FormData with fields file and fileName, and resolves with the answer', async () => {
    const { fetch, requests, bodies } = fakeFetch({ '/scpr/file/file/upload': () => ok(answer) });
    const { host } = fakeHost(farFuture);
    const client = createClient({ host, catalogue: callByKey, fetch, origin: ORIGIN });
    const file = new Blob([CONTENT], { type: 'image/png' });
    await expect(client.callByName('file.upload', { file, fileName: '苹果.png' })).resolves.toEqual(answer);

    const [req] = requests;
    expect(req?.method).toBe('POST');
    expect(req?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = parts(bodies[0]);
    expect(form.get('fileName')).toEqual({ value: '苹果.png' });
    expect(form.get('file')).toEqual({ filename: '苹果.png', type: 'image/png', value: 'PNG-ish bytes' });
  });

  it('keeps the token, tenant and anti-replay headers', async () => {
    const { fetch, requests, bodies } = fakeFetch({ '/scpr/file/file/upload': () => ok(answer) });
    const { host } = fakeHost(farFuture);
    const client = createClient({ host, catalogue: callByKey, fetch, origin: ORIGIN, now: () => 1_700_000_000_000 });
    await client.callByName('file.upload', { file: new File([CONTENT], 'a.png', { type: 'image/png' }) });
    const [req] = requests;
    expect(req?.headers.get('login_token')).toBe('AT');
    expect(req?.headers.get('tntId')).toBe('T001');
    expect(req?.headers.get('idytpCd')).toBe('I01');
    expect(req?.headers.get('prereq')).toBe('1700000000000');
    expect(req?.headers.get('xvrandom')).toMatch(/^[0-9a-f]{64}$/);
    // Without fileName the part keeps the File's own name, and no empty fileName field is invented.
    const form = parts(bodies[0]);
    expect(form.get('file')?.filename).toBe('a.png');
    expect(form.has('fileName')).toBe(false);
  });

  it('payloads without a Blob still go as JSON', async () => {
    const { fetch, requests, bodies } = fakeFetch({ '/scpr/mall/mall/mallList': () => ok([]) });
    const { host } = fakeHost(farFuture);
    await createClient({ host, catalogue: callByKey, fetch, origin: ORIGIN }).callByName('mall.mallList', { tntId: 'T001', note: { a: 1 } });
    expect(requests[0]?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(bodies[0]).toEqual({ tntId: 'T001', note: { a: 1 } });
  });

  it('holdsBlob looks at the top-level fields only', () => {
    expect(holdsBlob({ file: new Blob(['x']) })).toBe(true);
    expect(holdsBlob({ file: { nested: new Blob(['x']) } })).toBe(false);
    expect(holdsBlob(null)).toBe(false);
    expect(holdsBlob('x')).toBe(false);
  });
});
