/** The back office's navigation: a link to the Finance page (FinanceView), after the collections. */
export function FinanceNavLink() {
  return (
    <a className="nav__link" href="/cms/finance" style={{ display: 'block', padding: '0.25rem 0' }}>
      <span className="nav__link-label">Finance</span>
    </a>
  )
}
