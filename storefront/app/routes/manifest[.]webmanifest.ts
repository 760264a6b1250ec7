import { sharedMessages } from '~/messages';

/** The web app manifest (ADR 0047): the site installs as an app that opens on the learner's dashboard. */
export function loader() {
  const t = sharedMessages();
  return new Response(
    JSON.stringify({
      name: t.product.name,
      short_name: t.product.shortName,
      description: t.product.tagline,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0f766e',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=86400' } },
  );
}
