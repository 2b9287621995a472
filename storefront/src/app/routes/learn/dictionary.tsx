import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function DictionaryRoute() {
  return <ComingNext title="Art dictionary" description="Terms of art, grouped by category." />
}
