// The routed screen, kept alive when its route says keepAlive (route meta, spec 2): filters, page and
// scroll survive leaving and coming back. Others unmount as usual.
import { useOutlet } from 'react-router';
import { KeepAliveHost } from '../../engine/render/hosts/KeepAlive';
import type { RouteRecord } from '../routing';

export function KeepAliveOutlet({ record, fallbackKey }: { record: RouteRecord | undefined; fallbackKey: string }) {
  const outlet = useOutlet();
  return <KeepAliveHost current={{ key: record?.name ?? fallbackKey, keepAlive: !!record?.meta?.keepAlive, element: outlet }} />;
}
