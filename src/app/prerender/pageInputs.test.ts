import { pageInputsDigest, type PageInputs } from './pageInputs';

const page: PageInputs = {
  build: 'b1',
  locale: 'sr',
  path: '/detail/1013',
  renderedAt: new Date('2026-11-26T10:00:00Z'),
  status: 200,
  answers: { '/site/v1/products/1013': { price: 249.9 }, '/site/v1/cities': { list: [] } },
};

describe('pageInputsDigest', () => {
  it('is the same for the same inputs, whatever order the answers came in and whatever the hour', () => {
    const reordered = { '/site/v1/cities': { list: [] }, '/site/v1/products/1013': { price: 249.9 } };
    expect(pageInputsDigest({ ...page, answers: reordered, renderedAt: new Date('2026-11-26T21:30:00Z') })).toBe(
      pageInputsDigest(page),
    );
  });

  it('changes with an answer, the build, the address, the status and the day in Belgrade', () => {
    const digest = pageInputsDigest(page);
    const changed: Partial<PageInputs>[] = [
      { answers: { ...page.answers, '/site/v1/products/1013': { price: 274.9 } } },
      { build: 'b2' },
      { locale: 'en' },
      { path: '/detail/1014' },
      { status: 404 },
      // 23:30 UTC is already the next day in Belgrade.
      { renderedAt: new Date('2026-11-26T23:30:00Z') },
    ];
    for (const change of changed) expect(pageInputsDigest({ ...page, ...change })).not.toBe(digest);
  });
});
