/**
 * The spec's JSON shapes to the form fields the schemas read (admin spec section 7): the old
 * single-page app sent `image` for a service's emoji, lists as JSON strings, booleans as
 * strings in multipart bodies, a category as its name or id, and so on.
 */
import { jsonList, truthy } from './form-data';

type Values = Record<string, unknown>;

/** 'true'/'false' strings (multipart) to booleans for the given keys. */
function booleans(values: Values, keys: string[]): Values {
  const out = { ...values };
  for (const key of keys) if (key in out && typeof out[key] !== 'boolean') out[key] = truthy(out[key]);
  return out;
}

export function normalizeServiceBody(values: Values): Values {
  const out = booleans(values, ['isActive', 'isPopular']);
  if ('image' in out && !('icon' in out)) out.icon = out.image;
  delete out.image;
  if ('features' in out) {
    const list = jsonList(out.features);
    out.features = list ? list.map(String).join('\n') : String(out.features ?? '');
  }
  return out;
}

export function normalizePackageBody(values: Values): Values {
  const out = booleans(values, ['isActive']);
  if ('services' in out) {
    const raw = out.services;
    const list = Array.isArray(raw)
      ? raw
      : typeof raw === 'string' && raw.trim().startsWith('[')
        ? (jsonList(raw) ?? [])
        : [raw];
    // ids as numbers (a JSON body is checked as it is; a form body gets them back as text)
    out.services = list
      .filter((v) => v !== '' && v !== null && v !== undefined)
      .map((v) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v));
  }
  if (out.duration === null || out.duration === '') delete out.duration;
  return out;
}

export function normalizeCategoryBody(values: Values): Values {
  const out = { ...values };
  if (out.backgroundImage !== undefined && !(out.backgroundImage instanceof Blob)) {
    // null or '' removes the picture; a path string is ignored (images arrive as files)
    if (out.backgroundImage === null || out.backgroundImage === '') out.removeBackgroundImage = true;
    delete out.backgroundImage;
  }
  return booleans(out, ['removeBackgroundImage']);
}

export function normalizeTeamBody(values: Values): Values {
  const out = { ...values };
  if (out.image !== undefined && !(out.image instanceof Blob)) {
    if (out.image === null || out.image === '') out.removeImage = true;
    delete out.image;
  }
  delete out.imageUrl;
  return booleans(out, ['removeImage']);
}

export function normalizeAboutBody(values: Values): Values {
  const out = booleans(values, ['isActive', 'removeHeroImage', 'removeStoryImage']);
  for (const field of ['heroImage', 'storyImage'] as const) {
    if (out[field] !== undefined && !(out[field] instanceof Blob)) {
      if (out[field] === null || out[field] === '')
        out[field === 'heroImage' ? 'removeHeroImage' : 'removeStoryImage'] = true;
      delete out[field];
    }
  }
  if ('statsData' in out) out.statsData = jsonList(out.statsData) ?? [];
  return out;
}

export function normalizeCustomerBody(values: Values): Values {
  return booleans(values, ['isActive']);
}
