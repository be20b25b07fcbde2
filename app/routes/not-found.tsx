import { Link, data } from 'react-router'
import { useTranslations } from 'use-intl'
import { useLocalPath } from '../lib/i18n.tsx'
import { type RootData, pageMeta } from '../lib/head.ts'
import type { Route } from './+types/not-found.ts'

export function loader() {
  return data({ notFound: true }, { status: 404 })
}

type NotFoundMetaArgs = Parameters<typeof pageMeta>[0]

/** The head of the 404 page, in the language of the path asked for (/hi/... answers in Hindi): the root loader's messages. */
export function notFoundMeta(args: NotFoundMetaArgs) {
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined
  const text = root?.messages.shell.notFound
  return pageMeta(args, { title: text?.title, description: text?.description, noIndex: true })
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args)

export default function NotFoundPage() {
  const t = useTranslations('shell.notFound')
  const localPath = useLocalPath()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
      <h1 className="mt-3 font-display text-3xl font-bold text-ink sm:text-4xl">{t('heading')}</h1>
      <p className="mt-4 text-ink-muted">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={localPath('/')} className="btn-primary">
          {t('home')}
        </Link>
        <Link to={localPath('/services')} className="btn-secondary">
          {t('services')}
        </Link>
      </div>
    </section>
  )
}
