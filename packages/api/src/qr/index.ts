/** Each link's styled QR code: settings, rendering off the event loop, publishing, scans of uploads. */
export { closeQrThread, decodeQrPng, holdQrThread, pngDimensions, svgToPng } from './render';
export {
  QR_LOGO_MAX_BYTES,
  QR_LOGO_UPLOADS_PER_HOUR,
  QR_PUBLISHES_PER_HOUR,
  shortUrlOf,
  storeQrLogo,
  storeQrUpload,
} from './service';
