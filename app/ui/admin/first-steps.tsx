/** 'İlk adımlar' on the dashboard of a studio that starts empty (app/domain/first-steps.ts). */
import { Link } from 'react-router';
import type { FirstStep } from '~/domain/first-steps';

export function FirstSteps({ steps }: { steps: FirstStep[] | null }) {
  if (!steps) return null;
  return (
    <section
      aria-labelledby="first-steps-title"
      className="mb-8 rounded-2xl border border-accent/60 bg-stone-900 p-5"
      data-testid="first-steps"
    >
      <h3 id="first-steps-title" className="text-lg font-semibold">
        İlk adımlar
      </h3>
      <p className="mt-1 text-sm text-stone-400">
        Stüdyonuz boş başladı. Müşterilerin randevu alabilmesi için önce hizmetleri ve ekibi ekleyin.
      </p>
      <ol className="mt-4 space-y-2">
        {steps.map((step, i) => (
          <li key={step.key}>
            <Link
              to={step.path}
              className="flex min-h-11 items-start gap-3 rounded-xl px-2 py-2 hover:bg-stone-800"
              data-step={step.key}
            >
              <span
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${step.done ? 'bg-emerald-900 text-emerald-100' : 'border border-line text-stone-200'}`}
                aria-hidden="true"
              >
                {step.done ? '✓' : i + 1}
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-accent underline-offset-4">
                  {step.label}
                  {step.done ? <span className="sr-only"> (tamamlandı)</span> : null}
                </span>
                <span className="block text-sm text-stone-400">{step.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
