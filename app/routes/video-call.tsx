import { Suspense, lazy, useEffect, useState } from 'react'
import { Link, data, useRevalidator } from 'react-router'
import type { CallRoomDto } from '../../core/contracts/video.ts'
import { formatInstantTime } from '../../core/dates.ts'
import { type CallPhase, callPhase, durationText, secondsUntil } from '../../core/video/call-window.ts'
import { LogIn, Video } from '../components/ui/icons.tsx'
import { Button, buttonClass } from '../components/ui/button.tsx'
import { pageMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import { openAuthModal } from '../lib/window-events.ts'
import type { Route } from './+types/video-call.ts'
import { CallView } from '../features/video/call-view.tsx'

// The vet's record form is fetched only when a vet opens the room: an owner never downloads it.
const VetRecordPanel = lazy(() => import('../features/vet/call-record-panel.tsx'))

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * The room of one video visit. The server decides who is in it: a signed-out visitor is asked to
 * sign in (and stays on this address), anyone but the owner, a carer of the pet and the vet gets 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await context.get(serverContext).callRoom(params.id)
  if (!found.signedIn) return data({ signedIn: false as const, room: null, now: new Date().toISOString() }, { headers: NO_STORE })
  if (!found.room) throw data(null, { status: 404, headers: NO_STORE })
  return data({ signedIn: true as const, room: found.room, now: new Date().toISOString() }, { headers: NO_STORE })
}

export const headers: Route.HeadersFunction = () => NO_STORE

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Video call', description: 'The video call of a PetVaidya video consultation.', noIndex: true })

/** The room's phase by the browser's clock, ticking every second (the server's `now` until hydrated). */
function usePhase(room: CallRoomDto, serverNow: string): { phase: CallPhase; now: Date } {
  const [now, setNow] = useState(() => new Date(serverNow))
  useEffect(() => {
    setNow(new Date())
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  return { phase: callPhase({ opensAt: new Date(room.opensAt), closesAt: new Date(room.closesAt) }, now), now }
}

function SignIn() {
  const revalidator = useRevalidator()
  return (
    <section className="card mx-auto mt-10 max-w-lg p-6 text-center">
      <h1 className="font-display text-2xl font-bold text-ink">Video call</h1>
      <LogIn aria-hidden="true" className="mx-auto mt-4 size-9 text-brand-700" />
      <p className="mt-3 text-ink-muted">Sign in with the phone number you booked with to join your video consultation.</p>
      <Button className="mt-5" onClick={() => openAuthModal({ title: 'Sign in to join the call', redirectTo: null, onVerified: () => void revalidator.revalidate() })}>
        Sign in
      </Button>
    </section>
  )
}

function Waiting({ room, now }: { room: CallRoomDto; now: Date }) {
  const revalidator = useRevalidator()
  const seconds = secondsUntil(new Date(room.opensAt), now)
  // The room opens: the page asks the server again, for the ICE servers of this call.
  useEffect(() => {
    if (seconds === 0 && revalidator.state === 'idle') void revalidator.revalidate()
  }, [seconds, revalidator])
  return (
    <section className="card mx-auto mt-8 max-w-lg p-6 text-center">
      <Video aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h1 className="mt-3 font-display text-2xl font-bold text-ink">Your call opens soon</h1>
      <p className="mt-2 text-ink">
        Video consultation for {room.petName} with {room.peerName}
      </p>
      <p className="mt-1 font-semibold text-ink">{room.when} (India time)</p>
      <p className="mt-4 text-ink-muted">The room opens at {formatInstantTime(new Date(room.opensAt))} India time.</p>
      <p className="mt-2 text-3xl font-bold text-brand-700 tabular-nums" role="timer" aria-live="off" aria-label="Time until the room opens">
        {durationText(seconds)}
      </p>
      <p className="mt-4 text-sm text-ink-muted">Keep this page open: the call starts here. Allow the camera and microphone when your browser asks.</p>
    </section>
  )
}

function Ended({ room }: { room: CallRoomDto }) {
  return (
    <section className="card mx-auto mt-8 max-w-lg p-6 text-center">
      <h1 className="font-display text-2xl font-bold text-ink">This call has ended</h1>
      <p className="mt-2 text-ink-muted">
        The video consultation for {room.petName} on {room.when} is over.
      </p>
      <Link className={buttonClass({ className: 'mt-5' })} to={room.recordUrl}>
        {room.role === 'owner' ? 'See the visit record' : 'Back to my visits'}
      </Link>
    </section>
  )
}

export default function CallRoomPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignIn />
  return <Room room={loaderData.room} serverNow={loaderData.now} />
}

function Room({ room, serverNow }: { room: CallRoomDto; serverNow: string }) {
  const { phase, now } = usePhase(room, serverNow)
  return (
    <div className="min-h-[70vh] bg-surface px-3 pb-6 sm:px-6">
      {phase === 'waiting' ? <Waiting room={room} now={now} /> : null}
      {phase === 'ended' ? <Ended room={room} /> : null}
      {phase === 'open' ? (
        <CallView
          room={room}
          recordPanel={
            room.role === 'vet' ? (
              <Suspense fallback={<p className="text-sm text-ink-muted">Loading the visit record…</p>}>
                <VetRecordPanel visitId={room.visitId} date={room.startsAt} />
              </Suspense>
            ) : null
          }
        />
      ) : null}
    </div>
  )
}
