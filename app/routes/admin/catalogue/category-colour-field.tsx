/**
 * The category's colour on the desk's calendar: 'Otomatik' (the palette's colour at the
 * category's place) or one of the palette's colours, as radio buttons that work without
 * JavaScript; a colour set another way (the API) is offered as its own choice.
 */
import { getCollectionProps, type FieldMetadata } from '@conform-to/react';
import { CATEGORY_PALETTE, paletteName } from '~/domain/category-colours';
import { FieldErrors } from '~/ui/admin/content-ui';

export function CategoryColourField({
  meta,
  automatic,
  className,
}: {
  meta: FieldMetadata<unknown>;
  automatic: string;
  className?: string;
}) {
  const current = typeof meta.initialValue === 'string' ? meta.initialValue.toLowerCase() : '';
  const own = current && !paletteName(current) ? [{ hex: current, name: `Özel (${current})` }] : [];
  const options = [{ hex: '', name: 'Otomatik' }, ...CATEGORY_PALETTE, ...own];
  const inputs = getCollectionProps(meta, { type: 'radio', options: options.map((o) => o.hex) });
  return (
    <fieldset className={className} aria-describedby={`${meta.id}-hint`}>
      <legend className="text-sm font-medium">Takvim Rengi</legend>
      <p id={`${meta.id}-hint`} className="mt-1 text-xs text-stone-400">
        Randevular takvimde bu renkle görünür. Otomatik: sıradaki renk ({paletteName(automatic) ?? automatic}).
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {inputs.map((input, i) => {
          const option = options[i]!;
          const swatch = option.hex || automatic;
          return (
            <label
              key={input.key}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-sm has-checked:border-accent has-checked:bg-stone-800"
            >
              <input {...input} key={input.key} className="size-4 accent-current" />
              <span
                aria-hidden="true"
                className={`size-5 rounded-full border border-stone-500 ${option.hex ? '' : 'opacity-60'}`}
                style={{ background: swatch }}
              />
              {option.name}
            </label>
          );
        })}
      </div>
      <FieldErrors meta={meta} />
    </fieldset>
  );
}
