// The files value type (an invoice's documents): each file a named link opening in a new tab, never a
// picture (a PDF would show broken); 无 when there is none.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Entities } from '../../engine/schema/entity';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const route = { name: 'Inline', path: '/inline', meta: { title: '开票详情' } };
const invoice: Entities = {
  invoice: { $id: 'invoice', type: 'object', properties: { files: { type: 'array', title: '发票文件', 'x-valueType': 'files' }, invoiceNumber: { type: 'string', title: '发票号码' } } },
};
const SCREEN = { kind: 'detail', route, entity: 'invoice', data: { call: 'invoice.detail' }, fields: ['invoiceNumber', 'files'] };

describe('files value type', () => {
  it('shows each document as a link by its name, no picture', async () => {
    render(inlineEngine({ 'invoice.detail': () => ({ invoiceNumber: 'FP001', files: [{ url: '/f/1', name: '发票.pdf' }, { url: '/f/2', name: '发票第二页.png' }] }) }).view(SCREEN, invoice));
    await screen.findByText('FP001');
    const pdf = screen.getByRole('link', { name: '发票.pdf' });
    expect(pdf.getAttribute('href')).toBe('/f/1');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: '发票第二页.png' }).getAttribute('href')).toBe('/f/2');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('shows the empty mark without files', async () => {
    render(inlineEngine({ 'invoice.detail': () => ({ invoiceNumber: 'FP002', files: [] }) }).view(SCREEN, invoice));
    const number = await screen.findByText('FP002');
    expect(within(number.closest('dl') ?? document.body).queryAllByRole('link')).toHaveLength(0);
  });
});
