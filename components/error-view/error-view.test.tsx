import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { ErrorCopyProvider } from './error-copy';
import { ErrorView } from './error-view';

/** Stands in for Next's error boundary around a page (app/[locale]/error.tsx renders ErrorView). */
class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}

function Exploding({ message }: { message: string }): ReactNode {
  throw new Error(message);
}

const german = {
  title: 'Unerwarteter Anwendungsfehler',
  generic: 'Ein Fehler ist aufgetreten',
  backToHome: 'Zur Startseite',
  homeHref: '/de',
};

describe('the crash page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows "Unexpected Application Error" and the message of the component that threw', () => {
    render(
      <Boundary>
        <Exploding message="Cannot read the timetable" />
      </Boundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the timetable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/ro');
    expect(document.title).toBe('Unexpected Application Error');
  });

  it('speaks the page language and falls back to the generic text for an empty message', () => {
    render(
      <ErrorCopyProvider copy={german}>
        <Boundary>
          <Exploding message="" />
        </Boundary>
      </ErrorCopyProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unerwarteter Anwendungsfehler' })).toBeInTheDocument();
    expect(screen.getByText('Ein Fehler ist aufgetreten')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    expect(document.title).toBe('Unerwarteter Anwendungsfehler');
  });
});
