import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { Component as AtcPage } from './index';

setupMockBackend();
jest.setTimeout(30_000);

const renderAtc = (path: string) => renderWithProviders(<AtcPage />, { path, routePath: '/catalog/atc/:code?' });

describe('browsing by ATC group', () => {
  it('goes from the anatomical groups to a group’s subgroups and a subgroup’s products', async () => {
    renderAtc('/catalog/atc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Medicines by ATC group' })).toBeInTheDocument();
    expect(document.title).toBe('Medicines by ATC group | Apoteka Vita');
    const groups = screen.getByRole('navigation', { name: 'Anatomical groups' });
    expect(within(groups).getByRole('link', { name: /^C Cardiovascular system \d+ products$/ })).toBeInTheDocument();
    await userEvent.click(within(groups).getByRole('link', { name: /^N Nervous system/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'N Nervous system' })).toBeInTheDocument();
    const subgroups = screen.getByRole('navigation', { name: 'Therapeutic subgroups of Nervous system' });
    expect(within(subgroups).queryByRole('link', { name: /Cardiovascular/ })).not.toBeInTheDocument();
    await userEvent.click(within(subgroups).getByRole('link', { name: /^N02 Analgesics/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'N02 Analgesics' })).toBeInTheDocument();
    expect(document.title).toBe('Analgesics (ATC N02) | Apoteka Vita');
    expect((await screen.findAllByRole('heading', { level: 3, name: /^Febricet/ })).length).toBeGreaterThan(0);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Nervous system' })).toHaveAttribute('href', '/catalog/atc/N');
    expect(within(crumbs).getByRole('link', { name: 'Medicines by ATC group' })).toHaveAttribute(
      'href',
      '/catalog/atc',
    );
  });

  it('says so for a code that is no group', async () => {
    renderAtc('/catalog/atc/X42');
    expect(await screen.findByRole('heading', { level: 1, name: 'This ATC group does not exist' })).toBeInTheDocument();
  });
});
