import { Sparkles } from 'lucide-react';

export { errorPageText, errorReason, isNotFound, LOAD_ERRORS } from './load-error-text';

type Props = {
  title: string;
  /** the language of `title` when it is not Turkish (the spec's English error texts) */
  titleLang?: string;
  message?: string;
  action?: { href: string; label: string; lang?: string };
};

/** The error view inside the public layout (route ErrorBoundaries). */
export function LoadError({ title, titleLang, message, action }: Props) {
  return (
    <section className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
      <div className="max-w-lg">
        <Sparkles
          aria-hidden="true"
          focusable="false"
          width={44}
          height={44}
          strokeWidth={1.4}
          className="mx-auto text-accent"
        />
        <h1 className="mt-4 text-2xl font-semibold" lang={titleLang}>
          {title}
        </h1>
        {message ? <p className="mt-3 text-stone-300">{message}</p> : null}
        {action ? (
          <a href={action.href} className="btn-primary mt-8" lang={action.lang}>
            {action.label}
          </a>
        ) : null}
      </div>
    </section>
  );
}
