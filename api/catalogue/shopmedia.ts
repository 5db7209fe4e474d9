// A shop's pictures and videos (spec 2.8 "Shop management": video and image lists, add video, add images;
// issue 33 item 5): the gallery of an enterprise's shop, its pictures in the order the seller arranges
// them, its videos played in the list. The files themselves are uploaded by file.upload / file.uploadVideo;
// these calls file them in the gallery (docs/shop-media.md).
import { defineCall } from './types';
import { int, list, nul, obj, open, ref, str, type FieldOf } from './shapes';

const m = <const F extends FieldOf<'shop-media'>>(field: F) => ref('shop-media', field);
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };
const fileRef = open({ id: str, name: str, url: str }, ['id', 'name', 'url']);
const common = { mediaId: str, title: str, albumNm: str, sizeBytes: int, sizeText: str, sortNo: int, createdAt: str };
const required = ['mediaId', 'title', 'albumNm', 'sizeBytes', 'sizeText', 'sortNo', 'createdAt'] as const;

export const shopImage = open({ ...common, picture: fileRef }, [...required, 'picture']);
export const shopVideo = open({ ...common, video: fileRef, poster: { anyOf: [fileRef, nul] } }, [...required, 'video', 'poster']);
const filters = { ...page, albumNm: m('albumNm'), keyword: m('keyword') };

export const shopmedia = [
  defineCall({
    key: 'shopmedia.imagePage', method: 'POST', path: '/scpr/acl/acl/shopMedia/imagePage', permission: 'ShopImageList',
    title: '店铺图片分页（按卖家排定的顺序；可按相册、标题筛选）',
    request: obj(filters, ['pageNum', 'pageSize']),
    response: open({ records: list(shopImage), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'shopmedia.videoPage', method: 'POST', path: '/scpr/acl/acl/shopMedia/videoPage', permission: 'ShopVideoList',
    title: '店铺视频分页（按卖家排定的顺序；可按相册、标题筛选）',
    request: obj(filters, ['pageNum', 'pageSize']),
    response: open({ records: list(shopVideo), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'shopmedia.addImages', method: 'POST', path: '/scpr/acl/acl/shopMedia/addImages', permission: 'AddImages',
    title: '添加店铺图片（已上传的图片，一次最多20张，排在最后；标题取文件名）',
    request: obj({ pictures: m('pictures'), albumNm: m('albumNm') }, ['pictures']),
    response: open({ mediaIds: list(str) }, ['mediaIds']),
  }),
  defineCall({
    key: 'shopmedia.addVideo', method: 'POST', path: '/scpr/acl/acl/shopMedia/addVideo', permission: 'AddVideo',
    title: '添加店铺视频（已上传的mp4或webm视频，可选封面图）',
    request: obj({ title: m('title'), video: m('video'), poster: m('poster'), albumNm: m('albumNm') }, ['title', 'video']),
    response: open({ mediaId: str }, ['mediaId']),
  }),
  defineCall({
    key: 'shopmedia.moveImage', method: 'POST', path: '/scpr/acl/acl/shopMedia/moveImage', permission: 'shop-image-sort',
    title: '调整店铺图片的顺序（与前一个或后一个交换）',
    request: obj({ mediaId: m('mediaId'), direction: m('direction') }, ['mediaId', 'direction']),
    response: nul,
  }),
  defineCall({
    key: 'shopmedia.deleteImage', method: 'POST', path: '/scpr/acl/acl/shopMedia/deleteImage', permission: 'shop-image-delete',
    title: '删除店铺图片',
    request: obj({ mediaId: m('mediaId') }, ['mediaId']),
    response: nul,
  }),
  defineCall({
    key: 'shopmedia.moveVideo', method: 'POST', path: '/scpr/acl/acl/shopMedia/moveVideo', permission: 'shop-video-sort',
    title: '调整店铺视频的顺序（与前一个或后一个交换）',
    request: obj({ mediaId: m('mediaId'), direction: m('direction') }, ['mediaId', 'direction']),
    response: nul,
  }),
  defineCall({
    key: 'shopmedia.deleteVideo', method: 'POST', path: '/scpr/acl/acl/shopMedia/deleteVideo', permission: 'shop-video-delete',
    title: '删除店铺视频',
    request: obj({ mediaId: m('mediaId') }, ['mediaId']),
    response: nul,
  }),
];
