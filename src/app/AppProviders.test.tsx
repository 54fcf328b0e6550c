import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { AppProviders } from './AppProviders';
import { makeStore } from './store';

// A message missing in the visitor's language shows its id, a short one in a production build
// (docs/decisions.md, "Message ids in production builds"): the browser tests of the production
// build hear of it in the console, where react-intl alone says it in development only.
describe('a missing message', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    jest.restoreAllMocks();
  });

  it.each(['production', 'development'] as const)('is said in the console in a %s build', (mode) => {
    process.env.NODE_ENV = mode;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders store={makeStore()} locale="en" messages={{ 'brand.name': 'Apoteka Vita' }}>
        <FormattedMessage id="brand.name" /> <FormattedMessage id={'k9' as 'brand.name'} />
      </AppProviders>,
    );
    expect(screen.getByText(/Apoteka Vita/)).toHaveTextContent('Apoteka Vita k9');
    const said = error.mock.calls.map(([first]) => String(first));
    expect(said.filter((text) => /MISSING_TRANSLATION.*"k9"/.test(text))).not.toEqual([]);
    expect(said.filter((text) => text.includes('brand.name'))).toEqual([]);
  });
});
