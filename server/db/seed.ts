import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { AUTHORS, BLOG_POSTS } from '../../content/blog/posts.ts'
import type { Db } from './client.ts'
import { SERVICE_CATALOGUE } from '../../core/catalogue/services.ts'
import { BILLABLE_CATALOGUE, BILLABLE_SORT_START } from '../../core/catalogue/medicines.ts'
import { MEMBERSHIP_PLANS } from '../../core/catalogue/membership-plans.ts'
import { FAQS } from '../../content/faq/faqs.ts'
import { FAQS_HI } from '../../content/faq/faqs-hi.ts'
import { SERVICE_AREA_SEED } from '../../core/service-area/service-area.ts'
import { SHIPPED_MARKETING_CLAIMS } from '../../content/home/marketing-claims.ts'
import { MARKETING_CLAIMS_KEY, WHATSAPP_KEY, defaultSettings } from '../modules/site-settings/service.ts'
import { CORRECTIONS_KEY, type CorrectionsMarker } from '../modules/content-corrections/service.ts'
import { SAMPLE_CLINICS } from './sample-clinics.ts'
import { authors, blogPosts, catalogueServices, clinics, faqs, membershipPlans, serviceAreaDistricts, siteSettings } from './schema.ts'

/**
 * Inserts the shipped content where it is missing, and brings shipped blog posts and authors that
 * no admin has edited (admin_edited_at is null) up to the shipped text. Running it again changes
 * nothing, and it never overwrites a row an admin has edited.
 */
export async function seedDatabase(db: Db, options: { whatsappNumber?: string; demoData?: boolean } = {}): Promise<void> {
  // Sample data is for development only (DEMO_DATA, decision 0063); tests that call the seed get it unless they say otherwise.
  const demoData = options.demoData ?? true
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
            reviewerCouncil: unlessTextChanged(blogPosts.reviewerCouncil),
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
    // The medicines and consumables a vet bills at the door (decision 0072): added where missing, never over an admin's edit.
    await tx
      .insert(catalogueServices)
      .values(
        BILLABLE_CATALOGUE.map((item, index) => ({
          id: item.id,
          title: item.title,
          petType: item.petType,
          kind: item.kind,
          serviceType: null,
          unit: item.unit,
          description: item.description,
          listPricePaise: item.price * 100,
          pricePaise: item.price * 100,
          taxRateBps: item.taxRate * 100,
          sortOrder: BILLABLE_SORT_START + index * 10,
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
      .values(FAQS.map((faq, index) => ({ ...faq, questionHi: FAQS_HI[faq.slug]?.question ?? null, answerHi: FAQS_HI[faq.slug]?.answer ?? null, sortOrder: (index + 1) * 10 })))
      // A shipped FAQ no admin has saved (version 1) takes the shipped text, so a correction (the
      // kitten course of issue 24, say) reaches a database seeded before it; an admin's edit stays.
      .onConflictDoUpdate({
        target: faqs.slug,
        set: {
          question: sql.raw('excluded.question'),
          answer: sql.raw('excluded.answer'),
          questionHi: sql.raw('excluded.question_hi'),
          answerHi: sql.raw('excluded.answer_hi'),
          category: sql.raw('excluded.category'),
        },
        setWhere: sql`${faqs.version} = 1 and (${faqs.question} <> excluded.question or ${faqs.answer} <> excluded.answer or ${faqs.category} <> excluded.category or ${faqs.questionHi} is distinct from excluded.question_hi or ${faqs.answerHi} is distinct from excluded.answer_hi)`,
      })
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
    // The day this database took the corrected shipped content: rows an admin edited before it, which
    // the seed leaves alone, are listed for review (server/modules/content-corrections).
    await tx
      .insert(siteSettings)
      .values({ key: CORRECTIONS_KEY, value: { appliedAt: new Date().toISOString() } satisfies CorrectionsMarker })
      .onConflictDoNothing({ target: siteSettings.key })
    // Claims no admin has saved (version 1) follow the shipped list: the typed-in figures of earlier
    // releases ('1000+ pet owners', '4.5+ rating') leave installed sites; figures are now computed.
    await tx
      .update(siteSettings)
      .set({ value: { claims: [...SHIPPED_MARKETING_CLAIMS] }, updatedAt: sql`now()` })
      .where(sql`${siteSettings.key} = ${MARKETING_CLAIMS_KEY} and ${siteSettings.version} = 1 and ${siteSettings.value} <> ${JSON.stringify({ claims: SHIPPED_MARKETING_CLAIMS })}::jsonb`)
    // The invented 24-hour hospitals of earlier sample data are hidden wherever they were seeded (never deleted: visits may name them).
    await tx
      .update(clinics)
      .set({ status: 'hidden', updatedAt: sql`now()` })
      .where(and(eq(clinics.sample, true), eq(clinics.status, 'live'), notInArray(clinics.id, SAMPLE_CLINICS.map((clinic) => clinic.id))))
    // Sample clinics, marked `sample` (server/db/sample-clinics.ts), only with DEMO_DATA; an edited row is left alone (hide one, never delete it).
    if (demoData) {
      await tx
        .insert(clinics)
        .values(SAMPLE_CLINICS.map((clinic) => ({ ...clinic, sample: true, status: 'live', vetRegistrations: [] })))
        .onConflictDoNothing({ target: clinics.id })
    }
  })
}
