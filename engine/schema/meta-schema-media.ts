// Media blocks (issue 33 item 5, a shop's gallery; usable by any screen): a picture wall (a grid of
// thumbnails from a call, each opening a large preview, with buttons per picture such as 删除, 前移, 后移
// bound to calls) and a video player (the native <video> with controls and a poster, in a card). Added to
// the shared block bodies by meta-schema.ts.
import { int, ref, str, type Node } from './meta-schema-parts';

export const MEDIA_BODIES: Record<string, { props: Node; required: string[] }> = {
  'picture-wall': {
    props: {
      data: { ...ref('DataSource'), description: 'The pictures: one per row (map.rows / map.total, default records / total). With `data.paginate: true` a pager is shown and pageNum / pageSize are sent; otherwise one answer holds them all.' },
      picture: { ...ref('Logic'), description: 'Each row\'s picture (scope `row`): an address, or `{ url, name }`, e.g. `"= row.picture"`.' },
      caption: { ...ref('Logic'), description: 'The text under each thumbnail (scope `row`), e.g. `"= row.title"`; also the picture\'s alt text and the preview\'s caption.' },
      extra: { ...ref('Logic'), description: 'A second, smaller line under the caption (scope `row`), e.g. the album or the size.' },
      size: int('Thumbnail width and height in px; default 160.', { minimum: 80, maximum: 320 }),
      rowKey: str('Row id field; default "id".'),
      filters: { type: 'array', items: { anyOf: [{ type: 'string' }, ref('FieldItem')] }, description: 'A search form above the wall (查询 / 重置); the applied values go into the call\'s params.' },
      entity: str('Entity of the filters (their labels and widgets); optional.'),
      pageSize: int('Pictures per page when `data.paginate` is true; default 20.', { minimum: 1, maximum: 100 }),
      toolbar: { type: 'array', items: ref('Action'), description: 'Buttons above the wall (scope `data`: the rows of this page).' },
      itemActions: { type: 'array', items: ref('Action'), description: 'Buttons under each picture (scope `row`, plus `index`: its place on this page from 0, and `data`: the page\'s rows), e.g. 前移 hidden when `"= index == 0"`; a call followed by "reload" asks the wall again.' },
      empty: str('Empty-state text; default 暂无图片.'),
    },
    required: ['data', 'picture'],
  },
  video: {
    props: {
      src: { ...ref('Logic'), description: 'The video\'s address (mp4 or webm): text or an expression, e.g. `"= dialog.url"`. Only http(s) addresses and paths of this site are played; anything else shows 视频地址无效.' },
      poster: { ...ref('Logic'), description: 'A picture shown before playing (an address or `{ url }`); none: the first frame.' },
      caption: { ...ref('Logic'), description: 'The video\'s name: its accessible name and the line under it.' },
      text: { ...ref('Logic'), description: 'A smaller line under the caption (size, upload time ...).' },
      autoplay: { type: 'boolean', description: 'Start playing when shown, muted (browsers allow only muted autoplay); default false.' },
      maxHeight: int('Largest height of the picture in px; default 480 (the width follows the card).', { minimum: 160, maximum: 1080 }),
    },
    required: ['src'],
  },
};
