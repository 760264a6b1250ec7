import type { MetaFunction } from '@remix-run/node';
import { messages } from '~/messages';

export const meta: MetaFunction = () => {
  const t = messages();
  return [{ title: `${t.product.name}: ${t.product.tagline}` }];
};

export default function Index() {
  const t = messages();
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-3xl font-bold text-emerald-800">{t.product.name}</h1>
      <p className="mt-2 text-lg">{t.product.tagline}</p>
      <p className="mt-4 text-slate-600">{t.home.comingSoon}</p>
      <a className="mt-4 inline-block text-emerald-800 underline" href="/api/courses">
        {t.home.browseApi}
      </a>
    </main>
  );
}
