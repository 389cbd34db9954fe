import type { FieldMetadata } from '@conform-to/react';
import { readIcon, STUDIO_ICONS } from '~/domain/icons';
import { StudioSpriteIcon } from '../../../ui/admin/studio-sprite-icon';
import { FieldErrors } from '../../../ui/admin/content-ui';

/**
 * Picks an icon of the studio's set (app/domain/icons.ts) as a grid of radio buttons: works
 * without JavaScript, keyboard by arrow keys. A stored emoji (the spec's default) is offered
 * as the first choice so that saving without touching the icon keeps it.
 */
export function IconPicker({
  meta,
  label,
  className,
  allowNone = false,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  className?: string;
  allowNone?: boolean;
}) {
  const current = typeof meta.initialValue === 'string' ? meta.initialValue : '';
  const stored = readIcon(current);
  const choices = [
    ...(allowNone ? [{ value: '', label: 'Simge yok', icon: null }] : []),
    ...(stored?.kind === 'emoji' ? [{ value: stored.text, label: 'Mevcut emoji', icon: stored.text }] : []),
    ...STUDIO_ICONS.map((i) => ({ value: i.name as string, label: i.label, icon: i.name as string })),
  ];
  const selected = stored ? (stored.kind === 'icon' ? stored.name : stored.text) : allowNone ? '' : null;
  return (
    <fieldset className={className} aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      <div className="mt-1 grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
        {choices.map((c) => (
          <label
            key={c.value || 'none'}
            className="flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-line bg-stone-950 px-1 py-2 text-center text-[11px] leading-tight text-stone-300 has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:checked]:text-stone-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={meta.name}
              value={c.value}
              defaultChecked={c.value === selected}
              className="sr-only"
            />
            {c.icon ? (
              <StudioSpriteIcon value={c.icon} size={22} fallback={null} />
            ) : (
              <span aria-hidden="true" className="h-[22px]" />
            )}
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      <FieldErrors meta={meta} />
    </fieldset>
  );
}
