// Yes/no fields are switches (开关, role="switch"), as Ant Design Pro / Arco admin forms draw them, in flat
// forms and in rjsf's nested groups alike; a tick box stays where a tick is meant (widget "checkbox").
// The Switch itself: aria-checked, disabled and read-only states. (Space / Enter in a real browser:
// tests/e2e/controls.e2e.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Switch } from '../../engine/ui';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const address = {
  $id: 'address',
  type: 'object',
  properties: {
    consignee: { type: 'string', title: '收货人' },
    isDefault: { type: 'boolean', title: '默认地址' },
    agreed: { type: 'boolean', title: '同意协议' },
    extra: { type: 'object', title: '更多', properties: { urgent: { type: 'boolean', title: '加急' } } },
  },
};
const form = (fields: unknown[], more: object = {}) => ({
  kind: 'form',
  route: { name: 'Inline', path: '/inline', meta: { title: '收货地址' } },
  entity: 'address',
  fields,
  submit: { label: '保存', call: 'address.add' },
  ...more,
});
function open(fields: unknown[], more: object = {}) {
  const t = inlineEngine({ 'address.add': () => ({}) });
  render(t.view(form(fields, more), { address } as never));
  return t;
}

describe('boolean form fields', () => {
  it('are switches named by their labels: on sends true', async () => {
    const t = open(['consignee', 'isDefault']);
    const on = await screen.findByRole('switch', { name: '默认地址' });
    expect(on.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(on);
    expect(on.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(t.calls.at(-1)).toEqual({ key: 'address.add', payload: { isDefault: true } }));
  });

  it('off sends false', async () => {
    const t = open([{ field: 'isDefault', default: true }]);
    const sw = await screen.findByRole('switch', { name: '默认地址' });
    expect(sw.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(t.calls.at(-1)).toEqual({ key: 'address.add', payload: { isDefault: false } }));
  });

  it('inside a group (rjsf) too', async () => {
    open([{ field: 'extra', fields: ['urgent'] }]);
    expect(await screen.findByRole('switch', { name: '加急' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('read only: shown as they stand, announced as read only, and clicks change nothing', async () => {
    open([{ field: 'isDefault', readonly: true, default: true }]);
    const sw = await screen.findByRole('switch', { name: '默认地址' });
    expect([sw.getAttribute('aria-checked'), sw.getAttribute('aria-readonly')]).toEqual(['true', 'true']);
    fireEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
  });

  it('a tick box stays where the screen asks for one (widget "checkbox")', async () => {
    open([{ field: 'agreed', widget: 'checkbox' }]);
    expect(await screen.findByRole('checkbox', { name: '同意协议' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('Switch', () => {
  it('is a button with role switch and aria-checked; disabled takes no change', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Switch aria-label="开通在线支付" checked={false} onChange={onChange} />);
    const sw = screen.getByRole('switch', { name: '开通在线支付' }) as HTMLButtonElement;
    expect([sw.tagName, sw.type, sw.getAttribute('aria-checked')]).toEqual(['BUTTON', 'button', 'false']);
    fireEvent.click(sw);
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<Switch aria-label="开通在线支付" checked onChange={onChange} disabled />);
    expect(sw.disabled).toBe(true);
    fireEvent.click(sw);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
