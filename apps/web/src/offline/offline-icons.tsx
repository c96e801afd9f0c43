/** Cloud icons of the offline indicator, drawn like shell/icons.tsx (24px stroke, inline, no request). */
const CLOUD = 'M7 18a4.5 4.5 0 0 1-.5-8.97A6 6 0 0 1 18 8.5a4.75 4.75 0 0 1-.25 9.5z';
const CLOUD_PATHS = {
  'cloud-done': `${CLOUD}M9 13l2 2 4-4`,
  'cloud-upload': `${CLOUD}M12 16v-5M9.5 13.5L12 11l2.5 2.5`,
  'cloud-off': 'M3 3l18 18M9 6.6A6 6 0 0 1 18 8.5a4.75 4.75 0 0 1 2.4 8.1M16 18H7a4.5 4.5 0 0 1-1.6-8.7',
} as const;

export type CloudIconName = keyof typeof CLOUD_PATHS;

export function CloudIcon({ name }: { name: CloudIconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={CLOUD_PATHS[name]} />
    </svg>
  );
}
