import { DictionaryBrowser } from '@/features/learn/components/dictionary-browser'
import { useDocumentMeta } from '@/hooks/use-document-meta'

/** /resources/art-dictionary: categories, terms, term details and search (?category=&term=&q=). */
export default function DictionaryRoute() {
  useDocumentMeta({
    title: 'Art Dictionary',
    description:
      'The words of art explained: techniques, movements, materials, Indian traditions, colour, composition, printmaking and collecting.',
  })
  return (
    <div className="container-page py-14 sm:py-20">
      <header className="max-w-3xl">
        <p className="eyebrow">Learning hub</p>
        <h1 className="mt-4 text-5xl leading-[1.05] sm:text-6xl">Art Dictionary</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">
          From impasto to pichwai: the words you will meet in studios, galleries and listings, in plain language.
        </p>
      </header>
      <div className="mt-12 border-t border-line pt-10">
        <DictionaryBrowser />
      </div>
    </div>
  )
}
