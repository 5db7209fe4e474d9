// A labelled field: the label points at the control, the error is announced and linked to it.
import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  help?: string;
  span?: number;
  /** The label names the control for screen readers only (a heading above already says it). */
  labelHidden?: boolean;
  children: ReactNode;
}

export const errorIdOf = (id: string) => `${id}__error`;

export function Field({ id, label, required, error, help, span, labelHidden, children }: FieldProps) {
  return (
    <div className="scpr-field" style={span && span > 1 ? { gridColumn: `span ${span}` } : undefined}>
      <label className={labelHidden ? 'scpr-sr-only' : 'scpr-field__label'} htmlFor={id}>
        {required ? <span className="scpr-field__required" aria-hidden>*</span> : null}
        {label}
      </label>
      {children}
      {error ? (
        <div className="scpr-field__error" id={errorIdOf(id)} role="alert">
          {error}
        </div>
      ) : help ? (
        <div className="scpr-field__help">{help}</div>
      ) : null}
    </div>
  );
}
