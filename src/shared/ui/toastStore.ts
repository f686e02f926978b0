import { create } from 'zustand';

/** Spec: toast default duration 1500 ms. */
export const TOAST_DEFAULT_DURATION = 1500;

export interface Toast {
  id: number;
  message: string;
}

interface ToastState {
  toasts: Toast[];
}

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function schedule(id: number, duration: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
}

/**
 * Shows a short message; usable from anywhere (HTTP error handlers, stores), not only from React.
 * A message already on screen is not shown twice: its timer restarts instead. Returns the toast id.
 */
export function showToast(message: string, opts: { duration?: number } = {}): number {
  const text = message.trim();
  const duration = opts.duration ?? TOAST_DEFAULT_DURATION;
  if (!text) return 0;
  const existing = useToastStore.getState().toasts.find((t) => t.message === text);
  if (existing) {
    schedule(existing.id, duration);
    return existing.id;
  }
  const id = nextId++;
  useToastStore.setState((s) => ({ toasts: [...s.toasts, { id, message: text }] }));
  schedule(id, duration);
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

