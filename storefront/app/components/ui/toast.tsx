/**
 * Notifications (spec 4 and 9): one visible at a time, a new one replaces the previous; shown for 5 s unless told
 * otherwise; dismissed by its button, by swiping it 50 px sideways, or by Escape; F8 moves focus to them.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { Icon } from './icon';
import { useMessages } from '~/messages';

export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
};
type ToastInput = Omit<Toast, 'id'>;

type ToastApi = {
  toast: (input: ToastInput) => number;
  update: (id: number, input: Partial<ToastInput>) => void;
  dismiss: (id?: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);
const DEFAULT_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** `initial`: a notice the server carried across a redirect, rendered with the page itself so that it shows
 * without JavaScript too. */
export function ToastProvider({ children, initial = null }: { children: ReactNode; initial?: ToastInput | null }) {
  const [current, setCurrent] = useState<Toast | null>(initial ? { ...initial, id: 0 } : null);
  const nextId = useRef(1);

  const api = useMemo<ToastApi>(
    () => ({
      toast: (input) => {
        const id = nextId.current++;
        setCurrent({ ...input, id });
        return id;
      },
      update: (id, input) => setCurrent((toast) => (toast?.id === id ? { ...toast, ...input } : toast)),
      dismiss: (id) => setCurrent((toast) => (id === undefined || toast?.id === id ? null : toast)),
    }),
    [],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toast={current} onDismiss={api.dismiss} />
    </ToastContext.Provider>
  );
}

function Toaster({ toast, onDismiss }: { toast: Toast | null; onDismiss: (id?: number) => void }) {
  const t = useMessages();
  const region = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      } else if (event.key === 'Escape' && region.current?.contains(document.activeElement)) {
        onDismiss();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  useEffect(() => {
    setOffset(0);
    if (!toast) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs ?? DEFAULT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, onDismiss]);

  const endSwipe = useCallback(() => {
    if (toast && Math.abs(offset) > SWIPE_THRESHOLD_PX) onDismiss(toast.id);
    else setOffset(0);
    swipeStart.current = null;
  }, [offset, onDismiss, toast]);

  return (
    <div
      ref={region}
      tabIndex={-1}
      role="region"
      aria-label={t.toast.region}
      className="fixed inset-x-0 bottom-0 z-50 flex flex-col p-4 outline-none sm:right-0 sm:left-auto sm:max-w-[420px]"
    >
      <div aria-live="polite" aria-atomic="true">
        {toast ? (
          // Swiping is an extra gesture for touch screens; the Dismiss button (or Escape) is the accessible way.
          <div
            onPointerDown={(event) => (swipeStart.current = event.clientX)}
            onPointerMove={(event) => swipeStart.current !== null && setOffset(event.clientX - swipeStart.current)}
            onPointerUp={endSwipe}
            onPointerCancel={endSwipe}
            style={{ transform: `translateX(${offset}px)` }}
          >
            <div
              role="status"
              data-testid="toast"
              className={cn(
                'flex items-start gap-3 rounded-xl border p-4 shadow-lg',
                toast.variant === 'destructive'
                  ? 'border-red-700 bg-red-700 text-white'
                  : 'border-slate-200 bg-white text-slate-900',
              )}
            >
              <div className="flex-1">
                <p className="font-semibold">{toast.title}</p>
                {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
              </div>
              <button
                type="button"
                onClick={() => onDismiss(toast.id)}
                className="-m-2 p-2 opacity-70 hover:opacity-100"
                aria-label={t.toast.dismiss}
              >
                <Icon name="x" className="h-4 w-4" />
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Shows a notice the server carried across a redirect (after signing in or out, or a form sent without JavaScript)
 * that arrives after the page loaded; the one that came with the page is ToastProvider's `initial`. */
export function FlashToast({ flash }: { flash: ToastInput | null }) {
  const { toast } = useToast();
  const withPage = useRef(flash);
  useEffect(() => {
    if (flash && flash !== withPage.current) toast(flash);
  }, [flash, toast]);
  return null;
}
