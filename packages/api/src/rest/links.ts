import {
  ZConversionSettings,
  ZConversionsView,
  ZCreateLink,
  ZLink,
  ZLinkEdit,
  ZLinksListQuery,
  ZLinksPage,
  ZOgAnswer,
  ZOgPreview,
  ZOk,
  ZQrInfo,
  ZQrSettings,
  ZRulesPut,
  ZRulesView,
  type ErrorCode,
} from '@kurz/core';
import { body, LINK_ERRORS, ref, ZHostnameQuery, ZSlugParams, type RestRoute } from './types';

const TARGET_ERRORS: ErrorCode[] = ['invalid_url', 'target_is_short_link', 'private_address', 'target_blocked', 'expiry_in_past'];
/** A call on one link: /...:slug?hostname=. */
const onLink = { params: ZSlugParams, query: ZHostnameQuery } as const;

/** Short links and their settings (redirect rules, link preview, conversions, QR code). */
export const linkRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/links/list', summary: "The account's links, a page at a time", tag: 'links', auth: 'user', query: ZLinksListQuery, response: ZLinksPage, errors: [], handle: (c, i) => c.links.list(i.query) },
  {
    method: 'POST', path: '/api/links/create', summary: 'Shorten a URL', tag: 'links', auth: 'user', body: ZCreateLink, response: ZLink,
    errors: [...TARGET_ERRORS, 'links_limit_reached', 'custom_slugs_not_allowed', 'redirect_rules_not_allowed', 'slug_taken', 'reserved_slug', 'invalid_slug', 'domain_not_allowed', 'guest_not_allowed'],
    handle: (c, i) => c.links.create(body(i)),
  },
  { method: 'PUT', path: '/api/links/:slug', summary: "Change a link's target, title or settings", tag: 'links', auth: 'user', ...onLink, body: ZLinkEdit, response: ZLink, errors: [...LINK_ERRORS, ...TARGET_ERRORS, 'redirect_rules_not_allowed', 'guest_not_allowed'], handle: (c, i) => c.links.update({ ...(body(i) as object), ...ref(i) }) },
  { method: 'DELETE', path: '/api/links/delete/:slug', summary: 'Delete a link (not one an admin disabled)', tag: 'links', auth: 'user', ...onLink, response: ZOk, errors: [...LINK_ERRORS, 'forbidden'], handle: (c, i) => c.links.delete(ref(i)) },
  { method: 'GET', path: '/api/links/rules/:slug', summary: "A link's redirect rules", tag: 'links', auth: 'user', ...onLink, response: ZRulesView, errors: [...LINK_ERRORS], handle: (c, i) => c.links.rules(ref(i)) },
  {
    method: 'PUT', path: '/api/links/rules/:slug', summary: "Set a link's redirect rules, default target and title (an absent one stays)", tag: 'links', auth: 'user', ...onLink, body: ZRulesPut, response: ZRulesView,
    errors: [...LINK_ERRORS, ...TARGET_ERRORS, 'redirect_rules_not_allowed', 'empty_condition', 'rule_without_condition'],
    handle: (c, i) => c.links.setRules({ ...ref(i), data: body(i) }),
  },
  { method: 'GET', path: '/api/links/og/:slug', summary: "A link's preview (Open Graph) settings", tag: 'links', auth: 'user', ...onLink, response: ZOgAnswer, errors: [...LINK_ERRORS], handle: async (c, i) => ({ data: await c.links.og(ref(i)) }) },
  {
    method: 'PUT', path: '/api/links/og/:slug', summary: "Set a link's preview (Open Graph) settings", tag: 'links', auth: 'user', ...onLink, body: ZOgPreview, response: ZOgAnswer,
    errors: [...LINK_ERRORS, 'custom_preview_not_allowed', 'invalid_url', 'private_address'],
    handle: async (c, i) => ({ data: await c.links.setOg({ ...ref(i), data: body(i) }) }),
  },
  { method: 'DELETE', path: '/api/links/og/:slug', summary: "Remove a link's preview", tag: 'links', auth: 'user', ...onLink, response: ZOk, errors: [...LINK_ERRORS], handle: (c, i) => c.links.deleteOg(ref(i)) },
  { method: 'GET', path: '/api/links/conversions/:slug', summary: "A link's conversion tracking settings", tag: 'links', auth: 'user', ...onLink, response: ZConversionsView, errors: [...LINK_ERRORS], handle: (c, i) => c.links.conversions(ref(i)) },
  {
    method: 'PUT', path: '/api/links/conversions/:slug', summary: "Set a link's conversion tracking", tag: 'links', auth: 'user', ...onLink, body: ZConversionSettings, response: ZConversionsView,
    errors: [...LINK_ERRORS, 'conversions_not_allowed', 'invalid_url', 'private_address'],
    handle: (c, i) => c.links.setConversions({ ...ref(i), data: body(i) }),
  },
  { method: 'GET', path: '/api/qr/info/:slug', summary: "A link's QR code settings and image", tag: 'qr', auth: 'user', ...onLink, response: ZQrInfo, errors: [...LINK_ERRORS], handle: (c, i) => c.qr.info(ref(i)) },
  {
    method: 'PUT', path: '/api/qr/config/:slug', summary: "Save a link's QR code settings (and publish its image)", tag: 'qr', auth: 'user', ...onLink, body: ZQrSettings, response: ZQrInfo,
    errors: [...LINK_ERRORS, 'qr_logo_not_allowed', 'invalid_logo', 'invalid_image_dimensions'],
    handle: (c, i) => c.qr.setConfig({ ...ref(i), data: body(i) }),
  },
];
