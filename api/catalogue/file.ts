// Uploaded files (spec 5 upload widget; spec 7 "file upload"): the form keeps { id, name, url } and the
// picture is served back by url. Rules: docs/goods.md.
import { defineCall } from './types';
import { obj, open, ref, str } from './shapes';

export const file = [
  defineCall({
    key: 'file.upload', method: 'POST', path: '/scpr/file/file/upload', permission: 'login',
    title: '上传文件（multipart：file、fileName；不超过10MB）',
    request: obj({ file: { type: 'object' }, fileName: ref('file', 'name') }, ['file']),
    response: open({ id: str, name: str, url: str }, ['id', 'name', 'url']),
  }),
  defineCall({
    key: 'file.download', method: 'GET', path: '/scpr/file/file/download', permission: 'public', replayExempt: true, tenant: 'optional',
    title: '读取已上传的文件（图片地址）',
    request: obj({ tntId: ref('tenant', 'tntId'), id: ref('file', 'id') }, ['tntId', 'id']),
    response: { type: 'string' },
  }),
];
