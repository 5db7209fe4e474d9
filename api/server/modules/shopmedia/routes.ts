// Handlers of the shopmedia.* calls (api/catalogue/shopmedia.ts): the gallery is the caller's enterprise's.
import type { DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { addImages, addVideo, galleryOf, imagePage, move, remove, videoPage } from './service';

export const shopmediaHandlers = {
  'shopmedia.imagePage': readHandler(async (ctx) => imagePage(ctx.read, galleryOf(ctx), ctx.body)),
  'shopmedia.videoPage': readHandler(async (ctx) => videoPage(ctx.read, galleryOf(ctx), ctx.body)),
  'shopmedia.addImages': async (ctx) => addImages(ctx.deps, galleryOf(ctx), ctx.body),
  'shopmedia.addVideo': async (ctx) => addVideo(ctx.deps, galleryOf(ctx), ctx.body),
  'shopmedia.moveImage': async (ctx) => move(ctx.deps, galleryOf(ctx), 'image', ctx.body),
  'shopmedia.deleteImage': async (ctx) => remove(ctx.deps, galleryOf(ctx), 'image', ctx.body.mediaId),
  'shopmedia.moveVideo': async (ctx) => move(ctx.deps, galleryOf(ctx), 'video', ctx.body),
  'shopmedia.deleteVideo': async (ctx) => remove(ctx.deps, galleryOf(ctx), 'video', ctx.body.mediaId),
} satisfies DomainHandlers<'shopmedia'>;
