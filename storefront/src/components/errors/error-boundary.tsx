import { Component, type ErrorInfo, type ReactNode } from 'react'

type Fallback = (props: { error: Error; reset: () => void }) => ReactNode

type Props = {
  fallback: Fallback
  /** Called by reset, e.g. React Query's `reset` from QueryErrorResetBoundary. */
  onReset?: () => void
  /** When any of these change, a shown error is cleared. */
  resetKeys?: readonly unknown[]
  children: ReactNode
}
type State = { error: Error | null }

/** Catches render errors below it and shows `fallback` with a way to try again. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack)
  }

  componentDidUpdate(prev: Props) {
    if (!this.state.error) return
    const a = prev.resetKeys ?? []
    const b = this.props.resetKeys ?? []
    if (a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]))) this.reset()
  }

  reset = () => {
    this.props.onReset?.()
    this.setState({ error: null })
  }

  render() {
    if (this.state.error) return this.props.fallback({ error: this.state.error, reset: this.reset })
    return this.props.children
  }
}
