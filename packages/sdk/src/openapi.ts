// Generated from GET /api/openapi.json by `pnpm gen:api-types` (openapi-typescript). Do not edit.

export interface paths {
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: operations["getApiMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This deployment's login page and system domains */
        get: operations["getApiConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["postApiAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in */
        post: operations["postApiAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (a guest session keeps its links) */
        post: operations["postApiAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a guest session */
        post: operations["postApiAuthGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out */
        post: operations["postApiAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an email address with the mailed token */
        post: operations["postApiAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the verification link again */
        post: operations["postApiAuthSendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link */
        post: operations["postApiAuthRequestReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the mailed token */
        post: operations["postApiAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password */
        post: operations["postApiAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's plan, quotas and features */
        get: operations["getApiUserLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/stripe/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start buying a plan (a Stripe Checkout URL) */
        post: operations["postApiBillingStripeCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/stripe/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The Stripe customer portal's URL */
        post: operations["postApiBillingStripePortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's subscription and payments */
        get: operations["getApiBillingMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give an account a plan (admins) */
        put: operations["putApiAdminUsersPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans on offer */
        get: operations["getApiPlansList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The email templates (admins) */
        get: operations["getApiEmailTemplates"];
        /** Change an email template (admins) */
        put: operations["putApiEmailTemplates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's links, a page at a time */
        get: operations["getApiLinksList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shorten a URL */
        post: operations["postApiLinksCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One link with all its settings (the password shows only as has_password) */
        get: operations["getApiLinksSlug"];
        /** Change a link's target, title or settings */
        put: operations["putApiLinksSlug"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/rename/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a link's slug, and optionally its short-link host; its clicks and settings stay with it */
        post: operations["postApiLinksRenameSlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/delete/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a link (not one an admin disabled) */
        delete: operations["deleteApiLinksDeleteSlug"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/rules/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link's redirect rules */
        get: operations["getApiLinksRulesSlug"];
        /** Set a link's redirect rules, default target and title (an absent one stays) */
        put: operations["putApiLinksRulesSlug"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/og/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link's preview (Open Graph) settings */
        get: operations["getApiLinksOgSlug"];
        /** Set a link's preview (Open Graph) settings */
        put: operations["putApiLinksOgSlug"];
        post?: never;
        /** Remove a link's preview */
        delete: operations["deleteApiLinksOgSlug"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/conversions/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link's conversion tracking settings */
        get: operations["getApiLinksConversionsSlug"];
        /** Set a link's conversion tracking */
        put: operations["putApiLinksConversionsSlug"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/info/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link's QR code settings and image */
        get: operations["getApiQrInfoSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/config/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a link's QR code settings (and publish its image) */
        put: operations["putApiQrConfigSlug"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The domains the account may use */
        get: operations["getApiDomainsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/create-subdomain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a subdomain of a system domain */
        post: operations["postApiDomainsCreateSubdomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/request-byod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an own domain (pending until verified) */
        post: operations["postApiDomainsRequestByod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an own domain's DNS records now */
        post: operations["postApiDomainsVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a domain and its links */
        delete: operations["deleteApiDomainsDeleteId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a domain's root and not-found redirects */
        put: operations["putApiDomainsSettingsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link's statistics for a range */
        get: operations["getApiStatsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link's latest clicks */
        get: operations["getApiStatsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's statistics for a range */
        get: operations["getApiStatsAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/account_stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's latest clicks */
        get: operations["getApiStatsAccountStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/postback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record a conversion (an ad network's postback) */
        get: operations["getApiPostback"];
        put?: never;
        /** Record a conversion (an ad network's postback) */
        post: operations["postApiPostback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/postback/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's postback token and the postback URL to give the ad network */
        get: operations["getApiPostbackToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/postback/token/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new postback token: the old one is refused at once */
        post: operations["postApiPostbackTokenRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/postback/token/require": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the grace: postbacks without the token are refused from now on */
        post: operations["postApiPostbackTokenRequire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the account's live API keys (never their secrets) */
        get: operations["getApiKeys"];
        put?: never;
        /** Create an API key; the answer is the only time its secret (`key`) is shown */
        post: operations["postApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key: calls with it answer 401 invalid_api_key from then on */
        delete: operations["deleteApiKeysId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create up to 1,000 links in one call; one result per row, in input order */
        post: operations["postApiLinksBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit up to 1,000 links in one call, each row as the single edit; one result per row, in input order */
        post: operations["postApiLinksBulkUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete up to 1,000 links in one call; one result per row, in input order */
        post: operations["postApiLinksBulkDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's links as CSV with every setting (slug, host, target, title, created, clicks, rules, tags, expiry, ...), streamed; imports back as the kurz format */
        get: operations["getApiLinksExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One link's clicks in a range of UTC days as CSV, streamed; never before the plan's retention window */
        get: operations["getApiStatsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read an import file (CSV; kurz's export; Bitly, Shlink or Kutt API JSON or CSV export) and report what it would do, with each row's problem or warning; writes nothing */
        post: operations["postApiImportsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's imports, newest first, a page at a time (continue with ?cursor=next_cursor) */
        get: operations["getApiImports"];
        put?: never;
        /** Start an import: the links are created in the background; poll GET /api/imports/{id} for progress */
        post: operations["postApiImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's progress, the rows it did not create and the warnings of those it creates */
        get: operations["getApiImportsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's tags with their colours */
        get: operations["getApiTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A tag's colour (#rrggbb) */
        put: operations["putApiTagsTag"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the account's webhook endpoints (never their secrets) */
        get: operations["getApiWebhooks"];
        put?: never;
        /** Create a webhook endpoint (verified accounts only); the answer holds its signing secret, shown this once */
        post: operations["postApiWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its delivery log */
        delete: operations["deleteApiWebhooksId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's latest 50 deliveries: event, status, HTTP status code, attempts, error */
        get: operations["getApiWebhooksIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event to the endpoint (also while it is disabled) */
        post: operations["postApiWebhooksIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable a disabled webhook endpoint again (events from now on) */
        post: operations["postApiWebhooksIdEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a short link (spam, phishing, malware, other); the answer is the same whether or not it exists */
        post: operations["postApiReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/flagged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Links with open reports or disabled by an admin, one row a link, most reporting networks (or newest report) first, a page at a time (admins only) */
        get: operations["getApiAdminFlagged"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/links/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable a link: it answers 451 on every replica (admins only) */
        post: operations["postApiAdminLinksDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/links/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a disabled link (admins only) */
        post: operations["postApiAdminLinksRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/links/dismiss-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a link's open reports (admins only) */
        post: operations["postApiAdminLinksDismissReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ban an account: no sign-in, sessions ended, its links answer 451 (admins cannot be banned) (admins only) */
        post: operations["postApiAdminUsersBan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a ban (admins only) */
        post: operations["postApiAdminUsersUnban"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspaces the signed-in person belongs to, their own first */
        get: operations["getApiWorkspaces"];
        put?: never;
        /** Make a workspace (on the free plan), with the caller as its owner */
        post: operations["postApiWorkspaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link invites to, before anyone signs in */
        get: operations["getApiInvitationsToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the workspace an invitation link invites to */
        post: operations["postApiInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspace/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current workspace's members, their roles and last activity */
        get: operations["getApiWorkspaceMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspace/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a member's role */
        put: operations["putApiWorkspaceMembersUserId"];
        post?: never;
        /** Remove a member: their sessions and keys lose the workspace at once */
        delete: operations["deleteApiWorkspaceMembersUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspace/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the current workspace */
        post: operations["postApiWorkspaceLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspace/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make another member the owner; the caller stays as an admin */
        post: operations["postApiWorkspaceTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the current workspace with everything it owns */
        delete: operations["deleteApiWorkspace"];
        options?: never;
        head?: never;
        /** Rename the current workspace */
        patch: operations["patchApiWorkspace"];
        trace?: never;
    };
    "/api/workspace/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current workspace's pending invitations */
        get: operations["getApiWorkspaceInvitations"];
        put?: never;
        /** Invite someone by email; the mail carries a link that works once, for 7 days */
        post: operations["postApiWorkspaceInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspace/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a pending invitation again, with a new link (the old one stops working) */
        post: operations["postApiWorkspaceInvitationsIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspace/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation */
        delete: operations["deleteApiWorkspaceInvitationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspace/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current workspace's audit log, newest first: who created, changed or deleted links, domains, API keys, webhooks, members and the plan */
        get: operations["getApiWorkspaceAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/og/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a link preview's image (its URL goes in the preview settings) */
        post: operations["postApiOgUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a link's QR code image rendered by the client */
        post: operations["postApiQrUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a logo for QR codes */
        post: operations["postApiQrLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/r2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded image */
        get: operations["getApiR2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/tls-ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a host name is one of kurz's short-link hosts (Caddy's on-demand TLS asks before a certificate) */
        get: operations["getApiDomainsTlsAsk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description API key calls: the calls the key's window allows (600 reads or 120 writes a minute). */
        "RateLimit-Limit": number;
        /** @description API key calls: the calls left in the window. */
        "RateLimit-Remaining": number;
        /** @description API key calls: seconds until the window starts over. */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before trying again: on a 503, and on a 429 of a full key window. */
        "Retry-After": number;
        /** @description `true` when the answer is the one a request with the same Idempotency-Key got before (nothing was done again). */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string | null;
                        /** @enum {string} */
                        status: "guest" | "unverified" | "verified" | "admin";
                        /** @enum {string} */
                        role: "user" | "admin";
                        plan: string;
                        /** @description The workspace the call acts in (its links, domains, keys and plan), and the caller's role in it. */
                        workspace: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                        };
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        login_url: string | null;
                        system_domains: string[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAuthSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string | null;
                        /** @enum {string} */
                        status: "guest" | "unverified" | "verified" | "admin";
                        /** @enum {string} */
                        role: "user" | "admin";
                        plan: string;
                        /** @description The workspace the call acts in (its links, domains, keys and plan), and the caller's role in it. */
                        workspace: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                        };
                    };
                };
            };
            /** @description invalid_email, invalid_input, password_too_short, unknown_field, weak_password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_email" | "invalid_input" | "password_too_short" | "unknown_field" | "weak_password";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description already_registered, user_exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "already_registered" | "user_exists";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string | null;
                        /** @enum {string} */
                        status: "guest" | "unverified" | "verified" | "admin";
                        /** @enum {string} */
                        role: "user" | "admin";
                        plan: string;
                        /** @description The workspace the call acts in (its links, domains, keys and plan), and the caller's role in it. */
                        workspace: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                        };
                        guest_links?: {
                            moved: number;
                            left: number;
                        };
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_credentials";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description account_banned, api_key_not_allowed, csrf_rejected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "account_banned" | "api_key_not_allowed" | "csrf_rejected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string | null;
                        /** @enum {string} */
                        status: "guest" | "unverified" | "verified" | "admin";
                        /** @enum {string} */
                        role: "user" | "admin";
                        plan: string;
                        /** @description The workspace the call acts in (its links, domains, keys and plan), and the caller's role in it. */
                        workspace: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                        };
                    };
                };
            };
            /** @description invalid_email, invalid_input, password_too_short, unknown_field, weak_password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_email" | "invalid_input" | "password_too_short" | "unknown_field" | "weak_password";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description already_registered, user_exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "already_registered" | "user_exists";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAuthGuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string | null;
                        /** @enum {string} */
                        status: "guest" | "unverified" | "verified" | "admin";
                        /** @enum {string} */
                        role: "user" | "admin";
                        plan: string;
                        /** @description The workspace the call acts in (its links, domains, keys and plan), and the caller's role in it. */
                        workspace: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                        };
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, invalid_token, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_token" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description already_verified */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "already_verified";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description token_already_used, token_expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "token_already_used" | "token_expired";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAuthSendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string | null;
                    user_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_email, invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_email" | "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description user_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "user_not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description already_verified */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "already_verified";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAuthRequestReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_email, invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_email" | "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, invalid_token, password_too_short, unknown_field, weak_password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_token" | "password_too_short" | "unknown_field" | "weak_password";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description token_already_used, token_expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "token_already_used" | "token_expired";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, password_too_short, unknown_field, weak_password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "password_too_short" | "unknown_field" | "weak_password";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_credentials, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_credentials" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, guest_not_allowed, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "guest_not_allowed" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiUserLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limits: {
                            links: {
                                current: number;
                                limit: number;
                                unlimited: boolean;
                                remaining: number;
                            };
                            custom_subdomains: {
                                current: number;
                                limit: number;
                                unlimited: boolean;
                                remaining: number;
                            };
                            byod_domains: {
                                current: number;
                                limit: number;
                                unlimited: boolean;
                                remaining: number;
                            };
                            seats: {
                                current: number;
                                limit: number;
                                unlimited: boolean;
                                remaining: number;
                            };
                        };
                        features: {
                            custom_slugs: boolean;
                            redirect_rules: boolean;
                            custom_preview: boolean;
                            qr_codes: boolean;
                            conversions: boolean;
                        };
                        plan: {
                            /** @enum {string} */
                            id: "free" | "hobby" | "pro";
                            name: string;
                            analytics_retention_days: number;
                        };
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiBillingStripeCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    plan: "hobby" | "pro";
                    /** @enum {string} */
                    period: "monthly" | "yearly";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, guest_not_allowed, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "guest_not_allowed" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description billing_not_configured, service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "billing_not_configured" | "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiBillingStripePortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, guest_not_allowed, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "guest_not_allowed" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description billing_not_configured, service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "billing_not_configured" | "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiBillingMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription: {
                            plan_id: ("free" | "hobby" | "pro") | null;
                            is_yearly: boolean;
                            status: string;
                            current_period_end: number | null;
                            cancel_at_period_end: boolean;
                        } | null;
                        payments: {
                            created_at: number;
                            status: string;
                            amount: number;
                            currency: string;
                            invoice_url: string | null;
                        }[];
                        me: {
                            /** @enum {string} */
                            plan: "free" | "hobby" | "pro";
                            comped: boolean;
                        };
                        configured: boolean;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    putApiAdminUsersPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    plan: "free" | "hobby" | "pro";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        plan: string;
                        comped: boolean;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, forbidden, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "forbidden" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description user_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "user_not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiPlansList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plans: {
                            /** @enum {string} */
                            id: "free" | "hobby" | "pro";
                            name: string;
                            price_monthly: number;
                            price_yearly: number;
                            currency: string;
                            features: string[];
                            max_links: number;
                            max_custom_subdomains: number;
                            max_byod_domains: number;
                            max_seats: number;
                            allow_custom_slugs: boolean;
                            allow_redirect_rules: boolean;
                            allow_custom_preview: boolean;
                            allow_qr_logo: boolean;
                            allow_conversions: boolean;
                            analytics_retention_days: number;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiEmailTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templates: {
                            id: string;
                            name: string;
                            subject: string;
                            body_html: string;
                            body_text: string;
                            updated_at: number;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, forbidden, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "forbidden" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    putApiEmailTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    name: string;
                    subject: string;
                    body_html: string;
                    body_text: string;
                    updated_at?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        template: {
                            id: string;
                            name: string;
                            subject: string;
                            body_html: string;
                            body_text: string;
                            updated_at: number;
                        };
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, forbidden, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "forbidden" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description edit_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "edit_conflict";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiLinksList: {
        parameters: {
            query?: {
                /** @description Only links whose slug, target or title contain this text (case-insensitive). */
                q?: string;
                /** @description `created`: newest first (the default); `clicks`: most clicked first. */
                sort?: "created" | "clicks";
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname?: string;
                /** @description How many rows to answer at most. */
                limit?: number;
                /** @description The `next_cursor` of the previous page, to read the next one (with the same `sort`). */
                cursor?: string | null;
                /** @description A tag name (case-insensitive). */
                tag?: string;
                /** @description Tag names, comma-separated (at most 10); see `tags_mode`. */
                tags?: string;
                /** @description `any` (the default): links with at least one of `tags`; `all`: links with every one. */
                tags_mode?: "any" | "all";
                /** @description Only links created at or after this moment: a date-time with its offset, or a day (YYYY-MM-DD, from its start in UTC). */
                created_from?: string;
                /** @description Only links created at or before this moment: a date-time with its offset, or a day (YYYY-MM-DD, to its end in UTC). */
                created_to?: string;
                /** @description `true`: only links past their expiry or their click limit; `false`: only links visitors can still follow. */
                expired?: boolean;
                /** @description `true`: only password-protected links; `false`: only links without a password. */
                has_password?: boolean;
                /** @description Only links on this host (case-insensitive), e.g. kurz.link. */
                domain?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            hostname: string;
                            slug: string;
                            target_url: string;
                            title: string | null;
                            clicks_today: number;
                            clicks_total: number;
                            created_at: number;
                            conversions_enabled: boolean;
                            expires_at: number | null;
                            tags: string[];
                            max_clicks: number | null;
                            expired_url: string | null;
                            has_password: boolean;
                            targets: {
                                url: string;
                                weight: number;
                            }[] | null;
                            ios_url: string | null;
                            android_url: string | null;
                            rules_count: number;
                            preview_enabled: boolean;
                            created_by: {
                                id: string;
                                email: string | null;
                            } | null;
                        }[];
                        next_cursor: string | null;
                        total: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiLinksCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up (a UUID) so that a retried request creates nothing twice: for 24 hours, the same key with the same request answers the first answer again (same status and body, with `Idempotent-Replayed: true`); with another request it is refused with 409 `idempotency_key_reused`. Keys are the account's, whether it calls with its session or an API key. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    slug?: string | null;
                    hostname: string;
                    title?: string | null;
                    tags?: string[];
                    expires_at?: (number | string) | null;
                    max_clicks?: number | null;
                    expired_url?: string | null;
                    password?: string | null;
                    targets?: {
                        url: string;
                        weight: number;
                    }[] | null;
                    ios_url?: string | null;
                    android_url?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hostname: string;
                        slug: string;
                        target_url: string;
                        title: string | null;
                        clicks_today: number;
                        clicks_total: number;
                        created_at: number;
                        conversions_enabled: boolean;
                        expires_at: number | null;
                        tags: string[];
                        max_clicks: number | null;
                        expired_url: string | null;
                        has_password: boolean;
                        targets: {
                            url: string;
                            weight: number;
                        }[] | null;
                        ios_url: string | null;
                        android_url: string | null;
                        rules_count: number;
                        preview_enabled: boolean;
                        created_by: {
                            id: string;
                            email: string | null;
                        } | null;
                    };
                };
            };
            /** @description expiry_in_past, invalid_input, invalid_slug, invalid_url, private_address, reserved_slug, target_blocked, target_is_short_link, unknown_field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "expiry_in_past" | "invalid_input" | "invalid_slug" | "invalid_url" | "private_address" | "reserved_slug" | "target_blocked" | "target_is_short_link" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, custom_slugs_not_allowed, domain_not_allowed, guest_not_allowed, insufficient_scope, links_limit_reached, not_a_member, redirect_rules_not_allowed, role_not_allowed */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "custom_slugs_not_allowed" | "domain_not_allowed" | "guest_not_allowed" | "insufficient_scope" | "links_limit_reached" | "not_a_member" | "redirect_rules_not_allowed" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description idempotency_key_in_use, idempotency_key_reused, slug_taken */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "idempotency_key_in_use" | "idempotency_key_reused" | "slug_taken";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiLinksSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hostname: string;
                        slug: string;
                        target_url: string;
                        title: string | null;
                        clicks_today: number;
                        clicks_total: number;
                        created_at: number;
                        conversions_enabled: boolean;
                        expires_at: number | null;
                        tags: string[];
                        max_clicks: number | null;
                        expired_url: string | null;
                        has_password: boolean;
                        targets: {
                            url: string;
                            weight: number;
                        }[] | null;
                        ios_url: string | null;
                        android_url: string | null;
                        rules_count: number;
                        preview_enabled: boolean;
                        created_by: {
                            id: string;
                            email: string | null;
                        } | null;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    putApiLinksSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    title?: string | null;
                    tags?: string[];
                    expires_at?: (number | string) | null;
                    max_clicks?: number | null;
                    expired_url?: string | null;
                    password?: string | null;
                    targets?: {
                        url: string;
                        weight: number;
                    }[] | null;
                    ios_url?: string | null;
                    android_url?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hostname: string;
                        slug: string;
                        target_url: string;
                        title: string | null;
                        clicks_today: number;
                        clicks_total: number;
                        created_at: number;
                        conversions_enabled: boolean;
                        expires_at: number | null;
                        tags: string[];
                        max_clicks: number | null;
                        expired_url: string | null;
                        has_password: boolean;
                        targets: {
                            url: string;
                            weight: number;
                        }[] | null;
                        ios_url: string | null;
                        android_url: string | null;
                        rules_count: number;
                        preview_enabled: boolean;
                        created_by: {
                            id: string;
                            email: string | null;
                        } | null;
                    };
                };
            };
            /** @description expiry_in_past, invalid_input, invalid_url, private_address, target_blocked, target_is_short_link, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "expiry_in_past" | "invalid_input" | "invalid_url" | "private_address" | "target_blocked" | "target_is_short_link" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, guest_not_allowed, insufficient_scope, not_a_member, redirect_rules_not_allowed, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "redirect_rules_not_allowed" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiLinksRenameSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    hostname?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hostname: string;
                        slug: string;
                        target_url: string;
                        title: string | null;
                        clicks_today: number;
                        clicks_total: number;
                        created_at: number;
                        conversions_enabled: boolean;
                        expires_at: number | null;
                        tags: string[];
                        max_clicks: number | null;
                        expired_url: string | null;
                        has_password: boolean;
                        targets: {
                            url: string;
                            weight: number;
                        }[] | null;
                        ios_url: string | null;
                        android_url: string | null;
                        rules_count: number;
                        preview_enabled: boolean;
                        created_by: {
                            id: string;
                            email: string | null;
                        } | null;
                    };
                };
            };
            /** @description invalid_input, invalid_slug, reserved_slug, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_slug" | "reserved_slug" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, custom_slugs_not_allowed, domain_not_allowed, forbidden, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "custom_slugs_not_allowed" | "domain_not_allowed" | "forbidden" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description slug_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "slug_taken";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteApiLinksDeleteSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, forbidden, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "forbidden" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiLinksRulesSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        default: string;
                        title: string | null;
                        rules: {
                            target: string;
                            prio?: number;
                            when: {
                                [key: string]: unknown;
                            };
                            match_all?: boolean;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    putApiLinksRulesSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    default?: string;
                    title?: string | null;
                    rules?: {
                        target: string;
                        /** @description The rule's priority: rules are tried in list order from 1, so the answer numbers them by their place and a prio sent is only checked (a whole number from 1 to 50). */
                        prio?: number;
                        when?: {
                            geo?: string[];
                            lang?: string[];
                            device?: ("mobile" | "desktop" | "tablet" | "bot")[];
                            time?: {
                                /** @default 00:00 */
                                from?: string;
                                /** @default 23:59 */
                                to?: string;
                            };
                            ip?: string[];
                        };
                        match_all?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        default: string;
                        title: string | null;
                        rules: {
                            target: string;
                            prio?: number;
                            when: {
                                [key: string]: unknown;
                            };
                            match_all?: boolean;
                        }[];
                    };
                };
            };
            /** @description empty_condition, expiry_in_past, invalid_input, invalid_url, private_address, rule_without_condition, target_blocked, target_is_short_link, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "empty_condition" | "expiry_in_past" | "invalid_input" | "invalid_url" | "private_address" | "rule_without_condition" | "target_blocked" | "target_is_short_link" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, redirect_rules_not_allowed, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "redirect_rules_not_allowed" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiLinksOgSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            title: string;
                            description: string;
                            image_url: string | null;
                        };
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    putApiLinksOgSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** @default  */
                    title?: string;
                    /** @default  */
                    description?: string;
                    image_url?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            title: string;
                            description: string;
                            image_url: string | null;
                        };
                    };
                };
            };
            /** @description invalid_input, invalid_url, private_address, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_url" | "private_address" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, custom_preview_not_allowed, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "custom_preview_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteApiLinksOgSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiLinksConversionsSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversions_enabled: boolean;
                        incoming_postback_url: string | null;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    putApiLinksConversionsSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    incoming_postback_url?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversions_enabled: boolean;
                        incoming_postback_url: string | null;
                    };
                };
            };
            /** @description invalid_input, invalid_url, private_address, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_url" | "private_address" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description conversions_not_allowed, csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "conversions_not_allowed" | "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiQrInfoSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        short_url: string;
                        qr_text: string;
                        qr: {
                            /** @constant */
                            ecc: "H";
                            margin: number;
                            color_dark: string;
                            color_light: string;
                            logo_url: string | null;
                            size: number;
                            image_size: number;
                            image_url: string | null;
                            image_format: ("png" | "svg") | null;
                        };
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    putApiQrConfigSlug: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    ecc?: "H";
                    margin?: number;
                    color_dark?: string;
                    color_light?: string;
                    logo_url?: string | null;
                    size?: number;
                    image_size?: number;
                    /** @enum {string} */
                    format?: "png" | "svg";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        short_url: string;
                        qr_text: string;
                        qr: {
                            /** @constant */
                            ecc: "H";
                            margin: number;
                            color_dark: string;
                            color_light: string;
                            logo_url: string | null;
                            size: number;
                            image_size: number;
                            image_url: string | null;
                            image_format: ("png" | "svg") | null;
                        };
                    };
                };
            };
            /** @description invalid_image_dimensions, invalid_input, invalid_logo, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_image_dimensions" | "invalid_input" | "invalid_logo" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, qr_logo_not_allowed, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "qr_logo_not_allowed" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiDomainsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: string;
                            hostname: string;
                            is_system: boolean;
                            /** @enum {string} */
                            status: "active" | "pending";
                            /** @enum {string} */
                            type: "system" | "subdomain" | "byod";
                            meta: {
                                ui_instructions?: {
                                    errors: string[];
                                    required: {
                                        cname: {
                                            name: string;
                                            target: string;
                                        };
                                        ownershipTXT: {
                                            name: string;
                                            value: string;
                                        };
                                    };
                                    acme: {
                                        /** @enum {string} */
                                        preferred: "txt" | "cname";
                                        txt: {
                                            name: string;
                                            value: string;
                                        } | null;
                                        cname: {
                                            name: string;
                                            target: string;
                                        } | null;
                                        httpAlt: {
                                            url: string;
                                            body: string;
                                        } | null;
                                    } | null;
                                };
                                cf_status?: {
                                    hostname: string;
                                    ssl: string;
                                } | null;
                                ownership_lost_at?: number | null;
                                pending_since?: number;
                            } & {
                                [key: string]: unknown;
                            };
                            links: number;
                            root_url: string | null;
                            not_found_url: string | null;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiDomainsCreateSubdomain: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up (a UUID) so that a retried request creates nothing twice: for 24 hours, the same key with the same request answers the first answer again (same status and body, with `Idempotent-Replayed: true`); with another request it is refused with 409 `idempotency_key_reused`. Keys are the account's, whether it calls with its session or an API key. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sub: string;
                    edge: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        hostname: string;
                        is_system: boolean;
                        /** @enum {string} */
                        status: "active" | "pending";
                        /** @enum {string} */
                        type: "system" | "subdomain" | "byod";
                        meta: {
                            ui_instructions?: {
                                errors: string[];
                                required: {
                                    cname: {
                                        name: string;
                                        target: string;
                                    };
                                    ownershipTXT: {
                                        name: string;
                                        value: string;
                                    };
                                };
                                acme: {
                                    /** @enum {string} */
                                    preferred: "txt" | "cname";
                                    txt: {
                                        name: string;
                                        value: string;
                                    } | null;
                                    cname: {
                                        name: string;
                                        target: string;
                                    } | null;
                                    httpAlt: {
                                        url: string;
                                        body: string;
                                    } | null;
                                } | null;
                            };
                            cf_status?: {
                                hostname: string;
                                ssl: string;
                            } | null;
                            ownership_lost_at?: number | null;
                            pending_since?: number;
                        } & {
                            [key: string]: unknown;
                        };
                        links: number;
                        root_url: string | null;
                        not_found_url: string | null;
                    };
                };
            };
            /** @description invalid_edge, invalid_input, invalid_subdomain, reserved_subdomain, unknown_field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_edge" | "invalid_input" | "invalid_subdomain" | "reserved_subdomain" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, guest_not_allowed, insufficient_scope, not_a_member, role_not_allowed, subdomains_limit_reached */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed" | "subdomains_limit_reached";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description domain_taken, idempotency_key_in_use, idempotency_key_reused */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "domain_taken" | "idempotency_key_in_use" | "idempotency_key_reused";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiDomainsRequestByod: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up (a UUID) so that a retried request creates nothing twice: for 24 hours, the same key with the same request answers the first answer again (same status and body, with `Idempotent-Replayed: true`); with another request it is refused with 409 `idempotency_key_reused`. Keys are the account's, whether it calls with its session or an API key. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hostname: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        hostname: string;
                        is_system: boolean;
                        /** @enum {string} */
                        status: "active" | "pending";
                        /** @enum {string} */
                        type: "system" | "subdomain" | "byod";
                        meta: {
                            ui_instructions?: {
                                errors: string[];
                                required: {
                                    cname: {
                                        name: string;
                                        target: string;
                                    };
                                    ownershipTXT: {
                                        name: string;
                                        value: string;
                                    };
                                };
                                acme: {
                                    /** @enum {string} */
                                    preferred: "txt" | "cname";
                                    txt: {
                                        name: string;
                                        value: string;
                                    } | null;
                                    cname: {
                                        name: string;
                                        target: string;
                                    } | null;
                                    httpAlt: {
                                        url: string;
                                        body: string;
                                    } | null;
                                } | null;
                            };
                            cf_status?: {
                                hostname: string;
                                ssl: string;
                            } | null;
                            ownership_lost_at?: number | null;
                            pending_since?: number;
                        } & {
                            [key: string]: unknown;
                        };
                        links: number;
                        root_url: string | null;
                        not_found_url: string | null;
                    };
                };
            };
            /** @description invalid_hostname, invalid_input, unknown_field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_hostname" | "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description byod_limit_reached, csrf_rejected, domain_not_allowed, guest_not_allowed, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "byod_limit_reached" | "csrf_rejected" | "domain_not_allowed" | "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description domain_taken, idempotency_key_in_use, idempotency_key_reused */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "domain_taken" | "idempotency_key_in_use" | "idempotency_key_reused";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiDomainsVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        hostname: string;
                        is_system: boolean;
                        /** @enum {string} */
                        status: "active" | "pending";
                        /** @enum {string} */
                        type: "system" | "subdomain" | "byod";
                        meta: {
                            ui_instructions?: {
                                errors: string[];
                                required: {
                                    cname: {
                                        name: string;
                                        target: string;
                                    };
                                    ownershipTXT: {
                                        name: string;
                                        value: string;
                                    };
                                };
                                acme: {
                                    /** @enum {string} */
                                    preferred: "txt" | "cname";
                                    txt: {
                                        name: string;
                                        value: string;
                                    } | null;
                                    cname: {
                                        name: string;
                                        target: string;
                                    } | null;
                                    httpAlt: {
                                        url: string;
                                        body: string;
                                    } | null;
                                } | null;
                            };
                            cf_status?: {
                                hostname: string;
                                ssl: string;
                            } | null;
                            ownership_lost_at?: number | null;
                            pending_since?: number;
                        } & {
                            [key: string]: unknown;
                        };
                        links: number;
                        root_url: string | null;
                        not_found_url: string | null;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed, system_domain_protected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed" | "system_domain_protected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description domain_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "domain_taken";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteApiDomainsDeleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id its list or its create call answered. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        links_deleted: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed, system_domain_protected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed" | "system_domain_protected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    putApiDomainsSettingsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id its list or its create call answered. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    root_url?: string | null;
                    not_found_url?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        hostname: string;
                        is_system: boolean;
                        /** @enum {string} */
                        status: "active" | "pending";
                        /** @enum {string} */
                        type: "system" | "subdomain" | "byod";
                        meta: {
                            ui_instructions?: {
                                errors: string[];
                                required: {
                                    cname: {
                                        name: string;
                                        target: string;
                                    };
                                    ownershipTXT: {
                                        name: string;
                                        value: string;
                                    };
                                };
                                acme: {
                                    /** @enum {string} */
                                    preferred: "txt" | "cname";
                                    txt: {
                                        name: string;
                                        value: string;
                                    } | null;
                                    cname: {
                                        name: string;
                                        target: string;
                                    } | null;
                                    httpAlt: {
                                        url: string;
                                        body: string;
                                    } | null;
                                } | null;
                            };
                            cf_status?: {
                                hostname: string;
                                ssl: string;
                            } | null;
                            ownership_lost_at?: number | null;
                            pending_since?: number;
                        } & {
                            [key: string]: unknown;
                        };
                        links: number;
                        root_url: string | null;
                        not_found_url: string | null;
                    };
                };
            };
            /** @description invalid_input, invalid_url, private_address, target_blocked, target_is_short_link, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_url" | "private_address" | "target_blocked" | "target_is_short_link" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed, system_domain_protected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed" | "system_domain_protected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiStatsSummary: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
                /** @description The first UTC day of the range, YYYY-MM-DD (inclusive); without it, the start of what the plan keeps. */
                from?: string;
                /** @description The last UTC day of the range, YYYY-MM-DD (inclusive); without it, today. */
                to?: string;
                /** @description Only clicks whose dimension (country, device...) is `filter_val`; goes with `filter_val`. */
                filter_by?: "country" | "device" | "lang" | "browser" | "os" | "target" | "dow" | "source";
                /** @description The value of the `filter_by` dimension to keep (as the breakdowns answer it). */
                filter_val?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        title: string | null;
                        totals: {
                            clicks: number;
                            /** @description People counted once per UTC day by a daily hash of their IP; a range adds its days. Without a filter it is a HyperLogLog estimate (precision 14): standard error 0.81 %, within 2.4 % in 99.7 % of cases; a few visitors a day are counted exactly unless two of them share one of its 16,384 registers (for 20 visitors a chance of about 1 %). With a filter it is the exact count of distinct hashes. */
                            unique_ips: number;
                            conversions: number;
                            /** @description Revenue in US dollars only; amounts in other currencies are in revenue_by_currency, never added to it. */
                            revenue: number;
                            bots: number;
                        };
                        /** @description The revenue of each currency that has any, by currency code; amounts of different currencies are never added. */
                        revenue_by_currency: {
                            /** @description ISO 4217 code, upper case */
                            currency: string;
                            amount: number;
                        }[];
                        breakdowns: {
                            country: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            device: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            lang: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            browser: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            os: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            target: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            dow: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            source: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                        };
                        timeseries: {
                            t: number;
                            count: number;
                        }[];
                        conversions_timeseries: {
                            t: number;
                            conversions: number;
                        }[];
                        range: {
                            from: number;
                            to: number;
                            /** @enum {string} */
                            bucket: "hour" | "day";
                        };
                        data_as_of?: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiStatsStream: {
        parameters: {
            query: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
                /** @description How many rows to answer at most. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            ts: number;
                            country: string | null;
                            device: string;
                            lang: string | null;
                            referer: string | null;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiStatsAccount: {
        parameters: {
            query?: {
                /** @description The first UTC day of the range, YYYY-MM-DD (inclusive); without it, the start of what the plan keeps. */
                from?: string;
                /** @description The last UTC day of the range, YYYY-MM-DD (inclusive); without it, today. */
                to?: string;
                /** @description Only clicks whose dimension (country, device...) is `filter_val`; goes with `filter_val`. */
                filter_by?: "country" | "device" | "lang" | "browser" | "os" | "source" | "target";
                /** @description The value of the `filter_by` dimension to keep (as the breakdowns answer it). */
                filter_val?: string;
                /** @description A tag name (case-insensitive). */
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totals: {
                            clicks: number;
                            /** @description People counted once per UTC day by a daily hash of their IP; a range adds its days. Without a filter it is a HyperLogLog estimate (precision 14): standard error 0.81 %, within 2.4 % in 99.7 % of cases; a few visitors a day are counted exactly unless two of them share one of its 16,384 registers (for 20 visitors a chance of about 1 %). With a filter it is the exact count of distinct hashes. */
                            unique_ips: number;
                            conversions: number;
                            /** @description Revenue in US dollars only; amounts in other currencies are in revenue_by_currency, never added to it. */
                            revenue: number;
                            cr: number;
                            bots: number;
                        };
                        /** @description The revenue of each currency that has any, by currency code; amounts of different currencies are never added. */
                        revenue_by_currency: {
                            /** @description ISO 4217 code, upper case */
                            currency: string;
                            amount: number;
                        }[];
                        breakdowns: {
                            country: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            device: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            lang: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            browser: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            os: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            source: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                            target: {
                                key: string;
                                count: number;
                                conv: number;
                            }[];
                        };
                        timeseries: {
                            t: number;
                            count: number;
                        }[];
                        conversions_timeseries: {
                            t: number;
                            conversions: number;
                        }[];
                        links: {
                            host: string;
                            slug: string;
                            clicks: number;
                            conversions: number;
                        }[];
                        links_more: number;
                        range: {
                            from: number;
                            to: number;
                            /** @enum {string} */
                            bucket: "hour" | "day";
                        };
                        data_as_of?: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiStatsAccountStream: {
        parameters: {
            query?: {
                /** @description How many rows to answer at most. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            ts: number;
                            country: string | null;
                            device: string;
                            lang: string | null;
                            referer: string | null;
                            hostname: string;
                            slug: string;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiPostback: {
        parameters: {
            query: {
                /** @description The click id kurz added to the target URL (the `{clickid}` macro or `clid=`). */
                clickid: string;
                /** @description The account's postback token (the postback URL the dashboard shows carries it). */
                token?: string;
                /** @description The conversion's revenue, in `currency`. */
                revenue?: number | string;
                /** @description The ISO 4217 code of `revenue` (e.g. USD). */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        duplicate: boolean;
                    };
                };
            };
            /** @description invalid_currency, invalid_input, invalid_revenue, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_currency" | "invalid_input" | "invalid_revenue" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_postback_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_postback_token";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description account_banned, forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "account_banned" | "forbidden";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unknown_click */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unknown_click";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description conversions_disabled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "conversions_disabled";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiPostback: {
        parameters: {
            query?: {
                /** @description The click id kurz added to the target URL (the `{clickid}` macro or `clid=`). */
                clickid?: string;
                /** @description The account's postback token (the postback URL the dashboard shows carries it). */
                token?: string;
                /** @description The conversion's revenue, in `currency`. */
                revenue?: number | string;
                /** @description The ISO 4217 code of `revenue` (e.g. USD). */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clickid?: string;
                    token?: string;
                    revenue?: number | string;
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        duplicate: boolean;
                    };
                };
            };
            /** @description invalid_currency, invalid_input, invalid_revenue, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_currency" | "invalid_input" | "invalid_revenue" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_postback_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_postback_token";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description account_banned, csrf_rejected, forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "account_banned" | "csrf_rejected" | "forbidden";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unknown_click */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unknown_click";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description conversions_disabled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "conversions_disabled";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiPostbackToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        postback_url: string;
                        tokenless_until: number | null;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, guest_not_allowed, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "guest_not_allowed" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description secret_unreadable */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "secret_unreadable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiPostbackTokenRotate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        postback_url: string;
                        tokenless_until: number | null;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, guest_not_allowed, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "guest_not_allowed" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiPostbackTokenRequire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        postback_url: string;
                        tokenless_until: number | null;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, guest_not_allowed, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "guest_not_allowed" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description secret_unreadable */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "secret_unreadable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            prefix: string;
                            created_at: number;
                            last_used_at: number | null;
                            expires_at: number | null;
                            hostname: string | null;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, email_not_verified, guest_not_allowed, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "email_not_verified" | "guest_not_allowed" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up (a UUID) so that a retried request creates nothing twice: for 24 hours, the same key with the same request answers the first answer again (same status and body, with `Idempotent-Replayed: true`); with another request it is refused with 409 `idempotency_key_reused`. Keys are the account's, whether it calls with its session or an API key. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "write";
                    expires_at?: number | null;
                    /** @description Narrows the key to the links on this hostname (a system domain, or a subdomain or domain of the workspace): it sees and changes only them, and no other domain. Absent or null: every hostname. */
                    hostname?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        key: string;
                        name: string;
                        /** @enum {string} */
                        scope: "read" | "write";
                        prefix: string;
                        created_at: number;
                        expires_at: number | null;
                        hostname: string | null;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, api_keys_limit_reached, csrf_rejected, domain_not_allowed, email_not_verified, guest_not_allowed, not_a_member, role_not_allowed */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "api_keys_limit_reached" | "csrf_rejected" | "domain_not_allowed" | "email_not_verified" | "guest_not_allowed" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description idempotency_key_in_use, idempotency_key_reused */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "idempotency_key_in_use" | "idempotency_key_reused";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteApiKeysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id its list or its create call answered. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, email_not_verified, guest_not_allowed, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "email_not_verified" | "guest_not_allowed" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiLinksBulk: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up (a UUID) so that a retried request creates nothing twice: for 24 hours, the same key with the same request answers the first answer again (same status and body, with `Idempotent-Replayed: true`); with another request it is refused with 409 `idempotency_key_reused`. Keys are the account's, whether it calls with its session or an API key. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    links: {
                        url: string;
                        slug?: string | null;
                        hostname: string;
                        title?: string | null;
                        tags?: string[];
                        expires_at?: (number | string) | null;
                        max_clicks?: number | null;
                        expired_url?: string | null;
                        password?: string | null;
                        targets?: {
                            url: string;
                            weight: number;
                        }[] | null;
                        ios_url?: string | null;
                        android_url?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            ok: boolean;
                            hostname: string;
                            slug: string | null;
                            /** @enum {string} */
                            error?: "invalid_input" | "unknown_field" | "unauthorized" | "forbidden" | "not_found" | "rate_limited" | "invalid_credentials" | "user_exists" | "already_registered" | "invalid_email" | "weak_password" | "password_too_short" | "invalid_token" | "token_already_used" | "token_expired" | "user_not_found" | "already_verified" | "guest_not_allowed" | "links_limit_reached" | "custom_slugs_not_allowed" | "billing_not_configured" | "invalid_signature" | "csrf_rejected" | "slug_taken" | "edit_conflict" | "reserved_slug" | "invalid_slug" | "invalid_url" | "target_is_short_link" | "domain_not_allowed" | "redirect_rules_not_allowed" | "custom_preview_not_allowed" | "conversions_not_allowed" | "empty_condition" | "rule_without_condition" | "expiry_in_past" | "qr_logo_not_allowed" | "invalid_logo" | "qr_content_mismatch" | "invalid_image_dimensions" | "method_not_allowed" | "unsupported_media_type" | "payload_too_large" | "misdirected_request" | "unknown_click" | "conversions_disabled" | "webhooks_limit_reached" | "private_address" | "subdomains_limit_reached" | "byod_limit_reached" | "invalid_subdomain" | "reserved_subdomain" | "invalid_edge" | "invalid_hostname" | "domain_taken" | "system_domain_protected" | "internal_error" | "service_unavailable" | "invalid_api_key" | "insufficient_scope" | "api_key_not_allowed" | "email_not_verified" | "api_keys_limit_reached" | "role_not_allowed" | "not_a_member" | "invitation_not_found" | "invitation_email_mismatch" | "already_member" | "already_invited" | "seats_limit_reached" | "last_owner" | "personal_workspace" | "subscription_active" | "target_blocked" | "account_banned" | "invalid_csv" | "already_imported" | "invalid_postback_token" | "invalid_revenue" | "invalid_currency" | "idempotency_key_reused" | "idempotency_key_in_use" | "secret_unreadable";
                            field?: string;
                            message?: string;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description idempotency_key_in_use, idempotency_key_reused */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "idempotency_key_in_use" | "idempotency_key_reused";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiLinksBulkUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    links: {
                        slug: string;
                        hostname: string;
                        url?: string;
                        title?: string | null;
                        tags?: string[];
                        expires_at?: (number | string) | null;
                        max_clicks?: number | null;
                        expired_url?: string | null;
                        password?: string | null;
                        targets?: {
                            url: string;
                            weight: number;
                        }[] | null;
                        ios_url?: string | null;
                        android_url?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            ok: boolean;
                            hostname: string;
                            slug: string | null;
                            /** @enum {string} */
                            error?: "invalid_input" | "unknown_field" | "unauthorized" | "forbidden" | "not_found" | "rate_limited" | "invalid_credentials" | "user_exists" | "already_registered" | "invalid_email" | "weak_password" | "password_too_short" | "invalid_token" | "token_already_used" | "token_expired" | "user_not_found" | "already_verified" | "guest_not_allowed" | "links_limit_reached" | "custom_slugs_not_allowed" | "billing_not_configured" | "invalid_signature" | "csrf_rejected" | "slug_taken" | "edit_conflict" | "reserved_slug" | "invalid_slug" | "invalid_url" | "target_is_short_link" | "domain_not_allowed" | "redirect_rules_not_allowed" | "custom_preview_not_allowed" | "conversions_not_allowed" | "empty_condition" | "rule_without_condition" | "expiry_in_past" | "qr_logo_not_allowed" | "invalid_logo" | "qr_content_mismatch" | "invalid_image_dimensions" | "method_not_allowed" | "unsupported_media_type" | "payload_too_large" | "misdirected_request" | "unknown_click" | "conversions_disabled" | "webhooks_limit_reached" | "private_address" | "subdomains_limit_reached" | "byod_limit_reached" | "invalid_subdomain" | "reserved_subdomain" | "invalid_edge" | "invalid_hostname" | "domain_taken" | "system_domain_protected" | "internal_error" | "service_unavailable" | "invalid_api_key" | "insufficient_scope" | "api_key_not_allowed" | "email_not_verified" | "api_keys_limit_reached" | "role_not_allowed" | "not_a_member" | "invitation_not_found" | "invitation_email_mismatch" | "already_member" | "already_invited" | "seats_limit_reached" | "last_owner" | "personal_workspace" | "subscription_active" | "target_blocked" | "account_banned" | "invalid_csv" | "already_imported" | "invalid_postback_token" | "invalid_revenue" | "invalid_currency" | "idempotency_key_reused" | "idempotency_key_in_use" | "secret_unreadable";
                            field?: string;
                            message?: string;
                            /**
                             * @example {
                             *       "hostname": "kurz.link",
                             *       "slug": "spring",
                             *       "target_url": "https://example.com/spring-sale?utm_source=newsletter",
                             *       "title": "Spring sale",
                             *       "clicks_today": 3,
                             *       "clicks_total": 42,
                             *       "created_at": 1767225600,
                             *       "conversions_enabled": false,
                             *       "expires_at": null,
                             *       "tags": [],
                             *       "max_clicks": null,
                             *       "expired_url": null,
                             *       "has_password": false,
                             *       "targets": null,
                             *       "ios_url": null,
                             *       "android_url": null,
                             *       "rules_count": 0,
                             *       "preview_enabled": false,
                             *       "created_by": {
                             *         "id": "5f0c7a52-3c1e-4f7e-9a43-2d8f1b6e9c10",
                             *         "email": "ann@example.com"
                             *       }
                             *     }
                             */
                            link?: {
                                hostname: string;
                                slug: string;
                                target_url: string;
                                title: string | null;
                                clicks_today: number;
                                clicks_total: number;
                                created_at: number;
                                conversions_enabled: boolean;
                                expires_at: number | null;
                                tags: string[];
                                max_clicks: number | null;
                                expired_url: string | null;
                                has_password: boolean;
                                targets: {
                                    url: string;
                                    weight: number;
                                }[] | null;
                                ios_url: string | null;
                                android_url: string | null;
                                rules_count: number;
                                preview_enabled: boolean;
                                created_by: {
                                    id: string;
                                    email: string | null;
                                } | null;
                            };
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiLinksBulkDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    links: {
                        slug: string;
                        hostname: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            ok: boolean;
                            hostname: string;
                            slug: string | null;
                            /** @enum {string} */
                            error?: "invalid_input" | "unknown_field" | "unauthorized" | "forbidden" | "not_found" | "rate_limited" | "invalid_credentials" | "user_exists" | "already_registered" | "invalid_email" | "weak_password" | "password_too_short" | "invalid_token" | "token_already_used" | "token_expired" | "user_not_found" | "already_verified" | "guest_not_allowed" | "links_limit_reached" | "custom_slugs_not_allowed" | "billing_not_configured" | "invalid_signature" | "csrf_rejected" | "slug_taken" | "edit_conflict" | "reserved_slug" | "invalid_slug" | "invalid_url" | "target_is_short_link" | "domain_not_allowed" | "redirect_rules_not_allowed" | "custom_preview_not_allowed" | "conversions_not_allowed" | "empty_condition" | "rule_without_condition" | "expiry_in_past" | "qr_logo_not_allowed" | "invalid_logo" | "qr_content_mismatch" | "invalid_image_dimensions" | "method_not_allowed" | "unsupported_media_type" | "payload_too_large" | "misdirected_request" | "unknown_click" | "conversions_disabled" | "webhooks_limit_reached" | "private_address" | "subdomains_limit_reached" | "byod_limit_reached" | "invalid_subdomain" | "reserved_subdomain" | "invalid_edge" | "invalid_hostname" | "domain_taken" | "system_domain_protected" | "internal_error" | "service_unavailable" | "invalid_api_key" | "insufficient_scope" | "api_key_not_allowed" | "email_not_verified" | "api_keys_limit_reached" | "role_not_allowed" | "not_a_member" | "invitation_not_found" | "invitation_email_mismatch" | "already_member" | "already_invited" | "seats_limit_reached" | "last_owner" | "personal_workspace" | "subscription_active" | "target_blocked" | "account_banned" | "invalid_csv" | "already_imported" | "invalid_postback_token" | "invalid_revenue" | "invalid_currency" | "idempotency_key_reused" | "idempotency_key_in_use" | "secret_unreadable";
                            field?: string;
                            message?: string;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiLinksExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    /** @description attachment; filename="..." */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiStatsExport: {
        parameters: {
            query: {
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
                /** @description The first UTC day of the range, YYYY-MM-DD (inclusive); without it, the start of what the plan keeps. */
                from?: string;
                /** @description The last UTC day of the range, YYYY-MM-DD (inclusive); without it, today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    /** @description attachment; filename="..." */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiImportsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                    hostname: string;
                    keep_slugs?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format: "csv" | "bitly" | "shlink" | "kutt" | "kurz";
                        total: number;
                        valid: number;
                        sample: {
                            line: number;
                            url: string;
                            slug: string | null;
                            title: string | null;
                        }[];
                        problems: {
                            line: number;
                            /** @enum {string} */
                            error: "invalid_input" | "unknown_field" | "unauthorized" | "forbidden" | "not_found" | "rate_limited" | "invalid_credentials" | "user_exists" | "already_registered" | "invalid_email" | "weak_password" | "password_too_short" | "invalid_token" | "token_already_used" | "token_expired" | "user_not_found" | "already_verified" | "guest_not_allowed" | "links_limit_reached" | "custom_slugs_not_allowed" | "billing_not_configured" | "invalid_signature" | "csrf_rejected" | "slug_taken" | "edit_conflict" | "reserved_slug" | "invalid_slug" | "invalid_url" | "target_is_short_link" | "domain_not_allowed" | "redirect_rules_not_allowed" | "custom_preview_not_allowed" | "conversions_not_allowed" | "empty_condition" | "rule_without_condition" | "expiry_in_past" | "qr_logo_not_allowed" | "invalid_logo" | "qr_content_mismatch" | "invalid_image_dimensions" | "method_not_allowed" | "unsupported_media_type" | "payload_too_large" | "misdirected_request" | "unknown_click" | "conversions_disabled" | "webhooks_limit_reached" | "private_address" | "subdomains_limit_reached" | "byod_limit_reached" | "invalid_subdomain" | "reserved_subdomain" | "invalid_edge" | "invalid_hostname" | "domain_taken" | "system_domain_protected" | "internal_error" | "service_unavailable" | "invalid_api_key" | "insufficient_scope" | "api_key_not_allowed" | "email_not_verified" | "api_keys_limit_reached" | "role_not_allowed" | "not_a_member" | "invitation_not_found" | "invitation_email_mismatch" | "already_member" | "already_invited" | "seats_limit_reached" | "last_owner" | "personal_workspace" | "subscription_active" | "target_blocked" | "account_banned" | "invalid_csv" | "already_imported" | "invalid_postback_token" | "invalid_revenue" | "invalid_currency" | "idempotency_key_reused" | "idempotency_key_in_use" | "secret_unreadable";
                            slug: string | null;
                        }[];
                        problem_count: number;
                        warnings: {
                            line: number;
                            /** @enum {string} */
                            code: "domain_replaced" | "archived_expired" | "password_not_carried" | "forward_query_not_carried" | "valid_since_not_carried" | "crawlable_not_carried" | "redirect_rules_not_carried" | "deep_links_not_carried" | "extra_back_halves" | "feature_not_allowed" | "setting_dropped";
                            detail: string | null;
                            message: string;
                        }[];
                        warning_count: number;
                    };
                };
            };
            /** @description invalid_csv, invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_csv" | "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiImports: {
        parameters: {
            query?: {
                /** @description How many rows to answer at most. */
                limit?: number;
                /** @description The `next_cursor` of the previous page, to read the next one (with the same `sort`). */
                cursor?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: string;
                            /** @enum {string} */
                            status: "running" | "done" | "stopped";
                            /** @enum {string} */
                            format: "csv" | "bitly" | "shlink" | "kutt" | "kurz";
                            hostname: string;
                            total: number;
                            processed: number;
                            created: number;
                            existing: number;
                            failed: number;
                            warning_count: number;
                            created_at: number;
                            finished_at: number | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiImports: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up (a UUID) so that a retried request creates nothing twice: for 24 hours, the same key with the same request answers the first answer again (same status and body, with `Idempotent-Replayed: true`); with another request it is refused with 409 `idempotency_key_reused`. Keys are the account's, whether it calls with its session or an API key. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                    hostname: string;
                    keep_slugs?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "running" | "done" | "stopped";
                        /** @enum {string} */
                        format: "csv" | "bitly" | "shlink" | "kutt" | "kurz";
                        hostname: string;
                        total: number;
                        processed: number;
                        created: number;
                        existing: number;
                        failed: number;
                        problems: {
                            line: number;
                            /** @enum {string} */
                            error: "invalid_input" | "unknown_field" | "unauthorized" | "forbidden" | "not_found" | "rate_limited" | "invalid_credentials" | "user_exists" | "already_registered" | "invalid_email" | "weak_password" | "password_too_short" | "invalid_token" | "token_already_used" | "token_expired" | "user_not_found" | "already_verified" | "guest_not_allowed" | "links_limit_reached" | "custom_slugs_not_allowed" | "billing_not_configured" | "invalid_signature" | "csrf_rejected" | "slug_taken" | "edit_conflict" | "reserved_slug" | "invalid_slug" | "invalid_url" | "target_is_short_link" | "domain_not_allowed" | "redirect_rules_not_allowed" | "custom_preview_not_allowed" | "conversions_not_allowed" | "empty_condition" | "rule_without_condition" | "expiry_in_past" | "qr_logo_not_allowed" | "invalid_logo" | "qr_content_mismatch" | "invalid_image_dimensions" | "method_not_allowed" | "unsupported_media_type" | "payload_too_large" | "misdirected_request" | "unknown_click" | "conversions_disabled" | "webhooks_limit_reached" | "private_address" | "subdomains_limit_reached" | "byod_limit_reached" | "invalid_subdomain" | "reserved_subdomain" | "invalid_edge" | "invalid_hostname" | "domain_taken" | "system_domain_protected" | "internal_error" | "service_unavailable" | "invalid_api_key" | "insufficient_scope" | "api_key_not_allowed" | "email_not_verified" | "api_keys_limit_reached" | "role_not_allowed" | "not_a_member" | "invitation_not_found" | "invitation_email_mismatch" | "already_member" | "already_invited" | "seats_limit_reached" | "last_owner" | "personal_workspace" | "subscription_active" | "target_blocked" | "account_banned" | "invalid_csv" | "already_imported" | "invalid_postback_token" | "invalid_revenue" | "invalid_currency" | "idempotency_key_reused" | "idempotency_key_in_use" | "secret_unreadable";
                            slug: string | null;
                        }[];
                        warnings: {
                            line: number;
                            /** @enum {string} */
                            code: "domain_replaced" | "archived_expired" | "password_not_carried" | "forward_query_not_carried" | "valid_since_not_carried" | "crawlable_not_carried" | "redirect_rules_not_carried" | "deep_links_not_carried" | "extra_back_halves" | "feature_not_allowed" | "setting_dropped";
                            detail: string | null;
                            message: string;
                        }[];
                        warning_count: number;
                        created_at: number;
                    };
                };
            };
            /** @description invalid_csv, invalid_input, unknown_field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_csv" | "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, domain_not_allowed, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "domain_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description idempotency_key_in_use, idempotency_key_reused */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "idempotency_key_in_use" | "idempotency_key_reused";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiImportsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id its list or its create call answered. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "running" | "done" | "stopped";
                        /** @enum {string} */
                        format: "csv" | "bitly" | "shlink" | "kutt" | "kurz";
                        hostname: string;
                        total: number;
                        processed: number;
                        created: number;
                        existing: number;
                        failed: number;
                        problems: {
                            line: number;
                            /** @enum {string} */
                            error: "invalid_input" | "unknown_field" | "unauthorized" | "forbidden" | "not_found" | "rate_limited" | "invalid_credentials" | "user_exists" | "already_registered" | "invalid_email" | "weak_password" | "password_too_short" | "invalid_token" | "token_already_used" | "token_expired" | "user_not_found" | "already_verified" | "guest_not_allowed" | "links_limit_reached" | "custom_slugs_not_allowed" | "billing_not_configured" | "invalid_signature" | "csrf_rejected" | "slug_taken" | "edit_conflict" | "reserved_slug" | "invalid_slug" | "invalid_url" | "target_is_short_link" | "domain_not_allowed" | "redirect_rules_not_allowed" | "custom_preview_not_allowed" | "conversions_not_allowed" | "empty_condition" | "rule_without_condition" | "expiry_in_past" | "qr_logo_not_allowed" | "invalid_logo" | "qr_content_mismatch" | "invalid_image_dimensions" | "method_not_allowed" | "unsupported_media_type" | "payload_too_large" | "misdirected_request" | "unknown_click" | "conversions_disabled" | "webhooks_limit_reached" | "private_address" | "subdomains_limit_reached" | "byod_limit_reached" | "invalid_subdomain" | "reserved_subdomain" | "invalid_edge" | "invalid_hostname" | "domain_taken" | "system_domain_protected" | "internal_error" | "service_unavailable" | "invalid_api_key" | "insufficient_scope" | "api_key_not_allowed" | "email_not_verified" | "api_keys_limit_reached" | "role_not_allowed" | "not_a_member" | "invitation_not_found" | "invitation_email_mismatch" | "already_member" | "already_invited" | "seats_limit_reached" | "last_owner" | "personal_workspace" | "subscription_active" | "target_blocked" | "account_banned" | "invalid_csv" | "already_imported" | "invalid_postback_token" | "invalid_revenue" | "invalid_currency" | "idempotency_key_reused" | "idempotency_key_in_use" | "secret_unreadable";
                            slug: string | null;
                        }[];
                        warnings: {
                            line: number;
                            /** @enum {string} */
                            code: "domain_replaced" | "archived_expired" | "password_not_carried" | "forward_query_not_carried" | "valid_since_not_carried" | "crawlable_not_carried" | "redirect_rules_not_carried" | "deep_links_not_carried" | "extra_back_halves" | "feature_not_allowed" | "setting_dropped";
                            detail: string | null;
                            message: string;
                        }[];
                        warning_count: number;
                        created_at: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            name: string;
                            color: string;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    putApiTagsTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A tag name (case-insensitive). */
                tag: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    color: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        color: string;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: string;
                            url: string;
                            events: ("link.created" | "link.updated" | "link.deleted" | "link.clicked" | "conversion.created")[];
                            enabled: boolean;
                            disabled_at: number | null;
                            created_at: number;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description guest_not_allowed, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up (a UUID) so that a retried request creates nothing twice: for 24 hours, the same key with the same request answers the first answer again (same status and body, with `Idempotent-Replayed: true`); with another request it is refused with 409 `idempotency_key_reused`. Keys are the account's, whether it calls with its session or an API key. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("link.created" | "link.updated" | "link.deleted" | "link.clicked" | "conversion.created")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: ("link.created" | "link.updated" | "link.deleted" | "link.clicked" | "conversion.created")[];
                        enabled: boolean;
                        disabled_at: number | null;
                        created_at: number;
                        secret: string;
                    };
                };
            };
            /** @description invalid_input, invalid_url, private_address, unknown_field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_url" | "private_address" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, email_not_verified, guest_not_allowed, insufficient_scope, not_a_member, role_not_allowed, webhooks_limit_reached */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "email_not_verified" | "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed" | "webhooks_limit_reached";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description idempotency_key_in_use, idempotency_key_reused */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "idempotency_key_in_use" | "idempotency_key_reused";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteApiWebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id its list or its create call answered. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, guest_not_allowed, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiWebhooksIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id its list or its create call answered. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: string;
                            event: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            status_code: number | null;
                            attempts: number;
                            error: string | null;
                            created_at: number;
                            attempted_at: number | null;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description guest_not_allowed, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiWebhooksIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up (a UUID) so that a retried request creates nothing twice: for 24 hours, the same key with the same request answers the first answer again (same status and body, with `Idempotent-Replayed: true`); with another request it is refused with 409 `idempotency_key_reused`. Keys are the account's, whether it calls with its session or an API key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id its list or its create call answered. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        delivery_id: string;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, guest_not_allowed, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description idempotency_key_in_use, idempotency_key_reused */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "idempotency_key_in_use" | "idempotency_key_reused";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiWebhooksIdEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id its list or its create call answered. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: ("link.created" | "link.updated" | "link.deleted" | "link.clicked" | "conversion.created")[];
                        enabled: boolean;
                        disabled_at: number | null;
                        created_at: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, guest_not_allowed, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    /** @enum {string} */
                    reason: "spam" | "phishing" | "malware" | "other";
                    details?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiAdminFlagged: {
        parameters: {
            query?: {
                /** @description `created`: newest first (the default); `clicks`: most clicked first. */
                sort?: "reporters" | "latest";
                /** @description How many rows to answer at most. */
                limit?: number;
                /** @description The `next_cursor` of the previous page, to read the next one (with the same `sort`). */
                cursor?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            hostname: string;
                            slug: string;
                            target_url: string;
                            created_at: number;
                            owner_id: string;
                            owner_email: string | null;
                            owner_banned: boolean;
                            disabled: boolean;
                            report_count: number;
                            reporters: number;
                            latest_report_at: number | null;
                            latest_reports: {
                                /** @enum {string} */
                                reason: "spam" | "phishing" | "malware" | "other";
                                details: string | null;
                                created_at: number;
                            }[];
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, forbidden, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "forbidden" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAdminLinksDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    hostname: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, forbidden, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "forbidden" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAdminLinksRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    hostname: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, forbidden, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "forbidden" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAdminLinksDismissReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    hostname: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dismissed: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, forbidden, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "forbidden" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAdminUsersBan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    user_id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, forbidden, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "forbidden" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiAdminUsersUnban: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    user_id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, forbidden, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "forbidden" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiWorkspaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: string;
                            name: string;
                            personal: boolean;
                            owner_email: string | null;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                            plan: string;
                            members: number;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiWorkspaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        personal: boolean;
                        owner_email: string | null;
                        /** @enum {string} */
                        role: "owner" | "admin" | "member" | "viewer";
                        plan: string;
                        members: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, email_not_verified, guest_not_allowed, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "email_not_verified" | "guest_not_allowed" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiInvitationsToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token at the end of the mailed invitation link. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workspace: {
                            id: string;
                            name: string;
                            owner_email: string | null;
                        };
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "member" | "viewer";
                        invited_by: string | null;
                        expires_at: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invitation_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invitation_not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        personal: boolean;
                        owner_email: string | null;
                        /** @enum {string} */
                        role: "owner" | "admin" | "member" | "viewer";
                        plan: string;
                        members: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, guest_not_allowed, invitation_email_mismatch, not_a_member, seats_limit_reached */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "guest_not_allowed" | "invitation_email_mismatch" | "not_a_member" | "seats_limit_reached";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invitation_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invitation_not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description already_member */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "already_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiWorkspaceMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            user_id: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                            joined_at: number;
                            last_active_at: number | null;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    putApiWorkspaceMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's user id, as the members list answers it. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "admin" | "member" | "viewer";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description last_owner, personal_workspace */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "last_owner" | "personal_workspace";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteApiWorkspaceMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's user id, as the members list answers it. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description last_owner, personal_workspace */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "last_owner" | "personal_workspace";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiWorkspaceLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, not_a_member */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "not_a_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description last_owner, personal_workspace */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "last_owner" | "personal_workspace";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiWorkspaceTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The member's user id, as the members list answers it.
                     */
                    user_id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description personal_workspace */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "personal_workspace";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteApiWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description personal_workspace, subscription_active */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "personal_workspace" | "subscription_active";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    patchApiWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        personal: boolean;
                        owner_email: string | null;
                        /** @enum {string} */
                        role: "owner" | "admin" | "member" | "viewer";
                        plan: string;
                        members: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiWorkspaceInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                            invited_by: string | null;
                            created_at: number;
                            expires_at: number;
                        }[];
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiWorkspaceInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "member" | "viewer";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "member" | "viewer";
                        invited_by: string | null;
                        created_at: number;
                        expires_at: number;
                    };
                };
            };
            /** @description invalid_email, invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_email" | "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, email_not_verified, guest_not_allowed, insufficient_scope, not_a_member, role_not_allowed, seats_limit_reached */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "email_not_verified" | "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed" | "seats_limit_reached";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description already_invited, already_member */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "already_invited" | "already_member";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiWorkspaceInvitationsIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id its list or its create call answered. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "member" | "viewer";
                        invited_by: string | null;
                        created_at: number;
                        expires_at: number;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, email_not_verified, guest_not_allowed, insufficient_scope, not_a_member, role_not_allowed, seats_limit_reached */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "email_not_verified" | "guest_not_allowed" | "insufficient_scope" | "not_a_member" | "role_not_allowed" | "seats_limit_reached";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteApiWorkspaceInvitationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id its list or its create call answered. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description csrf_rejected, insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "csrf_rejected" | "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiWorkspaceAudit: {
        parameters: {
            query?: {
                /** @description The next_cursor of the previous page; absent: the newest events. */
                cursor?: string;
                /** @description How many events a page holds at most. */
                limit?: number;
                /** @description Only events of this action, e.g. link.deleted. */
                action?: "link.created" | "link.updated" | "link.deleted" | "links.bulk_created" | "links.bulk_updated" | "links.bulk_deleted" | "links.imported" | "domain.created" | "domain.verified" | "domain.updated" | "domain.deleted" | "api_key.created" | "api_key.deleted" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "member.invited" | "member.invitation_revoked" | "member.joined" | "member.role_changed" | "member.removed" | "plan.changed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: string;
                            at: number;
                            actor: {
                                id: string | null;
                                email: string | null;
                            } | null;
                            /** @enum {string} */
                            via: "session" | "api_key" | "system";
                            api_key_name?: string;
                            /** @enum {string} */
                            action: "link.created" | "link.updated" | "link.deleted" | "links.bulk_created" | "links.bulk_updated" | "links.bulk_deleted" | "links.imported" | "domain.created" | "domain.verified" | "domain.updated" | "domain.deleted" | "api_key.created" | "api_key.deleted" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "member.invited" | "member.invitation_revoked" | "member.joined" | "member.role_changed" | "member.removed" | "plan.changed";
                            target: {
                                type: string;
                                id: string;
                                label: string;
                            };
                            details: {
                                [key: string]: unknown;
                            };
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description invalid_api_key, unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description insufficient_scope, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "insufficient_scope" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiOgUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description invalid_image_dimensions, invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_image_dimensions" | "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, custom_preview_not_allowed, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "custom_preview_not_allowed" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiQrUpload: {
        parameters: {
            query: {
                /** @description The link's slug: the path of its short URL after the host. */
                slug: string;
                /** @description The link's host: a system domain, a subdomain or an own domain of the account. */
                hostname: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        short_url: string;
                        qr_text: string;
                        qr: {
                            /** @constant */
                            ecc: "H";
                            margin: number;
                            color_dark: string;
                            color_light: string;
                            logo_url: string | null;
                            size: number;
                            image_size: number;
                            image_url: string | null;
                            image_format: ("png" | "svg") | null;
                        };
                    };
                };
            };
            /** @description invalid_input, qr_content_mismatch, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "qr_content_mismatch" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, not_a_member, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "not_a_member" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    postApiQrLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description invalid_input, invalid_logo, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_logo" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description api_key_not_allowed, csrf_rejected, not_a_member, qr_logo_not_allowed, role_not_allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_allowed" | "csrf_rejected" | "not_a_member" | "qr_logo_not_allowed" | "role_not_allowed";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiR2: {
        parameters: {
            query: {
                /** @description The object key of an upload, as its URL names it. */
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/gif": string;
                    "image/svg+xml": string;
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
    getApiDomainsTlsAsk: {
        parameters: {
            query: {
                /** @description The host name a certificate is asked for */
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description invalid_input, unknown_field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "unknown_field";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description misdirected_request */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "misdirected_request";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        /** @description What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method). */
                        message?: string;
                        /** @description The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know. */
                        field?: string;
                    };
                };
            };
        };
    };
}
