// A titled group of form fields in the screen's grid, shown while its condition holds.
import { createContext, useEffect, type ReactNode } from 'react';
import type { DerivedSection } from '../derive';
import { useFormCondition, useFormRuntime } from '../use-field';

/** The title of the section a field sits in: a field labelled the same shows its label to screen
 * readers only (issue 14: 商品图片 over 商品图片). */
export const SectionTitleContext = createContext<string | undefined>(undefined);

export function SectionView({ section, columns, children }: { section: DerivedSection; columns: number; children: ReactNode }) {
  const rt = useFormRuntime();
  const visible = useFormCondition(rt.store, rt.scope, section.access?.visible, true, rt.computed);
  // A hidden section's fields never mount, so they cannot say they are hidden themselves: they must not
  // be validated or submitted (a view-only section of an edit form). Shown again, each field reports itself.
  useEffect(() => {
    if (!visible) for (const f of section.fields) rt.store.setHidden(`/${f}`, true);
  }, [rt.store, section.fields, visible]);
  if (!visible) return null;
  const grid = (
    <div className="scpr-grid" style={{ ['--scpr-cols' as string]: columns }}>
      {children}
    </div>
  );
  return section.title ? (
    <fieldset className="scpr-section">
      <legend className="scpr-section__title">{section.title}</legend>
      <SectionTitleContext.Provider value={section.title}>{grid}</SectionTitleContext.Provider>
    </fieldset>
  ) : (
    grid
  );
}
