import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { Component as ArticlePage } from './index';
import { Component as ArticlesPage } from '../articles';

const server = setupMockBackend();

describe('/articles and /articles/:slug', () => {
  it('lists the articles newest first, each linking to its page', async () => {
    renderWithProviders(<ArticlesPage />, { path: '/articles' });
    const links = within(await screen.findByRole('list')).getAllByRole('link');
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/articles\/[a-z0-9-]+$/);
    const dates = screen.getAllByRole('time').map((time) => time.getAttribute('datetime') ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows an article from the mock backend with its paragraphs and names the tab after it', async () => {
    renderWithProviders(<ArticlePage />, { path: '/articles/prehlada-ili-grip', routePath: '/articles/:slug' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    expect(document.title).toBe(`${heading.textContent ?? ''} | Apoteka Vita`);
    // The article comes first; the related articles' cards follow when their answer is in.
    expect(within(screen.getAllByRole('article')[0]!).getAllByRole('paragraph').length).toBeGreaterThan(2);
    expect(screen.getByText(/does not replace the advice of a doctor or pharmacist/)).toBeInTheDocument();
  });

  it('renders the body as plain text, never as markup', async () => {
    server.use(
      http.get('*/site/v1/articles/detail', () =>
        HttpResponse.json({
          slug: 'test',
          title: 'Colds',
          excerpt: 'Short',
          published_at: '2026-01-10',
          reading_minutes: 3,
          tag: 'Colds',
          body: ['First <b>bold</b> paragraph.', '<img src=x onerror="window.hacked=1">Second.'],
        }),
      ),
    );
    const { container } = renderWithProviders(<ArticlePage />, {
      path: '/articles/test',
      routePath: '/articles/:slug',
    });
    expect(await screen.findByText('First <b>bold</b> paragraph.')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="window.hacked=1">Second.')).toBeInTheDocument();
    // No element at all may come out of the text, whatever its role.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('b, img')).toBeNull();
    expect(screen.getByText('3 min read')).toBeInTheDocument();
  });

  it('an unknown article says so and leads back to the list', async () => {
    renderWithProviders(<ArticlePage />, { path: '/articles/no-such-article', routePath: '/articles/:slug' });
    expect(await screen.findByText('This article does not exist or has been removed.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All articles' })[0]).toHaveAttribute('href', '/articles');
  });
});
