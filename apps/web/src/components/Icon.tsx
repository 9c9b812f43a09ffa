import type { SVGProps } from 'react';

/** Stroke icons drawn in a 24-unit box (outline style, like Tabler's), shipped with the app. */
const PATHS = {
  logout: 'M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2 M9 12h12 M18 9l3 3-3 3',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6 M12 17.5v.01',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M12 2v2 M12 20v2 M4.9 4.9l1.4 1.4 M17.7 17.7l1.4 1.4 M2 12h2 M20 12h2 M4.9 19.1l1.4-1.4 M17.7 6.3l1.4-1.4',
  moon: 'M12 3a7 7 0 1 0 9 9 9 9 0 1 1-9-9z',
  home: 'M3 11l9-7 9 7 M5 10v10h14V10 M10 20v-6h4v6',
  overview: 'M4 4h7v7H4z M13 4h7v4h-7z M13 10h7v10h-7z M4 13h7v7H4z',
  data: 'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3z M4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6 M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  analytics: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2',
  advanced: 'M3 17l6-6 4 4 8-8 M15 7h6v6',
  markets: 'M7 3v4 M7 17v4 M5 7h4v10H5z M17 5v3 M17 15v4 M15 8h4v7h-4z',
  optimizer: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5L12 15.6 7.1 18.2l.9-5.5-4-3.9 5.5-.8z',
  hedge: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z M9 12l2 2 4-4',
  multiAsset: 'M12 3l9 5-9 5-9-5z M3 13l9 5 9-5 M3 17l9 5 9-5',
  supervisor: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  trader: 'M4 19l5-6 4 3 7-9 M4 5v14h16',
  docs: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 13h7 M9 17h7',
  reports: 'M5 4h14v16H5z M8 8h8 M8 12h8 M8 16h5',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  dots: 'M5 12h.01 M12 12h.01 M19 12h.01',
  image: 'M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15 9h.01',
  table: 'M4 5h16v14H4z M4 10h16 M4 15h16 M10 5v14',
  tools: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  tutorials: 'M4 5h16v11H4z M10 8.5v4l3.5-2z M8 20h8',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  check: 'M5 12l5 5L20 7',
  x: 'M18 6L6 18 M6 6l12 12',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3.6 9h16.8 M3.6 15h16.8 M12 3a15 15 0 0 1 0 18 M12 3a15 15 0 0 0 0 18',
  lock: 'M6 11h12v10H6z M8 11V7a4 4 0 0 1 8 0v4',
  mail: 'M3 5h18v14H3z M3 6l9 7 9-7',
  arrowRight: 'M5 12h14 M13 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z',
  coins:
    'M9 8c3.3 0 6-1.1 6-2.5S12.3 3 9 3 3 4.1 3 5.5 5.7 8 9 8z M3 5.5v4C3 10.9 5.7 12 9 12s6-1.1 6-2.5v-4 M9 16c-3.3 0-6-1.1-6-2.5v4C3 18.9 5.7 20 9 20c1.2 0 2.3-.1 3.2-.4 M15 12c3.3 0 6 1.1 6 2.5S18.3 17 15 17s-6-1.1-6-2.5 2.7-2.5 6-2.5z M9 14.5v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4',
  wheat:
    'M12 21V9 M12 9c-2-1-3-3-3-5 2 1 3 3 3 5z M12 9c2-1 3-3 3-5-2 1-3 3-3 5z M12 14c-2-1-4-3-4-5 2 1 4 3 4 5z M12 14c2-1 4-3 4-5-2 1-4 3-4 5z',
  play: 'M7 4l13 8-13 8z',
  menu: 'M4 6h16 M4 12h16 M4 18h16',
  building: 'M4 21V5l8-2v18 M12 8l8 2v11 M2 21h20 M7 8h2 M7 12h2 M7 16h2 M15 13h2 M15 17h2',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'stroke'> {
  name: IconName;
  size?: number;
  stroke?: number;
}

export function Icon({ name, size = 20, stroke = 1.8, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
