/** The hot path: a visit to a short link answered from the cache, and its click written in batches. */
export type { ClickSink, RawClick, RecorderStats } from './click';
export { ClickRecorder, type RecorderOptions } from './clickRecorder';
export { ClickSpool } from './clickSpool';
export { clickWriterCode, ThreadedClickRecorder, type WriterCode } from './clickThread';
export { RedirectEngine } from './engine';
export { createCountryLookup, type CountryLookup } from './geo';
export { LinkCache } from './linkCache';
export { NOT_FOUND_PAGE } from './pages';
export { PAGE_HEADERS } from './pageHeaders';
export { classifyUserAgent, type AgentInfo } from './userAgent';
