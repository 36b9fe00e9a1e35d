import { LINK_SORTS, type TLinkSort, type TTag } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../../lib/trpc';

/** The list's query as it stands in the URL: /links?q=&sort=&domain= */
export interface TLinksSearch {
  q?: string;
  sort?: TLinkSort;
  domain?: string;
  tag?: string;
}

const SORT_LABELS: Record<TLinkSort, string> = { created: 'Newest first', clicks: 'Most clicks' };
const SEARCH_DELAY_MS = 300;

/** One bar: search box, sort, domain and tag filters; the search reaches the URL once typing pauses. */
export function LinksToolbar({ search, onSearch }: { search: TLinksSearch; onSearch: (next: TLinksSearch) => void }) {
  const trpc = useTRPC();
  const domains = useQuery(trpc.domains.list.queryOptions());
  const tags = useQuery(trpc.links.tags.queryOptions());
  const [text, setText] = useState(search.q ?? '');

  useEffect(() => setText(search.q ?? ''), [search.q]);
  useEffect(() => {
    if (text.trim() === (search.q ?? '')) return;
    const timer = setTimeout(() => onSearch({ ...search, q: text.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  const hosts = (domains.data ?? []).map((d) => d.hostname);
  const chosenTag = search.tag ? tags.data?.find((t) => t.name.toLowerCase() === search.tag!.toLowerCase()) : undefined;
  return (
    <div className="links-toolbar" role="search">
      <input
        className="links-search"
        type="search"
        aria-label="Search links"
        placeholder="Search slug, target or title"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <select
        aria-label="Sort"
        value={search.sort ?? 'created'}
        onChange={(e) =>
          onSearch({ ...search, sort: e.target.value === 'created' ? undefined : (e.target.value as TLinkSort) })
        }
      >
        {LINK_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      {(hosts.length > 1 || search.domain) && (
        <select
          aria-label="Domain"
          value={search.domain ?? ''}
          onChange={(e) => onSearch({ ...search, domain: e.target.value || undefined })}
        >
          <option value="">All domains</option>
          {[...new Set([...hosts, ...(search.domain ? [search.domain] : [])])].map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </select>
      )}
      {((tags.data?.length ?? 0) > 0 || search.tag) && (
        <select
          aria-label="Tag"
          value={search.tag ?? ''}
          onChange={(e) => onSearch({ ...search, tag: e.target.value || undefined })}
        >
          <option value="">All tags</option>
          {search.tag && !tags.data?.some((t) => t.name.toLowerCase() === search.tag!.toLowerCase()) && (
            <option value={search.tag}>{search.tag}</option>
          )}
          {(tags.data ?? []).map((t) => (
            <option key={t.name} value={t.name}>
              {t.name}
            </option>
          ))}
        </select>
      )}
      {chosenTag && <TagColor key={chosenTag.name} tag={chosenTag} />}
      {(search.q || search.domain || search.tag) && (
        <button type="button" className="btn btn-small filter-clear" onClick={() => onSearch({ sort: search.sort })}>
          Clear filters
        </button>
      )}
    </div>
  );
}

/** The chosen tag's colour, saved as soon as one is picked (PUT /api/tags/{tag}). */
function TagColor({ tag }: { tag: TTag }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.links.setTagColor.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries(trpc.links.tags.pathFilter()),
    }),
  );
  const [color, setColor] = useState(tag.color);
  useEffect(() => {
    // A colour picker reports every colour it passes through: save the one it rests on.
    if (color.toLowerCase() === tag.color.toLowerCase()) return;
    const timer = setTimeout(() => save.mutate({ tag: tag.name, color }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [color, tag]);
  return (
    <label className="tag-color">
      Colour
      <input
        type="color"
        aria-label={`Colour of the tag ${tag.name}`}
        value={color}
        onChange={(e) => setColor(e.target.value)}
      />
      {save.isError && <span role="alert">Could not save the colour.</span>}
    </label>
  );
}
