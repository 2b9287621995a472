import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function QuizRoute() {
  return <ComingNext title="Style quiz" description="Seven questions to find art that speaks to you." />
}
