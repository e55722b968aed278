import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import type { PresenceAnimation } from './animations';
import { usePresence } from './use-presence';

/** A stand-in for one of the site's animations, whose end the test decides. */
function controlledAnimation() {
  const finish: (() => void)[] = [];
  const animation: PresenceAnimation = {
    enter: jest.fn(() => ({ stop: jest.fn(), then: (resolve: () => void) => finish.push(resolve) })),
    exit: jest.fn(() => ({ stop: jest.fn(), then: (resolve: () => void) => finish.push(resolve) })),
    settle: jest.fn(),
  };
  return { animation, finishAll: () => act(() => finish.splice(0).forEach((resolve) => resolve())) };
}

let ready: { accordionPanel: PresenceAnimation } | undefined;
jest.mock('./load-motion', () => ({
  readyMotion: () => ready,
  loadedMotion: () => ready,
}));

function Panel({ open }: { open: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const present = usePresence(open, ref, 'accordionPanel');
  return (
    <div ref={ref} data-testid="panel" hidden={!present}>
      countries
    </div>
  );
}

describe('usePresence', () => {
  afterEach(() => {
    ready = undefined;
  });

  it('shows and hides at once while the animations are not there (not loaded, or reduced motion)', () => {
    const { rerender } = render(<Panel open={false} />);
    expect(screen.getByTestId('panel')).not.toBeVisible();
    rerender(<Panel open />);
    expect(screen.getByTestId('panel')).toBeVisible();
    rerender(<Panel open={false} />);
    expect(screen.getByTestId('panel')).not.toBeVisible();
  });

  it('animates in, keeps a closing element shown until its exit has finished, then hides it', () => {
    const { animation, finishAll } = controlledAnimation();
    ready = { accordionPanel: animation };
    const { rerender } = render(<Panel open={false} />);

    rerender(<Panel open />);
    const panel = screen.getByTestId('panel');
    expect(panel).toBeVisible();
    expect(animation.enter).toHaveBeenCalledWith(panel);
    finishAll();
    expect(animation.settle).toHaveBeenCalledWith(panel);

    rerender(<Panel open={false} />);
    expect(animation.exit).toHaveBeenCalledWith(panel);
    expect(panel).toBeVisible();
    finishAll();
    expect(panel).not.toBeVisible();
  });

  it('stops the exit and comes back in when reopened while closing', () => {
    const { animation, finishAll } = controlledAnimation();
    ready = { accordionPanel: animation };
    const { rerender } = render(<Panel open />);
    rerender(<Panel open={false} />);
    const exit = (animation.exit as jest.Mock).mock.results[0]!.value as { stop: jest.Mock };
    rerender(<Panel open />);
    expect(exit.stop).toHaveBeenCalled();
    expect(animation.enter).toHaveBeenCalledTimes(1);
    finishAll(); // the stopped exit's end must not hide the reopened panel
    expect(screen.getByTestId('panel')).toBeVisible();
  });
});
