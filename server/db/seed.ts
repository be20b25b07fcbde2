import { AUTHORS, BLOG_POSTS } from '../../content/blog/posts.ts'
import type { Db } from './client.ts'
import { SERVICE_CATALOGUE } from '../../core/catalogue/services.ts'
import { MEMBERSHIP_PLANS } from '../../core/catalogue/membership-plans.ts'
import { FAQS } from '../../content/faq/faqs.ts'
import { SERVICE_AREA_SEED } from '../../core/service-area/service-area.ts'
import { SHIPPED_MARKETING_CLAIMS } from '../../content/home/marketing-claims.ts'
import { WHATSAPP_KEY, defaultSettings } from '../modules/site-settings/service.ts'
import { authors, blogPosts, catalogueServices, faqs, membershipPlans, serviceAreaDistricts, siteSettings } from './schema.ts'

/**
 * Inserts the shipped content where it is missing. Running it again changes nothing, and it
 * never overwrites a row an admin has edited.
 */
export async function seedDatabase(db: Db, options: { whatsappNumber?: string } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    if (AUTHORS.length > 0) await tx.insert(authors).values([...AUTHORS]).onConflictDoNothing()
    if (BLOG_POSTS.length > 0) {
      await tx
        .insert(blogPosts)
        .values(BLOG_POSTS.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) })))
        .onConflictDoNothing({ target: blogPosts.slug })
    }
    await tx
      .insert(catalogueServices)
      .values(
        SERVICE_CATALOGUE.map((service, index) => ({
          id: service.id,
          title: service.title,
          petType: service.petType,
          serviceType: service.serviceType,
          description: service.description,
          listPricePaise: service.price * 100,
          pricePaise: service.discountedPrice * 100,
          sortOrder: index,
        })),
      )
      .onConflictDoNothing({ target: catalogueServices.id })
    await tx
      .insert(membershipPlans)
      .values(
        MEMBERSHIP_PLANS.map((plan, index) => ({
          id: plan.id,
          name: plan.name,
          durationMonths: plan.durationMonths,
          listPricePaise: plan.price * 100,
          pricePaise: plan.discountedPrice * 100,
          sortOrder: index,
          freeHomeVisits: plan.freeHomeVisits,
          serviceDiscountPercent: plan.serviceDiscountPercent,
          freeVideoConsults: plan.freeVideoConsults,
          prioritySlots: plan.prioritySlots,
          referralDiscountPercent: plan.referralDiscountPercent,
          referrerCreditVisits: plan.referrerCreditVisits,
        })),
      )
      .onConflictDoNothing({ target: membershipPlans.id })
    await tx
      .insert(faqs)
      .values(FAQS.map((faq, index) => ({ ...faq, sortOrder: (index + 1) * 10 })))
      .onConflictDoNothing({ target: faqs.slug })
    await tx
      .insert(serviceAreaDistricts)
      .values(SERVICE_AREA_SEED.map((row, index) => ({ ...row, sortOrder: (index + 1) * 10 })))
      .onConflictDoNothing({ target: [serviceAreaDistricts.state, serviceAreaDistricts.district] })
    // The WhatsApp chat (from WHATSAPP_NUMBER) and the marketing claims, as the team will edit them.
    // Without a number (tests), the WhatsApp row is left to the first save and the configured number serves.
    const settings = Object.entries(defaultSettings(options.whatsappNumber ?? '', SHIPPED_MARKETING_CLAIMS)).filter(
      ([key]) => key !== WHATSAPP_KEY || options.whatsappNumber,
    )
    await tx
      .insert(siteSettings)
      .values(settings.map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: siteSettings.key })
  })
}
