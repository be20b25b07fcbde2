import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, LogOut, MonitorSmartphone, Trash2 } from '../../components/ui/icons.tsx'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'
import { untranslated } from '../../components/ui/untranslated.tsx'
import { formatInstant, formatShortDateWithYear, formatTime } from '../../../core/dates.ts'
import { Link } from 'react-router'
import type { SessionSummary } from '../../../core/contracts/auth.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { formatRupees } from '../../lib/rupees.ts'
import { toast } from '../../components/ui/toast-store.ts'
import { accountKeys } from '../../lib/query-keys/account-keys.ts'
import { appointmentKeys } from '../../lib/query-keys/appointment-keys.ts'
import { ACCOUNT_EXPORT_URL, deleteAccount, endOtherSessions, endSession, listAppointments, listSessions } from './account-api.ts'


type SessionsText = ReturnType<typeof useTranslations<'account.sessions'>>

/** 'Chrome on Android': the browser's and the system's names stay as written. */
function deviceName(userAgent: string, t: SessionsText): React.ReactNode {
  if (!userAgent) return t('unknownDevice')
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Chrome\//.test(userAgent) ? 'Chrome' : /Firefox\//.test(userAgent) ? 'Firefox' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser'
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : 'device'
  return t.rich('device', { browser, system, name: untranslated })
}

function SessionRow({ session, onEnd, ending }: { session: SessionSummary; onEnd: () => void; ending: boolean }) {
  const t = useTranslations('account.sessions')
  const language = useLanguage()
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {deviceName(session.userAgent, t)}{' '}
            {session.current && <span className="ml-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs whitespace-nowrap text-brand-800">{t('thisDevice')}</span>}
          </p>
          <p className="text-sm text-ink-muted">{t('lastActive', { when: formatInstant(session.lastSeenAt, language) })}</p>
        </div>
      </div>
      {!session.current && (
        <Button size="sm" variant="outline" onClick={onEnd} disabled={ending}>
          {t('end')}
        </Button>
      )}
    </li>
  )
}

/**
 * The account basics of a signed-in user: active sessions, a download of their data and account
 * deletion (India's DPDP Act 2023). `onDeleted` signs the browser out.
 */
export function AccountPanel({ userId, onDeleted }: { userId: string; onDeleted: () => void }) {
  const queryClient = useQueryClient()
  const t = useTranslations('account')
  const language = useLanguage()
  const localPath = useLocalPath()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const sessions = useQuery({ queryKey: accountKeys.sessions(userId), queryFn: listSessions })
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(userId) })
  const endOne = useMutation({ mutationFn: endSession, onSuccess: refresh })
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async () => {
      await refresh()
      toast({ title: t('sessions.endedOthers'), description: t('sessions.endedOthersText') })
    },
  })
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      setConfirmDelete(false)
      toast({ title: t('deleteDialog.deleted'), description: t('deleteDialog.deletedText') })
      onDeleted()
    },
    onError: () => toast({ variant: 'destructive', title: t('deleteDialog.error'), description: t('deleteDialog.failed') }),
  })

  const others = (sessions.data ?? []).filter((session) => !session.current)
  // What a deletion would cancel, read fresh when the owner opens the confirmation.
  const appointments = useQuery({ queryKey: appointmentKeys.list(userId), queryFn: listAppointments, enabled: confirmDelete, staleTime: 0 })
  const upcoming = appointments.data?.upcoming ?? []

  return (
    <div className="space-y-6">
      <section className="card p-5 sm:p-6" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="font-display text-xl font-semibold text-ink">
          {t('sessions.heading')}
        </h2>
        {sessions.isPending ? (
          <p className="mt-4 flex items-center gap-2 text-ink-muted">
            <Spinner className="size-4" /> {t('sessions.loading')}
          </p>
        ) : sessions.isError ? (
          <p className="mt-4 text-danger-600">{t('sessions.failed')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} ending={endOne.isPending} onEnd={() => endOne.mutate(session.id)} />
            ))}
          </ul>
        )}
        {others.length > 0 && (
          // Full width on a phone, wrapping if it must: its words never push past the card (375 px).
          <Button variant="outline" className="mt-3 w-full whitespace-normal sm:w-auto" onClick={() => endOthers.mutate()} disabled={endOthers.isPending}>
            <LogOut aria-hidden="true" className="size-4" /> {t('sessions.endOthers')}
          </Button>
        )}
      </section>

      <section className="card p-5 sm:p-6" aria-labelledby="data-heading">
        <h2 id="data-heading" className="font-display text-xl font-semibold text-ink">
          {t('data.heading')}
        </h2>
        <p className="mt-2 text-ink-muted">
          {t('data.text')}{' '}
          <Link to={localPath('/privacy-policy')} className="font-semibold text-brand-700 underline">
            {t('data.privacy')}
          </Link>
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <a href={ACCOUNT_EXPORT_URL} download className={buttonClass({ variant: 'secondary' })}>
            <Download aria-hidden="true" className="size-4" /> {t('data.download')}
          </a>
          <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" className="size-4" /> {t('data.delete')}
          </Button>
        </div>
      </section>

      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent widthClass="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('deleteDialog.title')}</DialogTitle>
            <DialogDescription>
              {t('deleteDialog.description')}
            </DialogDescription>
          </DialogHeader>
          {appointments.isPending ? (
            <p className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
              <Spinner className="size-4" /> {t('deleteDialog.checking')}
            </p>
          ) : upcoming.length > 0 ? (
            <div className="mt-4 rounded-xl bg-danger-50 p-4 text-sm text-danger-700" data-testid="visits-to-cancel">
              <p className="font-semibold">
                {t('deleteDialog.willCancel', { count: upcoming.length })}
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {upcoming.map((visit) => (
                  <li key={visit.id}>
                    {t.rich('deleteDialog.visit', {
                      pet: visit.petName,
                      // English keeps the dates as the list has always shown them.
                      date: language === 'en' ? visit.appointmentDate : formatShortDateWithYear(visit.appointmentDate, language),
                      time: language === 'en' ? visit.appointmentTime : formatTime(visit.appointmentTime, language),
                      name: untranslated,
                    })}
                    {visit.paidAmount > 0 ? t('deleteDialog.refunded', { amount: formatRupees(visit.paidAmount) }) : ''}
                  </li>
                ))}
              </ul>
              <p className="mt-2">{t('deleteDialog.notice')}</p>
            </div>
          ) : (
            <p className="mt-4 text-sm text-ink-muted">{t('deleteDialog.nothing')}</p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              {t('deleteDialog.keep')}
            </Button>
            <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {remove.isPending && <Spinner className="size-4" />}
              {t('deleteDialog.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
