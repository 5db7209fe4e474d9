// The smaller controls of issue 14: number input (steppers within min / max, precision, typing filter),
// checkbox and radio (native inputs under the styling), tooltip and ellipsis, popconfirm.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button, Checkbox, Ellipsis, NumberInput, Popconfirm, Radio, stepText, Tooltip } from '../../engine/ui';

afterEach(cleanup);

describe('NumberInput', () => {
  it('steps within min / max with the precision asked; an empty field starts at its minimum', () => {
    expect(stepText('1.5', 1, { min: 0, max: 2, precision: 2 })).toBe('2.00');
    expect(stepText('0.10', -1, { min: 0, precision: 2 })).toBe('0.00');
    expect(stepText('', 1, { min: 1, precision: 0 })).toBe('1');
    expect(stepText('0.1', 0.2, { precision: 1 })).toBe('0.3'); // no binary noise
  });

  it('is a spinbutton: ArrowUp / ArrowDown and the arrows step, typing is filtered, bounds disable a direction', () => {
    function Qty() {
      const [v, setV] = useState('9');
      return <NumberInput aria-label="数量" value={v} onChange={setV} min={1} max={10} accepts={(t) => /^\d{0,3}$/.test(t)} />;
    }
    render(<Qty />);
    const input = screen.getByRole('spinbutton', { name: '数量' }) as HTMLInputElement;
    expect(input.getAttribute('aria-valuemax')).toBe('10');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('10');
    expect((screen.getByRole('button', { name: '增加' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '减少' }));
    expect(input.value).toBe('9');
    fireEvent.change(input, { target: { value: '1.5' } });
    expect(input.value).toBe('9'); // refused by accepts
    // Typing is never clamped: a value out of range stays for the field's message.
    fireEvent.change(input, { target: { value: '99' } });
    expect(input.value).toBe('99');
  });

  it('the stepper variant names its buttons and puts them in the tab order', () => {
    const onChange = vi.fn();
    render(<NumberInput variant="stepper" aria-label="购买数量" value="1" min={1} max={5} onChange={onChange} />);
    const minus = screen.getByRole('button', { name: '减少' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    expect(minus.tabIndex).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(onChange).toHaveBeenLastCalledWith('2');
  });
});

describe('Checkbox and Radio', () => {
  it('are native inputs with their labels, styled by class; a select-all box can be indeterminate', () => {
    const onChange = vi.fn();
    render(
      <>
        <Checkbox checked={false} onChange={onChange}>只看预售</Checkbox>
        <Checkbox aria-label="全选" checked={false} indeterminate onChange={() => {}} />
        <Radio name="r" checked onChange={() => {}}>现货</Radio>
      </>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '只看预售' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect((screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByRole('checkbox', { name: '全选' }).className).toBe('scpr-checkbox');
    expect((screen.getByRole('radio', { name: '现货' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('Tooltip and Ellipsis', () => {
  it('shows on hover and on focus, describes what it wraps, and hides on Escape', async () => {
    render(
      <Tooltip content="导出当前筛选的商品">
        <Button>导出</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: '导出' });
    fireEvent.focus(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('导出当前筛选的商品');
    expect(button.parentElement!.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('Ellipsis shows the whole text only when it is cut', async () => {
    render(<Ellipsis text="山东烟台栖霞红富士苹果一级果80mm以上整箱十斤装" maxWidth={120} />);
    const cell = screen.getByText(/红富士/);
    expect(cell.style.maxWidth).toBe('120px');
    fireEvent.mouseEnter(cell);
    expect(screen.queryByRole('tooltip')).toBeNull(); // not cut (no layout here: widths are equal)
    Object.defineProperty(cell, 'scrollWidth', { value: 400 });
    Object.defineProperty(cell, 'clientWidth', { value: 120 });
    fireEvent.mouseEnter(cell);
    expect((await screen.findByRole('tooltip')).textContent).toBe('山东烟台栖霞红富士苹果一级果80mm以上整箱十斤装');
  });
});

describe('Popconfirm', () => {
  it('asks beside its anchor; 确定 and 取消 answer', async () => {
    const onAnswer = vi.fn();
    function Ask() {
      const [el, setEl] = useState<HTMLButtonElement | null>(null);
      return (
        <>
          <button ref={setEl}>删除</button>
          <Popconfirm anchor={el} open message="确定删除吗？" onAnswer={onAnswer} />
        </>
      );
    }
    render(<Ask />);
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog.textContent).toContain('确定删除吗？');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('取消'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
  });
});
