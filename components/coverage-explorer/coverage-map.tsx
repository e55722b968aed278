'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { coverageMapPath, seaColour } from '@/lib/coverage-map/svg';
import { regionIds, type RegionId } from '@/lib/regions';
import { placeTooltip, type Point } from './explorer-state';
import styles from './coverage-map.module.scss';

type Props = {
  /** The size of the drawing (lib/coverage-map/geometry.ts), for the image's width and height. */
  width: number;
  height: number;
  selected: RegionId | null;
  /** The accessible name of the map (coverage.mapTitle). */
  title: string;
  /** "Country — Region" per covered country code, for the tooltip. */
  tooltips: Readonly<Record<string, string>>;
  onSelectRegion: (region: RegionId) => void;
};

/** Distance kept between the tooltip and the edges of the viewport. */
const EDGE = 8;

/**
 * The coverage map: covered countries in their region's colour, other land grey, the selected
 * region emphasised. Pointing at or tapping a country shows "Country — Region"; clicking it
 * selects its region.
 *
 * The HTML holds the map as a lazy <img> of /coverage-map.svg (see lib/coverage-map/svg.ts for
 * why it is a file): that is the whole map without JavaScript. Once the image has loaded, the same
 * file is taken from the HTTP cache and inlined in its place, so that its shapes can be pointed at
 * and styled by the selection. Should that fail, the image stays: the map is seen, just not live.
 *
 * React renders nothing inside the inlined map; selection shows through attributes set on it (and
 * the module's `.map` rules). One set of delegated listeners reads the `data-code` of the shape
 * under the pointer. The map is an image to assistive technology; the tab panel and the "all
 * countries" list are its text equivalent, hence the aria-hidden tooltip.
 */
export function CoverageMap({ width, height, selected, title, tooltips, onSelectRegion }: Props) {
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const pointer = useRef<Point>({ x: 0, y: 0 });

  // Inline the file once the browser has loaded the (lazy) image, that is once it nears the screen.
  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    let unmounted = false;
    const inline = () => {
      loadSvg(image.currentSrc || image.src).then(
        (node) => {
          if (node && !unmounted) setSvg(node);
        },
        () => {}, // offline or gone: the image stays, and it is the whole map
      );
    };
    if (image.complete && image.naturalWidth > 0) inline();
    else image.addEventListener('load', inline, { once: true });
    return () => {
      unmounted = true;
      image.removeEventListener('load', inline);
    };
  }, []);

  // Before paint: the inlined map takes the image's place with the same box, so nothing moves.
  useLayoutEffect(() => {
    if (!svg) return;
    svg.setAttribute('class', styles.map ?? '');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', title);
    svg.style.setProperty('aspect-ratio', `${width} / ${height}`);
    slotRef.current?.replaceChildren(svg);
  }, [svg, title, width, height]);

  // The map shows the selection from its first frame; a change of region reaches it once the frame
  // that answers the tap (the selected tab, the region's countries) has been painted: restyling the
  // whole map first would hold that answer back on a slow phone.
  const shown = useRef<SVGSVGElement | null>(null);
  useLayoutEffect(() => {
    if (!svg) return;
    if (shown.current === svg) return afterNextPaint(() => showSelection(svg, selected));
    shown.current = svg;
    showSelection(svg, selected);
  }, [svg, selected]);

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
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    pointer.current = { x: event.clientX, y: event.clientY };
    setHovered(shapeAt(event.target)?.getAttribute('data-code') ?? null);
    place();
  };

  // A mouse leaving the map hides the tooltip. A finger "leaves" right after every tap: its tooltip
  // stays until the next tap, Escape, or a scroll that the browser takes over (pointercancel).
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') setHovered(null);
  };

  return (
    <div ref={frameRef} className={styles.mapFrame}>
      {svg ? (
        <div
          ref={slotRef}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={onPointerLeave}
          onPointerCancel={() => setHovered(null)}
          onClick={(event) => {
            const region = regionAt(event.target);
            if (region) onSelectRegion(region);
          }}
        />
      ) : (
        <img
          ref={imageRef}
          className={styles.map}
          src={coverageMapPath}
          alt={title}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          // The box shows the map's sea until the image arrives.
          style={{ backgroundColor: seaColour }}
        />
      )}
      <div ref={tooltipRef} className={styles.tooltip} aria-hidden="true" hidden={hovered === null}>
        {hovered !== null && tooltips[hovered]}
      </div>
    </div>
  );
}

/** The map file as an element of this document; null when it is not an SVG image. */
async function loadSvg(url: string): Promise<SVGSVGElement | null> {
  // The image has just downloaded the file: 'force-cache' takes it from the HTTP cache as it is,
  // without asking the server again.
  const response = await fetch(url, { cache: 'force-cache' });
  if (!response.ok) return null;
  const parsed = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
  const node = document.importNode(parsed.documentElement, true);
  return node instanceof SVGSVGElement ? node : null;
}

/**
 * Shows `selected` on the inlined map: data-selected on the <svg> and on the region's shapes, and
 * its group of countries moved last among the groups, so that its outline is painted over its
 * neighbours' borders (SVG paints in document order); tiny states' dots stay on top.
 */
function showSelection(svg: SVGSVGElement, selected: RegionId | null) {
  if (selected) svg.setAttribute('data-selected', selected);
  else svg.removeAttribute('data-selected');
  const firstMarker = svg.querySelector(':scope > g[data-code]');
  for (const group of svg.querySelectorAll(':scope > g[data-region]')) {
    const isSelected = group.getAttribute('data-region') === selected;
    group.toggleAttribute('data-selected', isSelected);
    if (isSelected && !group.hasAttribute('data-code')) svg.insertBefore(group, firstMarker);
  }
}

/** The covered country's shape under the pointer: the target or its nearest `data-code` ancestor. */
function shapeAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('[data-code]') : null;
}

/** The region of the covered country under the pointer: the `data-region` of the shape's group. */
function regionAt(target: EventTarget | null): RegionId | undefined {
  const region = shapeAt(target)?.closest('[data-region]')?.getAttribute('data-region');
  return regionIds.find((id) => id === region);
}
