// A block's heading. The app's page header already shows the screen's title (issue 14: headings were
// duplicated), so a block titled like its screen shows none (its region keeps the title as its name).
import { createContext, useContext } from 'react';

export const ScreenTitleContext = createContext<string | undefined>(undefined);

export function BlockTitle({ title }: { title: string | undefined }) {
  const screenTitle = useContext(ScreenTitleContext);
  if (!title || title === screenTitle) return null;
  return <h3>{title}</h3>;
}
