// What "reload" and "close" mean where an action stands: the nearest data owner (a list, a detail, a
// form) registers reload; a dialog registers close and hands its opener's reload to its body.
import { createContext, useContext } from 'react';
import type { Entities } from '../../schema/entity';
import type { DialogDef } from '../../schema/types';
import type { PromptRequest } from '../../ui/Prompt';

export interface Layer {
  reload: () => void;
  close: () => void;
  /** True inside a dialog or drawer. */
  inDialog: boolean;
}
const LayerCtx = createContext<Layer>({ reload: () => {}, close: () => {}, inDialog: false });
export const LayerProvider = LayerCtx.Provider;
export const useLayer = (): Layer => useContext(LayerCtx);

export interface DialogOpener {
  open(name: string, values: Record<string, unknown>, opener: { reload: () => void }): void;
  confirm(message: string): Promise<boolean>;
  /** Asks for one text (action.prompt); null when cancelled. */
  prompt(request: PromptRequest): Promise<string | null>;
}
const DialogCtx = createContext<DialogOpener>({
  open: () => {
    throw new Error('no dialog host');
  },
  confirm: async () => true,
  // Outside a dialog host nobody can answer: the action does not run.
  prompt: async () => null,
});
export const DialogOpenerProvider = DialogCtx.Provider;
export const useDialogOpener = (): DialogOpener => useContext(DialogCtx);

/** The screen's own dialogs and entities, for blocks and dialogs below it. */
export interface ScreenParts {
  entities: Entities;
  dialogs: Readonly<Record<string, DialogDef>>;
}
const PartsCtx = createContext<ScreenParts>({ entities: {}, dialogs: {} });
export const ScreenPartsProvider = PartsCtx.Provider;
export const useScreenParts = (): ScreenParts => useContext(PartsCtx);
