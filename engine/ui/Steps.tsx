// Steps (Ant Design's Steps): a numbered progress of a process. The current step carries
// aria-current="step"; finished steps show a check, an errored current step a cross.
import { Check, X } from './icons';
import type { ReactNode } from 'react';

export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

export interface StepItem {
  key?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Overrides the status derived from `current`. */
  status?: StepStatus;
}

export interface StepsProps {
  items: readonly StepItem[];
  /** 0-based index of the current step; steps before it are finished. */
  current?: number;
  /** Status of the current step (an order cancelled at payment: 'error'). */
  status?: Exclude<StepStatus, 'wait'>;
  direction?: 'horizontal' | 'vertical';
  size?: 'default' | 'small';
  label?: string;
}

export const stepStatus = (i: number, current: number, status: StepsProps['status'] = 'process', own?: StepStatus): StepStatus =>
  own ?? (i < current ? 'finish' : i === current ? status : 'wait');

const STATUS_TEXT: Record<StepStatus, string> = { wait: '未开始', process: '进行中', finish: '已完成', error: '失败' };

export function Steps({ items, current = 0, status = 'process', direction = 'horizontal', size = 'default', label = '步骤' }: StepsProps) {
  return (
    <ol className={`scpr-steps scpr-steps--${direction} scpr-steps--${size}`} aria-label={label}>
      {items.map((item, i) => {
        const s = stepStatus(i, current, status, item.status);
        return (
          <li key={item.key ?? i} className={`scpr-step scpr-step--${s}`} aria-current={i === current ? 'step' : undefined}>
            <span className="scpr-step__icon" aria-hidden="true">
              {s === 'finish' ? <Check size={16} /> : s === 'error' ? <X size={16} /> : i + 1}
            </span>
            <span className="scpr-step__content">
              <span className="scpr-step__title">
                {item.title}
                <span className="scpr-sr-only">（{STATUS_TEXT[s]}）</span>
              </span>
              {item.description ? <span className="scpr-step__desc">{item.description}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
