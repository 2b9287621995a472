import { clsx, type ClassValue } from 'clsx'
import { mergeClasses } from './merge-classes'

/**
 * Joins class names (clsx: strings, arrays, objects, falsy values skipped) and resolves Tailwind
 * conflicts so the last one wins (merge-classes.ts): `cn('px-4', className)` with 'px-2' gives 'px-2'.
 */
export function cn(...classes: ClassValue[]): string {
  return mergeClasses(clsx(classes))
}
