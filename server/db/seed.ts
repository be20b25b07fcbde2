import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { AUTHORS, BLOG_POSTS } from '../../content/blog/posts.ts'
import type { Db } from './client.ts'
import { SERVICE_CATALOGUE } from '../../core/catalogue/services.ts'
import { MEMBERSHIP_PLANS } from '../../core/catalogue/membership-plans.ts'
import { FAQS } from '../../content/faq/faqs.ts'
import { SERVICE_AREA_SEED } from '../../core/service-area/service-area.ts'
import { SHIPPED_MARKETING_CLAIMS } from '../../content/home/marketing-claims.ts'
import { WHATSAPP_KEY, defaultSettings } from '../modules/site-settings/service.ts'
import { SAMPLE_CLINICS } from './sample-clinics.ts'
import { authors, blogPosts, catalogueServices, clinics, faqs, membershipPlans, serviceAreaDistricts, siteSettings } from './schema.ts'

/**
 * Inserts the shipped content where it is missing, and brings shipped blog posts and authors that
 * no admin has edited (admin_edited_at is null) up to the shipped text. Running it again changes
 * nothing, and it never overwrites a row an admin has edited.
 */
export async function seedDatabase(db: Db, options: { whatsappNumber?: string } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    if (AUTHORS.length > 0) {
      await tx
        .insert(authors)
        .values([...AUTHORS])
        .onConflictDoUpdate({
          target: authors.id,
          set: { name: sql`excluded.name`, credentials: sql`excluded.credentials`, bio: sql`excluded.bio`, version: sql`${authors.version} + 1`, updatedAt: sql`now()` },
          setWhere: sql`${authors.adminEditedAt} is null and (${authors.name}, ${authors.credentials}, ${authors.bio}) is distinct from (excluded.name, excluded.credentials, excluded.bio)`,
        })
    }
    if (BLOG_POSTS.length > 0) {
      // A shipped article no admin has edited follows the shipped text (a correction reaches
      // databases seeded before it); one an admin has edited is theirs. A vet's review was of the
      // old text, so a change of text ends it.
      const textChanged = sql`(${blogPosts.title}, ${blogPosts.content}) is distinct from (excluded.title, excluded.content)`
      const unlessTextChanged = (column: AnyPgColumn) => sql`case when ${textChanged} then null else ${column} end`
      await tx
        .insert(blogPosts)
        .values(BLOG_POSTS.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) })))
        .onConflictDoUpdate({
          target: blogPosts.slug,
          set: {
            title: sql`excluded.title`,
            image: sql`excluded.image`,
            category: sql`excluded.category`,
            excerpt: sql`excluded.excerpt`,
            content: sql`excluded.content`,
            authorId: sql`excluded.author_id`,
            publishedAt: sql`excluded.published_at`,
            reviewedBy: unlessTextChanged(blogPosts.reviewedBy),
            reviewerName: unlessTextChanged(blogPosts.reviewerName),
            reviewerRegistration: unlessTextChanged(blogPosts.reviewerRegistration),
            reviewedAt: unlessTextChanged(blogPosts.reviewedAt),
            reviewDueAt: unlessTextChanged(blogPosts.reviewDueAt),
            version: sql`${blogPosts.version} + 1`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${blogPosts.adminEditedAt} is null and (${blogPosts.title}, ${blogPosts.image}, ${blogPosts.category}, ${blogPosts.excerpt}, ${blogPosts.content}, ${blogPosts.authorId}, ${blogPosts.publishedAt}) is distinct from (excluded.title, excluded.image, excluded.category, excluded.excerpt, excluded.content, excluded.author_id, excluded.published_at)`,
        })
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
    // The area is seeded once: after that it is the admins' (decision 0029), and a district they
    // removed must not come back at the next start.
    const [area] = await tx.select({ rows: sql<number>`count(*)`.mapWith(Number) }).from(serviceAreaDistricts)
    if ((area?.rows ?? 0) === 0) {
      await tx
        .insert(serviceAreaDistricts)
        .values(SERVICE_AREA_SEED.map((row, index) => ({ ...row, sortOrder: (index + 1) * 10 })))
        .onConflictDoNothing({ target: [serviceAreaDistricts.state, serviceAreaDistricts.district] })
    }
    // The WhatsApp chat (from WHATSAPP_NUMBER) and the marketing claims, as the team will edit them.
    // Without a number (tests), the WhatsApp row is left to the first save and the configured number serves.
    const settings = Object.entries(defaultSettings(options.whatsappNumber ?? '', SHIPPED_MARKETING_CLAIMS)).filter(
      ([key]) => key !== WHATSAPP_KEY || options.whatsappNumber,
    )
    await tx
      .insert(siteSettings)
      .values(settings.map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: siteSettings.key })
    // Sample clinics, marked `sample` (server/db/sample-clinics.ts); an edited row is left alone (hide one, never delete it).
    await tx
      .insert(clinics)
      .values(SAMPLE_CLINICS.map((clinic) => ({ ...clinic, sample: true, status: 'live', vetRegistrations: [] })))
      .onConflictDoNothing({ target: clinics.id })
  })
}
