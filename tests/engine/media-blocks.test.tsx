// The media pieces of the engine (issue 33 item 5; any screen may use them): the picture wall (thumbnails
// from a call, a large preview on click, per-picture buttons with `index` bound to calls, then reload), the
// video player (native <video> with poster, only http(s) addresses) and the upload field's per-file
// progress and cancel.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CallOptions } from '../../engine/render';
import { inlineEngine } from './support/inline-screen';
import { installClickCooldown } from '../../src/global/click-cooldown';

afterEach(cleanup);

const route = { name: 'Inline', path: '/inline', meta: { title: '测试页' } };
const page = (blocks: object[], dialogs?: object) => ({ kind: 'page', route, blocks, ...(dialogs ? { dialogs } : {}) });

describe('picture wall', () => {
  const rows = () => [
    { id: 'a', title: '稻田', album: '基地', picture: { url: '/f/a.png', name: 'a.png' } },
    { id: 'b', title: '茶园', album: '', picture: '/f/b.png' },
    { id: 'c', title: '麦田', album: '基地', picture: null },
  ];
  const wall = {
    kind: 'picture-wall',
    title: '店铺图片',
    data: { call: 'media.page', paginate: true },
    picture: '= row.picture',
    caption: '= row.title',
    extra: '= row.album',
    itemActions: [
      { id: 'up', label: '前移', call: 'media.move', payload: { id: '= row.id', direction: 'up' }, then: ['reload'], access: { visible: '= index > 0' } },
      { id: 'down', label: '后移', call: 'media.move', payload: { id: '= row.id', direction: 'down' }, then: ['reload'], access: { visible: '= index < data.length - 1' } },
    ],
  };

  it('shows a thumbnail, caption and line per row, previews on click, moves through a call and asks again', async () => {
    let order = rows();
    const t = inlineEngine({
      'media.page': () => ({ records: order, total: order.length }),
      'media.move': (p) => {
        const i = order.findIndex((r) => r.id === p.id);
        const j = p.direction === 'up' ? i - 1 : i + 1;
        order = [...order];
        [order[i], order[j]] = [order[j]!, order[i]!];
        return null;
      },
    });
    render(t.view(page([wall])));
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.scpr-wall__caption')?.textContent)).toEqual(['稻田', '茶园', '麦田']);
    expect(within(items[0]!).getByText('基地')).toBeTruthy();
    // A row without a picture says so instead of a broken image.
    expect(within(items[2]!).getByRole('img', { name: '麦田（无图片）' })).toBeTruthy();
    // 前移 not on the first, 后移 not on the last.
    expect(within(items[0]!).queryByRole('button', { name: '前移' })).toBeNull();
    expect(within(items[2]!).queryByRole('button', { name: '后移' })).toBeNull();
    expect(t.calls.find((c) => c.key === 'media.page')?.payload).toMatchObject({ pageNum: 1, pageSize: 20 });

    fireEvent.click(within(items[1]!).getByRole('button', { name: '预览茶园' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('img', { name: '茶园' }) as HTMLImageElement).getAttribute('src')).toBe('/f/b.png');
    fireEvent.keyDown(dialog.querySelector('.scpr-image-preview')!, { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img', { name: '稻田' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });

    fireEvent.click(within(items[1]!).getByRole('button', { name: '前移' }));
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'media.page')).toHaveLength(2));
    expect(t.calls.find((c) => c.key === 'media.move')?.payload).toEqual({ id: 'b', direction: 'up' });
    await waitFor(() => expect([...document.querySelectorAll('.scpr-wall__caption')].map((e) => e.textContent)).toEqual(['茶园', '稻田', '麦田']));
  });

  it('says its empty text when there is nothing', async () => {
    render(inlineEngine({ 'media.page': () => ({ records: [], total: 0 }) }).view(page([{ ...wall, empty: '暂无店铺图片' }])));
    expect(await screen.findByText('暂无店铺图片')).toBeTruthy();
  });
});

describe('video player', () => {
  it('plays an address with its poster and name, with the native controls', async () => {
    const t = inlineEngine({});
    render(t.view(page([{ kind: 'video', src: '= query.v', poster: '= query.p', caption: '基地宣传片', text: '56KB' }]), {}, { v: '/scpr/file/file/download?tntId=T1001&id=V1', p: '/f/p.png' }));
    const video = (await screen.findByLabelText('基地宣传片', { selector: 'video' })) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(`${window.location.origin}/scpr/file/file/download?tntId=T1001&id=V1`);
    expect(video.getAttribute('poster')).toBe(`${window.location.origin}/f/p.png`);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(screen.getByText('56KB')).toBeTruthy();
    // A file that cannot be played says so.
    fireEvent.error(video);
    expect(screen.getByRole('alert').textContent).toBe('视频无法播放：文件已删除或格式不受支持');
  });

  it.each([['javascript:alert(1)'], ['data:video/mp4;base64,AAAA'], ['']])('refuses %j: 视频地址无效 and no player', async (src) => {
    render(inlineEngine({}).view(page([{ kind: 'video', src: '= query.v', caption: '视频' }]), {}, { v: src }));
    expect((await screen.findByRole('note')).textContent).toBe('视频地址无效');
    expect(document.querySelector('video')).toBeNull();
  });
});

describe('upload field: per-file progress and cancel', () => {
  const entities = {
    media: {
      $id: 'media',
      type: 'object',
      properties: {
        pictures: {
          type: 'array', title: '图片', 'x-upload': { accept: ['png'], maxSizeMb: 10, maxCount: 5, call: 'file.upload' },
          items: { type: 'object', properties: { id: { type: 'string' }, url: { type: 'string' }, name: { type: 'string' } } },
        },
      },
    },
  };
  const form = { kind: 'form', route, entity: 'media', fields: ['pictures'], submit: { label: '保存', call: 'media.add' } };

  it('shows each file’s own progress, cancels one while the others go on, keeps the uploaded ones', async () => {
    const pending: { name: string; options: CallOptions | undefined; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
    const call = (key: string, payload?: unknown, options?: CallOptions) =>
      new Promise((resolve, reject) => {
        const name = (payload as { fileName: string }).fileName;
        pending.push({ name, options, resolve, reject });
        options?.signal?.addEventListener('abort', () => reject({ code: 'aborted', msg: '已取消上传' }));
      });
    const t = inlineEngine({}, { call: call as never });
    render(t.view(form, entities as never));
    const input = (await screen.findByLabelText('图片')) as HTMLInputElement;
    const files = ['a.png', 'b.png', 'c.png'].map((n) => new File([new Uint8Array(10)], n, { type: 'image/png' }));
    fireEvent.change(input, { target: { files } });
    await waitFor(() => expect(pending).toHaveLength(1));
    const queue = screen.getByRole('list', { name: '上传队列' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(3);
    // The first file reports its bytes: its own bar moves; the others wait.
    act(() => pending[0]!.options!.onUploadProgress!(5, 10));
    expect(screen.getByRole('progressbar', { name: 'a.png上传进度' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('progressbar', { name: 'b.png上传进度' }).getAttribute('aria-valuenow')).toBe('0');
    // Each line as Ant Design's upload item: the name and the percent (or 等待上传) on the first row, the bar
    // alone below them (its text overlapped the bar before), a cancel icon named for its file.
    const lineOf = (name: string) => screen.getByRole('progressbar', { name: `${name}上传进度` }).closest('li')!;
    expect([...lineOf('a.png').children].map((c) => c.getAttribute('class'))).toEqual([
      expect.stringContaining('scpr-upload__icon'), 'scpr-upload__name', 'scpr-upload__percent', 'scpr-upload__action', 'scpr-upload__bar',
    ]);
    expect(within(lineOf('a.png')).getByText('50%')).toBeTruthy();
    expect(within(lineOf('b.png')).getByText('等待上传')).toBeTruthy();
    expect(lineOf('a.png').querySelector('.scpr-upload__bar')!.textContent).toBe('');
    expect(lineOf('a.png').querySelector('.scpr-progress.is-small')).not.toBeNull();
    // b is cancelled while waiting; a finishes; c goes next (b never reaches the server).
    fireEvent.click(screen.getByRole('button', { name: '取消上传b.png' }));
    await act(async () => pending[0]!.resolve({ id: 'A', name: 'a.png', url: '/f/A' }));
    await waitFor(() => expect(pending.map((p) => p.name)).toEqual(['a.png', 'c.png']));
    // c is cancelled while uploading: its request is aborted. (With the app's click cooldown on, as in the
    // browser: the 移除 that replaces 取消 must be a button of its own, not the one just clicked.)
    const cooldownOff = installClickCooldown(document);
    fireEvent.click(screen.getByRole('button', { name: '取消上传c.png' }));
    await waitFor(() => expect(within(queue).getAllByText('已取消')).toHaveLength(2));
    expect(pending[1]!.options!.signal!.aborted).toBe(true);
    expect(screen.getByRole('img', { name: 'a.png' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'c.png' })).toBeNull();
    // 移除 takes a finished line away; with none left the queue goes.
    fireEvent.click(screen.getByRole('button', { name: '移除b.png' }));
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '移除c.png' }));
    expect(screen.queryByRole('list', { name: '上传队列' })).toBeNull();
    cooldownOff();
  });
});
