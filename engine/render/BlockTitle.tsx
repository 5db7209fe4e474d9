// A block's heading. The app's page header already shows the screen's title (issue 14: headings were
// duplicated), so a block titled like a title already on the page (the page header's, or the screen's
// own heading) shows none (its region keeps the title as its name).
import { createContext, useContext } from 'react';

/** The titles the page already shows above the screen's blocks. */
export const ScreenTitleContext = createContext<readonly string[]>([]);

export function BlockTitle({ title }: { title: string | undefined }) {
  const shown = useContext(ScreenTitleContext);
  if (!title || shown.includes(title)) return null;
  return <h3>{title}</h3>;
}
