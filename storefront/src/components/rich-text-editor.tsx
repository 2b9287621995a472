/**
 * A small rich-text editor for a bio (DECISIONS 22): bold, italic, bulleted and numbered lists and
 * links, with undo and redo, Ctrl/⌘+B and Ctrl/⌘+I. It is built on Lexical, the editor family the
 * back office already uses (Payload's richtext-lexical), rather than on a contentEditable driven by
 * the browser's deprecated editing commands: Lexical keeps its own model of the text, so what the
 * toolbar shows, what undo restores and what is written out do not depend on the browser.
 *
 * The stored format is unchanged: HTML brought to the shared allow-list (rich-text-html.ts). The
 * value is read with Lexical's HTML import after that clean-up, and every change is written out with
 * Lexical's HTML export and cleaned again (Lexical writes spans, classes and styles the bio does not
 * keep); the server sanitises it once more on save. An empty editor is ''. Headings (h3, h4) and
 * quotes have no button, but a bio that has them keeps them.
 */
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { $createLinkNode, $toggleLink, LinkNode } from '@lexical/link'
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { $findMatchingParent } from '@lexical/utils'
import {
  $addUpdateTag,
  $createParagraphNode,
  $createTextNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $setSelection,
  CLEAR_HISTORY_COMMAND,
  FORMAT_TEXT_COMMAND,
  type EditorThemeClasses,
  type LexicalEditor,
  type LexicalNode,
  type RangeSelection,
} from 'lexical'
import { useEffectEvent, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { safeHref } from '@shared/richText'
import { cn } from '@/lib/cn'
import { Button } from './ui/button'
import { controlClasses } from './ui/field'
import { normalizeRichText } from './rich-text-html'

type Tool = 'bold' | 'italic' | 'bullet' | 'number'

const TOOLS: { tool: Tool; label: string; glyph: ReactNode }[] = [
  { tool: 'bold', label: 'Bold', glyph: <span className="font-bold">B</span> },
  { tool: 'italic', label: 'Italic', glyph: <span className="font-serif italic">I</span> },
  {
    tool: 'bullet',
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
    tool: 'number',
    label: 'Numbered list',
    glyph: (
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <path d="M10 6h10M10 12h10M10 18h10" />
        <path d="M4 4.5h1.5V9M3.5 9h3M3.5 14.5a1.5 1.5 0 0 1 3 0c0 1.2-3 2-3 3.5h3" strokeLinecap="round" />
      </svg>
    ),
  },
]

const NO_TOOLS: Record<Tool, boolean> = { bold: false, italic: false, bullet: false, number: false }

const toolClasses =
  'inline-flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm text-ink-soft transition-colors hover:bg-paper-deep hover:text-ink aria-pressed:bg-ink aria-pressed:text-paper'

/** Lexical's classes for what it draws: a bold and italic run is one <strong> with both classes. */
const theme: EditorThemeClasses = {
  text: { bold: 'font-semibold', italic: 'italic', underline: 'underline' },
  link: 'text-accent underline',
  list: { ul: 'list-disc pl-6', ol: 'list-decimal pl-6' },
  quote: 'border-l-2 border-line-strong pl-3',
}

/** Marks the updates that load the value prop: they are not the member's edits and are not handed back. */
const VALUE_TAG = 'kala-value'

/** Replaces the editor's content with `html`, cleaned to the allow-list (inside an update). */
function $loadHtml(editor: LexicalEditor, html: string) {
  $addUpdateTag(VALUE_TAG)
  const root = $getRoot()
  root.clear()
  $setSelection(null)
  const clean = normalizeRichText(html)
  const nodes = clean ? $generateNodesFromDOM(editor, new DOMParser().parseFromString(clean, 'text/html')) : []
  // The root holds blocks only: loose inline nodes (none after the clean-up, but cheap to guard) go in a paragraph.
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null
  for (const node of nodes) {
    if ($isElementNode(node) && !node.isInline()) {
      root.append(node)
      paragraph = null
    } else {
      if (!paragraph) root.append((paragraph = $createParagraphNode()))
      paragraph.append(node)
    }
  }
  if (root.isEmpty()) root.append($createParagraphNode())
}

/** The editor's content as the bio stores it: Lexical's HTML export brought to the allow-list. */
const $html = (editor: LexicalEditor) => normalizeRichText($generateHtmlFromNodes(editor, null))

/** The type of the list the selection starts in, if any. */
function $listType(node: LexicalNode): 'bullet' | 'number' | null {
  const list = $findMatchingParent(node, $isListNode)
  if (!$isListNode(list)) return null
  const type = list.getListType()
  return type === 'bullet' || type === 'number' ? type : null
}

/** A saved selection whose nodes still exist (the link row is open while it is kept). */
function $liveSelection(saved: RangeSelection | null): RangeSelection | null {
  if (!saved || !$getNodeByKey(saved.anchor.key) || !$getNodeByKey(saved.focus.key)) return null
  return saved.clone()
}

type EditorProps = {
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  editableId: string
  labelId: string
  describedBy?: string
  invalid: boolean
}

function Editor({ value, onChange, onBlur, editableId, labelId, describedBy, invalid }: EditorProps) {
  const [editor] = useLexicalComposerContext()
  // What the content stands for: the value it was loaded from or handed back as, and the HTML it
  // writes out. A value prop equal to either needs no reload (which would move the caret).
  const shown = useRef<{ value: string; html: string | null }>({ value, html: null })
  const savedSelection = useRef<RangeSelection | null>(null)
  const [active, setActive] = useState<Record<Tool, boolean>>(NO_TOOLS)
  const [linking, setLinking] = useState(false)
  const [href, setHref] = useState('')
  const [linkError, setLinkError] = useState<string | null>(null)

  const emit = useEffectEvent((html: string) => onChange(html))

  // A value that is not what the editor shows (a form reset, a profile loaded afresh) replaces the content.
  useLayoutEffect(() => {
    if (value === shown.current.value || value === shown.current.html) return
    // The loaded content starts the history afresh: undo does not bring back what was replaced.
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined)
    editor.update(() => $loadHtml(editor, value), { discrete: true })
    shown.current = { value, html: editor.read(() => $html(editor)) }
  }, [editor, value])

  useLayoutEffect(() => {
    // The first value, loaded when the editor was made, as it is written out.
    shown.current.html ??= editor.read(() => $html(editor))
    return editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
      // The toolbar's state follows the selection.
      const next = editorState.read(() => {
        const selection = $getSelection()
        if (!$isRangeSelection(selection)) return NO_TOOLS
        const list = $listType(selection.anchor.getNode())
        return {
          bold: selection.hasFormat('bold'),
          italic: selection.hasFormat('italic'),
          bullet: list === 'bullet',
          number: list === 'number',
        }
      })
      setActive((current) => ((Object.keys(next) as Tool[]).some((tool) => current[tool] !== next[tool]) ? next : current))
      // A selection that moved, or the value loaded, is no change of the member's.
      if (tags.has(VALUE_TAG) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return
      const html = editorState.read(() => $html(editor), { editor })
      if (html === shown.current.html) return
      shown.current = { value: html, html }
      emit(html)
    })
  }, [editor])

  /** Puts the focus in the text: at Lexical's selection, or at the end when there is none yet. */
  const focusText = () => {
    editor.focus()
    // Not every browser focuses the text for the selection Lexical sets in it.
    const root = editor.getRootElement()
    if (root && root.ownerDocument.activeElement !== root) root.focus({ preventScroll: true })
  }

  const runTool = (tool: Tool) => {
    // Into the text first: a button used before the text was ever clicked applies at its end.
    focusText()
    if (tool === 'bold' || tool === 'italic') editor.dispatchCommand(FORMAT_TEXT_COMMAND, tool)
    else if (active[tool]) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
    else editor.dispatchCommand(tool === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined)
  }

  const toggleLink = () => {
    if (linking) return closeLink()
    savedSelection.current = editor.getEditorState().read(() => {
      const selection = $getSelection()
      return $isRangeSelection(selection) ? selection.clone() : null
    })
    setLinking(true)
    setLinkError(null)
  }

  /** Closes the link row and hands the focus back to the text, the selection as it was unless a link was added. */
  const closeLink = (restoreSelection = true) => {
    setLinking(false)
    setHref('')
    setLinkError(null)
    const saved = savedSelection.current
    savedSelection.current = null
    if (restoreSelection && saved)
      editor.update(() => {
        const selection = $liveSelection(saved)
        if (selection) $setSelection(selection)
      })
    // The row's field held the focus: hand it back to the text, not to the page.
    focusText()
  }

  const addLink = () => {
    const text = href.trim()
    const url = /^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(text) ? `mailto:${text}` : text
    const safe = safeHref(/^[a-z]+:/i.test(url) ? url : `https://${url}`)
    if (!safe) {
      setLinkError('Enter a web address (https://…) or an e-mail address.')
      return
    }
    editor.update(() => {
      let selection = $liveSelection(savedSelection.current)
      if (!selection) {
        $getRoot().selectEnd()
        const end = $getSelection()
        selection = $isRangeSelection(end) ? end : null
      }
      if (!selection) return
      $setSelection(selection)
      if (selection.isCollapsed()) {
        // Nothing selected: the address itself becomes the link's text.
        const link = $createLinkNode(safe)
        link.append($createTextNode(text))
        selection.insertNodes([link])
        link.selectNext(0, 0)
      } else $toggleLink(safe)
    })
    closeLink(false)
  }

  return (
    <>
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={editableId}
        className="flex flex-wrap items-center gap-1 border-b border-line px-1.5 py-1"
      >
        {TOOLS.map(({ tool, label, glyph }) => (
          <button
            key={tool}
            type="button"
            className={toolClasses}
            aria-label={label}
            title={label}
            aria-pressed={active[tool]}
            // Keep the selection in the editor: a mousedown on a button would move focus first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => runTool(tool)}
          >
            {glyph}
          </button>
        ))}
        <button
          type="button"
          className={toolClasses}
          aria-label="Link"
          title="Link"
          aria-expanded={linking}
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggleLink}
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
                  closeLink()
                }
              }}
              className={cn(controlClasses, 'h-9 text-sm')}
            />
          </label>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={addLink}>
              Add link
            </Button>
            <Button size="sm" variant="ghost" onClick={() => closeLink()}>
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
      <RichTextPlugin
        contentEditable={
          <ContentEditable
            id={editableId}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={invalid ? true : undefined}
            onBlur={() => onBlur?.()}
            className="min-h-40 px-3.5 py-3 text-[0.95rem] leading-relaxed text-ink focus:outline-none [&_a]:text-accent [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_p:last-child]:mb-0 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6"
          />
        }
        ErrorBoundary={LexicalErrorBoundary}
      />
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isSafeUrl} />
    </>
  )
}

const isSafeUrl = (url: string) => safeHref(url) !== null

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
  // Read once, when the editor is made: later values reach it through Editor's effect.
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'kala-bio',
    theme,
    nodes: [ListNode, ListItemNode, LinkNode, HeadingNode, QuoteNode],
    editorState: (editor) => {
      // Without a DOM to parse with (a render on the server) the editor starts empty.
      if (typeof DOMParser !== 'undefined') $loadHtml(editor, value)
    },
    onError: (failure) => console.error('Rich-text editor error', failure),
  }))

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
        <LexicalComposer initialConfig={initialConfig}>
          <Editor
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            editableId={id}
            labelId={`${id}-label`}
            describedBy={[hintId, errorId].filter(Boolean).join(' ') || undefined}
            invalid={Boolean(error)}
          />
        </LexicalComposer>
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
