// Driving engine/ui's Select in Chromium as a user does: press the field, wait for its listbox (loaded
// with the first opening), press the option. Returns the chosen option's text.
import type { Locator } from 'playwright-core';

export async function chooseOption(field: Locator, which: string | { index: number }): Promise<string> {
  const p = field.page();
  // The handle first: once open, the listbox (named 请选择<label>) matches a label locator too.
  const handle = await field.elementHandle();
  await handle!.click();
  const id = (await (await p.waitForFunction((el) => el?.getAttribute('aria-controls'), handle)).jsonValue()) as string;
  const options = p.locator(`[id="${id}"]`).getByRole('option');
  const option = typeof which === 'string' ? options.filter({ hasText: which }).first() : options.nth(which.index);
  await option.waitFor();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text;
}
