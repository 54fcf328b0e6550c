import { Profiler, useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeProduct } from '../../testing/fixtures';
import { ProductGrid } from './ProductGrid';

const page = (first: number, count = 24) =>
  Array.from({ length: count }, (_, index) => makeProduct({ id: first + index, name: `Product ${first + index}` }));

const shownNames = () => screen.queryAllByRole('heading').map((heading) => heading.textContent ?? '');

type Products = ReturnType<typeof page>;

/** The grid, a way to give it another list, and the names on the screen after each of its commits. */
const renderGrid = (products: Products) => {
  const commits: string[][] = [];
  let setList: (list: Products) => void = () => undefined;
  const Harness = () => {
    const [list, set] = useState(products);
    setList = set;
    return (
      <Profiler id="grid" onRender={() => commits.push(shownNames())}>
        <ProductGrid products={list} />
      </Profiler>
    );
  };
  renderWithProviders(<Harness />);
  return { commits, show: (list: Products) => setList(list) };
};

describe('ProductGrid', () => {
  it('shows a new list six cards per commit, the previous cards below meanwhile, never one twice', async () => {
    const before = page(1);
    const after = [...page(101, 20), ...before.slice(0, 4)];
    const { commits, show } = renderGrid(before);
    commits.length = 0;

    await act(async () => show(after));

    const names = (list: Products) => list.map((product) => product.name);
    expect(shownNames()).toEqual(names(after));
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
    // The first commit of the new list: its first six, then the previous list's cards from the seventh on.
    const firstOfNew = commits.find((shown) => shown[0] === 'Product 101');
    expect(firstOfNew).toEqual([...names(after).slice(0, 6), ...names(before).slice(6)]);
    // Then one more batch per commit, until the new list is whole.
    const filling = commits.filter((shown) => shown[0] === 'Product 101');
    expect(new Set(filling.map((shown) => shown.join())).size).toBe(4);
    for (const shown of commits) expect(new Set(shown).size).toBe(shown.length);
  });

  it('a short list comes whole in one commit', async () => {
    const { commits, show } = renderGrid(page(1));
    commits.length = 0;
    await act(async () => show(page(201, 5)));
    expect(shownNames()).toEqual(page(201, 5).map((product) => product.name));
    expect(commits.filter((shown) => shown[0] === 'Product 201')).toEqual([shownNames()]);
  });

  it("the same products with today's prices change in place, all in one commit, never dimmed", async () => {
    const before = page(1);
    const dearer = before.map((product) => ({ ...product, price: (product.price ?? 0) + 100 }));
    const lists: string[] = [];
    let setList: (list: Products) => void = () => undefined;
    const Harness = () => {
      const [list, set] = useState(before);
      setList = set;
      return (
        <Profiler id="grid" onRender={() => lists.push(screen.getByRole('list').textContent ?? '')}>
          <ProductGrid products={list} />
        </Profiler>
      );
    };
    renderWithProviders(<Harness />);
    const old = screen.getByRole('list').textContent;
    lists.length = 0;

    await act(async () => setList(dearer));

    const now = screen.getByRole('list').textContent;
    expect(now).not.toBe(old);
    // No commit shows some cards at the old price and others at the new one.
    for (const shown of lists) expect([old, now]).toContain(shown);
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
  });
});
