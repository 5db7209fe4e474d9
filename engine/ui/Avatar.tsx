// Avatar with a default: the picture; without one (or when it fails to load) the first character of the
// name on the theme's light colour; without a name a person icon.
import { useState } from 'react';
import { User } from './icons';

export function Avatar({ src, name, size = 32 }: { src?: string | undefined; name?: string | undefined; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (src && !failed) return <img className="scpr-avatar" src={src} alt="" style={style} onError={() => setFailed(true)} />;
  const initial = name?.trim().charAt(0);
  return (
    <span className="scpr-avatar scpr-avatar--default" style={style} aria-hidden="true">
      {initial || <User size={Math.round(size * 0.55)} />}
    </span>
  );
}
