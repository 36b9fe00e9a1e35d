import { Fragment } from 'react';
import { linkName } from '../lib/links';

/**
 * A short link's name as shown (linkName), free to break after its slash on a narrow screen: the slug
 * goes to the next line whole instead of being split inside.
 */
export function LinkName({ hostname, slug }: { hostname: string; slug: string }) {
  const name = linkName(hostname, slug);
  const slash = name.indexOf('/');
  return (
    <Fragment>
      {name.slice(0, slash + 1)}
      <wbr />
      {name.slice(slash + 1)}
    </Fragment>
  );
}
