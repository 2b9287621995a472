import type { Access } from 'payload'

/** Rows only the server writes (below the access rules, for its own bookkeeping): no caller may. */
export const nobody: Access = () => false
