/** A link that could not be used (an invite code, a "not me" link), in words, with the way home. */
import { ButtonLink } from './button';

export function RefusedCard({
  title,
  message,
  home,
  'data-testid': testId,
}: {
  title: string;
  message: string;
  home: string;
  /** On the message, for the tests that read it. */
  'data-testid'?: string;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <section role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5">
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="mt-2" data-testid={testId}>
          {message}
        </p>
        <ButtonLink to="/" className="mt-4 w-full">
          {home}
        </ButtonLink>
      </section>
    </div>
  );
}
