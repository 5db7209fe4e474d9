// A live preview beside a form (FormBody.preview), redrawn whenever a field changes: a block of the format
// with the unsaved values as scope `form` and the loaded record as `data` (the tenant's page settings draw
// their login page, home and a list in a look-preview), or a hand-written component of the app with them
// as `values` and `saved`. The engine knows nothing of what is previewed.
import './live.css';
import { useMemo } from 'react';
import type { FormBody } from '../../../schema/types';
import { BlockView } from '../../BlockView';
import { useEngine } from '../../context';
import { mapValues, ScopeProvider } from '../../scope';
import { useFormRuntime } from '../use-field';
import { useStoreVersion } from './live-scope';

export function FormPreview({ preview, fields, saved }: { preview: NonNullable<FormBody['preview']>; fields: readonly string[]; saved: unknown }) {
  const rt = useFormRuntime();
  const { components } = useEngine();
  const keys = useMemo(() => fields.map((f) => `v:/${f}`), [fields]);
  useStoreVersion(rt.store, keys);
  if (preview.block) {
    return (
      <aside className="scpr-form-preview" aria-label="实时预览">
        <ScopeProvider value={{ ...rt.scope, form: { ...rt.store.getValues() }, data: saved ?? {} }}>
          <BlockView block={preview.block} />
        </ScopeProvider>
      </aside>
    );
  }
  const Component = preview.component ? components?.[preview.component] : undefined;
  if (!Component) return <p role="alert">组件 {preview.component} 未注册</p>;
  const props = { ...mapValues(preview.props, rt.scope), values: { ...rt.store.getValues() }, saved: saved ?? {} };
  return (
    <aside className="scpr-form-preview" aria-label="实时预览">
      <Component props={props} scope={rt.scope} />
    </aside>
  );
}
