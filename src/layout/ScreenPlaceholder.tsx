// PLACEHOLDER, the only one: stands where the schema engine will render each screen. The lead replaces
// it with the engine's renderer when the engine lands; until then it names the route it stands for.
import type { RouteRecord } from '../routing';
import { MSG } from '../messages';

export function ScreenPlaceholder({ record }: { record: RouteRecord | undefined }) {
  return (
    <section className="scpr-placeholder" data-route={record?.name ?? ''}>
      <h2>{record ? (record.meta?.title ?? record.name) : MSG.notFound}</h2>
      {record && (
        <p>
          {MSG.placeholder}：{record.name}（{record.path}）
        </p>
      )}
    </section>
  );
}
