import { render, screen, waitFor } from '@testing-library/react';
import { ProductImage } from './ProductImage';

describe('ProductImage', () => {
  it('is decorative next to the product name', async () => {
    const { container } = render(
      <ProductImage formKind="syrup" color="#1d4e89" name="Lazolvan 15 mg/5 ml" dosage="15 mg/5 ml" />,
    );
    // Hidden from the accessibility tree on purpose, so no role query can reach it.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    const picture = container.querySelector('svg');
    await waitFor(() => expect(picture).toHaveTextContent('Lazolvan'));
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is a labelled picture when asked, with the brand and strength printed on the pack', async () => {
    render(
      <ProductImage
        formKind="tablets"
        color="#0b6e4f"
        name="Brufen 400 mg"
        dosage="400 mg"
        label="Brufen 400 mg, tablets"
      />,
    );
    const image = screen.getByRole('img', { name: 'Brufen 400 mg, tablets' });
    // Drawn in the browser: its drawer comes as code of its own, then the pack is printed.
    await waitFor(() => expect(image).toHaveTextContent('Brufen'));
    expect(image).toHaveTextContent('400 mg');
  });

  it('prints a short first word together with the next one and survives a bad colour', async () => {
    render(<ProductImage formKind="spray" color="not-a-colour" name="La Roche-Posay Anthelios sprej" label="pack" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'pack' })).toHaveTextContent('LaRoche-Posay'));
    expect(screen.getByRole('img', { name: 'pack' }).innerHTML).toContain('#0a7a50');
  });

  it('prints names from the API as text, never as markup', async () => {
    render(
      <ProductImage formKind="device" color="#0b6e4f" name={'<b>Evil&Co</b> drops'} dosage={'"5 mg"'} label="pack" />,
    );
    const image = screen.getByRole('img', { name: 'pack' });
    await waitFor(() => expect(image).toHaveTextContent('<b>Evil&Co</b>'));
    // No element at all may come out of the text, whatever its role.
    // eslint-disable-next-line testing-library/no-node-access
    expect(image.querySelector('b')).toBeNull();
    expect(image).toHaveTextContent('"5 mg"');
  });
});
