/**
 * What the hand did to a form before React took it over is not lost (docs/decisions/0539).
 *
 * On a slow tablet the page is on screen, and can be typed into, seconds before it hydrates.
 * React 19 leaves what was typed in the DOM, but its handlers never saw it: a controlled field's
 * state is still the server's value, and the first render after hydration writes that value
 * back over the typed one (the desk typed ₺245 cash, the sale was saved as owed); a select that
 * applies on change (the list's filters) was changed and nothing happened.
 *
 * `replayTypedBeforeHydration` finds the fields whose value differs from the value the server
 * sent (`defaultValue`, `defaultChecked`, the `selected` option) and fires, for each, the event
 * React listens to for its `onChange`, as if the hand had done it after hydration. The form's
 * own handlers then do what they always do; nothing is written twice.
 */
import { type RefObject, useLayoutEffect } from 'react';

type Typed = HTMLInputElement | HTMLTextAreaElement;

/** Fields that cannot be typed into, or whose change React does not track by value. */
const SKIPPED_INPUT_TYPES = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/**
 * Sets a value (or `checked`) behind React's back: React's value tracker is told the server's
 * value through the element's own setter, then the typed one goes in through the prototype's,
 * so React's change detection sees a change when the event comes.
 */
function setUntracked(el: Typed, prop: 'value' | 'checked', typed: string | boolean, sent: string | boolean) {
  (el as unknown as Record<string, unknown>)[prop] = sent;
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, prop)?.set?.call(el, typed);
}

/**
 * The option the server chose is no longer the one chosen. The server's choice is the option
 * with the `selected` attribute (the last one if several), or else the first that can be chosen.
 */
function selectChanged(el: HTMLSelectElement): boolean {
  const options = Array.from(el.options);
  if (el.multiple) return options.some((o) => o.selected !== o.hasAttribute('selected'));
  const marked = options.filter((o) => o.hasAttribute('selected'));
  const sent = marked.length > 0 ? marked[marked.length - 1] : options.find((o) => !o.disabled);
  return sent !== undefined && !sent.selected;
}

/** The fields of `form` changed before hydration, each replayed as its change event; their number. */
export function replayTypedBeforeHydration(form: HTMLFormElement): number {
  let replayed = 0;
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLSelectElement) {
      if (selectChanged(el)) {
        el.dispatchEvent(new Event('change', { bubbles: true }));
        replayed++;
      }
    } else if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      // a radio group changes by the one now checked
      if (el.checked !== el.defaultChecked && (el.type === 'checkbox' || el.checked)) {
        setUntracked(el, 'checked', el.checked, el.defaultChecked);
        // a plain Event named click: React's onChange for these, without toggling the box again
        el.dispatchEvent(new Event('click', { bubbles: true }));
        replayed++;
      }
    } else if (
      (el instanceof HTMLInputElement && !SKIPPED_INPUT_TYPES.has(el.type)) ||
      el instanceof HTMLTextAreaElement
    ) {
      if (el.value !== el.defaultValue) {
        setUntracked(el, 'value', el.value, el.defaultValue);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        replayed++;
      }
    }
  }
  return replayed;
}

/**
 * Replays, once when the form first mounts, what was typed into it before hydration. Called by
 * the component that renders the form; on a client-side navigation the form mounts with the
 * values React gave it and nothing is replayed.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLFormElement | null>) {
  useLayoutEffect(() => {
    if (ref.current) replayTypedBeforeHydration(ref.current);
  }, [ref]);
}
