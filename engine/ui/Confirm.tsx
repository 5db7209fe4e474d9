// A confirmation dialog (确定 / 取消) for actions that carry confirm text.
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmProps {
  open: boolean;
  message: string;
  onAnswer: (ok: boolean) => void;
}

export function Confirm({ open, message, onAnswer }: ConfirmProps) {
  return (
    <Modal
      open={open}
      title="提示"
      width={420}
      onClose={() => onAnswer(false)}
      footer={
        <>
          <Button onClick={() => onAnswer(false)}>取消</Button>
          <Button tone="primary" onClick={() => onAnswer(true)}>
            确定
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
