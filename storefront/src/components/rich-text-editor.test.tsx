/** The bio editor (Lexical) as a member uses it: what it shows, what it hands back, its toolbar and keys. */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
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

  it("brings Lexical's HTML (spans, classes, styles, bold written twice) to the allow-list", () => {
    expect(
      normalizeRichText(
        '<p dir="auto"><span style="white-space: pre-wrap;">Paints </span><b><strong class="font-semibold" style="white-space: pre-wrap;">slow</strong></b><span style="white-space: pre-wrap;"> fields.</span></p>',
      ),
    ).toBe('<p>Paints <strong>slow</strong> fields.</p>')
    expect(
      normalizeRichText(
        '<p><i><b><strong class="font-semibold italic" style="white-space: pre-wrap;">Both</strong></b></i><i><em class="italic" style="white-space: pre-wrap;">!</em></i></p>',
      ),
    ).toBe('<p><em><strong>Both</strong></em><em>!</em></p>')
    expect(
      normalizeRichText(
        '<ul class="list-disc pl-6"><li value="1"><a href="https://kala.in" rel="noreferrer" class="text-accent underline"><span style="white-space: pre-wrap;">Kala</span></a></li></ul><p><br data-lexical-managed-linebreak="true"></p>',
      ),
    ).toBe('<ul><li><a href="https://kala.in">Kala</a></li></ul>')
  })
})

/** The editor as a form holds it: the value is what it last handed back, until the form is reset. */
function Harness({ initial, onChange, onBlur }: { initial: string; onChange: (html: string) => void; onBlur?: () => void }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <RichTextEditor
        label="Bio"
        hint="Shown on your public profile."
        value={value}
        onChange={(html) => {
          setValue(html)
          onChange(html)
        }}
        onBlur={onBlur}
      />
      <button type="button" onClick={() => setValue(initial)}>
        Reset
      </button>
    </>
  )
}

const setup = (initial = '', onBlur?: () => void) => {
  const user = userEvent.setup()
  const onChange = vi.fn<(html: string) => void>()
  render(<Harness initial={initial} onChange={onChange} onBlur={onBlur} />)
  const textbox = screen.getByRole('textbox', { name: 'Bio' })
  /** The HTML the form last received. */
  const last = () => onChange.mock.lastCall?.[0]
  return { user, onChange, textbox, last }
}

const button = (name: string) => within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name })

describe('RichTextEditor', () => {
  it('names the text box and its toolbar, and says what the text is for', () => {
    render(<RichTextEditor label="Bio" hint="Shown on your public profile." error="Too long." value="" onChange={() => {}} />)
    const textbox = screen.getByRole('textbox', { name: 'Bio' })
    expect(textbox).toHaveAttribute('aria-multiline', 'true')
    expect(textbox).toHaveAccessibleDescription('Shown on your public profile. Too long.')
    expect(textbox).toHaveAttribute('aria-invalid', 'true')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link'])
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list']) expect(button(name)).toHaveAttribute('aria-pressed', 'false')
  })

  it('shows the saved bio cleaned, and hands nothing back until the member edits it', async () => {
    const { user, onChange, textbox } = setup('<p>Paints <b>slow</b> fields.</p><img src="x" alt="Portrait"><script>alert(1)</script>')
    expect(textbox).toHaveTextContent('Paints slow fields.')
    expect(within(textbox).getByText('slow').tagName).toBe('STRONG')
    expect(within(textbox).queryByRole('img')).not.toBeInTheDocument()
    expect(textbox.querySelector('img, script')).toBeNull()
    await user.click(textbox)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('keeps what a saved bio has beyond the toolbar: headings, quotes, underline and line breaks', async () => {
    const { user, textbox, last } = setup('<h3>Studio</h3><blockquote>Light first.</blockquote><p>Chennai<br>and <u>Kochi</u></p>')
    expect(screen.getByRole('heading', { name: 'Studio', level: 3 })).toBeInTheDocument()
    await user.click(within(textbox).getByText('Studio'))
    await user.keyboard('My ')
    expect(last()).toBe('<h3>My Studio</h3><blockquote>Light first.</blockquote><p>Chennai<br>and <u>Kochi</u></p>')
  })

  it('applies a toolbar button used before the text was clicked at the end of the text', async () => {
    const { user, last } = setup('<p>Oil</p>')
    await user.click(button('Bulleted list'))
    expect(last()).toBe('<ul><li>Oil</li></ul>')
    await user.keyboard(' paint')
    expect(last()).toBe('<ul><li>Oil paint</li></ul>')
  })

  it('hands back what the member types as allow-listed HTML, and an emptied editor as empty', async () => {
    const { user, textbox, last } = setup()
    await user.click(textbox)
    await user.keyboard('Lives in Chennai')
    expect(textbox).toHaveTextContent('Lives in Chennai')
    expect(last()).toBe('<p>Lives in Chennai</p>')
    await user.keyboard('{Enter}Paints monsoon fields.')
    expect(last()).toBe('<p>Lives in Chennai</p><p>Paints monsoon fields.</p>')
    await user.keyboard('{Control>}a{/Control}{Backspace}')
    expect(last()).toBe('')
  })

  it('writes in bold and italic from the toolbar, and shows which is on', async () => {
    const { user, textbox, last } = setup()
    await user.click(textbox)
    await user.keyboard('Paints ')
    await user.click(button('Bold'))
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('slow')
    expect(last()).toBe('<p>Paints <strong>slow</strong></p>')
    await user.click(button('Bold'))
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false')
    await user.click(button('Italic'))
    await user.keyboard(' fields')
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true')
    expect(last()).toBe('<p>Paints <strong>slow</strong><em> fields</em></p>')
    // The text box keeps the focus: the toolbar's buttons do not take it.
    expect(textbox).toHaveFocus()
  })

  it('turns Ctrl+B and Ctrl+I on and off, and undoes with Ctrl+Z', async () => {
    const { user, textbox, last } = setup()
    await user.click(textbox)
    await user.keyboard('{Control>}b{/Control}')
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('Bold')
    await user.keyboard('{Control>}b{/Control}')
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false')
    await user.keyboard('{Control>}i{/Control}')
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard(' lines')
    expect(last()).toBe('<p><strong>Bold</strong><em> lines</em></p>')
    await user.keyboard('{Control>}z{/Control}')
    expect(last()).toBe('<p><strong>Bold</strong></p>')
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    expect(last()).toBe('<p><strong>Bold</strong><em> lines</em></p>')
  })

  it('makes bulleted and numbered lists, and turns a list back into paragraphs', async () => {
    const { user, textbox, last } = setup()
    await user.click(textbox)
    await user.keyboard('Oil')
    await user.click(button('Bulleted list'))
    expect(button('Bulleted list')).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('{Enter}Ink')
    expect(last()).toBe('<ul><li>Oil</li><li>Ink</li></ul>')
    expect(within(textbox).getAllByRole('listitem')).toHaveLength(2)
    await user.click(button('Numbered list'))
    expect(button('Numbered list')).toHaveAttribute('aria-pressed', 'true')
    expect(button('Bulleted list')).toHaveAttribute('aria-pressed', 'false')
    expect(last()).toBe('<ol><li>Oil</li><li>Ink</li></ol>')
    await user.click(button('Numbered list'))
    expect(last()).toBe('<p>Oil</p><p>Ink</p>')
  })

  it('links the selected words to a web or e-mail address, and refuses any other address', async () => {
    const { user, textbox, last } = setup('<p>Paints slow fields.</p>')
    // The member selects "slow" with the mouse.
    const text = within(textbox).getByText('Paints slow fields.')
    await user.pointer([{ keys: '[MouseLeft>]', target: text, offset: 7 }, { offset: 11 }, { keys: '[/MouseLeft]' }])
    await user.click(button('Link'))
    expect(button('Link')).toHaveAttribute('aria-expanded', 'true')
    const address = screen.getByLabelText('Link address')
    expect(address).toHaveFocus()
    await user.type(address, 'javascript:alert(1){Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a web address (https://…) or an e-mail address.')
    expect(address).toHaveAttribute('aria-invalid', 'true')
    await user.clear(address)
    await user.type(address, 'meera@kala.in')
    await user.click(screen.getByRole('button', { name: 'Add link' }))
    expect(last()).toBe('<p>Paints <a href="mailto:meera@kala.in">slow</a> fields.</p>')
    expect(within(textbox).getByRole('link', { name: 'slow' })).toHaveAttribute('href', 'mailto:meera@kala.in')
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument()
    expect(textbox).toHaveFocus()
  })

  it('writes the address itself as the link when nothing is selected', async () => {
    const { user, textbox, last } = setup()
    await user.click(textbox)
    await user.keyboard('Site: ')
    await user.click(button('Link'))
    await user.type(screen.getByLabelText('Link address'), 'kala.in/meera{Enter}')
    expect(last()).toBe('<p>Site: <a href="https://kala.in/meera">kala.in/meera</a></p>')
    // Typing goes on after the link, not inside it.
    await user.keyboard(' (portfolio)')
    expect(last()).toBe('<p>Site: <a href="https://kala.in/meera">kala.in/meera</a> (portfolio)</p>')
  })

  it('closes the link row on Cancel or Escape without a link', async () => {
    const { user, textbox, onChange } = setup('<p>Paints</p>')
    await user.click(textbox)
    await user.click(button('Link'))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument()
    await user.click(button('Link'))
    await user.type(screen.getByLabelText('Link address'), 'kala.in{Escape}')
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument()
    expect(textbox).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('shows a new value in place of what was typed (a reset form), without handing it back', async () => {
    const { user, textbox, onChange } = setup('<p>Paints <em>slow</em> fields.</p>')
    await user.click(textbox)
    await user.keyboard('New ')
    expect(textbox).toHaveTextContent('New Paints slow fields.')
    const calls = onChange.mock.calls.length
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(textbox).toHaveTextContent(/^Paints slow fields\.$/)
    expect(within(textbox).getByText('slow').tagName).toBe('EM')
    expect(onChange).toHaveBeenCalledTimes(calls)
  })

  it('takes a new value prop from its owner', () => {
    const onChange = vi.fn()
    const { rerender } = render(<RichTextEditor label="Bio" value="<p>Old bio</p>" onChange={onChange} />)
    rerender(<RichTextEditor label="Bio" value="<ul><li>New bio</li></ul>" onChange={onChange} />)
    const textbox = screen.getByRole('textbox', { name: 'Bio' })
    expect(within(textbox).getByRole('listitem')).toHaveTextContent('New bio')
    expect(textbox).not.toHaveTextContent('Old bio')
    rerender(<RichTextEditor label="Bio" value="" onChange={onChange} />)
    expect(textbox).toHaveTextContent(/^$/)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('tells its owner when the text box loses the focus, not when a toolbar button is used', async () => {
    const onBlur = vi.fn()
    const { user, textbox } = setup('<p>Paints</p>', onBlur)
    await user.click(textbox)
    await user.click(button('Bold'))
    expect(onBlur).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(onBlur).toHaveBeenCalledTimes(1)
  })
})
