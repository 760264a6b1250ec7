/**
 * A dropdown menu whose Headless UI code (about 30 KB) loads only when a visitor points at, focuses or clicks its
 * button. Until then the button is a plain one with the same look and label; a click loads the menu and opens it.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';

export type DropdownItem = { label: string; to: string; reloadDocument?: boolean };

export type DropdownProps = {
  label: ReactNode;
  items: DropdownItem[];
  header?: ReactNode;
  align?: 'left' | 'right';
  buttonClassName?: string;
};

const HeadlessDropdown = lazy(() => import('./menu'));

export function Dropdown(props: DropdownProps) {
  const [loaded, setLoaded] = useState<'no' | 'preload' | 'open'>('no');
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={props.buttonClassName}
      onPointerEnter={() => setLoaded((state) => (state === 'no' ? 'preload' : state))}
      onFocus={() => setLoaded((state) => (state === 'no' ? 'preload' : state))}
      onClick={() => setLoaded('open')}
    >
      {props.label}
    </button>
  );
  if (loaded === 'no') return <div className="relative">{placeholder}</div>;
  return (
    <Suspense fallback={<div className="relative">{placeholder}</div>}>
      <HeadlessDropdown {...props} openOnMount={loaded === 'open'} />
    </Suspense>
  );
}
