import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

type Id = 'a' | 'b' | 'c';
const items = [
  { id: 'a', label: 'Uno' },
  { id: 'b', label: 'Dos' },
  { id: 'c', label: 'Tres' },
] as const;

/** Tabs over their own state, with the one panel they control. */
function Harness({
  activation,
  onSelect = () => {},
}: {
  activation: 'automatic' | 'manual';
  onSelect?: (id: Id) => void;
}) {
  const [selected, setSelected] = useState<Id>('a');
  return (
    <>
      <Tabs<Id>
        label="Prueba"
        items={items}
        selected={selected}
        onSelect={(id) => {
          onSelect(id);
          setSelected(id);
        }}
        tabId={(id) => `tab-${id}`}
        panelId="panel"
        activation={activation}
        className="list"
        tabClassName="tab"
      />
      <div id="panel" role="tabpanel" aria-labelledby={`tab-${selected}`} />
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the tablist and ties each tab to its panel, with only the selected one in the Tab order', () => {
    render(<Harness activation="manual" />);
    expect(screen.getByRole('tablist', { name: 'Prueba' })).toBeTruthy();
    expect(tab('Uno').getAttribute('aria-selected')).toBe('true');
    expect(tab('Dos').getAttribute('aria-selected')).toBe('false');
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getAllByRole('tab').every((each) => each.getAttribute('aria-controls') === 'panel')).toBe(true);
    expect(screen.getByRole('tabpanel', { name: 'Uno' })).toBeTruthy();
  });

  it('moves the focus with the arrows (wrapping), Home and End, and selects on a click (manual)', () => {
    const onSelect = vi.fn();
    render(<Harness activation="manual" onSelect={onSelect} />);
    tab('Uno').focus();
    fireEvent.keyDown(tab('Uno'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Tres'));
    fireEvent.keyDown(tab('Tres'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Uno'));
    fireEvent.keyDown(tab('Uno'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Tres'));
    fireEvent.keyDown(tab('Tres'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Uno'));
    fireEvent.keyDown(tab('Uno'), { key: 'ArrowRight' });
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(tab('Dos'));
    expect(onSelect).toHaveBeenCalledWith('b');
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('selects as the focus moves with automatic activation, and not again on the selected tab', () => {
    const onSelect = vi.fn();
    render(<Harness activation="automatic" onSelect={onSelect} />);
    tab('Uno').focus();
    fireEvent.keyDown(tab('Uno'), { key: 'End' });
    expect(onSelect).toHaveBeenLastCalledWith('c');
    expect(tab('Tres').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Tres'));
    fireEvent.keyDown(tab('Tres'), { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith('a');
    fireEvent.click(tab('Uno'));
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('ties each tab to its own panel when given one per tab; disabled, it says so and ignores clicks', () => {
    const onSelect = vi.fn();
    render(
      <Tabs<Id>
        label="Prueba"
        items={items}
        selected="a"
        onSelect={onSelect}
        tabId={(id) => `tab-${id}`}
        panelId={(id) => `panel-${id}`}
        activation="manual"
        className="list"
        tabClassName="tab"
        disabled
      />,
    );
    expect(tab('Dos').getAttribute('aria-disabled')).toBe('true');
    expect(tab('Dos').getAttribute('aria-controls')).toBe('panel-b');
    fireEvent.click(tab('Dos'));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
