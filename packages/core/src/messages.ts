/** Every user-facing text the spec quotes, word for word, in one place. */
export const MSG = {
  loading: 'Loading...',
  pageNotFound: 'Page not found.',
  register: {
    fillAll: 'Please fill all fields',
    passwordShort: 'Password must be at least 8 characters',
    mismatch: 'Passwords do not match',
    user_exists: 'User with this email already exists',
    invalid_email: 'Invalid email address',
    weak_password: 'Password is too weak',
    other: 'Registration failed. Please try again.',
    network: 'Connection error. Check your internet and try again.',
  },
  verify: {
    title: 'Email Verified!',
    failedTitle: 'Verification Failed',
    success: 'Your email has been successfully verified!',
    invalid_token: 'This verification link is invalid or has expired.',
    token_already_used: 'This verification link has already been used.',
    token_expired: 'This verification link has expired. Please request a new one.',
    user_not_found: 'User account not found.',
    other: 'Email verification failed. Please try again.',
    network: 'Failed to verify email. Please check your connection and try again.',
    missingToken: 'Invalid or missing verification token.',
  },
  resend: {
    success: 'A new verification email has been sent to your inbox.',
    successShort: 'Verification email sent! Please check your inbox.',
    already_verified: 'Your email is already verified!',
    user_not_found: 'User not found.',
    other: 'Failed to send email. Please try again.',
    network: 'Connection error. Check your internet and try again.',
  },
  reset: {
    invalidLink: 'Invalid Link',
    mismatch: 'Passwords do not match.',
    invalid_token: 'This reset link is invalid or has expired.',
    token_already_used: 'This reset link has already been used.',
    token_expired: 'This reset link has expired. Please request a new one.',
    password_too_short: 'Password must be at least 8 characters long.',
    other: 'Password reset failed. Please try again.',
    network: 'Failed to reset password. Please check your connection and try again.',
    missingToken: 'Invalid or missing reset token.',
  },
  changePassword: {
    mismatch: 'Passwords do not match',
    failed: 'Failed',
    success: 'Password updated',
  },
  links: {
    fillTarget: 'Please fill target URL',
    selectDomain: 'Select a domain',
    links_limit_reached: 'You have reached your link creation limit',
    custom_slugs_not_allowed: 'Custom URL slugs require a paid plan',
    confirmDelete: 'Delete this link?',
    expiry_in_past: 'The expiry is in the past: choose a later date and time.',
  },
  domains: {
    subdomains_limit_reached: 'You have reached your custom subdomain limit',
    byod_limit_reached: 'You have reached your own domain limit',
    fillSubdomain: 'Please fill the subdomain label',
    fillHostname: 'Please fill the domain name',
    confirmDelete: 'Delete domain?',
    sslNote: 'SSL issuance takes 5-10 minutes.',
  },
  templates: {
    adminRequired: 'Admin access required to manage email templates.',
    saveFailed: 'Failed to save template: ',
    unknownError: 'Unknown error',
  },
  limits: { fetchFailed: 'Failed to fetch user limits' },
  billing: {
    title: 'Update your plan',
    manage: 'Manage in Stripe',
    saveBadge: 'Save 17%',
    currentPlan: 'Current plan',
    upgrade: 'Upgrade Plan',
    comingSoon: 'Coming soon',
    downgradeToFree: 'Downgrade to Free from Portal coming soon',
    checkoutFailed: 'Failed to create checkout',
    portalFailed: 'Failed to open portal',
    loadFailed: 'Failed to load billing',
    /** Ours: a deployment without Stripe keys. */
    notConfigured: 'Payments are not set up on this server yet: plans cannot be bought here.',
  },
  qr: {
    title: 'QR code',
    saved: 'QR saved',
    saveFailed: 'Save failed',
    upgradeLogo: 'Upgrade to add logo',
    /** Ours: the contrast warning and the print hint. */
    lowContrast: 'These colours are hard to scan: use a dark colour on a much lighter background.',
    svgForPrint: 'SVG is recommended for print',
  },
  /** Ours, where the spec names none. */
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** 'message from response field error, else HTTP {status}' (spec §8, generic). */
export function httpErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
    return body.error;
  }
  return `HTTP ${status}`;
}
