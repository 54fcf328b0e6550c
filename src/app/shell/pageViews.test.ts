import { createPageViews, type PageView } from './pageViews';

const setup = () => {
  const sent: PageView[] = [];
  let title = 'Catalog | Shop';
  const views = createPageViews(
    (view) => sent.push(view),
    () => title,
  );
  return { sent, views, setTitle: (next: string) => (title = next) };
};

describe('page views', () => {
  it('a route with a fixed title is counted at once', () => {
    const { sent, views } = setup();
    views.navigated('/about', '/en/about', false);
    expect(sent).toEqual([{ path: '/en/about', title: 'Catalog | Shop' }]);
  });

  it('a page that names itself is counted once, with its own title', () => {
    const { sent, views, setTitle } = setup();
    views.navigated('/detail/1', '/sr/detail/1', true);
    expect(sent).toEqual([]);
    setTitle('Panadol 500 mg | Shop');
    views.titled('/detail/1');
    views.titled('/detail/1');
    expect(sent).toEqual([{ path: '/sr/detail/1', title: 'Panadol 500 mg | Shop' }]);
  });

  it('a page that named itself before the shell saw the navigation is counted at once', () => {
    const { sent, views, setTitle } = setup();
    setTitle('Cold & flu | Shop');
    views.titled('/category/a');
    views.navigated('/category/a', '/en/category/a', true);
    expect(sent).toEqual([{ path: '/en/category/a', title: 'Cold & flu | Shop' }]);
  });

  it('the address already shown is not counted again', () => {
    const { sent, views } = setup();
    views.navigated('/about', '/en/about', false);
    views.navigated('/about', '/en/about', false);
    expect(sent).toHaveLength(1);
  });

  it('a page left before it named itself is counted with the route title', () => {
    const { sent, views, setTitle } = setup();
    setTitle('Product | Shop');
    views.navigated('/detail/1', '/en/detail/1', true);
    setTitle('About us | Shop');
    views.navigated('/about', '/en/about', false);
    views.titled('/detail/1');
    expect(sent).toEqual([
      { path: '/en/detail/1', title: 'Product | Shop' },
      { path: '/en/about', title: 'About us | Shop' },
    ]);
  });

  it('never carries the query: a search term or filters stay in the page', () => {
    const { sent, views } = setup();
    views.navigated('/catalog?sort=name', '/en/catalog?sort=name&q=insulin#top', false);
    expect(sent).toEqual([{ path: '/en/catalog', title: 'Catalog | Shop' }]);
  });

  it('a search or product page is counted at once with the general title, never its own', () => {
    const { sent, views, setTitle } = setup();
    setTitle('insulin | Shop');
    views.navigated('/search?q=insulin', '/en/search?q=insulin', true, 'Search results | Shop');
    views.titled('/search?q=insulin');
    setTitle('Insulin glargine | Shop');
    views.titled('/detail/7');
    views.navigated('/detail/7', '/en/detail/7', true, 'Product | Shop');
    expect(sent).toEqual([
      { path: '/en/search', title: 'Search results | Shop' },
      { path: '/en/detail/7', title: 'Product | Shop' },
    ]);
  });
});
