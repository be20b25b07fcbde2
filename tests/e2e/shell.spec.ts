import { type Page, expect, test } from '@playwright/test'
import { E2E_BUSINESS } from './business.ts'
import { FOOTER_GROUPS, HEADER_LINKS, SERVICES_MENU } from '../../core/site/navigation.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { gotoHydrated, pressEscapeIn } from './navigation.ts'
import { screenshot } from './screenshot.ts'

// window.dataLayer and window.__petvaidyaToast are typed by app/lib/analytics.ts and lazy-toaster.tsx.
declare global {
  interface Window {
    __authEvents?: unknown[]
  }
}

const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 375, height: 740 }

/** The first pageview is pushed by an effect, so it also tells that the page has hydrated. */
function pageviews(page: Page) {
  return page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'pageview'))
}

test.describe('header', () => {
  test.use({ viewport: WIDE })

  test('shows the brand, the five links and the signed-out actions', async ({ page }) => {
    await gotoHydrated(page, '/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'PetVaidya' })).toHaveAttribute('href', '/')
    const nav = header.getByRole('navigation', { name: 'Main' })
    for (const link of HEADER_LINKS) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to)
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')

    // The sign-in dialog itself belongs to app/features/auth; the header only raises the event.
    await page.evaluate(() => {
      window.__authEvents = []
      window.addEventListener('open-auth-modal', (event) => {
        window.__authEvents?.push((event as CustomEvent).detail)
      })
    })
    await header.getByRole('button', { name: 'Login' }).click()
    expect(await page.evaluate(() => window.__authEvents)).toEqual([{ title: 'Sign In', redirectTo: null }])
  })

  test('each header link navigates on the client', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const link of [...HEADER_LINKS].reverse()) {
      await nav.getByRole('link', { name: link.label, exact: true }).click()
      await expect(page).toHaveURL(link.to)
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('aria-current', 'page')
    }
  })

  test('the Services dropdown lists the ten service pages and each one navigates', async ({ page }) => {
    await gotoHydrated(page, '/')
    const trigger = page.getByRole('button', { name: 'Services menu' })
    await trigger.click()
    const menu = page.getByRole('menu')
    const serviceItems = menu.getByRole('menuitem').filter({ hasNotText: 'All services' })
    await expect(serviceItems).toHaveCount(SERVICES_MENU.length)
    expect(SERVICES_MENU).toHaveLength(10)
    await expect(menu.getByRole('menuitem', { name: 'All services and prices' })).toHaveAttribute('href', '/services')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    for (const link of SERVICES_MENU) {
      await trigger.click()
      const item = page.getByRole('menu').getByRole('menuitem', { name: link.label, exact: true })
      await expect(item).toHaveAttribute('href', link.to)
      await item.click()
      await expect(page).toHaveURL(link.to)
      await expect(page.getByRole('menu')).toBeHidden()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(findSitePage(link.to)?.heading ?? '')
    }
  })

  test('the cart drawer shows the count, the total in rupees and disabled pay buttons when empty', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Cart, 0 items' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByText('Your cart is empty')).toBeVisible()
    await expect(drawer.getByTestId('cart-item-count')).toHaveText('0')
    await expect(drawer.getByTestId('cart-total')).toHaveText('₹0')
    await expect(drawer.getByText('We recommend Pay Post Service')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Pay Online' })).toBeDisabled()
    await expect(drawer.getByRole('button', { name: 'Pay Post Service' })).toBeDisabled()
    await drawer.getByRole('button', { name: 'Close' }).click()
    await expect(drawer).toBeHidden()
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: NARROW })

  test('holds the same links as the header and navigates', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    const nav = drawer.getByRole('navigation', { name: 'Mobile' })
    for (const link of HEADER_LINKS) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to)
    }
    await expect(drawer.getByRole('button', { name: 'Login' })).toBeVisible()
    const servicesToggle = nav.getByRole('button', { name: 'Service pages' })
    await expect(nav.getByRole('link', { name: 'Cat Grooming', exact: true })).toBeHidden()
    await servicesToggle.click()
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'true')
    for (const link of SERVICES_MENU) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to)
    }
    await nav.getByRole('link', { name: 'Cat Grooming', exact: true }).click()
    await expect(page).toHaveURL('/cat-grooming')
    await expect(drawer).toBeHidden()
  })
})

test.describe('footer', () => {
  test.use({ viewport: WIDE })

  test('has every link of every group with the right address', async ({ page }) => {
    await gotoHydrated(page, '/')
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })
    for (const group of FOOTER_GROUPS) {
      await expect(footerNav.getByRole('heading', { name: group.title })).toBeVisible()
      for (const link of group.links) {
        await expect(footerNav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to)
      }
    }
    const linkCount = FOOTER_GROUPS.reduce((count, group) => count + group.links.length, 0)
    await expect(footerNav.getByRole('link')).toHaveCount(linkCount)
  })

  test('has contact links, social links that open in a new tab, badges and the copyright', async ({ page }) => {
    await gotoHydrated(page, '/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: E2E_BUSINESS.email })).toHaveAttribute('href', `mailto:${E2E_BUSINESS.email}`)
    await expect(footer.getByRole('link', { name: E2E_BUSINESS.phone })).toHaveAttribute('href', E2E_BUSINESS.phoneHref)
    for (const network of ['Instagram', 'Facebook', 'YouTube', 'X', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: `PetVaidya on ${network}` })
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(footer.getByRole('list', { name: 'Recognition' }).getByRole('listitem')).toHaveCount(3)
    await expect(footer.getByText(/© \d{4} PetVaidya\. All rights reserved\./)).toBeVisible()
  })
})

test.describe('global elements', () => {
  test.use({ viewport: WIDE })

  test('the chat button opens WhatsApp in a new tab', async ({ page }) => {
    await gotoHydrated(page, '/')
    const chat = page.getByRole('link', { name: 'Chat with us' })
    await expect(chat).toBeVisible()
    await expect(chat).toHaveAttribute('href', E2E_BUSINESS.whatsappHref)
    await expect(chat).toHaveAttribute('target', '_blank')
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('the skip link moves to the main content', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })

  test('the hero button opens the appointment modal', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Book a Home Service Today' }).click()
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('#booking-step-title')).toHaveText('Verify Phone')
    await pressEscapeIn(page, dialog)
    await expect(dialog).toBeHidden()
  })

  test('the appointment modal opens on the window event from any page', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-appointment-modal')))
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/faq')
  })

  test('toasts: one at a time, closable, and F8 focuses the Notification region', async ({ page }) => {
    // ?e2e=1 exposes the toast function: no feature that raises a toast exists yet (see toaster.tsx).
    await gotoHydrated(page, '/?e2e=1')
    await page.waitForFunction(() => typeof window.__petvaidyaToast === 'function')
    const region = page.getByRole('region', { name: 'Notification', exact: true })
    const toasts = region.locator('li')

    await page.evaluate(() => {
      window.__petvaidyaToast?.({ title: 'OTP Sent', description: 'Please check your phone for the verification code' })
      window.__petvaidyaToast?.({ title: 'Error', description: 'Failed to send OTP. Please try again.', variant: 'destructive' })
    })
    await expect(toasts).toHaveCount(1)
    await expect(toasts.first()).toContainText('Failed to send OTP. Please try again.')
    await expect(region.getByText('OTP Sent')).toHaveCount(0)

    await page.keyboard.press('F8')
    await expect(region.locator('ol')).toBeFocused()

    const box = await region.locator('ol').boundingBox()
    expect(box?.width ?? 0).toBeLessThanOrEqual(420)
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(WIDE.height / 2)

    await toasts.first().getByRole('button', { name: 'Close' }).click()
    await expect(toasts).toHaveCount(0)
  })

  test('a toast swiped right past 50 px goes away, a shorter swipe leaves it', async ({ page }) => {
    await gotoHydrated(page, '/?e2e=1')
    await page.waitForFunction(() => typeof window.__petvaidyaToast === 'function')
    await page.evaluate(() => window.__petvaidyaToast?.({ title: 'Removed from cart' }))
    const toast = page.getByRole('region', { name: 'Notification', exact: true }).locator('li')
    await expect(toast).toBeVisible()
    const swipe = async (distance: number) => {
      const box = await toast.boundingBox()
      if (!box) throw new Error('the toast has no box')
      const y = box.y + box.height / 2
      await page.mouse.move(box.x + 40, y)
      await page.mouse.down()
      for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + 40 + (distance * step) / 5, y)
      await page.mouse.up()
    }
    await swipe(30)
    await expect(toast).toBeVisible()
    await swipe(120)
    await expect(toast).toHaveCount(0)
  })

  test('the full-screen Loading... overlay stays up until every start has stopped', async ({ page }) => {
    await gotoHydrated(page, '/?e2e=1')
    await page.waitForFunction(() => typeof window.__petvaidyaLoading === 'object')
    const overlay = page.getByRole('status').filter({ hasText: 'Loading...' })
    await expect(overlay).toHaveCount(0)
    await page.evaluate(() => {
      window.__petvaidyaLoading?.start()
      window.__petvaidyaLoading?.start()
    })
    await expect(overlay).toBeVisible()
    const box = await overlay.boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: WIDE.width, height: WIDE.height })
    await page.evaluate(() => window.__petvaidyaLoading?.stop())
    await expect(overlay).toBeVisible()
    await page.evaluate(() => window.__petvaidyaLoading?.stop())
    await expect(overlay).toHaveCount(0)
  })

  test('on a small screen the toast area sits at the top', async ({ page }) => {
    await page.setViewportSize(NARROW)
    await gotoHydrated(page, '/?e2e=1')
    await page.waitForFunction(() => typeof window.__petvaidyaToast === 'function')
    await page.evaluate(() => window.__petvaidyaToast?.({ title: 'Location found' }))
    const toast = page.getByRole('region', { name: 'Notification', exact: true }).locator('li')
    await expect(toast).toBeVisible()
    const box = await toast.boundingBox()
    expect(box?.y ?? 1000).toBeLessThan(100)
  })

  test('shows Loading... while a client navigation waits for the next page', async ({ page }) => {
    await gotoHydrated(page, '/')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // Academy is neither idle-prefetched nor visited yet, so its data request is sure to be held here.
    await page.route('**/academy.data*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Academy', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
    release()
    await expect(page).toHaveURL('/academy')
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0)
  })
})

test.describe('navigation behaviour', () => {
  test.use({ viewport: WIDE })

  test('every page view pushes a pageview with the path, the first one included', async ({ page }) => {
    await gotoHydrated(page, '/')
    expect(await pageviews(page)).toEqual([{ event: 'pageview', path: '/' }])
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Academy', exact: true }).click()
    await expect(page).toHaveURL('/academy')
    await expect.poll(() => pageviews(page)).toEqual([
      { event: 'pageview', path: '/' },
      { event: 'pageview', path: '/academy' },
    ])
  })

  test('a footer link opens the next page at the top', async ({ page }) => {
    await gotoHydrated(page, '/')
    const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true })
    await faqLink.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await faqLink.click()
    await expect(page).toHaveURL('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('Explore Our Services scrolls to the services row instead of the top', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('link', { name: 'Explore Our Services' }).click()
    await expect(page).toHaveURL('/#services')
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    const cards = page.getByRole('list', { name: 'Services' }).getByRole('listitem')
    await expect(cards).toHaveCount(8)
    expect((await cards.first().boundingBox())?.width).toBe(320)

    const row = page.getByRole('list', { name: 'Services' })
    await expect(page.getByRole('button', { name: 'Previous: Services' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Next: Services' }).click()
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0)
    await expect(page.getByRole('button', { name: 'Previous: Services' })).toBeVisible()
  })

  test('the idle prefetch loads the services and blogs pages ahead of a click', async ({ page }) => {
    await gotoHydrated(page, '/')
    for (const path of ['/services', '/blogs']) {
      await expect(page.locator(`link[rel="prefetch"][href^="${path}"]`).first()).toBeAttached()
    }
  })
})

test.describe('error and not-found screens', () => {
  test.use({ viewport: WIDE })

  test('an unknown path answers 404 with the not-found page in the shell', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('an uncaught render error shows the fallback screen, whose buttons reload and go home', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const response = await page.goto('/__error-check')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: "We're Sorry!" })).toBeVisible()
    await expect(page.getByText("We're experiencing some technical difficulties.")).toBeVisible()
    await expect(
      page.getByText('Please try again later. If the problem persists, contact our support team.'),
    ).toBeVisible()

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try Again' }).click()])
    await expect(page.getByRole('heading', { level: 1, name: "We're Sorry!" })).toBeVisible()

    const home = page.getByRole('link', { name: 'Go to Homepage' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('button', { name: 'Book a Home Service Today' })).toBeVisible()
    expect(errors).toEqual([])
  })
})

test.describe('screenshots', () => {
  const pages = [
    { name: 'home', path: '/' },
    { name: 'services', path: '/services' },
    { name: 'not-found', path: '/no-such-page' },
    { name: 'error', path: '/__error-check' },
  ]
  for (const viewport of [NARROW, WIDE]) {
    for (const target of pages) {
      test(`${target.name} at ${viewport.width}px has no sideways scroll`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(target.path)
        if (target.name === 'error') {
          await expect(page.getByRole('heading', { name: "We're Sorry!" })).toBeVisible()
        } else {
          await page.waitForFunction(() => window.dataLayer?.some((entry) => entry.event === 'pageview') === true)
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBe(0)
        await screenshot(page, { path: `test-results/screenshots/${target.name}-${viewport.width}.png`, fullPage: true })
      })
    }
  }
})
