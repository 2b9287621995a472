import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { normalizeRichText } from './rich-text-html'
import { RichTextEditor } from './rich-text-editor'

describe('normalizeRichText', () => {
  it("keeps the allow-list's elements and writes the browser's <b>, <i> and <div> as <strong>, <em> and <p>", () => {
    expect(normalizeRichText('<div>One <b>bold</b> and <i>italic</i></div><div>Two</div>')).toBe(
      '<p>One <strong>bold</strong> and <em>italic</em></p><p>Two</p>',
    )
    expect(normalizeRichText('<ul><li>Oil</li><li>Ink</li></ul><ol><li>First</li></ol>')).toBe(
      '<ul><li>Oil</li><li>Ink</li></ul><ol><li>First</li></ol>',
    )
  })

  it('drops scripts and styles, unwraps unknown elements and keeps only safe link addresses', () => {
    expect(normalizeRichText('<p style="color:red" onclick="x()">Hi <span class="a">there</span><script>alert(1)</script></p>')).toBe(
      '<p>Hi there</p>',
    )
    expect(
      normalizeRichText('<p><a href="https://kala.in" target="_self" onclick="x()">site</a> <a href="javascript:alert(1)">bad</a></p>'),
    ).toBe('<p><a href="https://kala.in">site</a> bad</p>')
    expect(normalizeRichText('<p><a href="mailto:meera@kala.in">mail</a></p>')).toBe('<p><a href="mailto:meera@kala.in">mail</a></p>')
  })

  it('wraps loose text in paragraphs and gives an empty editor as empty', () => {
    expect(normalizeRichText('First line<div>Second</div>')).toBe('<p>First line</p><p>Second</p>')
    expect(normalizeRichText('<p><br></p>')).toBe('')
    expect(normalizeRichText('<div><br></div>')).toBe('')
    expect(normalizeRichText('<p>Text<br></p>')).toBe('<p>Text</p>')
  })
})

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <RichTextEditor
      label="Bio"
      value={value}
      onChange={(html) => {
        setValue(html)
        onChange(html)
      }}
    />
  )
}

describe('RichTextEditor', () => {
  const original = document.execCommand
  afterEach(() => {
    document.execCommand = original
  })

  it('shows the saved HTML, cleaned, and hands back allow-listed HTML as the member edits', () => {
    const onChange = vi.fn()
    render(<Harness initial={'<p>Paints <b>slow</b> fields.</p><img src="x">'} onChange={onChange} />)
    const editor = screen.getByRole('textbox', { name: 'Bio' })
    expect(editor.innerHTML).toBe('<p>Paints <strong>slow</strong> fields.</p>')
    // What a browser leaves after typing a new line and pasting styled text.
    editor.innerHTML = '<p>Paints <strong>slow</strong> fields.</p><div><span style="font-size:40px">Lives in Chennai</span></div>'
    fireEvent.input(editor)
    expect(onChange).toHaveBeenLastCalledWith('<p>Paints <strong>slow</strong> fields.</p><p>Lives in Chennai</p>')
  })

  it('runs the formatting commands from the toolbar', async () => {
    const user = userEvent.setup()
    const exec = vi.fn(() => true)
    document.execCommand = exec
    render(<Harness initial="<p>Text</p>" onChange={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Bold' }))
    await user.click(screen.getByRole('button', { name: 'Italic' }))
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }))
    await user.click(screen.getByRole('button', { name: 'Numbered list' }))
    const commands = exec.mock.calls.map((call) => (call as unknown[])[0])
    expect(commands).toEqual(expect.arrayContaining(['bold', 'italic', 'insertUnorderedList', 'insertOrderedList']))
  })

  it('adds a link only to a web or e-mail address', async () => {
    const user = userEvent.setup()
    const exec = vi.fn(() => true)
    document.execCommand = exec
    render(<Harness initial="<p>Text</p>" onChange={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Link' }))
    await user.type(screen.getByLabelText('Link address'), 'javascript:alert(1)')
    await user.click(screen.getByRole('button', { name: 'Add link' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a web address (https://…) or an e-mail address.')
    await user.clear(screen.getByLabelText('Link address'))
    await user.type(screen.getByLabelText('Link address'), 'kala.in/meera')
    await user.click(screen.getByRole('button', { name: 'Add link' }))
    expect(exec).toHaveBeenCalledWith('insertHTML', false, '<a href="https://kala.in/meera">kala.in/meera</a>')
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument()
  })
})
