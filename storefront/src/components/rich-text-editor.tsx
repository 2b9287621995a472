import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { safeHref } from '@shared/richText'
import { cn } from '@/lib/cn'
import { Button } from './ui/button'
import { controlClasses } from './ui/field'
import { normalizeRichText } from './rich-text-html'

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList'

const TOOLS: { command: Command; label: string; glyph: ReactNode }[] = [
  { command: 'bold', label: 'Bold', glyph: <span className="font-bold">B</span> },
  { command: 'italic', label: 'Italic', glyph: <span className="font-serif italic">I</span> },
  {
    command: 'insertUnorderedList',
    label: 'Bulleted list',
    glyph: (
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <path d="M9 6h11M9 12h11M9 18h11" />
        <circle cx="4.5" cy="6" r="1" fill="currentColor" />
        <circle cx="4.5" cy="12" r="1" fill="currentColor" />
        <circle cx="4.5" cy="18" r="1" fill="currentColor" />
      </svg>
    ),
  },
  {
    command: 'insertOrderedList',
    label: 'Numbered list',
    glyph: (
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <path d="M10 6h10M10 12h10M10 18h10" />
        <path d="M4 4.5h1.5V9M3.5 9h3M3.5 14.5a1.5 1.5 0 0 1 3 0c0 1.2-3 2-3 3.5h3" strokeLinecap="round" />
      </svg>
    ),
  },
]

const toolClasses =
  'inline-flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm text-ink-soft transition-colors hover:bg-paper-deep hover:text-ink aria-pressed:bg-ink aria-pressed:text-paper'

/**
 * A small rich-text editor for a bio (DECISIONS 22): bold, italic, bulleted and numbered lists and
 * links, on a contentEditable with the browser's editing commands (no editor package). What it
 * hands back is already brought to the shared allow-list (rich-text-html.ts); the server sanitises
 * it again on save. Ctrl/⌘+B and Ctrl/⌘+I work as in any editor.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
  className,
}: {
  label: ReactNode
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  hint?: ReactNode
  error?: ReactNode
  className?: string
}) {
  const id = useId()
  const editor = useRef<HTMLDivElement>(null)
  // The last HTML this editor emitted: a value prop equal to it needs no redraw (the caret stays).
  const emitted = useRef<string | null>(null)
  const savedRange = useRef<Range | null>(null)
  const [active, setActive] = useState<Record<Command, boolean>>({
    bold: false,
    italic: false,
    insertUnorderedList: false,
    insertOrderedList: false,
  })
  const [linking, setLinking] = useState(false)
  const [href, setHref] = useState('')
  const [linkError, setLinkError] = useState<string | null>(null)

  useEffect(() => {
    if (!editor.current || value === emitted.current) return
    editor.current.innerHTML = normalizeRichText(value)
    emitted.current = value
  }, [value])

  const emit = () => {
    if (!editor.current) return
    const html = normalizeRichText(editor.current.innerHTML)
    emitted.current = html
    onChange(html)
  }

  const refreshActive = () => {
    // jsdom and old browsers have no queryCommandState: the buttons then simply show no state.
    if (typeof document.queryCommandState !== 'function') return
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      insertUnorderedList: document.queryCommandState('insertUnorderedList'),
      insertOrderedList: document.queryCommandState('insertOrderedList'),
    })
  }

  const run = (command: Command | 'createLink', argument?: string) => {
    editor.current?.focus()
    if (savedRange.current) {
      const selection = window.getSelection()
      selection?.removeAllRanges()
      selection?.addRange(savedRange.current)
    }
    // execCommand is deprecated but still the only editing API every browser ships; it keeps undo.
    document.execCommand(command, false, argument)
    emit()
    refreshActive()
  }

  const rememberSelection = () => {
    const selection = window.getSelection()
    const range = selection && selection.rangeCount ? selection.getRangeAt(0) : null
    savedRange.current = range && editor.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null
  }

  const addLink = () => {
    const url = /^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(href.trim()) ? `mailto:${href.trim()}` : href.trim()
    const safe = safeHref(/^[a-z]+:/i.test(url) ? url : `https://${url}`)
    if (!safe) {
      setLinkError('Enter a web address (https://…) or an e-mail address.')
      return
    }
    const range = savedRange.current
    if (!range || range.collapsed) {
      // Nothing selected: the address itself becomes the link's text.
      editor.current?.focus()
      if (range) {
        const selection = window.getSelection()
        selection?.removeAllRanges()
        selection?.addRange(range)
      }
      document.execCommand('insertHTML', false, `<a href="${safe.replace(/"/g, '&quot;')}">${href.trim().replace(/</g, '&lt;')}</a>`)
      emit()
    } else run('createLink', safe)
    setLinking(false)
    setHref('')
    setLinkError(null)
  }

  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={`${id}-label`} className="text-sm font-medium text-ink-soft">
        {label}
      </span>
      <div
        className={cn(
          'overflow-hidden rounded-md border border-line-strong bg-canvas focus-within:border-ink focus-within:ring-2 focus-within:ring-ink/10',
          error && 'border-danger',
        )}
      >
        <div
          role="toolbar"
          aria-label="Formatting"
          aria-controls={id}
          className="flex flex-wrap items-center gap-1 border-b border-line px-1.5 py-1"
        >
          {TOOLS.map((tool) => (
            <button
              key={tool.command}
              type="button"
              className={toolClasses}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={active[tool.command]}
              // Keep the selection in the editor: a mousedown on a button would move focus first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                rememberSelection()
                run(tool.command)
              }}
            >
              {tool.glyph}
            </button>
          ))}
          <button
            type="button"
            className={toolClasses}
            aria-label="Link"
            title="Link"
            aria-expanded={linking}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              rememberSelection()
              setLinking((open) => !open)
              setLinkError(null)
            }}
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
              <path
                d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {linking ? (
          <div className="flex flex-col gap-2 border-b border-line bg-paper px-3 py-3 sm:flex-row sm:items-end">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-ink-soft">
              Link address
              <input
                type="text"
                inputMode="url"
                autoFocus
                value={href}
                placeholder="https://"
                aria-invalid={linkError ? true : undefined}
                onChange={(event) => setHref(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the link rather than submitting the surrounding form.
                  if (event.key === 'Enter') {
                    event.preventDefault()
                    addLink()
                  } else if (event.key === 'Escape') {
                    event.preventDefault()
                    setLinking(false)
                  }
                }}
                className={cn(controlClasses, 'h-9 text-sm')}
              />
            </label>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" onClick={addLink}>
                Add link
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setLinking(false)}>
                Cancel
              </Button>
            </div>
            {linkError ? (
              <p role="alert" className="text-xs font-medium text-danger sm:basis-full">
                {linkError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div
          ref={editor}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onFocus={() => {
            // New lines as <p>, as the allow-list and the public profile expect (Chrome's default is <div>).
            if (typeof document.execCommand === 'function') document.execCommand('defaultParagraphSeparator', false, 'p')
            refreshActive()
          }}
          onInput={emit}
          onKeyUp={refreshActive}
          onMouseUp={refreshActive}
          onBlur={() => {
            rememberSelection()
            onBlur?.()
          }}
          className="min-h-40 px-3.5 py-3 text-[0.95rem] leading-relaxed text-ink focus:outline-none [&_a]:text-accent [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_p:last-child]:mb-0 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6"
        />
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
