import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { Tabs } from '@/components/ui/tabs'
import { LoadMore } from './load-more'

/** One page of a directory tab: its items and the total count. */
export type DirectoryPage<Item> = { items: Item[]; count: number }

export type DirectoryProps<Tab extends string, Page, Item, Key extends QueryKey> = {
  /** Accessible name of the tab list ('Artists'). */
  label: string
  tabs: readonly Tab[]
  /** The infinite query of one tab (12 a page, 'Load More' appends). */
  queryOptions: (tab: Tab) => UseInfiniteQueryOptions<Page, Error, InfiniteData<Page>, Key, number>
  /** A page's items and total, from the API's page shape. */
  pageOf: (page: Page) => DirectoryPage<Item>
  itemKey: (item: Item) => string
  renderItem: (item: Item, index: number) => ReactNode
  renderSkeleton: () => ReactNode
  skeletons: number
  /** The grid's classes. */
  grid: string
  /** Plural noun for the counter and the failures: 'artists', 'galleries'. */
  noun: string
  empty: { title: string; description: string }
}

const slugOf = (tab: string) => tab.toLowerCase().replace(/\s+/g, '-')

function DirectoryGrid<Tab extends string, Page, Item, Key extends QueryKey>({
  tab,
  queryOptions,
  pageOf,
  itemKey,
  renderItem,
  renderSkeleton,
  skeletons,
  grid,
  noun,
  empty,
}: Omit<DirectoryProps<Tab, Page, Item, Key>, 'label' | 'tabs'> & { tab: Tab }) {
  const query = useInfiniteQuery(queryOptions(tab))
  if (query.isPending) {
    return (
      <div className={grid} aria-busy="true">
        <span className="sr-only">Loading {tab}</span>
        {Array.from({ length: skeletons }, (_, i) => (
          <div key={i}>{renderSkeleton()}</div>
        ))}
      </div>
    )
  }
  if (query.isError && !query.data) {
    return <ErrorState title={`The ${noun} could not be loaded.`} message={query.error.message} onRetry={() => void query.refetch()} />
  }
  const pages = (query.data?.pages ?? []).map(pageOf)
  const items = pages.flatMap((p) => p.items)
  if (!items.length) return <EmptyState title={empty.title} description={empty.description} />
  return (
    <>
      <ul className={grid}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      <LoadMore
        shown={items.length}
        count={Math.max(pages[0]?.count ?? 0, items.length)}
        noun={noun}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  )
}

/**
 * A directory of people or places in tabs (the artists list, the galleries list): the tab is kept
 * in the URL (?tab=top-ranked; the first tab is the bare path), each tab a grid of tiles with
 * skeletons, an error with 'Try again', an empty state and 'Load More'.
 */
export function Directory<Tab extends string, Page, Item, Key extends QueryKey>({
  label,
  tabs,
  ...grid
}: DirectoryProps<Tab, Page, Item, Key>) {
  const [params, setParams] = useSearchParams()
  const first = tabs[0]
  const tab = tabs.find((t) => slugOf(t) === params.get('tab')) ?? first
  if (tab === undefined || first === undefined) return null
  const onChange = (next: Tab) => setParams(next === first ? {} : { tab: slugOf(next) }, { replace: true, preventScrollReset: true })
  return (
    <Tabs label={label} items={tabs.map((t) => ({ value: t, label: t }))} value={tab} onChange={onChange}>
      <div className="pt-10 sm:pt-12">
        <DirectoryGrid key={tab} tab={tab} {...grid} />
      </div>
    </Tabs>
  )
}
