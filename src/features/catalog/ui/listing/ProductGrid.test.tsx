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
  it('replaces the list with a new one, never showing one product twice', async () => {
    const before = page(1, 8);
    const after = [...page(101, 6), ...before.slice(0, 2)];
    const { commits, show } = renderGrid(before);
    commits.length = 0;

    await act(async () => show(after));

    expect(shownNames()).toEqual(after.map((product) => product.name));
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
    // Every commit shows one whole list, the previous or the new one.
    for (const shown of commits) expect([before, after].map((list) => list.map((p) => p.name))).toContainEqual(shown);
  });

  it('marks the cards busy while new results are on their way', () => {
    renderWithProviders(<ProductGrid products={page(1, 2)} busy />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(shownNames()).toEqual(['Product 1', 'Product 2']);
  });

  it("the same products with today's prices change in place, all in one commit, never marked busy", async () => {
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
