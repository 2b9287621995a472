import { afterEach, describe, expect, it } from 'vitest'
import { loadRazorpay, RAZORPAY_SCRIPT } from './checkout-js'

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT}"]`)]

describe('loadRazorpay', () => {
  afterEach(() => {
    for (const s of scripts()) s.remove()
    delete window.Razorpay
  })

  it("adds Razorpay's checkout.js once and resolves with its constructor when it has loaded", async () => {
    const first = loadRazorpay()
    const second = loadRazorpay()
    expect(scripts()).toHaveLength(1)
    const Razorpay = class {} as unknown as NonNullable<typeof window.Razorpay>
    window.Razorpay = Razorpay
    scripts()[0]!.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBe(Razorpay)
    await expect(second).resolves.toBe(Razorpay)
  })

  it('rejects with a sentence when the script cannot be loaded, and tries again next time', async () => {
    const attempt = loadRazorpay()
    scripts()[0]!.dispatchEvent(new Event('error'))
    await expect(attempt).rejects.toThrow('Razorpay checkout could not be loaded. Check your connection and try again.')
    expect(scripts()).toHaveLength(0)
    void loadRazorpay().catch(() => {})
    expect(scripts()).toHaveLength(1)
    scripts()[0]!.dispatchEvent(new Event('error'))
  })
})
