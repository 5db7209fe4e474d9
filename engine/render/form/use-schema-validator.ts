// The validator for one entity's fields: precompiled functions from the engine context (browser), or
// run-time compilation loaded lazily where that is allowed (Node, tests, development). Once loaded, a
// validator is kept, so a form opened again renders at once, without a loading step.
import { useEffect, useState } from 'react';
import { useEngine, type EngineContext } from '../context';
import { useReportError } from '../hooks/use-report-error';
import { precompiledSchemaValidator, type SchemaValidator } from './schema-validator';

const compiled: { promise?: Promise<SchemaValidator>; value?: SchemaValidator } = {};
const precompiled = new WeakMap<NonNullable<EngineContext['validators']>, Map<string, SchemaValidator>>();

const cached = (engine: EngineContext, entity: string): SchemaValidator | undefined =>
  engine.validators ? precompiled.get(engine.validators)?.get(entity) : compiled.value;

function load(engine: EngineContext, entity: string): Promise<SchemaValidator> {
  const source = engine.validators;
  if (!source) {
    compiled.promise ??= import('./compile-validator').then((m) => (compiled.value = m.compilingSchemaValidator()));
    return compiled.promise;
  }
  return source(entity).then((fns) => {
    const v = precompiledSchemaValidator(fns);
    const map = precompiled.get(source) ?? new Map<string, SchemaValidator>();
    map.set(entity, v);
    precompiled.set(source, map);
    return v;
  });
}

export function useSchemaValidator(entity: string): SchemaValidator | undefined {
  const engine = useEngine();
  const report = useReportError();
  const [state, setState] = useState<{ entity: string; v: SchemaValidator } | undefined>(() => {
    const v = cached(engine, entity);
    return v ? { entity, v } : undefined;
  });
  const have = state?.entity === entity ? state.v : cached(engine, entity);
  useEffect(() => {
    if (have) return;
    let live = true;
    load(engine, entity).then(
      (v) => live && setState({ entity, v }),
      (e: unknown) => report({ code: 'ENGINE', msg: `表单校验规则加载失败：${String((e as Error)?.message ?? e)}` }),
    );
    return () => {
      live = false;
    };
  }, [engine, entity, report, have]);
  return have;
}
