// Which page numbers the pager shows (spec 9: pager count 5), element-ui style: the first and last
// page always, the current page in the middle, ellipses for the gaps.
export type PagerItem = number | 'prev-more' | 'next-more';

export function pagerItems(current: number, pageCount: number, pagerCount = 5): PagerItem[] {
  if (pageCount <= pagerCount) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const half = Math.floor((pagerCount - 1) / 2);
  const showPrevMore = current > pagerCount - half;
  const showNextMore = current < pageCount - half;
  const middle: number[] = [];
  if (showPrevMore && !showNextMore) {
    for (let i = pageCount - (pagerCount - 2); i < pageCount; i++) middle.push(i);
  } else if (!showPrevMore && showNextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  }
  return [1, ...(showPrevMore ? (['prev-more'] as const) : []), ...middle, ...(showNextMore ? (['next-more'] as const) : []), pageCount];
}
