/**
 * The toast queue behind the one toast area (top right on every page). Tiny on purpose: a toast
 * library would cost more bytes than the whole feature (docs/decisions/005-own-toasts.md).
 */
export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = (toasts: readonly Toast[]) => void;

const TOAST_DURATION_MS = 5000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

export function showToast(kind: ToastKind, message: string): number {
  const id = nextId++;
  publish([...toasts, { id, kind, message }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
