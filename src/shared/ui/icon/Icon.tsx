import type { IconPath } from './iconPath';

interface IconProps {
  /** One of the icons of `./paths` (`cartIcon`, …), imported by the code that draws it. */
  path: IconPath;
  size?: number;
  /** Icons are decorative unless given a label. */
  label?: string;
  filled?: boolean;
  className?: string;
}

export const Icon = ({ path, size = 22, label, filled = false, className }: IconProps) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    role={label ? 'img' : undefined}
    aria-label={label}
    aria-hidden={label ? undefined : true}
    focusable="false"
  >
    <path d={path} />
  </svg>
);
