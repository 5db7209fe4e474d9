// The validator for one entity's fields: precompiled functions from the engine context (browser), or
// run-time compilation loaded lazily where that is allowed (Node, tests, development).
import { useEffect, useState } from 'react';
import { useEngine } from '../context';
import { useReportError } from '../hooks/use-report-error';
import { precompiledSchemaValidator, type SchemaValidator } from './schema-validator';

const compiled: { promise?: Promise<SchemaValidator> } = {};
const loadCompiling = () => (compiled.promise ??= import('./compile-validator').then((m) => m.compilingSchemaValidator()));

export function useSchemaValidator(entity: string): SchemaValidator | undefined {
  const engine = useEngine();
  const report = useReportError();
  const [state, setState] = useState<{ entity: string; v: SchemaValidator } | undefined>();
  useEffect(() => {
    let live = true;
    const load = engine.validators ? engine.validators(entity).then(precompiledSchemaValidator) : loadCompiling();
    load.then(
      (v) => live && setState({ entity, v }),
      (e: unknown) => report({ code: 'ENGINE', msg: `表单校验规则加载失败：${String((e as Error)?.message ?? e)}` }),
    );
    return () => {
      live = false;
    };
  }, [engine, entity, report]);
  return state?.entity === entity ? state.v : undefined;
}
