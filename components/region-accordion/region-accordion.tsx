'use client';

import { memo, useCallback, useEffect, useState } from 'react';
import { preloadMotion, preloadMotionOnFirstUse } from '@/lib/motion/load-motion';
import { regionStyle, toggleRegion, type RegionId } from '@/lib/regions';
import { RegionNote } from '@/components/region-note/region-note';
import { AccordionPanel } from './accordion-panel';
import styles from './region-accordion.module.scss';

export type AccordionRegion = { id: RegionId; name: string; subtitle: string; countries: string[]; note?: string };

/** The WAI-ARIA accordion; without JavaScript every panel is shown (the stylesheet keys off html[data-js]). */
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

/** Memoised: re-rendering every list of countries delays a tap's answer by frames on a slow phone. */
const AccordionItem = memo(function AccordionItem({ region, expanded, onToggle }: ItemProps) {
  const { id, name, subtitle, countries, note } = region;
  return (
    <div className={styles.item} data-region={id} style={regionStyle(id)}>
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
