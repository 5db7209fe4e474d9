// A shop's gallery (spec 2.8 "Shop management": video and image lists, add video, add images; issue 33
// item 5): the handlers, the table, the demo pictures and video. docs/shop-media.md.
import type { ServerModule } from '../../core';
import { shopmediaHandlers } from './routes';
import * as shopmediaTables from './tables';
import { seedShopmediaDemo } from './demo';

export { shopmediaHandlers, shopmediaTables };
export const shopmediaModule = { handlers: shopmediaHandlers, tables: shopmediaTables, seedDemo: seedShopmediaDemo } satisfies ServerModule<'shopmedia'>;
// The storefront (the shop module's seller page) shows an enterprise's gallery to buyers.
export { imagePage, videoPage } from './service';
