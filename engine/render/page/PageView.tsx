// A page of blocks: in a grid (layout.columns) or as tabs (layout.tabs), each block with its own data;
// `layout.centered` puts the grid in one card centred on the viewport over a backdrop (the login page).
import { evaluate, test } from '../../logic/evaluate';
import type { Logic } from '../../logic/types';
import type { Block, PageBody } from '../../schema/types';
import { Tabs } from '../../ui/Tabs';
import { BlockView } from '../BlockView';
import { StateHost } from '../hosts/state';
import { useScope } from '../scope';
import { textOf } from '../text/TextView';

export function PageView({ block }: { block: PageBody & { title?: string } }) {
  if (block.state) {
    return (
      <StateHost initial={block.state}>
        <PageBlocks block={block} />
      </StateHost>
    );
  }
  return <PageBlocks block={block} />;
}

function PageBlocks({ block }: { block: PageBody & { title?: string } }) {
  const scope = useScope();
  const blocks = block.blocks.filter((b) => test(b.access?.visible, scope, true));
  const key = (b: Block, i: number) => b.name ?? `${b.kind}-${i}`;
  if (block.layout?.tabs && blocks.length > 1) {
    // A tab's label is its block's title (a frame's title is an expression, and the frame keeps it as its name).
    const tab = (b: Block, i: number) =>
      b.kind === 'frame'
        ? { key: key(b, i), label: textOf(b.title, scope) || key(b, i), content: <BlockView block={b} /> }
        : { key: key(b, i), label: b.title ?? key(b, i), content: <BlockView block={{ ...b, title: undefined } as Block} /> };
    return <Tabs items={blocks.map(tab)} />;
  }
  const grid = (
    <div className={`scpr-grid${block.layout?.centered ? ' scpr-centered__card' : ''}`} style={{ ['--scpr-cols' as string]: block.layout?.columns ?? 1 }}>
      {blocks.map((b, i) => (
        <div key={key(b, i)} style={b.span ? { gridColumn: `span ${b.span}` } : undefined}>
          <BlockView block={b} />
        </div>
      ))}
    </div>
  );
  if (!block.layout?.centered) return grid;
  const backdrop = block.layout.backdrop === undefined ? undefined : evaluate(block.layout.backdrop as Logic, scope);
  return (
    // A CSSOM style, not an inline style attribute: allowed under the app's style-src 'self'.
    <div className="scpr-centered" style={typeof backdrop === 'string' && backdrop ? { backgroundImage: `url(${JSON.stringify(backdrop)})` } : undefined}>
      {grid}
    </div>
  );
}
