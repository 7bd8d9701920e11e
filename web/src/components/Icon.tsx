// Line icons drawn for the shell (24 × 24, stroked with the current colour).
const paths = {
  explore: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm3.5-12.5-2 5-5 2 2-5 5-2Z',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v1M16 4.2a3.5 3.5 0 0 1 0 6.6M18 14a5 5 0 0 1 3 4.6V20',
  school: 'M2.5 9 12 4.5 21.5 9 12 13.5 2.5 9Zm4 2v5c1.5 1.5 3.5 2.3 5.5 2.3s4-.8 5.5-2.3v-5M21.5 9v5',
  briefcase: 'M4 7.5h16v12H4v-12Zm5 0V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5v2M4 12.5h16',
  article: 'M6 3.5h9l3 3v14H6v-17Zm3 6h6m-6 3.5h6m-6 3.5h4',
  magazine: 'M4 4.5h11v15H4v-15Zm11 3h5v12h-5M7 8h5m-5 3.5h5m-5 3.5h3',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.5',
  plus: 'M12 5v14M5 12h14',
  bookmark: 'M6.5 3.5h11v17L12 16.5l-5.5 4v-17Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8.5a7.5 7.5 0 0 1 15 0',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4.5 4.5',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'M6 9l6 6 6-6',
  logout: 'M14 4.5h4.5v15H14M10 8l-4 4 4 4m-4-4h10',
  shield: 'M12 3.5 5 6.5v5c0 4.3 2.9 7.8 7 9 4.1-1.2 7-4.7 7-9v-5l-7-3Zm-3 8.5 2 2 4-4',
  bell: 'M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2h-15l1.5-2Zm4 3.5a2 2 0 0 0 4 0',
} as const;

export type IconName = keyof typeof paths;

/** A decorative icon; the control that holds it carries the accessible name. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
