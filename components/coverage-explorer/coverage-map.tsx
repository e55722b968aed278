'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { coverageMapPath, seaColour } from '@/lib/coverage-map/svg';
import { regionIds, type RegionId } from '@/lib/regions';
import { placeTooltip, type Point } from './explorer-state';
import styles from './coverage-map.module.scss';

type Props = {
  width: number;
  height: number;
  selected: RegionId | null;
  title: string;
  tooltips: Readonly<Record<string, string>>;
  onSelectRegion: (region: RegionId) => void;
};

const EDGE = 8;

/**
 * A lazy <img> of the map file, which is the whole map without JavaScript; once loaded, the file is
 * inlined from the HTTP cache so its shapes can be pointed at. To assistive technology it is an
 * image: the tab panel and the country list are its text, hence the aria-hidden tooltip.
 */
export function CoverageMap({ width, height, selected, title, tooltips, onSelectRegion }: Props) {
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const pointer = useRef<Point>({ x: 0, y: 0 });

  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    let unmounted = false;
    const inline = () => {
      loadSvg(image.currentSrc || image.src).then(
        (node) => {
          if (node && !unmounted) setSvg(node);
        },
        () => {}, // the image stays, and it is the whole map
      );
    };
    if (image.complete && image.naturalWidth > 0) inline();
    else image.addEventListener('load', inline, { once: true });
    return () => {
      unmounted = true;
      image.removeEventListener('load', inline);
    };
  }, []);

  useLayoutEffect(() => {
    if (!svg) return;
    svg.setAttribute('class', styles.map ?? '');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', title);
    svg.style.setProperty('aspect-ratio', `${width} / ${height}`);
    slotRef.current?.replaceChildren(svg);
  }, [svg, title, width, height]);

  // A change of region restyles the map after the tap's frame, which it would delay on a slow phone.
  const shown = useRef<SVGSVGElement | null>(null);
  useLayoutEffect(() => {
    if (!svg) return;
    if (shown.current === svg) return afterNextPaint(() => showSelection(svg, selected));
    shown.current = svg;
    showSelection(svg, selected);
  }, [svg, selected]);

  // Runs on every pointer move without a render; a change of country re-renders and places it again.
  const place = useCallback(() => {
    const frame = frameRef.current;
    const tooltip = tooltipRef.current;
    if (!frame || !tooltip || tooltip.hidden) return;
    const root = document.documentElement;
    const bounds = {
      left: EDGE,
      // Below the fixed bar, whose height the page declares as scroll-padding-top.
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

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    pointer.current = { x: event.clientX, y: event.clientY };
    setHovered(shapeAt(event.target)?.getAttribute('data-code') ?? null);
    place();
  };

  // A finger "leaves" after every tap: its tooltip stays until the next tap, Escape or a scroll.
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
          style={{ backgroundColor: seaColour }}
        />
      )}
      <div ref={tooltipRef} className={styles.tooltip} aria-hidden="true" hidden={hovered === null}>
        {hovered !== null && tooltips[hovered]}
      </div>
    </div>
  );
}

async function loadSvg(url: string): Promise<SVGSVGElement | null> {
  // The image has just downloaded it: take it from the HTTP cache without asking the server.
  const response = await fetch(url, { cache: 'force-cache' });
  if (!response.ok) return null;
  const parsed = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
  const node = document.importNode(parsed.documentElement, true);
  return node instanceof SVGSVGElement ? node : null;
}

/** The selected group moves last, so its outline is painted over its neighbours' borders. */
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

function shapeAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('[data-code]') : null;
}

function regionAt(target: EventTarget | null): RegionId | undefined {
  const region = shapeAt(target)?.closest('[data-region]')?.getAttribute('data-region');
  return regionIds.find((id) => id === region);
}
