// Progress (role progressbar): a bar with a percentage when the share done is known (uploads), else a
// moving stripe (a batch action the server does in one call), with its label beside it; or the bar alone
// (`showInfo` false, thin with `size` small: an upload line, which shows the file and percent itself).
export interface ProgressProps {
  /** 0-100; none: the end is unknown (indeterminate). */
  percent?: number;
  label: string;
  /** Shown beside the bar (default: the label). */
  text?: string;
  /** Whether the text is shown beside the bar (default yes). */
  showInfo?: boolean;
  /** small: a 2 px bar. */
  size?: 'default' | 'small';
}

export function Progress({ percent, label, text, showInfo = true, size = 'default' }: ProgressProps) {
  const known = percent !== undefined;
  const p = known ? Math.max(0, Math.min(100, Math.round(percent))) : undefined;
  return (
    <div className={`scpr-progress${known ? '' : ' is-indeterminate'}${size === 'small' ? ' is-small' : ''}`}>
      <div className="scpr-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={p}>
        <div className="scpr-progress__bar" style={known ? { width: `${p}%` } : undefined} />
      </div>
      {showInfo ? <span className="scpr-progress__text" aria-hidden="true">{text ?? label}{known ? ` ${p}%` : ''}</span> : null}
    </div>
  );
}
