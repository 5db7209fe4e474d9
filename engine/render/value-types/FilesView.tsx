// Uploaded documents of a value (an invoice's PDF or pictures): { url, name } or a list of them, each a
// link that opens the file in a new tab. Never an <img>: a PDF would show as a broken picture, and a
// thumbnail in a list row makes that row taller than the others.
import { FileText } from '../../ui/icons';
import { EMPTY } from './format';
import { picturesOf } from './ImageView';

export function FilesView({ value, label }: { value: unknown; label: string }) {
  const files = picturesOf(value);
  if (files.length === 0) return <>{EMPTY}</>;
  return (
    <span className="scpr-files">
      {files.map((f, i) => {
        const name = f.name ?? (files.length > 1 ? `${label}${i + 1}` : label);
        return (
          <a key={`${i}:${f.url}`} className="scpr-files__item" href={f.url} target="_blank" rel="noopener noreferrer" title={name}>
            <FileText size={14} aria-hidden="true" />
            <span className="scpr-files__name">{name}</span>
          </a>
        );
      })}
    </span>
  );
}
