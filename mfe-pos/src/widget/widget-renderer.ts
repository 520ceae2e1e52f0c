// The partner widget's renderer in its plain bundle (mfe-pos/rspack.config.mjs resolves
// 'react-dom/client' here, and 'react' to Preact's compat layer): Preact's React-compatible runtime,
// plus the two things of React DOM the till relies on that the compat layer leaves to the browser.
// - Controlled fields. When a change handler does not take what was typed (the quantity and PIN
//   fields take digits only; Pay later waits for a manager's approval, use-approval-question.tsx),
//   React puts the field back to what the till last rendered. Preact leaves the typed text, or the
//   ticked box, until something else renders.
// - autoFocus. React focuses a field when it appears (the discount field, a new customer's name);
//   Preact writes the attribute, which the browser honours at most once per page.
// The suite's own till (the federated './app' and './widget') renders with React DOM itself.
import { options } from 'preact';
import type { VNode } from 'preact';

export { createRoot, hydrateRoot } from 'preact/compat/client';

type Props = Record<string, unknown>;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A callback ref, which may give back its cleanup (React 19, Preact 11). */
type RefCallback = (element: Element | null) => void | (() => void);

/** What a controlled field showed when the till last rendered it. */
interface Shown {
  value?: string;
  checked?: boolean;
}

const FIELDS = new Set(['input', 'textarea', 'select']);
/** The elements React focuses on mounting when they carry autoFocus. */
const FOCUSABLE_ON_MOUNT = new Set(['input', 'textarea', 'select', 'button']);
const CHANGE_HANDLERS = ['onChange', 'onInput'] as const;

const shown = new WeakMap<Element, Shown>();
const mounted = new WeakSet<Element>();

/** Runs `own` with the element as it attaches, then the ref the till gave (a callback or an object). */
function addRef(vnode: VNode, own: (element: Element | null) => void): void {
  const theirs = vnode.ref as RefCallback | { current: unknown } | null | undefined;
  vnode.ref = (element: Element | null) => {
    own(element);
    if (typeof theirs === 'function') return theirs(element);
    if (theirs) theirs.current = element;
    return undefined;
  };
}

/** Puts a field (and, for a radio button, its group) back to what the till last rendered. */
function restore(field: Field): void {
  const fields: Element[] =
    field instanceof HTMLInputElement && field.type === 'radio' && field.name
      ? [...(field.getRootNode() as ParentNode).querySelectorAll('input[type="radio"]')].filter((other) => (other as HTMLInputElement).name === field.name)
      : [field];
  for (const element of fields) {
    const was = shown.get(element);
    if (!was) continue;
    const target = element as Field;
    if (was.value !== undefined && target.value !== was.value) target.value = was.value;
    if (was.checked !== undefined && target instanceof HTMLInputElement && target.checked !== was.checked) target.checked = was.checked;
  }
}

function controlField(vnode: VNode, props: Props): void {
  const value = props.value;
  const checked = props.checked;
  if ((value === undefined || value === null) && (checked === undefined || checked === null)) return;
  const now: Shown = {
    value: value === undefined || value === null ? undefined : String(value),
    checked: checked === undefined || checked === null ? undefined : Boolean(checked),
  };
  addRef(vnode, (element) => {
    if (element) shown.set(element, now);
  });
  for (const name of CHANGE_HANDLERS) {
    const handler = props[name];
    if (typeof handler !== 'function') continue;
    props[name] = (event: Event) => {
      const result: unknown = handler(event);
      const field = event.currentTarget as Field;
      // Preact renders what the handler changed on a microtask queued before this one, and that
      // render records the field's new value; a handler that changed nothing leaves the old one.
      queueMicrotask(() => restore(field));
      return result;
    };
  }
}

function focusOnMount(vnode: VNode, props: Props): void {
  const wanted = Boolean(props.autoFocus);
  delete props.autoFocus;
  addRef(vnode, (element) => {
    if (!element || mounted.has(element)) return;
    mounted.add(element);
    if (wanted) (element as HTMLElement).focus();
  });
}

// Runs before the compat layer's own hook (installed when 'preact/compat' loaded, above), so it
// sees the till's props as React names them.
const compatVNode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && (FIELDS.has(vnode.type) || FOCUSABLE_ON_MOUNT.has(vnode.type))) {
    const props = { ...(vnode.props as Props) };
    if (FOCUSABLE_ON_MOUNT.has(vnode.type) && 'autoFocus' in props) focusOnMount(vnode, props);
    if (FIELDS.has(vnode.type)) controlField(vnode, props);
    vnode.props = props as VNode['props'];
  }
  compatVNode?.(vnode);
};
