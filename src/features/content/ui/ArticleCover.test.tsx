import { render, waitFor } from '@testing-library/react';
import { asParsedSvg, hydratePrerendered } from '@/testing/prerendered';
import { cover } from '@/shared/ui/art/art';
import { hashSeed } from '../lib/hashSeed';
import { ArticleCover } from './ArticleCover';

// The art drawer as the chunk it is, counted: the "prerendered" markup is built with the real one.
jest.mock('@/shared/ui/art/art', () => {
  const actual = jest.requireActual<typeof import('@/shared/ui/art/art')>('@/shared/ui/art/art');
  return { ...actual, cover: jest.fn(actual.cover) };
});
const realCover = jest.requireActual<typeof import('@/shared/ui/art/art')>('@/shared/ui/art/art').cover;

// Covers are decorative (aria-hidden), so no role query reaches them.
/* eslint-disable testing-library/no-node-access, testing-library/no-container */
describe('ArticleCover', () => {
  it('keeps a prerendered cover without drawing it; a cover rendered in the browser is empty until the drawer comes', async () => {
    const { page, fromHtml } = await hydratePrerendered(
      `<div class="cover" aria-hidden="true"><svg viewBox="0 0 320 160" preserveAspectRatio="xMidYMid slice" focusable="false">${realCover(hashSeed('prehlada-ili-grip'))}</svg></div>`,
      <ArticleCover seed="prehlada-ili-grip" />,
    );
    expect(page.innerHTML).toBe(fromHtml);
    expect(page.querySelector('linearGradient')).not.toBeNull();
    expect(cover).not.toHaveBeenCalled();

    // A list rendered in the browser: the cover's box is there, empty, and asks for the drawer.
    const { container } = render(<ArticleCover seed="vitamin-d-zimi" large />);
    const picture = container.querySelector('svg');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(picture).toHaveAttribute('viewBox', '0 0 320 160');
    expect(picture?.childElementCount).toBe(0);
    await waitFor(() => expect(picture?.childElementCount).toBeGreaterThan(0));
    expect(picture?.innerHTML).toBe(asParsedSvg(realCover(hashSeed('vitamin-d-zimi'))));
    // The hydrated cover is drawn again by the drawer, the same as its HTML.
    expect(page.innerHTML).toBe(fromHtml);
    page.remove();
  });

  it('draws the same cover for the same slug, and nothing of the slug itself', async () => {
    const seed = '<img src=x onerror=alert(1)>"&';
    const { container } = render(
      <>
        <ArticleCover seed={seed} />
        <ArticleCover seed={seed} />
      </>,
    );
    const [first, second] = container.querySelectorAll('svg');
    await waitFor(() => expect(first?.childElementCount).toBeGreaterThan(0));
    expect(second?.innerHTML).toBe(first?.innerHTML);
    expect(first?.querySelector('img')).toBeNull();
    expect(first?.innerHTML).not.toContain('alert');
  });
});
