export { csvCell, csvLine, type CsvCell } from '@kurz/core';

/** A file answer of a REST row (an export): the HTTP layer streams `body` as it is pulled, never all at once. */
export class Download {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly body: AsyncIterable<string>,
  ) {}
}
