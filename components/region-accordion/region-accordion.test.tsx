import { fireEvent, render, screen } from '@testing-library/react';
import { RegionAccordion, type AccordionRegion } from './region-accordion';

const regions: AccordionRegion[] = [
  { id: 'west', name: 'Western Europe', subtitle: 'The Alps', countries: ['Austria', 'France'] },
  { id: 'north', name: 'Northern Europe', subtitle: 'Scandinavia', countries: ['Norway'] },
  { id: 'south', name: 'Southern Europe', subtitle: 'The Mediterranean', countries: ['Italy'] },
  { id: 'east', name: 'Eastern Europe', subtitle: 'From the Baltic to the Black Sea', countries: ['Poland'] },
  { id: 'transcontinental', name: 'Transcontinental', subtitle: 'Europe and Asia', countries: ['Türkiye'] },
  { id: 'sociopolitical', name: 'Sociopolitical Europe', subtitle: 'Beyond the continent', countries: ['Cyprus'] },
];

const button = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('RegionAccordion', () => {
  it('starts closed, opens one region at a time and closes the open one when it is clicked', () => {
    render(<RegionAccordion regions={regions} />);
    expect(screen.queryByRole('region')).toBeNull();

    fireEvent.click(button('Western Europe'));
    expect(button('Western Europe')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /Western Europe/ })).toHaveTextContent('AustriaFrance');

    fireEvent.click(button('Northern Europe'));
    expect(button('Western Europe')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: /Northern Europe/ })).toHaveTextContent('Norway');

    fireEvent.click(button('Northern Europe'));
    expect(button('Northern Europe')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
