import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { ChatSlot } from '~/components/layout/chat-slot';
import { NavigationProgress } from '~/components/layout/navigation-progress';
import { OfflineSync } from '~/components/offline/offline-sync';
import { NewsTicker } from '~/components/layout/news-ticker';
import { LazyPendingScreen } from '~/components/layout/lazy-pending-screen';
import { pendingKindFor } from '~/components/layout/pending-kind';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { ButtonLink } from '~/components/ui/button';
import { FlashToast, ToastProvider } from '~/components/ui/toast';
import { env } from '~/env.server';
import { listDomains } from '~/lib/cms/domains.server';
import { listNews, type NewsItem } from '~/lib/cms/news.server';
import { currentLanguage } from '~/lib/language';
import { useNonce } from '~/lib/nonce';
import { takeFlash } from '~/lib/flash.server';
import { SessionEnded } from '~/components/layout/session-ended';
import { setCookie } from '~/lib/cookies.server';
import { clearedSessionCookie } from '~/lib/session-cookie.server';
import { readSession } from '~/lib/session.server';
import { isLowData } from '~/lib/low-data.server';
import { sharedMessages, useMessages } from '~/messages';
import { messages } from '~/messages/messages.server';
import stylesheet from '~/styles/app.css?url';
import { ErrorPanel, GeneralErrorBoundary, wordsOf } from '~/components/ui/error-boundary';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

const NEWS_WAIT_MS = 300;
const CLEAR_STORAGE_COOKIE = 'kundu_clear_storage';

/** Runs before anything paints: finishes a ?clearAuth=true request. */
const CLEAR_STORAGE_SCRIPT = `if(document.cookie.indexOf('${CLEAR_STORAGE_COOKIE}=1')>-1){try{localStorage.clear();sessionStorage.clear()}catch(e){}document.cookie='${CLEAR_STORAGE_COOKIE}=; Path=/; Max-Age=0'}`;
/** The same, and marks the page as having JavaScript; a low-data page runs none of its own, so it is not marked. */
const HEAD_SCRIPT = `document.documentElement.className='js';${CLEAR_STORAGE_SCRIPT}`;

const delay = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

async function settle<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    console.error(error);
    return fallback;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('clearAuth') === 'true') {
    // Spec 2.1: wipe cached data and both browser storages, and take the parameter out of the address.
    // Browsers apply Clear-Site-Data unevenly, so the next page's first script also clears both storages when it
    // sees the short-lived marker cookie.
    url.searchParams.delete('clearAuth');
    throw redirect(`${url.pathname}${url.search}${url.hash}`, {
      headers: {
        'Clear-Site-Data': '"cache", "storage"',
        'Set-Cookie': setCookie(request, CLEAR_STORAGE_COOKIE, '1', { maxAge: 60, httpOnly: false }),
      },
    });
  }
  const [session, domains, news] = await Promise.all([
    readSession(request, context),
    settle(listDomains(), []),
    // Headlines are worth at most a short wait: past it, the ticker says it is scanning and fetches them itself.
    Promise.race([settle<NewsItem[]>(listNews(), []), delay(NEWS_WAIT_MS, null)]),
  ]);
  const { flash: carried, clear } = await takeFlash(request);
  // Spec 8: a session that ended (signed out elsewhere, a password reset, too long unused) says so, and the page
  // then sends the visitor to sign in again (SessionEnded below).
  const t = messages().account;
  const flash = carried ?? (session.ended ? { title: t.unauthorizedTitle, description: t.unauthorizedText } : null);
  const headers = new Headers();
  if (clear) headers.append('Set-Cookie', clear);
  if (session.ended) headers.append('Set-Cookie', clearedSessionCookie(request));
  return data(
    {
      user: session.user,
      lowData: isLowData(request),
      flash,
      sessionEnded: session.ended,
      domains: domains.map(({ name, slug }) => ({ name, slug })),
      news,
      tickerStart: news && news.length > 0 ? Math.floor(Math.random() * news.length) : 0,
      year: new Date().getFullYear(),
      supportEmail: env.SUPPORT_EMAIL,
    },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const t = useMessages();
  // A low-data page is the page without JavaScript (ADR 0011), which every screen works as: no hydration, no
  // router, none of the modules (ADR 0048).
  const lowData = Boolean(useRouteLoaderData<typeof loader>('root')?.lowData);
  return (
    <html lang={currentLanguage()} className="no-js" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: lowData ? CLEAR_STORAGE_SCRIPT : HEAD_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
          {t.common.skipToContent}
        </a>
        {children}
        {lowData ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  // Marks the page interactive (tests wait for it before driving the client-side router).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const navigation = useNavigation();
  const location = useLocation();
  const pendingPath = navigation.state === 'loading' ? navigation.location?.pathname : undefined;
  const pending =
    pendingPath && pendingPath !== location.pathname ? pendingKindFor(pendingPath, Boolean(data.user)) : null;

  return (
    <ToastProvider initial={data.flash}>
      <FlashToast flash={data.flash} />
      <OfflineSync learnerId={data.user?.id ?? null} />
      {data.sessionEnded ? <SessionEnded /> : null}
      <NavigationProgress />
      <NewsTicker news={data.news} startIndex={data.tickerStart} />
      <SiteHeader user={data.user} domains={data.domains} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {pending ? <LazyPendingScreen kind={pending} fallback={<Outlet />} /> : <Outlet />}
      </main>
      <SiteFooter user={data.user} year={data.year} supportEmail={data.supportEmail} />
      {/* The /chat page is the assistant already. */}
      {location.pathname === '/chat' ? null : <ChatSlot />}
    </ToastProvider>
  );
}

/** The `message` of an error answer's JSON body, if it has one. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root');
  const t = sharedMessages();
  const home = <ButtonLink to="/">{t.errors.backHome}</ButtonLink>;
  const content = (
    <main id="main" className="flex-1">
      <GeneralErrorBoundary
        statusHandlers={{
          404: () => (
            <ErrorPanel title={t.errors.notFoundTitle} text={t.errors.notFoundBody}>
              {home}
            </ErrorPanel>
          ),
        }}
        defaultStatusHandler={(error) => (
          <ErrorPanel title={t.errors.genericTitle} text={wordsOf(error) ?? t.errors.genericBody}>
            {home}
          </ErrorPanel>
        )}
        unexpectedErrorHandler={() => (
          <ErrorPanel title={t.errors.genericTitle} text={t.errors.genericBody}>
            {home}
          </ErrorPanel>
        )}
      />
    </main>
  );
  if (!data) return content;
  return (
    <ToastProvider>
      <NewsTicker news={data.news} startIndex={data.tickerStart} />
      <SiteHeader user={data.user} domains={data.domains} />
      {content}
      <SiteFooter user={data.user} year={data.year} supportEmail={data.supportEmail} />
    </ToastProvider>
  );
}
