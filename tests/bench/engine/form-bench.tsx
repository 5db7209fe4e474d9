// 200-field form: the engine (rjsf lays out, a field store takes keystrokes) against a plain rjsf form
// (default theme, validator-ajv8), in the same run. Keystroke-to-commit = input event -> React commit.
import { useState } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { EngineProvider, ScreenView, type EngineContext } from '../../../engine/render';
import { createToaster } from '../../../engine/ui';
import { median, p95 } from '../stats';
import { bigEntity, bigForm, FIELD_COUNT } from './fixtures';
import { committedWhen, mount, type } from './harness';

export interface FormFigures {
  /** A lone controlled input: what any React keystroke costs at least. */
  floor: number;
  /** keystroke: mean over a timed batch; median and p95 of single keystrokes. */
  engine: { mount: number; keystroke: number; median: number; keystrokeP95: number };
  plain: { mount: number; keystroke: number; median: number; keystrokeP95: number };
}

const KEYS = 20;

function context(): EngineContext {
  return {
    call: async () => null,
    session: {},
    codes: () => [],
    navigate: () => {},
    access: {},
    toast: createToaster(),
  };
}

interface Keys {
  times: number[];
  /** Median of batch means: finer than a browser's coarsened clock per keystroke, and robust to the odd
   * garbage-collection pause that a plain mean would smear over every keystroke. */
  mean: number;
}

const BATCHES = 10;

async function keystrokes(input: HTMLInputElement, check: boolean): Promise<Keys> {
  const times: number[] = [];
  const means: number[] = [];
  let text = '';
  for (let b = 0; b < BATCHES; b++) {
    const start = performance.now();
    for (let i = 0; i < KEYS; i++) {
      text = i % 10 === 9 ? '' : `${text}字`;
      times.push(type(input, text));
      // Committed means the DOM already shows the keystroke when the event returns.
      if (check && input.value !== text) throw new Error(`bench: the field shows "${input.value}", expected "${text}"`);
    }
    means.push((performance.now() - start) / KEYS);
  }
  return { times, mean: median(means) };
}

/** Lets the mount's leftover work (lazy chunk retry, validator load) settle before measuring. */
const settle = () => new Promise((r) => setTimeout(r, 50));

function LoneInput() {
  const [v, setV] = useState('');
  return <input value={v} onChange={(e) => setV(e.target.value)} />;
}

export async function benchForm(): Promise<FormFigures> {
  const lone = mount(<LoneInput />);
  await settle();
  const loneInput = lone.mounted.container.querySelector('input')!;
  await keystrokes(loneInput, false);
  const floor = (await keystrokes(loneInput, true)).mean;
  lone.mounted.unmount();

  const entity = bigEntity();
  // Engine: mount, wait for the lazy form chunk and its validator, then type into field 100.
  const loaded = { name: 'BenchForm', file: 'bench.json', screen: bigForm(), entities: { big: entity } };
  const ctx = context();
  const element = (
    <EngineProvider value={ctx}>
      <ScreenView loaded={loaded as never} />
    </EngineProvider>
  );
  // First mount loads the lazy form chunk and the validator; the figure is the second mount.
  const ready = (c: HTMLElement) => () => c.querySelectorAll('input').length === FIELD_COUNT;
  const warm = mount(<div />).mounted;
  const warmDone = committedWhen(warm.container, ready(warm.container), 'the engine form (warm-up)');
  warm.root.render(element);
  await warmDone;
  warm.unmount();
  const t0 = performance.now();
  const { mounted } = mount(element);
  const engineMount = (await committedWhen(mounted.container, ready(mounted.container), 'the engine form')) - t0;
  await settle();
  const engineInput = mounted.container.querySelectorAll('input')[100] as HTMLInputElement;
  await keystrokes(engineInput, false); // warm-up
  const engineTimes = await keystrokes(engineInput, true);
  mounted.unmount();

  // Plain rjsf: the same 200 string fields, its default theme and validator.
  const schema: RJSFSchema = { type: 'object', properties: entity.properties as RJSFSchema['properties'] };
  const plain = mount(<Form schema={schema} validator={validator} onChange={() => {}} />);
  const plainInput = plain.mounted.container.querySelectorAll('input')[100] as HTMLInputElement;
  if (plain.mounted.container.querySelectorAll('input').length !== FIELD_COUNT) throw new Error('bench: plain rjsf form incomplete');
  await settle();
  await keystrokes(plainInput, false);
  const plainTimes = await keystrokes(plainInput, true);
  plain.mounted.unmount();

  return {
    floor,
    engine: { mount: engineMount, keystroke: engineTimes.mean, median: median(engineTimes.times), keystrokeP95: p95(engineTimes.times) },
    plain: { mount: plain.ms, keystroke: plainTimes.mean, median: median(plainTimes.times), keystrokeP95: p95(plainTimes.times) },
  };
}
