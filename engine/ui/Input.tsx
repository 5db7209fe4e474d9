import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ value, onChange, invalid, className, ...rest }: InputProps) {
  return (
    <input
      {...rest}
      className={`scpr-input${className ? ` ${className}` : ''}`}
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

export function TextArea({ value, onChange, invalid, ...rest }: TextAreaProps) {
  return <textarea {...rest} className="scpr-input" value={value} aria-invalid={invalid || undefined} onChange={(e) => onChange(e.target.value)} />;
}
