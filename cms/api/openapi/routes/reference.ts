/** This reference itself: cms/api/openapi/serve.ts. */
import { z } from 'zod'
import type { RouteDoc } from '../types'

export const REFERENCE_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Reference',
    caller: 'anyone',
    summary: 'This API as an OpenAPI 3.1 document',
    description:
      "Generated from the zod schemas the handlers parse (shared/schemas.ts) and the answers' schemas (shared/api-schemas.ts). Cacheable for 5 minutes, with an ETag.",
    success: { status: 200, description: 'The OpenAPI document.', schema: z.looseObject({ openapi: z.literal('3.1.0') }) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'Reference',
    caller: 'anyone',
    summary: 'This API as a readable page',
    description: 'The OpenAPI document rendered on the server as one HTML page: no script, works offline.',
    success: { status: 200, description: 'The page.', contentType: 'text/html' },
    errors: [],
  },
]
