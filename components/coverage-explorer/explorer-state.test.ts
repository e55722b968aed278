/**
 * @jest-environment node
 */
import { toggleRegion } from '@/lib/regions';
import { explorerReducer, initialState, placeTooltip, tabIndexForKey } from './explorer-state';

describe('the selected region', () => {
  it('starts on west, which is also the tab stop', () => {
    expect(initialState).toEqual({ selected: 'west', active: 'west' });
  });

  it('selects a clicked tab, and deselects the selected one when it is clicked again', () => {
    expect(toggleRegion('west', 'north')).toBe('north');
    expect(toggleRegion('west', 'west')).toBeNull();
    expect(toggleRegion(null, 'west')).toBe('west');
  });

  it('keeps the tab stop on a deselected tab, so focus stays where it was', () => {
    const none = explorerReducer(initialState, { type: 'toggle', region: 'west' });
    expect(none).toEqual({ selected: null, active: 'west' });
    expect(explorerReducer(none, { type: 'toggle', region: 'west' })).toEqual(initialState);
  });

  it('moves the tab stop with the selection', () => {
    expect(explorerReducer(initialState, { type: 'toggle', region: 'east' })).toEqual({
      selected: 'east',
      active: 'east',
    });
  });

  it('never deselects on "select" (arrow keys, a click on the map)', () => {
    expect(explorerReducer(initialState, { type: 'select', region: 'west' })).toBe(initialState);
    const none = { selected: null, active: 'south' } as const;
    expect(explorerReducer(none, { type: 'select', region: 'north' })).toEqual({ selected: 'north', active: 'north' });
  });
});

describe('keyboard navigation in the tablist', () => {
  it('steps with Left and Right and wraps around at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 6)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 5, 6)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 3, 6)).toBe(2);
    expect(tabIndexForKey('ArrowLeft', 0, 6)).toBe(5);
  });

  it('jumps to the ends with Home and End', () => {
    expect(tabIndexForKey('Home', 4, 6)).toBe(0);
    expect(tabIndexForKey('End', 1, 6)).toBe(5);
  });

  it('leaves every other key to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'a'])
      expect(tabIndexForKey(key, 2, 6)).toBeUndefined();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeUndefined();
  });
});

describe('placing the map tooltip', () => {
  const screen = { left: 8, top: 8, right: 312, bottom: 560 }; // a 320 px phone, 8 px margins
  const size = { width: 120, height: 30 };

  it('centres it above the pointer', () => {
    expect(placeTooltip({ x: 160, y: 300 }, size, screen)).toEqual({ x: 100, y: 258 });
  });

  it('moves it inside the left and right edges', () => {
    expect(placeTooltip({ x: 10, y: 300 }, size, screen).x).toBe(8);
    expect(placeTooltip({ x: 318, y: 300 }, size, screen).x).toBe(312 - 120);
  });

  it('puts it below the pointer when there is no room above', () => {
    expect(placeTooltip({ x: 160, y: 40 }, size, screen).y).toBe(52);
  });

  it('keeps it inside the bottom edge too', () => {
    const tiny = { left: 0, top: 0, right: 320, bottom: 50 };
    expect(placeTooltip({ x: 160, y: 30 }, size, tiny).y).toBe(20);
  });

  it('starts at the left edge when the tooltip is wider than the screen', () => {
    expect(placeTooltip({ x: 160, y: 300 }, { width: 400, height: 30 }, screen).x).toBe(8);
  });
});
