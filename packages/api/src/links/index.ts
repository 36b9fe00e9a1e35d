/** Short links: creating, listing, editing, deleting, and their settings (rules, preview, conversions). */
export { OG_UPLOADS_PER_HOUR, storeOgImage } from './ogImage';
export { linkInput, ownedLinkProcedure } from './procedures';
export { createLink, getOwnedLink, lockUserLinks } from './service';
export { checkLinkRows, insertCheckedLinks, type CheckedLinks, type ExtraColumns } from './bulk';
export { ensureTags } from './features';
