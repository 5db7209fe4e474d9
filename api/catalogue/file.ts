// Uploaded files (spec 5 upload widget; spec 7 "file upload"): the form keeps { id, name, url } and the
// picture is served back by url. Rules: docs/goods.md.
import { defineCall } from './types';
import { obj, open, ref, str } from './shapes';

/** What the server validates of the file part (multipart.ts describes it so): its name, type and size;
 * the bytes themselves are checked by the file domain (extension, magic bytes). 10 MB: spec 9; a video 50 MB. */
const uploadedFile = (maxBytes: number) => obj(
  {
    filename: { type: 'string', title: '文件名', maxLength: 255 },
    mimetype: { type: 'string', title: '文件类型', maxLength: 255 },
    size: { type: 'integer', title: '文件大小', minimum: 0, maximum: maxBytes },
  },
  ['filename', 'size'],
);
const MB = 1024 * 1024;

export const file = [
  defineCall({
    key: 'file.upload', method: 'POST', path: '/scpr/file/file/upload', permission: 'login',
    title: '上传文件（multipart：file、fileName；不超过10MB）',
    request: obj({ file: { ...uploadedFile(10 * MB), title: '文件' }, fileName: ref('file', 'name') }, ['file']),
    response: open({ id: str, name: str, url: str }, ['id', 'name', 'url']),
  }),
  defineCall({
    key: 'file.uploadVideo', method: 'POST', path: '/scpr/file/file/uploadVideo', permission: 'login',
    title: '上传视频（multipart：file、fileName；mp4或webm，按文件头识别，不超过50MB）',
    request: obj({ file: { ...uploadedFile(50 * MB), title: '视频' }, fileName: ref('file', 'name') }, ['file']),
    response: open({ id: str, name: str, url: str }, ['id', 'name', 'url']),
  }),
  defineCall({
    key: 'file.download', method: 'GET', path: '/scpr/file/file/download', permission: 'public', replayExempt: true, tenant: 'optional',
    title: '读取已上传的文件（图片地址；付款凭证等受限文件须带当事方页面给出的临时授权 e、g）',
    request: obj(
      {
        tntId: ref('tenant', 'tntId'), id: ref('file', 'id'),
        e: { type: 'string', title: '授权有效期', maxLength: 12, pattern: '^[0-9]+$' }, g: { type: 'string', title: '授权', maxLength: 32, pattern: '^[0-9a-f]+$' },
      },
      ['tntId', 'id'],
    ),
    response: { type: 'string' },
  }),
];
