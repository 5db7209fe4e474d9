// A text block: a heading and text computed from the scope (a welcome banner with the system name, a
// result page, a note), an optional background image, and buttons.
import type { ReactNode } from 'react';
import { evaluate } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import type { Expr, TextBody } from '../../schema/types';
import { ActionBar } from '../actions/ActionButton';
import { useScope } from '../scope';
import { BlockTitle } from '../BlockTitle';

/** An expression as text; nothing for empty values. */
export function textOf(expr: Expr | undefined, scope: Scope): string {
  if (expr === undefined) return '';
  const v = evaluate(expr, scope);
  if (v === undefined || v === null) return '';
  return Array.isArray(v) ? v.join('') : String(v);
}

export function TextView({ block }: { block: TextBody & { title?: string } }) {
  const scope = useScope();
  const heading = textOf(block.heading, scope);
  const text = textOf(block.text, scope);
  const image = textOf(block.image, scope);
  const variant = block.variant ?? 'plain';
  const Heading = (variant === 'banner' || variant === 'result' ? 'h2' : 'h3') as 'h2' | 'h3';
  let body: ReactNode = null;
  if (heading || text) {
    body = (
      <>
        {heading ? <Heading className="scpr-text__heading">{heading}</Heading> : null}
        {text ? <p className="scpr-text__text">{text}</p> : null}
      </>
    );
  }
  return (
    <section
      className={`scpr-text scpr-text--${variant}${block.tone ? ` scpr-text--${block.tone}` : ''}`}
      aria-label={block.title ?? (heading || undefined)}
      // A CSSOM style, not an inline style attribute: allowed under the app's style-src 'self'.
      style={image ? { backgroundImage: `url(${JSON.stringify(image)})` } : undefined}
    >
      <BlockTitle title={block.title} />
      {body}
      <ActionBar actions={block.actions} scope={scope} className="scpr-toolbar scpr-text__actions" />
    </section>
  );
}
