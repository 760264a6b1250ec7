/**
 * The app's dropdown menu: Headless UI's accessible Menu (keyboard, focus, ARIA), styled once here. Loaded on
 * demand by dropdown.tsx, so pages that never open a menu do not pay for it.
 */
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { cn } from './cn';
import type { DropdownProps } from './dropdown';

export default function HeadlessDropdown({
  label,
  items,
  align = 'left',
  buttonClassName,
  openOnMount,
}: DropdownProps & { openOnMount: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The visitor already clicked the placeholder button: open the menu they asked for, as Enter would.
    if (!openOnMount || !button.current) return;
    button.current.focus();
    button.current.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }, [openOnMount]);

  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={buttonClassName}>
        {label}
      </MenuButton>
      <MenuItems
        className={cn(
          'absolute z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white py-2 shadow-lg focus:outline-none',
          align === 'right' ? 'right-0' : 'left-0',
        )}
      >
        {items.map((item) => (
          <MenuItem key={item.to}>
            <Link
              to={item.to}
              reloadDocument={item.reloadDocument}
              className="block px-4 py-2 text-sm text-slate-800 data-focus:bg-teal-50 data-focus:text-teal-900"
            >
              {item.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
