import { redirectTo } from './redirect-to';

describe("the root page's redirect", () => {
  it('goes to the target with the query and the fragment, replacing the history entry', () => {
    const replace = jest.fn();
    redirectTo('/ro', { search: '?utm_source=mail', hash: '#top', replace });
    expect(replace).toHaveBeenCalledWith('/ro?utm_source=mail#top');
  });

  it('goes to the bare target from a bare root', () => {
    const replace = jest.fn();
    redirectTo('/ro', { search: '', hash: '', replace });
    expect(replace).toHaveBeenCalledWith('/ro');
  });
});
