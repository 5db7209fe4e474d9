// The stars of a score, as a code list (the score form's radio buttons).
import type { CodeLists } from '../../core';

export const scoreCodes = {
  SCORE_STARS: [['1', '1星 很差'], ['2', '2星 较差'], ['3', '3星 一般'], ['4', '4星 满意'], ['5', '5星 非常满意']],
} satisfies CodeLists;
