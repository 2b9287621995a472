/**
 * Toasts (text, type, id). A tiny store outside React so that React Query's
 * caches and plain functions can raise toasts; <Toaster /> renders them. Each disappears after
 * TIMINGS.toastMs (1000 ms).
 */
import { TIMINGS } from '@shared/constants'

export type ToastType = 'success' | 'error' | 'info'
export type Toast = { id: number; text: string; type: ToastType }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit() {
  for (const listener of listeners) listener()
}

export function dismissToast(id: number) {
  const timer = timers.get(id)
  if (timer) clearTimeout(timer)
  timers.delete(id)
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

export function showToast(text: string, type: ToastType = 'info', durationMs: number = TIMINGS.toastMs): number {
  const id = nextId++
  toasts = [...toasts, { id, text, type }].slice(-4)
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  )
  emit()
  return id
}

export const toast = {
  success: (text: string) => showToast(text, 'success'),
  error: (text: string) => showToast(text, 'error'),
  info: (text: string) => showToast(text, 'info'),
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => toasts,
  /** For tests. */
  reset() {
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
    toasts = []
    emit()
  },
}
