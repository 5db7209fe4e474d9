// The root object lays fields out in the screen's sections and grid; nested objects are a plain grid.
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { DerivedSection } from '../derive';
import { SectionView } from './SectionView';

export function ObjectFieldTemplate({ properties, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const byName = new Map(properties.map((p) => [p.name, p.content]));
  if (fieldPathId.path.length > 0) {
    return <div className="scpr-grid" style={{ ['--scpr-cols' as string]: 2 }}>{properties.map((p) => p.content)}</div>;
  }
  const options = (uiSchema?.['ui:options'] ?? {}) as { sections?: DerivedSection[]; columns?: number };
  return (
    <>
      {(options.sections ?? []).map((s) => (
        <SectionView key={s.id} section={s} columns={s.columns ?? options.columns ?? 1}>
          {s.fields.map((f) => byName.get(f))}
        </SectionView>
      ))}
    </>
  );
}
