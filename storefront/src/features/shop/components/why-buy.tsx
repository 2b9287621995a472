import { useState } from 'react'
import { SHIPPING } from '@shared/constants'
import { Tabs } from '@/components/ui/tabs'

const TABS = [
  {
    value: 'direct',
    label: 'Direct from artists',
    title: 'Buy directly from artists and galleries',
    body: [
      'Every work is listed by the artist who made it or the gallery that represents them. There is no reseller in between, so more of what you pay reaches the studio, and you can ask the person who knows the work best.',
    ],
    points: ['Verified artist and gallery profiles', 'Enquire about any work before you buy', 'Fair, published fees'],
  },
  {
    value: 'stories',
    label: 'Story-driven listings',
    title: 'Every work comes with its story',
    body: [
      'A listing is more than a photograph and a price. Artists describe what they were after, the materials and the making, and how they read the finished piece, so you know what you are bringing home.',
    ],
    points: [
      'Description and interpretation by the artist',
      'Real dimensions, medium and material',
      'See it at true scale in a room preview',
    ],
  },
  {
    value: 'shipping',
    label: 'Packaging and shipping',
    title: 'Packed with care, shipped insured',
    body: [
      `Works travel rolled in rigid tubes or crated when framed, insured door to door. Delivery takes ${SHIPPING.domesticDays} in India and ${SHIPPING.internationalDays} abroad.`,
    ],
    points: [...SHIPPING.boxContents],
  },
  {
    value: 'guides',
    label: 'Guides',
    title: 'Guides for every step',
    body: [
      'New to collecting? Our learning hub explains how to read abstract work, what to think about when you frame and hang, how to start a collection and how to buy with your heart as well as your head.',
    ],
    points: ['A dictionary of art terms', 'A style quiz to find your taste', 'Practical notes on care and framing'],
  },
  {
    value: 'collectors',
    label: 'Collector-friendly',
    title: 'Made for people who keep art',
    body: [
      'Save favourites, keep every purchase with its certificate in one place, and follow the artists you collect. Prices are shown in rupees in full, with nothing added at the end.',
    ],
    points: ['Certificate of authenticity with every work', 'Order history and tracking', 'Secure payments in INR'],
  },
] as const

type TabValue = (typeof TABS)[number]['value']

/** 'Why Buy' with its 5 tabs (the shop landing). */
export function WhyBuy() {
  const [tab, setTab] = useState<TabValue>('direct')
  const active = TABS.find((t) => t.value === tab) ?? TABS[0]
  return (
    <section aria-labelledby="why-buy-title" className="border-y border-line bg-canvas">
      <div className="container-page py-20 sm:py-28">
        <p className="eyebrow">Kala</p>
        <h2 id="why-buy-title" className="mt-4 text-4xl leading-tight sm:text-5xl">
          Why Buy
        </h2>
        <Tabs label="Why buy on Kala" items={TABS} value={tab} onChange={setTab} className="mt-10">
          <div className="grid gap-10 pt-10 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
            <div>
              <h3 className="text-3xl leading-tight">{active.title}</h3>
              {active.body.map((p) => (
                <p key={p.slice(0, 20)} className="mt-4 text-lg leading-relaxed text-ink-soft">
                  {p}
                </p>
              ))}
            </div>
            <ul className="space-y-3 self-center">
              {active.points.map((point) => (
                <li key={point} className="flex items-start gap-3 border-b border-line pb-3">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        </Tabs>
      </div>
    </section>
  )
}
