import { render, waitFor } from '@testing-library/react';
import { asParsedSvg, hydratePrerendered } from '@/testing/prerendered';
import { hero } from '@/shared/ui/art/art';
import { HeroArt } from './HeroArt';

// Decorative (aria-hidden): no role query reaches the picture.
/* eslint-disable testing-library/no-node-access, testing-library/no-container */
describe('HeroArt', () => {
  it('keeps the prerendered picture when hydrated; one rendered in the browser is drawn once the drawer comes', async () => {
    const { page, fromHtml } = await hydratePrerendered(
      `<svg class="art" viewBox="0 0 360 300" aria-hidden="true" focusable="false">${hero}</svg>`,
      <HeroArt className="art" />,
    );
    expect(page.innerHTML).toBe(fromHtml);
    expect(page.querySelectorAll('circle').length).toBeGreaterThan(3);

    // The home page rendered in the browser (a visitor comes back to it): the box is empty, then drawn.
    const { container } = render(<HeroArt className="art" />);
    const picture = container.querySelector('svg');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(picture).toHaveAttribute('viewBox', '0 0 360 300');
    expect(picture?.childElementCount).toBe(0);
    await waitFor(() => expect(picture?.innerHTML).toBe(asParsedSvg(hero)));
    expect(page.innerHTML).toBe(fromHtml);
    page.remove();
  });
});
