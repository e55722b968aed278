import { defaultRegion, toggleRegion, type RegionId } from '@/lib/regions';

type ExplorerState = {
  selected: RegionId | null;
  /** The roving tabindex: stays on a deselected tab, so focus never lands where it cannot return. */
  active: RegionId;
};

export type ExplorerAction =
  /** A tab's click, Enter or Space. */
  | { type: 'toggle'; region: RegionId }
  /** Arrow keys, Home/End, a click on the map: never deselect. */
  | { type: 'select'; region: RegionId };

export const initialState: ExplorerState = { selected: defaultRegion, active: defaultRegion };

export function explorerReducer(state: ExplorerState, action: ExplorerAction): ExplorerState {
  const selected = action.type === 'toggle' ? toggleRegion(state.selected, action.region) : action.region;
  if (selected === state.selected && action.region === state.active) return state;
  return { selected, active: action.region };
}

/** The WAI-ARIA APG tabs pattern; undefined leaves the key to the browser. */
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

/** So that the tooltip never sits under a finger. */
const TOOLTIP_GAP = 12;

/** Centred above the pointer, below it when there is no room, always inside `bounds`. */
export function placeTooltip(pointer: Point, size: Size, bounds: Bounds, gap = TOOLTIP_GAP): Point {
  const x = clamp(pointer.x - size.width / 2, bounds.left, bounds.right - size.width);
  const above = pointer.y - gap - size.height;
  const y = above >= bounds.top ? above : clamp(pointer.y + gap, bounds.top, bounds.bottom - size.height);
  return { x, y };
}

/** `min` wins when the range is empty (a tooltip wider than the screen). */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}
