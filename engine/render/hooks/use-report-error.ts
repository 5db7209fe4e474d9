// A failed call is shown once: as a toast (2 s, 5 s for YSCACL00000074) unless the caller already
// handled it (the app's client applies the error catalogue of spec 8 and marks the error handled).
import { useCallback } from 'react';
import { useEngine, type CallError } from '../context';

export function useReportError(): (error: unknown) => void {
  const { toast } = useEngine();
  return useCallback(
    (error: unknown) => {
      const e = error as Partial<CallError> | undefined;
      if (e?.handled) return;
      toast.error(e?.msg || '操作失败，请稍后再试', e?.code);
    },
    [toast],
  );
}
