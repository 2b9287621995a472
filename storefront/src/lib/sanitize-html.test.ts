import { describe, expect, it } from 'vitest'
import { RICH_TEXT_TAGS } from '@shared/richText'
import { safeHref, sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps p, br, strong, em and safe links', () => {
    expect(sanitizeHtml('<p>One <strong>bold</strong> and <em>soft</em><br>line</p>')).toBe(
      '<p>One <strong>bold</strong> and <em>soft</em><br>line</p>',
    )
    expect(sanitizeHtml('<p><a href="https://example.com/x" title="t" onclick="evil()">site</a></p>')).toBe(
      '<p><a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
    )
    expect(sanitizeHtml('<a href="mailto:meera@example.com">write</a>')).toBe('<a href="mailto:meera@example.com">write</a>')
  })

  it('drops scripts and event handlers, unwraps unknown tags, keeps their text', () => {
    const html = sanitizeHtml(
      '<p style="color:red" onmouseover="x()">Hi <span class="a">there</span></p><script>alert(1)</script><img src=x onerror=alert(1)><div>more</div>',
    )
    expect(html).toBe('<p>Hi there</p>more')
    expect(html).not.toMatch(/script|onerror|onmouseover|style|img/)
  })

  it('unwraps links with unsafe schemes', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('x')
    expect(sanitizeHtml('<a href="java\nscript:alert(1)">x</a>')).toBe('x')
    expect(sanitizeHtml('<a href="/relative">x</a>')).toBe('x')
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('x')
  })

  it('maps b and i to strong and em and escapes text', () => {
    expect(sanitizeHtml('<b>a</b> <i>b</i> &lt;c&gt;')).toBe('<strong>a</strong> <em>b</em> &lt;c&gt;')
  })

  it('turns plain text into paragraphs', () => {
    expect(sanitizeHtml('First line\nsecond\n\nNext & last')).toBe('<p>First line<br>second</p><p>Next &amp; last</p>')
    expect(sanitizeHtml('  ')).toBe('')
    expect(sanitizeHtml(null)).toBe('')
  })

  it('keeps the lists, headings and quotes the server keeps: one allow-list for both sides', () => {
    expect(
      sanitizeHtml('<h3>Early work</h3><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Slow <u>colour</u></blockquote><h1>Big</h1>'),
    ).toBe('<h3>Early work</h3><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Slow <u>colour</u></blockquote>Big')
    for (const tag of RICH_TEXT_TAGS.filter((t) => t !== 'br' && t !== 'a')) {
      expect(sanitizeHtml(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`)
    }
  })

  it('drops embedded documents, media and form controls with their content', () => {
    expect(
      sanitizeHtml('<p>kept</p><iframe>frame</iframe><svg><text>drawing</text></svg><textarea>typed</textarea><button>press</button>'),
    ).toBe('<p>kept</p>')
  })

  it('accepts only http(s) and mailto hrefs', () => {
    expect(safeHref(' https://x.in ')).toBe('https://x.in')
    expect(safeHref('ftp://x.in')).toBeNull()
    expect(safeHref(null)).toBeNull()
  })
})
