import type { Icon as DomainIcon } from '~/lib/catalogue';
import { cn } from './cn';

/** Stroke icons drawn inline (no icon font, no extra request), in the style of Lucide. */
const PATHS: Record<DomainIcon | UiIcon, string> = {
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  network: 'M12 3v6M5 21v-4h14v4M12 9v8M3 21h4M17 21h4M9 3h6v6H9z',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
  radar: 'M12 12 19 5M12 21a9 9 0 1 0-9-9M12 17a5 5 0 1 0-5-5M12 12h.01',
  siren: 'M7 18v-6a5 5 0 0 1 10 0v6M5 21h14v-3H5zM12 2v2M4.2 5.2l1.4 1.4M19.8 5.2l-1.4 1.4',
  users:
    'M16 21v-2a4 4 0 0 0-8 0v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M2 21v-2a4 4 0 0 1 3-3.9',
  scale: 'M12 3v18M5 7h14M5 7l-3 7a4 4 0 0 0 6 0zM19 7l-3 7a4 4 0 0 0 6 0zM8 21h8',
  'file-text': 'M14 2H6v20h12V6zM14 2v4h4M8 13h8M8 17h8M8 9h2',
  brain:
    'M12 5a3 3 0 0 0-6 .5A3 3 0 0 0 4 11a3 3 0 0 0 2 5 3 3 0 0 0 6 1zM12 5a3 3 0 0 1 6 .5 3 3 0 0 1 2 5.5 3 3 0 0 1-2 5 3 3 0 0 1-6 1z',
  cpu: 'M6 6h12v12H6zM9 9h6v6H9zM9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4',
  bot: 'M4 8h16v12H4zM12 4v4M9 13v2M15 13v2M2 14h2M20 14h2',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7-10-7-10-7zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'clipboard-check': 'M9 2h6v4H9zM16 4h2v18H6V4h2M9 14l2 2 4-4',
  activity: 'M22 12h-4l-3 9L9 3l-3 9H2',
  gavel: 'M14 13l-7.5 7.5a2.1 2.1 0 0 1-3-3L11 10M16 16l6-6M8 8l6-6M9 7l8 8M21 11l-8-8',
  menu: 'M4 6h16M4 12h16M4 18h16',
  'chevron-down': 'M6 9l6 6 6-6',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  award: 'M12 15a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM8.2 13.9 7 23l5-3 5 3-1.2-9.1',
  check: 'M20 6 9 17l-5-5',
  alert: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  external: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3',
  'arrow-left': 'M19 12H5M12 19l-7-7 7-7',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  key: 'M21 2l-2 2M15.5 7.5 19 4M7.5 21a5.5 5.5 0 1 1 0-11 5.5 5.5 0 0 1 0 11zM11.4 12.6 19 5l3 3',
  message: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  refresh: 'M21 12a9 9 0 0 1-15.5 6.4L3 16M3 12a9 9 0 0 1 15.5-6.4L21 8M21 3v5h-5M3 21v-5h5',
  x: 'M18 6 6 18M6 6l12 12',
  unlock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 7.8-1.2',
  'arrow-right': 'M5 12h14M12 5l7 7-7 7',
};

export type UiIcon =
  | 'menu'
  | 'chevron-down'
  | 'clock'
  | 'book'
  | 'award'
  | 'check'
  | 'alert'
  | 'external'
  | 'arrow-left'
  | 'share'
  | 'download'
  | 'user'
  | 'key'
  | 'message'
  | 'refresh'
  | 'x'
  | 'unlock'
  | 'arrow-right';

export function Icon({ name, className }: { name: DomainIcon | UiIcon; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('h-5 w-5 shrink-0', className)}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
