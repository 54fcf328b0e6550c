import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Locale } from '@/shared/i18n';
import { renderWithProviders } from '@/testing/render';
import { ManufacturerFilter } from './ManufacturerFilter';

/** Hundreds of makers, as in MOCK_PRODUCTS=10000 (docs/mock-backend.md). */
const ROOTS = ['Morava', 'Tamiš', 'Sava', 'Drina', 'Tara', 'Fruška', 'Ibar', 'Timok', 'Avala', 'Rtanj'];
const SUFFIXES = ['Pharm', 'Lab', 'Medical', 'Kozmetika', 'Vita', 'Herbal', 'Med', 'Health', 'Bio', 'Derm'];
const FACETS = [
  ...ROOTS.flatMap((root) => SUFFIXES.map((suffix) => `${root} ${suffix}`)),
  ...Array.from({ length: 150 }, (_, i) => `Maker ${i + 1}`),
].map((name, index) => ({ name, count: 400 - index }));

const Harness = ({ initial = [] as string[] }) => {
  const [selected, setSelected] = useState(initial);
  return <ManufacturerFilter facets={FACETS} selected={selected} onChange={setSelected} />;
};

/** One change per query: typing letter by letter re-renders hundreds of options in jsdom, slowly. */
const search = async (user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) => {
  await user.click(box);
  await user.paste(text);
};

const renderFilter = (locale: Locale = 'en', initial: string[] = []) =>
  renderWithProviders(<Harness initial={initial} />, { locale });

/** The options listed, by their accessible names ("Morava Pharm 400"). */
const names = () =>
  within(screen.getByRole('group', { name: /Manufacturer|Proizvođač|Производитель/ }))
    .queryAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label') ?? (box as HTMLInputElement).labels?.[0]?.textContent ?? '');

describe('the manufacturer filter with hundreds of names', () => {
  it('shows a short list and a search box named for what it does', () => {
    renderFilter();
    expect(names()).toHaveLength(8);
    expect(screen.getByRole('searchbox', { name: 'Find a manufacturer' })).toBeInTheDocument();
  });

  it('narrows the list as one types, without diacritics, and says how many match', async () => {
    const user = userEvent.setup();
    renderFilter();
    await search(user, screen.getByRole('searchbox', { name: 'Find a manufacturer' }), 'tamis');
    expect(names()).toHaveLength(10);
    expect(names().every((name) => name.startsWith('Tamiš'))).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('10 manufacturers found');

    await search(user, screen.getByRole('searchbox'), ' derm');
    expect(names()).toEqual([expect.stringContaining('Tamiš Derm')]);
    expect(screen.getByRole('status')).toHaveTextContent('1 manufacturer found');

    await user.clear(screen.getByRole('searchbox'));
    await search(user, screen.getByRole('searchbox'), 'zzz');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No manufacturer matches');
  });

  it('finds a maker far down the list, chooses it, and keeps the chosen ones while searching', async () => {
    const user = userEvent.setup();
    renderFilter('en', ['Morava Pharm']);
    await search(user, screen.getByRole('searchbox'), 'maker 137');
    await user.click(screen.getByRole('checkbox', { name: /Maker 137/ }));
    expect(screen.getByRole('checkbox', { name: /Maker 137/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Morava Pharm/ })).toBeChecked();
    await user.clear(screen.getByRole('searchbox'));
    expect(names()).toEqual(expect.arrayContaining([expect.stringContaining('Maker 137')]));
  });

  it('speaks Serbian', () => {
    renderFilter('sr');
    expect(screen.getByRole('searchbox', { name: 'Pronađi proizvođača' })).toBeInTheDocument();
  });

  it('speaks Russian, with its plural forms', async () => {
    const user = userEvent.setup();
    renderFilter('ru');
    await search(user, screen.getByRole('searchbox', { name: 'Найти производителя' }), 'tamis');
    expect(screen.getByRole('status')).toHaveTextContent('Найдено 10 производителей');
  });
});
