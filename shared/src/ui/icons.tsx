// The frame every inline icon is drawn in, and the few icons the design system itself needs:
// drawn inline so no icon set is bundled or shared.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * An inline, decorative stroke icon: hidden from screen readers (the control around it carries
 * the name), coloured by the text around it. `grid` is the square the paths are drawn on.
 */
export function Icon({ children, grid = 20, ...props }: IconProps & { grid?: 20 | 24 }) {
  return (
    <svg
      width={grid}
      height={grid}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component drawn once: `drawnIcon('CloseIcon', <path d="…" />)`, on the 20 (or 24) grid. */
export function drawnIcon(name: string, drawing: ReactNode, grid: 20 | 24 = 20) {
  function Drawn(props: IconProps) {
    return (
      <Icon grid={grid} {...props}>
        {drawing}
      </Icon>
    );
  }
  Drawn.displayName = name;
  return Drawn;
}

export const CloseIcon = drawnIcon('CloseIcon', <path d="M5 5l10 10M15 5L5 15" />);

export const ChevronDownIcon = drawnIcon('ChevronDownIcon', <path d="M5.5 7.75L10 12.25l4.5-4.5" />);

export const AlertIcon = drawnIcon(
  'AlertIcon',
  <>
    <circle cx="10" cy="10" r="7.25" />
    <path d="M10 6.25v4.5" />
    <path d="M10 13.6v.15" strokeWidth="2.25" />
  </>,
);

export const InboxIcon = drawnIcon(
  'InboxIcon',
  <>
    <path d="M3 11.5l1.9-6.1A1.5 1.5 0 0 1 6.33 4.3h7.34a1.5 1.5 0 0 1 1.43 1.06L17 11.5" />
    <path d="M3 11.5v3.25c0 .83.67 1.5 1.5 1.5h11c.83 0 1.5-.67 1.5-1.5V11.5h-4a2 2 0 0 1-4 0H3z" />
  </>,
);
