'use client';

import { useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, type KeyboardEvent } from 'react';
import type { ExplorerSnapshot } from '@/lib/motion/animations';
import { preloadMotion, preloadMotionOnFirstUse, readyMotion } from '@/lib/motion/load-motion';
import { regionStyle, type RegionId } from '@/lib/regions';
import { CoverageMap } from './coverage-map';
import { explorerReducer, initialState, tabIndexForKey, type ExplorerAction } from './explorer-state';
import styles from './region-explorer.module.scss';

export type ExplorerRegion = {
  id: RegionId;
  name: string;
  subtitle: string;
  heading: string;
  countries: { code: string; name: string }[];
};

type ExplorerCopy = {
  tabsLabel: string;
  /** Shown when no region is selected. */
  prompt: string;
  mapTitle: string;
};

type Props = {
  regions: ExplorerRegion[];
  mapSize: { width: number; height: number };
  copy: ExplorerCopy;
};

/** WAI-ARIA tabs with automatic activation; clicking the selected tab clears the selection and shows the prompt. */
export function RegionExplorer({ regions, mapSize, copy }: Props) {
  const [{ selected, active }, dispatchState] = useReducer(explorerReducer, initialState);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tablistRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const before = useRef<ExplorerSnapshot | null>(null);
  const id = useId();
  const tablistId = `${id}tablist`;
  const panelId = `${id}panel`;
  const tabId = (region: RegionId) => `${id}tab-${region}`;

  const region = regions.find((r) => r.id === selected);
  const tooltips = useMemo(
    () => Object.fromEntries(regions.flatMap((r) => r.countries.map((c) => [c.code, `${c.name} — ${r.name}`]))),
    [regions],
  );

  const dispatch = (action: ExplorerAction) => {
    const tablist = tablistRef.current;
    const panel = panelRef.current;
    const motion = readyMotion();
    before.current = tablist && panel && motion ? motion.snapshotExplorer(tablist, panel) : null;
    dispatchState(action);
  };

  useEffect(preloadMotionOnFirstUse, []);

  useLayoutEffect(() => {
    const snapshot = before.current;
    before.current = null;
    const motion = readyMotion();
    const tablist = tablistRef.current;
    const panel = panelRef.current;
    if (!snapshot || !motion || !tablist || !panel) return;
    const running = motion.explorerChange(snapshot, tablist, panel);
    return () => running.stop();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = (event.target as HTMLElement).closest('[role="tab"]')?.getAttribute('data-region');
    const current = regions.findIndex((r) => r.id === (focused ?? active));
    const next = tabIndexForKey(event.key, current, regions.length);
    const target = next === undefined ? undefined : regions[next];
    if (next === undefined || !target) return;
    event.preventDefault(); // Home and End would also scroll the page
    dispatch({ type: 'select', region: target.id });
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.explorer}>
      <div
        ref={tablistRef}
        role="tablist"
        id={tablistId}
        aria-label={copy.tabsLabel}
        className={styles.tabs}
        onKeyDown={onKeyDown}
        onFocus={preloadMotion}
      >
        {regions.map((r, index) => (
          <button
            key={r.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(r.id)}
            aria-selected={r.id === selected}
            aria-controls={panelId}
            tabIndex={r.id === active ? 0 : -1}
            data-region={r.id}
            style={regionStyle(r.id)}
            className={styles.tab}
            onClick={() => dispatch({ type: 'toggle', region: r.id })}
          >
            {r.id === selected && <span className={styles.marker} data-marker aria-hidden="true" />}
            <span className={styles.swatch} aria-hidden="true" />
            <span className={styles.name}>{r.name}</span>
          </button>
        ))}
      </div>

      <div className={styles.body}>
        <CoverageMap
          width={mapSize.width}
          height={mapSize.height}
          selected={selected}
          title={copy.mapTitle}
          tooltips={tooltips}
          onSelectRegion={(next) => dispatch({ type: 'select', region: next })}
        />

        <div
          ref={panelRef}
          role="tabpanel"
          id={panelId}
          // The panel holds no focusable element, so it is a tab stop itself (APG).
          tabIndex={0}
          aria-labelledby={region ? tabId(region.id) : tablistId}
          className={styles.panel}
          data-region={region?.id}
          style={region && regionStyle(region.id)}
        >
          <div aria-live="polite">{!region && <p className={styles.prompt}>{copy.prompt}</p>}</div>
          {region && (
            <>
              <h3 className={styles.panelHeading}>{region.heading}</h3>
              <p className={styles.panelSubtitle}>{region.subtitle}</p>
              <ul className={styles.countryList}>
                {region.countries.map((country) => (
                  <li key={country.code}>{country.name}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
