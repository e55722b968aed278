'use client';

import { memo, useCallback, useEffect, useState } from 'react';
import { preloadMotion, preloadMotionOnFirstUse } from '@/lib/motion/load-motion';
import { toggleRegion, type RegionId } from '@/lib/regions';
import { RegionNote } from '@/components/region-note/region-note';
import { AccordionPanel } from './accordion-panel';
import styles from './region-accordion.module.scss';

export type AccordionRegion = { id: RegionId; name: string; subtitle: string; countries: string[]; note?: string };

/**
 * The six regions and their countries, one open at a time (WAI-ARIA accordion: header buttons with
 * aria-expanded and aria-controls, panels as labelled regions). All closed at first. Without
 * JavaScript every panel is shown (the stylesheet keys that off html[data-js]). The panels open
 * and close animated (accordion-panel.tsx).
 */
export function RegionAccordion({ regions }: { regions: AccordionRegion[] }) {
  const [open, setOpen] = useState<RegionId | null>(null);
  const toggle = useCallback((id: RegionId) => setOpen((current) => toggleRegion(current, id)), []);
  useEffect(preloadMotionOnFirstUse, []);
  return (
    <div className={styles.accordion}>
      {regions.map((region) => (
        <AccordionItem key={region.id} region={region} expanded={open === region.id} onToggle={toggle} />
      ))}
    </div>
  );
}

type ItemProps = { region: AccordionRegion; expanded: boolean; onToggle: (id: RegionId) => void };

/**
 * One region: its header button and its panel. Memoised: a click re-renders only the region that
 * opens and the one that closes, not every list of countries (on a slow phone, the difference
 * between answering a tap in the next frame or several frames later).
 */
const AccordionItem = memo(function AccordionItem({ region, expanded, onToggle }: ItemProps) {
  const { id, name, subtitle, countries, note } = region;
  return (
    <div className={styles.item} data-region={id}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`region-${id}-button`}
          aria-expanded={expanded}
          aria-controls={`region-${id}-panel`}
          className={styles.button}
          onFocus={preloadMotion}
          onClick={() => onToggle(id)}
        >
          <span className={styles.swatch} aria-hidden="true" />
          <span className={styles.label}>
            <span className={styles.name}>{name}</span>
            <span className={styles.subtitle}>{subtitle}</span>
          </span>
          <span className={styles.count} aria-hidden="true">
            {countries.length}
          </span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <AccordionPanel id={`region-${id}-panel`} labelledBy={`region-${id}-button`} expanded={expanded}>
        <ul className={styles.countries}>
          {countries.map((country) => (
            <li key={country}>{country}</li>
          ))}
        </ul>
        {note && <RegionNote>{note}</RegionNote>}
      </AccordionPanel>
    </div>
  );
});
