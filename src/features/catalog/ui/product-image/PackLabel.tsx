/** Brand and strength printed on a pack, shrunk to fit the label; a long two-word brand takes two lines. */
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
  // A glyph of the system sans is about 0.6 em wide: size the words so they fit the label.
  const fit = (text: string, max: number) => Math.min(max, (width / Math.max(text.length, 1)) * 1.6);
  const words = brand.split(' ');
  const twoLines = words.length > 1 && fit(brand, 15) < 8;
  const lines = twoLines ? words : [brand];
  const brandSize = Math.min(...lines.map((line) => fit(line, twoLines ? 12 : 15)));
  const dosageSize = Math.min(8.5, (width / Math.max(dosage.length, 1)) * 1.7);
  const top = twoLines ? y - brandSize * 0.5 : y;
  const lastLine = top + (lines.length - 1) * brandSize * 1.05;
  return (
    <g fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" textAnchor={align}>
      <text x={x} y={top} fontSize={brandSize} fontWeight={700} fill={color} letterSpacing="-0.2">
        {lines.map((line, index) => (
          <tspan key={line} x={x} dy={index === 0 ? 0 : brandSize * 1.05}>
            {line}
          </tspan>
        ))}
      </text>
      {dosage ? (
        <text x={x} y={lastLine + brandSize * 0.55 + 8} fontSize={dosageSize} fontWeight={600} fill="#51615b">
          {dosage}
        </text>
      ) : null}
    </g>
  );
};
