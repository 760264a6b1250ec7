/**
 * Where the floating chat button (spec 2.13) sits: bottom right, above the page, clear of the notifications.
 * The assistant itself arrives with its own issue and renders into this slot.
 */
import type { ReactNode } from 'react';

export function ChatSlot({ children }: { children?: ReactNode }) {
  return (
    <div id="chat" className="fixed right-4 bottom-4 z-40">
      {children}
    </div>
  );
}
