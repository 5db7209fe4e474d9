// Driving engine/ui's Select (an ARIA combobox whose listbox loads lazily) the way a user does: press the
// field, wait for the listbox, click an option (press and release: tests/engine/support/pointer.ts).
import { fireEvent, waitFor } from '@testing-library/react';
import { clickAsUser } from './pointer';

/** Opens the select and resolves with its options once the listbox is there. */
export async function openOptions(combo: HTMLElement): Promise<HTMLElement[]> {
  if (combo.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(combo);
  const list = await waitFor(() => {
    const id = combo.getAttribute('aria-controls');
    const el = id ? document.getElementById(id) : null;
    if (!el) throw new Error('the listbox is not open');
    return el;
  });
  return [...list.querySelectorAll<HTMLElement>('[role="option"]')];
}

/** The labels of the options offered (the select is closed again afterwards). */
export async function optionLabels(combo: HTMLElement): Promise<string[]> {
  const labels = (await openOptions(combo)).map((o) => o.textContent ?? '');
  fireEvent.keyDown(combo, { key: 'Escape' });
  return labels;
}

/** Chooses the option with this label (waiting for it: remote options arrive later) or at this index. */
export async function chooseOption(combo: HTMLElement, which: string | number): Promise<void> {
  const option = await waitFor(async () => {
    const options = await openOptions(combo);
    const o = typeof which === 'number' ? options[which] : options.find((x) => x.textContent === which);
    if (!o) throw new Error(`no option ${String(which)} in [${options.map((x) => x.textContent).join(', ')}]`);
    return o;
  });
  clickAsUser(option);
}
