// A shop's gallery (issue 33 item 5; docs/shop-media.md): videos uploaded through file.uploadVideo (mp4 /
// webm by their first bytes, 50 MB) and served with byte ranges; pictures and videos filed per enterprise,
// ordered, moved and deleted (giving back the quota, and the bytes once nothing names them, also when two
// deletes run at once); bad input refused in Chinese with nothing written; other enterprises, other
// tenants and accounts without the right see and touch nothing of it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, HEADERS } from '../../api/catalogue';
import { encodePng } from '../../api/server/core/png';
import { demoVideoBytes } from '../../api/server/data/assets';
import { APPLE, DEMO, nonce } from './support/client';
import { countRows, privateFiles, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';

let h: TestServer;
/** This file's own copy of the blob store: deleting gallery rows deletes bytes. */
const store = privateFiles();
let seller: string;
/** 惠农代销服务 (C003): another selling enterprise of the tenant, with a gallery of its own. */
let agent: string;
beforeAll(async () => {
  h = await startTestServer({ files: store });
  [seller, agent] = [await h.client.token(PHONES.seller), await h.client.token(PHONES.agent)];
});
afterAll(() => h.close());

const WEBM = demoVideoBytes();
/** The smallest box an mp4 starts with: ftyp, brand isom. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(64, 7)]);
const png = (): Buffer => encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(0x5a));

interface Part { name: string; filename?: string; type?: string; data: Buffer | string }
async function upload(path: 'upload' | 'uploadVideo', parts: Part[], token = seller, tenant: { tntId: string; idytpCd: string } = DEMO) {
  const boundary = `----scpr${nonce()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await h.app.inject({
    method: 'POST', url: `/scpr/file/file/${path}`, payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`, [HEADERS.timestamp]: String(h.clock.now()), [HEADERS.nonce]: nonce(),
      [HEADERS.tntId]: tenant.tntId, [HEADERS.idytpCd]: tenant.idytpCd, [HEADERS.token]: token,
    },
  });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; resultData: { id: string; name: string; url: string } } };
}
const uploaded = async (path: 'upload' | 'uploadVideo', filename: string, data: Buffer, token = seller) => {
  const r = await upload(path, [{ name: 'file', filename, data }], token);
  expect([r.status, r.body.msg], filename).toEqual([200, '操作成功']);
  return r.body.resultData;
};
const images = async (token: string, extra: object = {}) => ok(h.client, 'shopmedia.imagePage', { pageNum: 1, pageSize: 20, ...extra }, token);
const videos = async (token: string, extra: object = {}) => ok(h.client, 'shopmedia.videoPage', { pageNum: 1, pageSize: 10, ...extra }, token);
const titles = (page: { records: { title: string }[] }) => page.records.map((r) => r.title);

describe('video upload and download', () => {
  it('takes a webm and an mp4 by their first bytes and serves them whole or by byte range', async () => {
    const webm = await uploaded('uploadVideo', '基地.webm', WEBM);
    const mp4 = await uploaded('uploadVideo', 'clip.MP4', MP4);
    const whole = await h.app.inject({ method: 'GET', url: webm.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(String(whole.headers['content-disposition'])).toMatch(/^inline;/);
    expect(whole.rawPayload.equals(WEBM)).toBe(true);
    const part = await h.app.inject({ method: 'GET', url: webm.url, headers: { range: 'bytes=100-199' } });
    expect([part.statusCode, part.headers['content-range'], part.headers['content-length']]).toEqual([206, `bytes 100-199/${WEBM.length}`, '100']);
    expect(part.rawPayload.equals(WEBM.subarray(100, 200))).toBe(true);
    const open = await h.app.inject({ method: 'GET', url: webm.url, headers: { range: `bytes=${WEBM.length - 10}-` } });
    expect([open.statusCode, open.rawPayload.equals(WEBM.subarray(WEBM.length - 10))]).toEqual([206, true]);
    const suffix = await h.app.inject({ method: 'GET', url: mp4.url, headers: { range: 'bytes=-8' } });
    expect([suffix.statusCode, suffix.headers['content-type'], suffix.rawPayload.equals(MP4.subarray(MP4.length - 8))]).toEqual([206, 'video/mp4', true]);
    const beyond = await h.app.inject({ method: 'GET', url: webm.url, headers: { range: `bytes=${WEBM.length}-` } });
    expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([416, `bytes */${WEBM.length}`]);
    // Several ranges, or nonsense: the whole file.
    const many = await h.app.inject({ method: 'GET', url: webm.url, headers: { range: 'bytes=0-1,5-6' } });
    expect([many.statusCode, many.rawPayload.length]).toEqual([200, WEBM.length]);
    // Pictures answer ranges too.
    const pic = await uploaded('upload', 'p.png', png());
    const picPart = await h.app.inject({ method: 'GET', url: pic.url, headers: { range: 'bytes=0-7' } });
    expect([picPart.statusCode, picPart.rawPayload.equals(png().subarray(0, 8))]).toEqual([206, true]);
  });

  it('refuses other types, contents that are not what their name says, empty and oversized videos', async () => {
    const before = await countRows(h.db, 'files');
    const cases: [Part[], string][] = [
      [[{ name: 'file', filename: 'a.avi', data: WEBM }], '只能上传mp4、webm格式的视频'],
      [[{ name: 'file', filename: 'a.png', data: png() }], '只能上传mp4、webm格式的视频'],
      [[{ name: 'file', filename: 'a.mp4', data: png() }], '视频内容与格式不符，请上传mp4或webm视频'],
      [[{ name: 'file', filename: 'a.webm', data: MP4 }], '视频内容与格式不符，请上传mp4或webm视频'],
      [[{ name: 'file', filename: 'a.mp4', data: '<html><script>alert(1)</script></html>' }], '视频内容与格式不符，请上传mp4或webm视频'],
      [[{ name: 'file', filename: 'a.mp4', data: Buffer.alloc(0) }], '文件内容不能为空'],
      [[{ name: 'file', filename: 'big.webm', data: Buffer.concat([WEBM, Buffer.alloc(50 * 1024 * 1024)]) }], '视频大小不得超过50MB'],
    ];
    for (const [parts, msg] of cases) {
      const r = await upload('uploadVideo', parts);
      expect([r.status, r.body.code, r.body.msg], parts[0]!.filename).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    }
    // A video is no picture or document: file.upload keeps its own list and its 10 MB.
    const r = await upload('upload', [{ name: 'file', filename: 'a.webm', data: WEBM }]);
    expect([r.status, r.body.msg]).toEqual([400, '只能上传jpg、jpeg、png、gif、webp、pdf、doc、docx、xls、xlsx格式的文件']);
    const anonymous = await upload('uploadVideo', [{ name: 'file', filename: 'a.webm', data: WEBM }], '');
    expect(anonymous.status).toBe(401);
    expect(await countRows(h.db, 'files')).toBe(before);
  });
});

describe('pictures', () => {
  it('the demo pictures in their order, by album and title; another enterprise has its own', async () => {
    const page = await images(seller);
    expect(page.total).toBe(5);
    expect(titles(page)).toEqual(['有机水稻基地', '茶园春色', '金秋麦田', '果园丰收', '蔬菜大棚']);
    expect(page.records[0]).toMatchObject({ mediaId: 'SM0001', albumNm: '基地风光', picture: { id: 'F-SM0001', name: '有机水稻基地.png', url: '/scpr/file/file/download?tntId=T1001&id=F-SM0001' } });
    expect(page.records[0].sizeText).toMatch(/^\d+KB$/);
    expect(titles(await images(seller, { albumNm: '产品展示' }))).toEqual(['果园丰收', '蔬菜大棚']);
    expect(titles(await images(seller, { keyword: '茶园' }))).toEqual(['茶园春色']);
    expect(titles(await images(agent))).toEqual(['惠农代销门店']);
    const served = await h.app.inject({ method: 'GET', url: page.records[0].picture.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('adds pictures at the end titled by their names, moves one, deletes it', async () => {
    const a = await uploaded('upload', '新品 上市.png', png());
    const b = await uploaded('upload', 'b.png', png());
    const { mediaIds } = await ok(h.client, 'shopmedia.addImages', { pictures: [a, b], albumNm: ' 产品展示 ' }, seller);
    expect(mediaIds).toHaveLength(2);
    let page = await images(seller);
    expect(titles(page).slice(-2)).toEqual(['新品 上市', 'b']);
    expect(page.records.at(-1)).toMatchObject({ albumNm: '产品展示', picture: b });
    await ok(h.client, 'shopmedia.moveImage', { mediaId: mediaIds[1], direction: 'up' }, seller);
    page = await images(seller);
    expect(titles(page).slice(-2)).toEqual(['b', '新品 上市']);
    const last = await h.client.call('shopmedia.moveImage', { mediaId: mediaIds[0], direction: 'down' }, { token: seller });
    expect([last.status, last.body.code, last.body.msg]).toEqual([409, ERRORS.CONFLICT.code, '已经是最后一个']);
    const first = await h.client.call('shopmedia.moveImage', { mediaId: 'SM0001', direction: 'up' }, { token: seller });
    expect([first.status, first.body.msg]).toEqual([409, '已经是第一个']);
    for (const mediaId of mediaIds) await ok(h.client, 'shopmedia.deleteImage', { mediaId }, seller);
    expect((await images(seller)).total).toBe(5);
    // Gone is gone.
    const again = await h.client.call('shopmedia.deleteImage', { mediaId: mediaIds[0] }, { token: seller });
    expect([again.status, again.body.msg]).toEqual([404, '图片不存在']);
  });

  it('refuses bad input with a Chinese message and a code, and writes nothing', async () => {
    const pic = await uploaded('upload', 'ok.png', png());
    const video = await uploaded('uploadVideo', 'v.webm', WEBM);
    const pdf = await uploaded('upload', '报价单.pdf', Buffer.from('%PDF-1.4\n%test\n'));
    const before = await countRows(h.db, 'shop_media');
    const cases: [Record<string, unknown>, string][] = [
      [{ pictures: [] }, '请上传图片'],
      [{}, '请上传图片'],
      [{ pictures: Array.from({ length: 21 }, () => pic) }, '每次最多上传20张图片'],
      [{ pictures: [pic, pic] }, '同一张图片不能重复添加'],
      [{ pictures: [{ ...pic, url: 'https://evil.example/x.png' }] }, '图片不存在或无权使用，请重新上传'],
      [{ pictures: [{ ...pic, id: 'nope', url: '/scpr/file/file/download?tntId=T1001&id=nope' }] }, '图片不存在或无权使用，请重新上传'],
      [{ pictures: [pdf] }, '只能添加图片文件（jpg、jpeg、png、gif、webp）'],
      [{ pictures: [video] }, '只能添加图片文件（jpg、jpeg、png、gif、webp）'],
      [{ pictures: [pic], albumNm: '相'.repeat(21) }, '相册名称不超过20个字'],
      [{ pictures: [pic], albumNm: 'a\u0007b' }, '相册名称不能包含特殊字符'],
      [{ pictures: [pic], extra: 1 }, '不支持的字段：extra'],
    ];
    for (const [body, msg] of cases) {
      const r = await h.client.call('shopmedia.addImages', body, { token: seller });
      expect([r.status, r.body.code, r.body.msg], JSON.stringify(body).slice(0, 80)).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    }
    for (const [body, msg] of [[{ mediaId: 'SM0001', direction: 'left' }, '请选择移动方向'], [{ mediaId: '' }, '请选择图片或视频']] as const) {
      const r = await h.client.call(body.direction ? 'shopmedia.moveImage' : 'shopmedia.deleteImage', body, { token: seller });
      expect([r.status, r.body.msg]).toEqual([400, msg]);
    }
    // A picture's id given to the video calls is as missing as anyone else's.
    expect((await h.client.call('shopmedia.deleteVideo', { mediaId: 'SM0001' }, { token: seller })).status).toBe(404);
    expect(await countRows(h.db, 'shop_media')).toBe(before);
  });

  it('two uploads at once take distinct places at the end', async () => {
    const [a, b] = [await uploaded('upload', 'x.png', png()), await uploaded('upload', 'y.png', png())];
    const results = await Promise.all([
      ok(h.client, 'shopmedia.addImages', { pictures: [a] }, seller),
      ok(h.client, 'shopmedia.addImages', { pictures: [b] }, seller),
    ]);
    const page = await images(seller);
    const places = page.records.map((r: { sortNo: number }) => r.sortNo);
    expect(new Set(places).size).toBe(places.length);
    expect(page.total).toBe(7);
    for (const r of results) await ok(h.client, 'shopmedia.deleteImage', { mediaId: r.mediaIds[0] }, seller);
  });
});

describe('videos', () => {
  it('the demo video with its poster; adds one with and one without a poster, moves and deletes', async () => {
    const page = await videos(seller);
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      mediaId: 'SM0501', title: '绿源农业基地宣传片', albumNm: '基地风光', sizeBytes: WEBM.length,
      video: { id: 'F-SM0501', name: '绿源农业基地宣传片.webm', url: '/scpr/file/file/download?tntId=T1001&id=F-SM0501' },
      poster: { id: 'F-SM0501-P', url: '/scpr/file/file/download?tntId=T1001&id=F-SM0501-P' },
    });
    const served = await h.app.inject({ method: 'GET', url: page.records[0].video.url, headers: { range: 'bytes=0-3' } });
    expect([served.statusCode, served.headers['content-type'], [...served.rawPayload]]).toEqual([206, 'video/webm', [0x1a, 0x45, 0xdf, 0xa3]]);
    expect(await videos(agent)).toEqual({ records: [], total: 0 });

    const video = await uploaded('uploadVideo', '采摘.mp4', MP4);
    const poster = await uploaded('upload', '封面.png', png());
    const { mediaId } = await ok(h.client, 'shopmedia.addVideo', { title: ' 采摘现场 ', video: [video], poster: [poster] }, seller);
    const bare = await ok(h.client, 'shopmedia.addVideo', { title: '无封面', video: [video] }, seller);
    let list = await videos(seller);
    expect(titles(list)).toEqual(['绿源农业基地宣传片', '采摘现场', '无封面']);
    expect(list.records[1]).toMatchObject({ video, poster, albumNm: '', sizeBytes: MP4.length });
    expect(list.records[2].poster).toBeNull();
    await ok(h.client, 'shopmedia.moveVideo', { mediaId, direction: 'up' }, seller);
    list = await videos(seller);
    expect(titles(list)).toEqual(['采摘现场', '绿源农业基地宣传片', '无封面']);
    await ok(h.client, 'shopmedia.moveVideo', { mediaId, direction: 'down' }, seller);
    for (const id of [mediaId, bare.mediaId]) await ok(h.client, 'shopmedia.deleteVideo', { mediaId: id }, seller);
    expect(titles(await videos(seller))).toEqual(['绿源农业基地宣传片']);
  });

  it('refuses bad input with a Chinese message and a code, and writes nothing', async () => {
    const video = await uploaded('uploadVideo', 'v.webm', WEBM);
    const pic = await uploaded('upload', 'p.png', png());
    const before = await countRows(h.db, 'shop_media');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', video: [video] }, '请输入标题'],
      [{ title: '   ', video: [video] }, '请输入标题'],
      [{ title: '题'.repeat(31), video: [video] }, '标题不超过30个字'],
      [{ title: '片', video: [] }, '请上传视频'],
      [{ title: '片' }, '请上传视频'],
      [{ title: '片', video: [video, video] }, '每次上传一个视频'],
      [{ title: '片', video: [pic] }, '只能添加mp4、webm格式的视频'],
      [{ title: '片', video: [{ ...video, url: '/scpr/file/file/download?tntId=T1002&id=' + video.id }] }, '视频不存在或无权使用，请重新上传'],
      [{ title: '片', video: [video], poster: [video] }, '封面图只能是图片文件'],
      [{ title: '片', video: [video], poster: [pic, pic] }, '封面图只能上传一张'],
    ];
    for (const [body, msg] of cases) {
      const r = await h.client.call('shopmedia.addVideo', body, { token: seller });
      expect([r.status, r.body.code, r.body.msg], JSON.stringify(body).slice(0, 80)).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    }
    expect(await countRows(h.db, 'shop_media')).toBe(before);
  });
});

describe('who may', () => {
  it("another enterprise's or tenant's pictures and videos are not found and stay as they were", async () => {
    const before = await images(seller);
    for (const [key, body] of [
      ['shopmedia.deleteImage', { mediaId: 'SM0001' }], ['shopmedia.moveImage', { mediaId: 'SM0002', direction: 'up' }],
      ['shopmedia.deleteVideo', { mediaId: 'SM0501' }], ['shopmedia.moveVideo', { mediaId: 'SM0501', direction: 'down' }],
    ] as const) {
      const r = await h.client.call(key, body, { token: agent });
      expect([r.status, r.body.code], key).toEqual([404, ERRORS.NOT_FOUND.code]);
    }
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('shopmedia.deleteImage', { mediaId: 'SM0001' }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await h.client.call('shopmedia.imagePage', { pageNum: 1, pageSize: 10 }, { token: apple, tenant: APPLE })).body.resultData).toEqual({ records: [], total: 0 });
    // A picture of another enterprise of the tenant may not be filed by id as one's own upload from another tenant.
    const foreign = await h.client.call('shopmedia.addImages', { pictures: [before.records[0].picture] }, { token: apple, tenant: APPLE });
    expect([foreign.status, foreign.body.msg]).toEqual([400, '图片不存在或无权使用，请重新上传']);
    expect(await images(seller)).toEqual(before);
  });

  it('refuses accounts without the right (403) and personal accounts', async () => {
    // The warehouse staff and the buyer enterprise's admin hold no gallery right; a personal member has no enterprise.
    const warehouse = await h.client.token('13800000005');
    const buyer = await h.client.token(PHONES.buyer);
    const personal = await h.client.token(PHONES.personal);
    for (const token of [warehouse, buyer, personal]) {
      for (const [key, body] of [
        ['shopmedia.imagePage', { pageNum: 1, pageSize: 10 }], ['shopmedia.videoPage', { pageNum: 1, pageSize: 10 }],
        ['shopmedia.addImages', { pictures: [] }], ['shopmedia.addVideo', { title: 'x', video: [] }],
        ['shopmedia.deleteImage', { mediaId: 'SM0001' }], ['shopmedia.moveVideo', { mediaId: 'SM0501', direction: 'up' }],
      ] as const) {
        const r = await h.client.call(key, body, { token });
        expect([r.status, r.body.code], key).toEqual([403, ERRORS.FORBIDDEN.code]);
      }
    }
    expect(await countRows(h.db, 'shop_media', "media_id = 'SM0001'")).toBe(1);
  });
});

describe('the demo video asset', () => {
  it('is a WebM file kept in git (not ignored), the bytes the seed stored', async () => {
    const { execFileSync } = await import('node:child_process');
    const path = 'api/server/data/asset/shop-demo-video.webm';
    expect([...WEBM.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(execFileSync('git', ['ls-files', '--error-unmatch', path], { encoding: 'utf8' }).trim()).toBe(path);
    const served = await h.app.inject({ method: 'GET', url: '/scpr/file/file/download?tntId=T1001&id=F-SM0501' });
    expect([served.statusCode, served.rawPayload.equals(WEBM)]).toEqual([200, true]);
  });
});

describe('deleting releases the files', () => {
  const OWNER = 'ent:C001';
  const used = async (ownerId = OWNER) =>
    Number((await h.db.owner.query<{ bytes: string }>("SELECT bytes FROM file_usage WHERE tnt_id = 'T1001' AND owner_id = $1", [ownerId]))[0]?.bytes ?? 0);
  const digestOf = async (fileId: string) =>
    (await h.db.owner.query<{ sha256: string }>("SELECT sha256 FROM files WHERE tnt_id = 'T1001' AND file_id = $1", [fileId]))[0]!.sha256;
  const stored = async (sha256: string) => {
    const blob = await store.open(sha256);
    blob?.stream.destroy();
    return blob !== null;
  };
  const fileRows = (ids: string[]) => countRows(h.db, 'files', "tnt_id = 'T1001' AND file_id = ANY($1)", [ids]);
  const refs = async (sha256: string) =>
    (await h.db.owner.query<{ refs: number }>('SELECT refs FROM blob_refs WHERE sha256 = $1', [sha256]))[0]?.refs ?? null;
  /** A picture no other test (or seed) has: its bytes are its own. */
  const freshPng = (): Buffer => encodePng(8, 8, new Uint8Array(randomBytes(8 * 8 * 3)));
  const download = async (url: string) => (await h.app.inject({ method: 'GET', url })).statusCode;

  it('a deleted picture or video gives its size back to the quota; its file and bytes go', async () => {
    const before = await used();
    const bytes = freshPng();
    const pic = await uploaded('upload', '新图.png', bytes);
    expect(await used()).toBe(before + bytes.length);
    const { mediaIds: [pictureId] } = await ok(h.client, 'shopmedia.addImages', { pictures: [pic] }, seller);
    const sha = await digestOf(pic.id);
    expect([await stored(sha), await refs(sha)]).toEqual([true, 1]);
    await ok(h.client, 'shopmedia.deleteImage', { mediaId: pictureId }, seller);
    expect(await used()).toBe(before);
    expect([await fileRows([pic.id]), await stored(sha), await refs(sha), await download(pic.url)]).toEqual([0, false, null, 404]);

    // A video with its poster: both go.
    const clip = Buffer.concat([MP4, randomBytes(32)]);
    const posterBytes = freshPng();
    const video = await uploaded('uploadVideo', '新片.mp4', clip);
    const poster = await uploaded('upload', '新片封面.png', posterBytes);
    expect(await used()).toBe(before + clip.length + posterBytes.length);
    const { mediaId } = await ok(h.client, 'shopmedia.addVideo', { title: '新片', video: [video], poster: [poster] }, seller);
    const digests = [await digestOf(video.id), await digestOf(poster.id)];
    await ok(h.client, 'shopmedia.deleteVideo', { mediaId }, seller);
    expect(await used()).toBe(before);
    expect(await fileRows([video.id, poster.id])).toBe(0);
    for (const d of digests) expect(await stored(d)).toBe(false);
  });

  it('keeps bytes another file row still names, and a file another gallery row still names', async () => {
    const bytes = freshPng();
    // The same picture uploaded twice: two file rows, one copy of the bytes.
    const [a, b] = [await uploaded('upload', 'a.png', bytes), await uploaded('upload', 'b.png', bytes)];
    const sha = await digestOf(a.id);
    expect([await digestOf(b.id), await refs(sha)]).toEqual([sha, 2]);
    const before = await used();
    const { mediaIds: [rowA] } = await ok(h.client, 'shopmedia.addImages', { pictures: [a] }, seller);
    const { mediaIds: [rowB] } = await ok(h.client, 'shopmedia.addImages', { pictures: [b] }, seller);
    const { mediaIds: [rowB2] } = await ok(h.client, 'shopmedia.addImages', { pictures: [b] }, seller);
    await ok(h.client, 'shopmedia.deleteImage', { mediaId: rowA }, seller);
    expect([await used(), await stored(sha), await download(b.url), await download(a.url)]).toEqual([before - bytes.length, true, 200, 404]);
    // b is named by two rows: the first delete keeps it.
    await ok(h.client, 'shopmedia.deleteImage', { mediaId: rowB }, seller);
    expect([await fileRows([b.id]), await stored(sha), await download(b.url)]).toEqual([1, true, 200]);
    await ok(h.client, 'shopmedia.deleteImage', { mediaId: rowB2 }, seller);
    expect([await fileRows([b.id]), await stored(sha), await used()]).toEqual([0, false, before - 2 * bytes.length]);

    // The demo video's bytes are also an upload's (the first test uploaded them as 基地.webm): deleting the
    // demo row releases its file (charged to C001 by the seed) but not the bytes.
    const demoSha = await digestOf('F-SM0501');
    const copies = Number((await h.db.owner.query<{ n: string }>('SELECT count(*) AS n FROM files WHERE sha256 = $1', [demoSha]))[0]!.n);
    expect(copies).toBeGreaterThan(1);
    const usedBefore = await used();
    await ok(h.client, 'shopmedia.deleteVideo', { mediaId: 'SM0501' }, seller);
    expect(await fileRows(['F-SM0501', 'F-SM0501-P'])).toBe(0);
    expect(await used()).toBeLessThan(usedBefore - WEBM.length + 1);
    expect([await stored(demoSha), await refs(demoSha)]).toEqual([true, copies - 1]);
  });

  it('a gallery file is the gallery\'s: no other record may name it, and the gallery takes no file of another record', async () => {
    const pic = await uploaded('upload', '相册.png', freshPng());
    await ok(h.client, 'shopmedia.addImages', { pictures: [pic] }, seller);
    const day = (offset: number) => new Date(h.clock.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const ad = await h.client.call('shop.advAdd', { title: '秋季苹果节', pictures: [pic], sort: 0, startDate: day(0), endDate: day(3), enabled: true }, { token: seller });
    expect([ad.status, ad.body.code, ad.body.msg]).toEqual([400, ERRORS.BAD_REQUEST.code, '该文件已用于其他内容，请重新上传']);
    const other = await uploaded('upload', '广告.png', freshPng());
    await ok(h.client, 'shop.advAdd', { title: '秋季苹果节', pictures: [other], sort: 0, startDate: day(0), endDate: day(3), enabled: true }, seller);
    const before = await countRows(h.db, 'shop_media');
    const taken = await h.client.call('shopmedia.addImages', { pictures: [other] }, { token: seller });
    expect([taken.status, taken.body.msg]).toEqual([400, '该文件已用于其他内容，请重新上传']);
    expect(await countRows(h.db, 'shop_media')).toBe(before);
  });

  it('two deletes at once: of the same row, and of rows naming the same file or the same bytes', async () => {
    const before = await used();
    // The same row twice: one delete, one 404, the size given back once.
    const one = await uploaded('upload', 'once.png', freshPng());
    const { mediaIds: [row] } = await ok(h.client, 'shopmedia.addImages', { pictures: [one] }, seller);
    const twice = await Promise.all([1, 2].map(() => h.client.call('shopmedia.deleteImage', { mediaId: row }, { token: seller })));
    expect(twice.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await used()).toBe(before);

    // One file in two enterprises' galleries (each under its own gallery lock): deleted at once, the file
    // goes once and its size is given back once.
    const shared = await uploaded('upload', 'shared.png', freshPng());
    const sha = await digestOf(shared.id);
    const { mediaIds: [mine] } = await ok(h.client, 'shopmedia.addImages', { pictures: [shared] }, seller);
    const { mediaIds: [theirs] } = await ok(h.client, 'shopmedia.addImages', { pictures: [shared] }, agent);
    const both = await Promise.all([
      h.client.call('shopmedia.deleteImage', { mediaId: mine }, { token: seller }),
      h.client.call('shopmedia.deleteImage', { mediaId: theirs }, { token: agent }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect([await fileRows([shared.id]), await stored(sha), await refs(sha), await used()]).toEqual([0, false, null, before]);

    // Two files with the same bytes, each in a row, deleted at once: the bytes go (neither keeps them for the other).
    const bytes = freshPng();
    const [x, y] = [await uploaded('upload', 'x.png', bytes), await uploaded('upload', 'y.png', bytes)];
    const digest = await digestOf(x.id);
    const { mediaIds: [rx, ry] } = await ok(h.client, 'shopmedia.addImages', { pictures: [x, y] }, seller);
    const pair = await Promise.all([rx, ry].map((mediaId) => h.client.call('shopmedia.deleteImage', { mediaId }, { token: seller })));
    expect(pair.map((r) => r.status)).toEqual([200, 200]);
    expect([await fileRows([x.id, y.id]), await stored(digest), await refs(digest), await used()]).toEqual([0, false, null, before]);
  });
});
