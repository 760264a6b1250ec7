import { useEffect, useState } from 'react';

/** Whether the page's JavaScript is running (false in the server's HTML and without JavaScript). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
