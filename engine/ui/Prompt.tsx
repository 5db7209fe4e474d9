// A small dialog asking for one text before an action runs (a reason to freeze goods): 确定 checks
// `required` and hands the text back; 取消, Escape or × hand back null.
import { useId, useState } from 'react';
import { Button } from './Button';
import { errorIdOf, Field } from './Field';
import { Modal } from './Modal';

export interface PromptRequest {
  label: string;
  title?: string;
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
}

export interface PromptProps {
  request: PromptRequest | null;
  onAnswer: (text: string | null) => void;
}

export function Prompt({ request, onAnswer }: PromptProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const answer = (value: string | null) => {
    setText('');
    setError(undefined);
    onAnswer(value);
  };
  const ok = () => {
    const t = text.trim();
    if (request?.required && t === '') {
      setError(`请输入${request.label}`);
      document.getElementById(id)?.focus();
      return;
    }
    answer(t);
  };
  return (
    <Modal
      open={request !== null}
      title={request?.title ?? request?.label ?? ''}
      width={480}
      onClose={() => answer(null)}
      footer={
        <>
          <Button cooldownMs={0} onClick={() => answer(null)}>取消</Button>
          <Button tone="primary" cooldownMs={0} onClick={ok}>
            确定
          </Button>
        </>
      }
    >
      {request ? (
        <Field id={id} label={request.label} required={request.required} error={error}>
          <textarea
            id={id}
            className="scpr-input"
            rows={3}
            value={text}
            maxLength={request.maxLength}
            placeholder={request.placeholder ?? `请输入${request.label}`}
            aria-required={request.required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorIdOf(id) : undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (error && e.target.value.trim() !== '') setError(undefined);
            }}
          />
        </Field>
      ) : null}
    </Modal>
  );
}
