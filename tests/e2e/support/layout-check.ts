// The layout rules every route must keep (issue 14), checked in the page: no sideways scrolling of the
// page or the main area, no fixed element (floating tools, header) over a control, no visible text under
// 12 px, no button whose label wraps, no text cut short without its whole wording in a title, no empty
// grid cell taking room. Returns the breaches, worded for a failure message.
import type { Page } from 'playwright-core';

export async function layoutBreaches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('[hidden], [aria-hidden="true"], .scpr-sr-only');
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) out.push(`the page scrolls sideways (${doc.scrollWidth} > ${doc.clientWidth})`);
    const main = document.querySelector('.scpr-main');
    if (main && main.scrollWidth > main.clientWidth + 1) out.push(`the main area scrolls sideways (${main.scrollWidth} > ${main.clientWidth})`);
    // Fixed layers over controls.
    const fixed = [...document.querySelectorAll('.scpr-float')].filter(visible);
    const controls = [...document.querySelectorAll('.scpr-main button, .scpr-main a[href], .scpr-main input, .scpr-main select, .scpr-main textarea')].filter(visible);
    for (const f of fixed) {
      const a = f.getBoundingClientRect();
      for (const c of controls) {
        const b = c.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) out.push(`${name(f)} covers ${name(c)}`);
      }
    }
    // Text size.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const small = new Set<Element>();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || small.has(el) || !visible(el)) continue;
      if (el.closest('svg, iframe, option')) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 12) {
        small.add(el);
        out.push(`${name(el)} is ${size}px`);
      }
    }
    // A grid cell left empty (a block that shows nothing) takes no room: it would add a second gap.
    for (const cell of document.querySelectorAll('.scpr-app .scpr-grid > *')) {
      if (!cell.childNodes.length && getComputedStyle(cell).display !== 'none') out.push(`an empty cell of ${name(cell.parentElement!)} takes a row gap`);
    }
    // Text cut short (an ellipsis, a line clamp) keeps its whole wording in a title, for the pointer.
    for (const el of document.querySelectorAll('.scpr-app *')) {
      if (el.matches('input, select, textarea') || !el.textContent?.trim() || el.closest('[title]')) continue;
      const s = getComputedStyle(el);
      const cutAcross = s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1;
      const cutDown = s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '' && el.scrollHeight > el.clientHeight + 1;
      if ((cutAcross || cutDown) && visible(el)) out.push(`${name(el)} is cut short with no title`);
    }
    // Button labels on one line: no text of a button breaks over two lines.
    for (const b of document.querySelectorAll('button, .scpr-btn')) {
      if (!visible(b) || b.closest('.scpr-float')) continue;
      const texts = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
      for (let t = texts.nextNode(); t; t = texts.nextNode()) {
        if (!t.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) {
          out.push(`${name(b)} wraps its label`);
          break;
        }
      }
    }
    return out;
  });
}

/**
 * The rules of a list: its tab strip on one row, no cell's text on more than `maxLines` lines, and the
 * 操作 column (when there is one) as wide as its buttons on one line (the spare width goes to the
 * content columns) and within the visible part of its table wherever the table is scrolled sideways
 * (start, middle, end). Returns the breaches, worded for a failure message.
 */
export async function listBreaches(page: Page, maxLines = 2): Promise<string[]> {
  return page.evaluate(async (max) => {
    const out: string[] = [];
    const lines = (el: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (!t.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
      }
      return tops.size;
    };
    const tabs = [...document.querySelectorAll('.scpr-list [role="tab"]')];
    const rows = new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    if (rows.size > 1) out.push(`the tabs take ${rows.size} rows`);
    for (const td of document.querySelectorAll('.scpr-list tbody td')) {
      const n = lines(td);
      if (n > max) out.push(`"${(td.textContent ?? '').trim().slice(0, 20)}" takes ${n} lines`);
    }
    for (const head of document.querySelectorAll<HTMLElement>('.scpr-list thead .scpr-col--actions')) {
      // Its widest need: the buttons of a row from the first's left to the last's right, or its label.
      const pad = (el: Element) => parseFloat(getComputedStyle(el).paddingLeft) + parseFloat(getComputedStyle(el).paddingRight);
      const label = document.createRange();
      label.selectNodeContents(head);
      let need = label.getBoundingClientRect().width + pad(head);
      for (const td of head.closest('table')!.querySelectorAll(':scope > tbody td.scpr-col--actions')) {
        const buttons = [...td.querySelectorAll('.scpr-btn')].map((b) => b.getBoundingClientRect());
        if (!buttons.length) continue;
        const tops = new Set(buttons.map((b) => Math.round(b.top)));
        if (tops.size > 1) out.push(`the 操作 buttons "${(td.textContent ?? '').trim().slice(0, 20)}" take ${tops.size} lines`);
        need = Math.max(need, Math.max(...buttons.map((b) => b.right)) - Math.min(...buttons.map((b) => b.left)) + pad(td));
      }
      const width = head.getBoundingClientRect().width;
      // A few px over: the last button's margin.
      if (width > need + 8) out.push(`the 操作 column is ${Math.round(width)} px wide for ${Math.round(need)} px of buttons`);
    }
    const wrap = document.querySelector<HTMLElement>('.scpr-list .scpr-table-wrap');
    const actions = document.querySelector('.scpr-list thead .scpr-col--actions');
    if (wrap && actions) {
      const max = wrap.scrollWidth - wrap.clientWidth;
      for (const at of [0, max / 2, max]) {
        wrap.scrollLeft = at;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        const box = wrap.getBoundingClientRect();
        const a = actions.getBoundingClientRect();
        if (a.left < box.left - 1 || a.right > box.right + 1) out.push(`the 操作 column is out of view scrolled to ${Math.round(at)} of ${max}`);
      }
      wrap.scrollLeft = 0;
    }
    return out;
  }, maxLines);
}
