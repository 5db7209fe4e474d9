import type { ReactNode } from 'react';

export type TagTone = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export function Tag({ tone = 'primary', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={`scpr-tag scpr-tag--${tone}`}>{children}</span>;
}

/** Status words and the tone they get wherever a status shows as a tag (DOMAIN.md statuses). A status
 * without a tone of its own in the screen file is looked up here by its label. */
const TONE_BY_WORD: readonly [RegExp, TagTone][] = [
  [/(失败|驳回|拒绝|冻结|取消|关闭|异常|违规|过期|禁用|删除)/, 'danger'],
  [/(待|审核中|处理中|进行中|预售|申请)/, 'warning'],
  [/(已上架|成功|完成|通过|已支付|已付款|已发货|已收货|启用|正常|有效)/, 'success'],
  [/(草稿|已下架|未|停用)/, 'default'],
];

export const toneOfStatus = (label: string): TagTone => TONE_BY_WORD.find(([re]) => re.test(label))?.[1] ?? 'primary';
