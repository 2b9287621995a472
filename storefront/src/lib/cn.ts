import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names (clsx: strings, arrays, objects, falsy values skipped) and resolves Tailwind
 * conflicts so the last one wins (tailwind-merge): `cn('px-4', className)` with 'px-2' gives 'px-2'.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes))
}
