/**
 * A dropdown menu whose Headless UI code (about 30 KB) loads only when a visitor points at, focuses or clicks its
 * button. Until the first click the button is a plain one with the same look and label (pointing or focusing only
 * fetches the code, so nothing changes under the pointer); the click mounts the real menu and opens it.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';

export type DropdownItem = { label: string; to: string; reloadDocument?: boolean };

export type DropdownProps = {
  label: ReactNode;
  items: DropdownItem[];
  align?: 'left' | 'right';
  buttonClassName?: string;
};

const loadMenu = () => import('./menu');
const HeadlessDropdown = lazy(loadMenu);

export function Dropdown(props: DropdownProps) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <div className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        className={props.buttonClassName}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setWanted(true)}
      >
        {props.label}
      </button>
    </div>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeadlessDropdown {...props} openOnMount />
    </Suspense>
  );
}
