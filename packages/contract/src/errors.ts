import { z } from 'zod';

/** Every error answer: the spec's code in `detail`, and per-field messages for rule failures. */
export const errorResponse = z.object({
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgresql']) });
export type HealthResponse = z.infer<typeof healthResponse>;
/** The demo's history: none planned, still being seeded in the background (answered 503), or seeded. */
export const demoHealthResponse = z.object({ demo: z.enum(['none', 'seeding', 'ready']), reports: z.number().int() });
export type DemoHealthResponse = z.infer<typeof demoHealthResponse>;
