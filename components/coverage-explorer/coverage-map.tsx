'use client';

import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import type { CoverageMap as CoverageMapData } from '@/lib/coverage-map/geometry';
import { regionIds, type RegionId } from '@/lib/regions';
import { placeTooltip, type Point } from './explorer-state';
import styles from './coverage-explorer.module.scss';

type Props = {
  /** The build-time geometry (lib/coverage-map/geometry.ts). */
  map: CoverageMapData;
  selected: RegionId | null;
  /** The accessible name of the map (coverage.mapTitle). */
  title: string;
  /** "Country — Region" per covered country code, for the tooltip. */
  tooltips: Readonly<Record<string, string>>;
  onSelectRegion: (region: RegionId) => void;
};

/** Radius of a tiny state's dot, and of the invisible disc around it that takes the pointer. */
const MARKER_RADIUS = 6;
const MARKER_HIT_RADIUS = 14;
/** Distance kept between the tooltip and the edges of the viewport. */
const EDGE = 8;

/**
 * The coverage map: covered countries in their region's colour, other land grey, the selected
 * region emphasised (styling only: see the module's `.map` rules). Pointing at or tapping a country
 * shows "Country — Region"; clicking it selects its region.
 *
 * One set of delegated listeners on the <svg> reads the `data-code` of the shape under the pointer,
 * rather than a handler per shape. The map is an image to assistive technology (role="img"); the
 * tab panel and the "all countries" list are its text equivalent, hence the aria-hidden tooltip.
 */
export function CoverageMap({ map, selected, title, tooltips, onSelectRegion }: Props) {
  const [hovered, setHovered] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const pointer = useRef<Point>({ x: 0, y: 0 });
  const regionByCode = useMemo(
    () => new Map([...map.countries, ...map.markers].map((item) => [item.code, item.region])),
    [map],
  );

  // Moves the tooltip next to the last pointer position. Called on every pointer move without a
  // render: only a change of country re-renders (the text), and then the layout effect below places
  // the tooltip with its new size before it is painted.
  const place = useCallback(() => {
    const frame = frameRef.current;
    const tooltip = tooltipRef.current;
    if (!frame || !tooltip || tooltip.hidden) return;
    const root = document.documentElement;
    const bounds = {
      left: EDGE,
      // The fixed navigation bar covers the top of the viewport; the page declares that band as
      // its scroll-padding-top (styles/globals.scss), so the tooltip stays below it too.
      top: (parseFloat(getComputedStyle(root).scrollPaddingTop) || 0) + EDGE,
      right: root.clientWidth - EDGE,
      bottom: window.innerHeight - EDGE,
    };
    const size = { width: tooltip.offsetWidth, height: tooltip.offsetHeight };
    const { x, y } = placeTooltip(pointer.current, size, bounds);
    const origin = frame.getBoundingClientRect();
    tooltip.style.transform = `translate(${Math.round(x - origin.left)}px, ${Math.round(y - origin.top)}px)`;
  }, []);

  useLayoutEffect(place, [hovered, place]);

  // A shown tooltip goes away with Escape (WCAG 1.4.13) and, after a tap, with a tap elsewhere.
  useEffect(() => {
    if (hovered === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHovered(null);
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!frameRef.current?.contains(event.target as Node)) setHovered(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [hovered]);

  // pointermove (mouse and pen hover, a dragging finger) and pointerdown (a tap) both show the
  // tooltip of the country under the pointer, or hide it over the sea and non-covered land.
  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const code = codeAt(event.target);
    pointer.current = { x: event.clientX, y: event.clientY };
    setHovered(code);
    place();
  };

  // A mouse leaving the map hides the tooltip. A finger "leaves" right after every tap: its tooltip
  // stays until the next tap, Escape, or a scroll that the browser takes over (pointercancel).
  const onPointerLeave = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType !== 'touch') setHovered(null);
  };

  return (
    <div ref={frameRef} className={styles.mapFrame}>
      <svg
        className={styles.map}
        viewBox={`0 0 ${map.width} ${map.height}`}
        width={map.width}
        height={map.height}
        style={{ aspectRatio: `${map.width} / ${map.height}` }}
        role="img"
        aria-label={title}
        data-selected={selected ?? undefined}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={onPointerLeave}
        onPointerCancel={() => setHovered(null)}
        onClick={(event) => {
          const region = regionByCode.get(codeAt(event.target) ?? '');
          if (region) onSelectRegion(region);
        }}
      >
        <Shapes map={map} selected={selected} />
      </svg>
      <div ref={tooltipRef} className={styles.tooltip} aria-hidden="true" hidden={hovered === null}>
        {hovered !== null && tooltips[hovered]}
      </div>
    </div>
  );
}

/**
 * The shapes, re-rendered only when the selection changes (not on pointer moves). The selected
 * region's group comes last: SVG paints in document order, so its outline is drawn over its
 * neighbours' borders. Tiny states' dots go on top of everything.
 */
const Shapes = memo(function Shapes({ map, selected }: { map: CoverageMapData; selected: RegionId | null }) {
  const order = selected ? [...regionIds.filter((id) => id !== selected), selected] : regionIds;
  return (
    <>
      <path className={styles.land} d={map.land} />
      {order.map((region) => (
        <g key={region} data-region={region} data-selected={region === selected || undefined}>
          {map.countries
            .filter((country) => country.region === region)
            .map((country) => (
              <path key={country.code} className={styles.country} data-code={country.code} d={country.d} />
            ))}
        </g>
      ))}
      {map.markers.map((marker) => (
        <g
          key={marker.code}
          className={styles.marker}
          data-code={marker.code}
          data-region={marker.region}
          data-selected={marker.region === selected || undefined}
        >
          <circle className={styles.markerHit} cx={marker.x} cy={marker.y} r={MARKER_HIT_RADIUS} />
          <circle className={styles.markerDot} cx={marker.x} cy={marker.y} r={MARKER_RADIUS} />
        </g>
      ))}
    </>
  );
});

/** The covered country under the pointer: the `data-code` of the target or its nearest ancestor. */
function codeAt(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest('[data-code]')?.getAttribute('data-code') ?? null) : null;
}
