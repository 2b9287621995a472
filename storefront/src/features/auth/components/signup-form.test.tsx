import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { SignupForm } from './signup-form'

type User = ReturnType<typeof userEvent.setup>

async function fill(user: User, values: Partial<Record<'fullName' | 'username' | 'email' | 'password' | 'cpassword', string>> = {}) {
  const v = {
    fullName: 'Ishaan Kapoor',
    username: 'ishaan',
    email: 'ishaan@example.in',
    password: 'a-long-password',
    cpassword: 'a-long-password',
    ...values,
  }
  await user.selectOptions(screen.getByLabelText(/I am joining as/), 'collector')
  await user.type(screen.getByLabelText(/Full name/), v.fullName)
  await user.type(screen.getByLabelText(/Username/), v.username)
  await user.type(screen.getByLabelText(/^Email/), v.email)
  await user.type(screen.getByLabelText(/^Password/), v.password)
  await user.type(screen.getByLabelText(/Confirm password/), v.cpassword)
}

function recordSignups() {
  const bodies: unknown[] = []
  server.use(
    http.post('/auth/signup', async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ message: 'ok' }, { status: 201 })
    }),
  )
  return bodies
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Sign Up' }))

describe('SignupForm', { timeout: 20_000 }, () => {
  it("says 'Invalid form. Please fill all the fields' while a field is empty", async () => {
    const bodies = recordSignups()
    const user = userEvent.setup()
    renderWithApp(<SignupForm />, { path: '/signup' })
    await user.type(screen.getByLabelText(/Full name/), 'Ishaan Kapoor')
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid form. Please fill all the fields')
    expect(screen.getByLabelText(/I am joining as/)).toHaveFocus()
    expect(bodies).toHaveLength(0)
  })

  it('names the password rule when every field is filled but the password is short', async () => {
    const bodies = recordSignups()
    const user = userEvent.setup()
    renderWithApp(<SignupForm />, { path: '/signup' })
    await fill(user, { password: 'short', cpassword: 'short' })
    await submit(user)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Password must be at least 8 characters')
    expect(alert).not.toHaveTextContent('Invalid form')
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Password must be at least 8 characters/)
    expect(bodies).toHaveLength(0)
  })

  it('names passwords that differ, and a username in the wrong format', async () => {
    recordSignups()
    const user = userEvent.setup()
    renderWithApp(<SignupForm />, { path: '/signup' })
    await fill(user, { cpassword: 'a-different-one' })
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match')
    await user.clear(screen.getByLabelText(/Confirm password/))
    await user.type(screen.getByLabelText(/Confirm password/), 'a-long-password')
    await user.clear(screen.getByLabelText(/Username/))
    await user.type(screen.getByLabelText(/Username/), 'ishaan kapoor!')
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Username may use letters, digits, dot, dash and underscore')
  })

  it('posts the six fields and goes to /verify-email with the address', async () => {
    const bodies = recordSignups()
    const user = userEvent.setup()
    const { router } = renderWithApp(<SignupForm />, {
      path: '/signup',
      routes: [{ path: '/verify-email', element: <p>Check your mail</p> }],
    })
    await fill(user)
    await submit(user)
    expect(await screen.findByText('Check your mail')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?email=ishaan%40example.in')
    expect(bodies).toEqual([
      {
        role: 'collector',
        fullName: 'Ishaan Kapoor',
        username: 'ishaan',
        email: 'ishaan@example.in',
        password: 'a-long-password',
        cpassword: 'a-long-password',
      },
    ])
  })
})
