import { Link } from 'react-router'
import { findSitePage } from '../../core/site/pages.ts'
import { pageMeta } from '../lib/head.ts'
import { openAppointmentModal } from '../lib/window-events.ts'
import type { Route } from './+types/home.ts'

const homePage = findSitePage('/')

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    description: homePage?.description,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VeterinaryCare',
      name: 'PetVaidya',
      areaServed: ['Gurgaon', 'Delhi', 'Noida', 'Ghaziabad', 'Faridabad'],
      priceRange: '₹149 - ₹999',
    },
  })

export default function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-3xl font-display text-4xl font-bold text-ink sm:text-5xl">{homePage?.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">{homePage?.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button type="button" className="btn-primary" onClick={() => openAppointmentModal()}>
              Book a Home Service Today
            </button>
            <Link to="#services" className="btn-secondary">
              Explore Our Services
            </Link>
          </div>
        </div>
      </section>
      <section id="services" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12">
        <h2 className="font-display text-2xl font-bold text-ink">Our services</h2>
      </section>
    </>
  )
}
