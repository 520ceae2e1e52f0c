// The landing page's own icons, drawn on a 24 grid in the design system's icon frame.
import type { ReactNode } from 'react';
import { Icon as Frame, drawnIcon as drawnOnGrid, type IconProps } from '@shop/shared/ui';

function Icon(props: IconProps) {
  return <Frame grid={24} {...props} />;
}

const drawnIcon = (name: string, drawing: ReactNode) => drawnOnGrid(name, drawing, 24);

export const StoreMark = drawnIcon(
  'StoreMark',
  <>
    <path d="M4 9.5V19a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V9.5" />
    <path d="M3 9.5l1.6-5A1 1 0 0 1 5.55 4h12.9a1 1 0 0 1 .95.5L21 9.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
    <path d="M10 20v-5h4v5" />
  </>,
);

export const PhoneIcon = drawnIcon(
  'PhoneIcon',
  <>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </>,
);

export const CardIcon = drawnIcon(
  'CardIcon',
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 10h19M6.5 15h4" />
  </>,
);

export const CashIcon = drawnIcon(
  'CashIcon',
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.75" />
    <path d="M6 9.5v5M18 9.5v5" />
  </>,
);

export const GatewayIcon = drawnIcon('GatewayIcon', <path d="M4 10h16M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M12 3l9 5H3z" />);

export const BoxIcon = drawnIcon(
  'BoxIcon',
  <>
    <path d="M21 8l-9-5-9 5v8l9 5 9-5z" />
    <path d="M3 8l9 5 9-5M12 13v8" />
  </>,
);

export const UserPlusIcon = drawnIcon(
  'UserPlusIcon',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2.5 20.5a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
  </>,
);

export const ShareIcon = drawnIcon(
  'ShareIcon',
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.3 10.8l7.4-4.4M8.3 13.2l7.4 4.4" />
  </>,
);

export const ChatIcon = drawnIcon(
  'ChatIcon',
  <>
    <path d="M20.5 12a8.5 8.5 0 0 1-12.4 7.55L3.5 20.5l1-4.3A8.5 8.5 0 1 1 20.5 12z" />
    <path d="M8.5 10.5h7M8.5 13.5h4.5" />
  </>,
);

export const PrinterIcon = drawnIcon(
  'PrinterIcon',
  <>
    <path d="M6.5 9V3.5h11V9M6.5 17H4a1.5 1.5 0 0 1-1.5-1.5v-5A1.5 1.5 0 0 1 4 9h16a1.5 1.5 0 0 1 1.5 1.5v5A1.5 1.5 0 0 1 20 17h-2.5" />
    <path d="M6.5 14h11v6.5h-11z" />
  </>,
);

export const CodeIcon = drawnIcon('CodeIcon', <path d="M8.5 7L3.5 12l5 5M15.5 7l5 5-5 5M13.5 4.5l-3 15" />);

export const ChartIcon = drawnIcon('ChartIcon', <path d="M3.5 20.5h17M6 16.5l4.5-5 3.5 3 5.5-7" />);

export const CheckIcon = drawnIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);

export const ChevronLeftIcon = drawnIcon('ChevronLeftIcon', <path d="M14.5 6l-6 6 6 6" />);

export const ChevronRightIcon = drawnIcon('ChevronRightIcon', <path d="M9.5 6l6 6-6 6" />);

export const PauseIcon = drawnIcon('PauseIcon', <path d="M9 5.5v13M15 5.5v13" strokeWidth="2.5" />);

export const PlayIcon = drawnIcon('PlayIcon', <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />);

export const ShieldIcon = drawnIcon(
  'ShieldIcon',
  <>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.3-7.5 9.5-4.4-1.2-7.5-4.9-7.5-9.5V6z" />
    <path d="M8.75 12l2.25 2.25 4.25-4.5" />
  </>,
);

export function QuoteIcon(props: IconProps) {
  return (
    <Icon {...props} fill="currentColor" stroke="none">
      <path d="M4 17.5c0-4.7 2-8.4 6-10.5l1 1.7c-2.3 1.5-3.4 3.3-3.6 5.3H10V20H4zm10 0c0-4.7 2-8.4 6-10.5l1 1.7c-2.3 1.5-3.4 3.3-3.6 5.3H20V20h-6z" />
    </Icon>
  );
}

export const MailIcon = drawnIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </>,
);

export function TicketIcon(props: IconProps) {
  return (
    <Icon strokeLinecap="butt" {...props}>
      <path d="M3 7a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V5H3z" />
      <path d="M14 5v12" strokeDasharray="2 2" />
    </Icon>
  );
}
