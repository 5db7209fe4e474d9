// Renders the toasts and the first pending alert.
import { useAtomValue } from 'jotai';
import { alertsAtom, toastsAtom } from './feedback';

export function FeedbackLayer() {
  const toasts = useAtomValue(toastsAtom);
  const alerts = useAtomValue(alertsAtom);
  const alert = alerts[0];
  return (
    <>
      <div className="scpr-toasts" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`scpr-toast scpr-toast--${t.type}`} role={t.type === 'error' ? 'alert' : 'status'}>
            {t.message}
          </div>
        ))}
      </div>
      {alert && (
        <div className="scpr-alert-mask">
          <div className="scpr-alert" role="alertdialog" aria-modal="true" aria-describedby={`scpr-alert-${alert.id}`}>
            <p id={`scpr-alert-${alert.id}`}>{alert.message}</p>
            <button type="button" className="scpr-button scpr-button--primary" onClick={alert.close} autoFocus>
              {alert.button}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
