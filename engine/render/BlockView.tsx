// Dispatches a block to its renderer. Forms, lists and cards load lazily: the form store and
// widgets, TanStack Table and the filter bar stay out of the entry chunk every route
// loads until a page shows them (a login page shows only a form; README "Bundle budget").
import { lazy, Suspense, type ReactNode } from 'react';
import { test } from '../logic/evaluate';
import type { Block } from '../schema/types';
import { ComponentView } from './ComponentView';
import { DetailView } from './detail/DetailView';
import { FrameView } from './frame/FrameView';
import { PageView } from './page/PageView';
import { useScope } from './scope';
import { SlotView } from './slot/SlotView';
import { TextView } from './text/TextView';

const FormView = lazy(() => import('./form/FormView'));
const ListView = lazy(() => import('./list/ListView'));
// Cards (with their filter bar, shared with lists): their own chunk.
const CardsView = lazy(() => import('./cards/CardsView').then((m) => ({ default: m.CardsView })));
// Order progress and history: their own chunk, only for pages that show them.
const StepsView = lazy(() => import('./progress/StepsView').then((m) => ({ default: m.StepsView })));
const TimelineView = lazy(() => import('./progress/TimelineView').then((m) => ({ default: m.TimelineView })));
// The storefront's SKU picker: its own chunk, only for product details.
const SkuPickerView = lazy(() => import('./storefront/SkuPickerView').then((m) => ({ default: m.SkuPickerView })));
// The storefront cart: its own chunk, only for the cart.
const CartView = lazy(() => import('./storefront/CartView').then((m) => ({ default: m.CartView })));
// The storefront carousel (a mall's ads): its own chunk, only for the shopping front.
const CarouselView = lazy(() => import('./storefront/CarouselView').then((m) => ({ default: m.CarouselView })));
// A storefront's masthead (a shop's card): its own chunk, only for the storefront and product details.
const MastheadView = lazy(() => import('./storefront/MastheadView').then((m) => ({ default: m.MastheadView })));
// The picture wall and the video player: their own chunk, only for pages that show them.
const PictureWallView = lazy(() => import('./media/PictureWallView').then((m) => ({ default: m.PictureWallView })));
const VideoView = lazy(() => import('./media/VideoView').then((m) => ({ default: m.VideoView })));
// Charts: their own chunk, which loads echarts on its first render; only pages that show a chart.
const ChartView = lazy(() => import('./chart/ChartView').then((m) => ({ default: m.ChartView })));
// Screens that shape other screens (the tenant admin's screen patches and page settings): one chunk,
// only for those pages.
const CustomBlock = lazy(() => import('./custom/CustomBlock'));

/** A block whose renderer is its own chunk: a loading line until it arrives. */
const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<p>加载中…</p>}>{children}</Suspense>;

export function BlockView({ block }: { block: Block }) {
  const scope = useScope();
  if (!test(block.access?.visible, scope, true)) return null;
  switch (block.kind) {
    case 'list':
      return <Lazy>{<ListView block={block} />}</Lazy>;
    case 'detail':
      return <DetailView block={block} />;
    case 'page':
      return <PageView block={block} />;
    case 'component':
      return <ComponentView block={block} />;
    case 'text':
      return <TextView block={block} />;
    case 'cards':
      return <Lazy>{<CardsView block={block} />}</Lazy>;
    case 'slot':
      return <SlotView block={block} />;
    case 'frame':
      return <FrameView block={block} />;
    case 'form':
      return <Lazy>{<FormView block={block} />}</Lazy>;
    case 'steps':
      return <Lazy>{<StepsView block={block} />}</Lazy>;
    case 'timeline':
      return <Lazy>{<TimelineView block={block} />}</Lazy>;
    case 'sku-picker':
      return <Lazy>{<SkuPickerView block={block} />}</Lazy>;
    case 'cart':
      return <Lazy>{<CartView block={block} />}</Lazy>;
    case 'carousel':
      return <Lazy>{<CarouselView block={block} />}</Lazy>;
    case 'masthead':
      return <Lazy>{<MastheadView block={block} />}</Lazy>;
    case 'chart':
      return <Lazy>{<ChartView block={block} />}</Lazy>;
    case 'choosers':
    case 'patch':
    case 'screen-preview':
    case 'versions':
    case 'look-preview':
      return <Lazy>{<CustomBlock block={block} />}</Lazy>;
    case 'picture-wall':
      return <Lazy>{<PictureWallView block={block} />}</Lazy>;
    case 'video':
      return <Lazy>{<VideoView block={block} />}</Lazy>;
    default:
      return null;
  }
}
