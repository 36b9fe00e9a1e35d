import { z } from 'zod';
import { toHttpUrl } from './urls';

export const OG_TITLE_MAX = 160;
export const OG_DESCRIPTION_MAX = 300;
/** The largest preview image the server stores (5 MiB); the editor refuses a bigger one before uploading. */
export const OG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the editor says about an image over that limit, before or after an upload. */
export const OG_IMAGE_TOO_LARGE = 'That image is too large: images may be at most 5 MB.';
export const OG_MESSAGES = { confirmRemove: 'Disable & remove preview?' } as const;

export const ZOgPreview = z.strictObject({
  enabled: z.boolean(),
  title: z.string().trim().max(OG_TITLE_MAX).default(''),
  description: z.string().trim().max(OG_DESCRIPTION_MAX).default(''),
  image_url: z
    .string()
    .trim()
    .max(2048)
    .transform((v, ctx) => (v === '' ? v : toHttpUrl(v, ctx)))
    .nullable()
    .default(null),
});
export type TOgPreview = z.infer<typeof ZOgPreview>;
