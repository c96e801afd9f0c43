/** A small set of 24px stroke icons, inlined so the shell needs no icon font or extra request. */
const ICON_PATHS = {
  logo: 'M4 4.5A2.5 2.5 0 0 1 6.5 2H20v17H6.5A2.5 2.5 0 0 0 4 21.5zM4 21.5A2.5 2.5 0 0 0 6.5 24H20M9 7h7M9 11h5',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  agencyReports: 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h5',
  review: 'M4 4h16v16H4zM8 12l3 3 5-6',
  earlyIntervention: 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10zM8 12h2l1-2 2 4 1-2h2',
  createReport: 'M12 8v8M8 12h8M4 4h16v16H4z',
  submissions: 'M12 16V4M7 9l5-5 5 5M4 14v6h16v-6',
  myReports: 'M6 3h9l4 4v14H6zM15 3v4h4M10 13a2 2 0 1 0 4 0a2 2 0 1 0-4 0M8.5 19a3.5 3 0 0 1 7 0',
  collaborated: 'M9 8a3 3 0 1 0 0 .01M3 20a6 5 0 0 1 12 0M16 5a3 3 0 0 1 0 6M17 15a5 5 0 0 1 4 5',
  businessCard: 'M3 6h18v12H3zM7 10a2 2 0 1 0 4 0a2 2 0 1 0-4 0M6 15.5a3 2 0 0 1 6 0M14 10h4M14 14h4',
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  amend: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  settings: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  tours: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M15.5 8.5l-2 5-5 2 2-5z',
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  support: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17v.01',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  sessions: 'M4 5h16v10H4zM2 19h20M10 15v4M14 15v4',
  twoStep: 'M7 2h10v20H7zM11 18h2M10 8l1.5 1.5L14.5 6.5M9 13h6',
  offlineUnlock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 15v2',
  reportDetails: 'M5 3h14v18H5zM9 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M8 17a4 3 0 0 1 8 0',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
