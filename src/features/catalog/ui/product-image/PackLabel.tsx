/** Brand word and strength printed on a pack, shrunk to fit the label width. */
export const PackLabel = ({
  x,
  y,
  width,
  brand,
  dosage,
  color,
  align = 'middle',
}: {
  x: number;
  y: number;
  width: number;
  brand: string;
  dosage: string;
  color: string;
  align?: 'start' | 'middle';
}) => {
  // A glyph of the system sans is about 0.6 em wide: size the word so it fits the label.
  const brandSize = Math.min(15, (width / Math.max(brand.length, 1)) * 1.6);
  const dosageSize = Math.min(8.5, (width / Math.max(dosage.length, 1)) * 1.7);
  return (
    <g fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" textAnchor={align}>
      <text x={x} y={y} fontSize={brandSize} fontWeight={700} fill={color} letterSpacing="-0.2">
        {brand}
      </text>
      {dosage ? (
        <text x={x} y={y + brandSize * 0.55 + 8} fontSize={dosageSize} fontWeight={600} fill="#51615b">
          {dosage}
        </text>
      ) : null}
    </g>
  );
};
