// A slot: the hand-written component the app registered under this name (docs/contracts.md section 4),
// with props from the scope; nothing (or the empty text, in a card with the empty picture) while none is
// registered, so a page can keep a place for a panel that comes later (the home page's cockpit panel).
import type { SlotBody } from '../../schema/types';
import { useEngine } from '../context';
import { mapValues, useScope } from '../scope';
import { BlockTitle } from '../BlockTitle';
import { Empty } from '../../ui/Empty';

export function SlotView({ block }: { block: SlotBody & { title?: string } }) {
  const { components } = useEngine();
  const scope = useScope();
  const Component = components?.[block.slot];
  if (!Component) {
    if (!block.empty) return null;
    return (
      <section className="scpr-slot" data-slot={block.slot} aria-label={block.title}>
        <BlockTitle title={block.title} />
        <Empty description={block.empty} />
      </section>
    );
  }
  return (
    <section className="scpr-slot" data-slot={block.slot} aria-label={block.title}>
      <BlockTitle title={block.title} />
      <Component props={mapValues(block.props, scope)} scope={scope} />
    </section>
  );
}
