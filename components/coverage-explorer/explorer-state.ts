/**
 * The logic of the coverage explorer, kept free of React and the DOM so it can be tested alone:
 * which region is selected, where the keyboard moves, and where the map's tooltip may go.
 */
import { defaultRegion, toggleRegion, type RegionId } from '@/lib/regions';

type ExplorerState = {
  /** The region whose countries are listed and emphasised on the map; null when none is. */
  selected: RegionId | null;
  /**
   * The tab in the page's tab sequence (roving tabindex). It follows the selection, and stays on
   * the tab that was just deselected, so focus never lands on a tab that cannot be reached again.
   */
  active: RegionId;
};

export type ExplorerAction =
  /** A click (or Enter/Space) on a tab: selects it, or deselects it when it is already selected. */
  | { type: 'toggle'; region: RegionId }
  /** Arrow keys, Home/End and a click on the map: always select, never deselect. */
  | { type: 'select'; region: RegionId };

export const initialState: ExplorerState = { selected: defaultRegion, active: defaultRegion };

export function explorerReducer(state: ExplorerState, action: ExplorerAction): ExplorerState {
  const selected = action.type === 'toggle' ? toggleRegion(state.selected, action.region) : action.region;
  if (selected === state.selected && action.region === state.active) return state;
  return { selected, active: action.region };
}

/**
 * The tab a key moves to in a horizontal tablist of `count` tabs (WAI-ARIA APG tabs pattern):
 * Left/Right step and wrap around, Home/End jump to the ends. undefined for any other key, which
 * is then left to the browser (Tab, Enter, Space...).
 */
export function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export type Point = { x: number; y: number };
type Size = { width: number; height: number };
type Bounds = { left: number; top: number; right: number; bottom: number };

/** Room between the pointer and the tooltip, so the tooltip never sits under a finger or cursor. */
const TOOLTIP_GAP = 12;

/**
 * The top-left corner of a tooltip of `size` for a pointer at `pointer`, all in viewport pixels:
 * centred above the pointer, below it when there is no room above, and always moved inside
 * `bounds` (the visible part of the viewport), so it is never cut off by a screen edge.
 */
export function placeTooltip(pointer: Point, size: Size, bounds: Bounds, gap = TOOLTIP_GAP): Point {
  const x = clamp(pointer.x - size.width / 2, bounds.left, bounds.right - size.width);
  const above = pointer.y - gap - size.height;
  const y = above >= bounds.top ? above : clamp(pointer.y + gap, bounds.top, bounds.bottom - size.height);
  return { x, y };
}

/** `value` kept within [min, max]; `min` wins when the range is empty (a tooltip wider than the screen). */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}
