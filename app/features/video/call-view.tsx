import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { CLOSE_CODES, type CallMessageDto, type CallRoomDto, OPENED_IN_ANOTHER_TAB, type ServerSignal } from '../../../core/contracts/video.ts'
import { Mic, MicOff, PhoneOff, SwitchCamera, Video, VideoOff } from '../../components/ui/icons.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { CallChat } from './call-chat.tsx'
import { ICE_RECOVERY_MS, reconnectDelayMs } from '../../../core/video/reconnect.ts'
import { type MediaProblem, askPhoneInstead, mediaProblemOf, openLocalMedia } from './call-media.ts'

type LinkState = 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'left' | 'replaced'

/**
 * A <video> that shows a stream (React has no srcObject attribute). A browser that will not play
 * sound before the person has touched the page (an SMS link opened straight into the room) still
 * plays the picture, muted, and `onSoundBlocked` lets the page offer a button for the sound.
 */
function StreamVideo({ stream, muted, label, className, onSoundBlocked }: { stream: MediaStream | null; muted: boolean; label: string; className: string; onSoundBlocked?: (unmute: () => void) => void }) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (!video || video.srcObject === stream) return
    video.srcObject = stream
    if (!stream) return
    video.play().catch(() => {
      if (muted) return
      video.muted = true
      void video.play().catch(() => undefined)
      onSoundBlocked?.(() => {
        video.muted = false
        void video.play().catch(() => undefined)
      })
    })
  }, [stream, muted, onSoundBlocked])
  return <video ref={ref} aria-label={label} className={className} autoPlay playsInline muted={muted} />
}

const STATUS_TEXT: Record<LinkState, string> = {
  waiting: 'Waiting for the other person to join…',
  connecting: 'Connecting…',
  connected: '',
  reconnecting: 'Reconnecting…',
  left: 'You left the call.',
  replaced: OPENED_IN_ANOTHER_TAB,
}

/**
 * The call: 1:1 WebRTC with perfect negotiation (the owner's side is the polite one), signalling
 * on the room's WebSocket. A dropped connection restarts ICE, and after ICE_RECOVERY_MS without
 * success starts afresh on a new socket; a dropped socket reconnects, waiting longer after each
 * failed try (core/video/reconnect.ts) and at once when the device is back online. A side without
 * a camera or microphone still receives the other's, and can try its own again.
 */
export function CallView({ room, recordPanel }: { room: CallRoomDto; recordPanel: ReactNode }) {
  const [local, setLocal] = useState<MediaStream | null>(null)
  const [remote, setRemote] = useState<MediaStream | null>(null)
  const [link, setLink] = useState<LinkState>('waiting')
  const [problem, setProblem] = useState<MediaProblem | null>(null)
  const [muted, setMuted] = useState(false)
  const [cameraOff, setCameraOff] = useState(false)
  const [facing, setFacing] = useState<'user' | 'environment'>('user')
  const [switchNote, setSwitchNote] = useState<string | null>(null)
  const [messages, setMessages] = useState<CallMessageDto[]>(room.messages)
  const [phoneAsked, setPhoneAsked] = useState<string | null>(null)
  const [tab, setTab] = useState<'chat' | 'record'>('chat')
  const [attempt, setAttempt] = useState(0)
  const [unmuteSound, setUnmuteSound] = useState<(() => void) | null>(null)
  const soundBlocked = useCallback((unmute: () => void) => setUnmuteSound(() => unmute), [])
  const socketRef = useRef<WebSocket | null>(null)
  const peerRef = useRef<RTCPeerConnection | null>(null)
  const localRef = useRef<MediaStream | null>(null)
  const retryMediaRef = useRef<(() => Promise<void>) | null>(null)
  const polite = room.role === 'owner'

  const send = useCallback((message: object) => {
    const socket = socketRef.current
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
  }, [])

  useEffect(() => {
    let stopped = false
    let makingOffer = false
    let ignoreOffer = false
    /**
     * The owner's side of a new connection waits for the vet's first offer instead of making one
     * too: two first offers crossing (glare) is where browsers' rollback fails, leaving a call with
     * no candidates and no picture. Later offers (an ICE restart) follow perfect negotiation.
     */
    let awaitingFirstOffer = false
    let reconnectTimer: ReturnType<typeof setTimeout> | null = null
    let restartTimer: ReturnType<typeof setTimeout> | null = null
    let recoveryTimer: ReturnType<typeof setTimeout> | null = null
    /** Sockets that closed (or failed to open) since the last one that opened. */
    let failedTries = 0
    /** The other person joined after this socket did ('peer-joined' on it): they answer our 'here'. */
    let heardJoin = false
    /** The signals being handled, in the order they came. */
    let received: Promise<void> = Promise.resolve()
    const clearTimer = (timer: ReturnType<typeof setTimeout> | null) => {
      if (timer) clearTimeout(timer)
      return null
    }

    const closePeer = () => {
      peerRef.current?.close()
      peerRef.current = null
      setRemote(null)
    }

    /** A fresh connection to the other person, with whatever media this side has. */
    const startPeer = (): RTCPeerConnection => {
      closePeer()
      const peer = new RTCPeerConnection({ iceServers: room.iceServers })
      peerRef.current = peer
      makingOffer = false
      ignoreOffer = false
      awaitingFirstOffer = polite
      const stream = localRef.current
      for (const kind of ['audio', 'video'] as const) {
        const track = stream?.getTracks().find((candidate) => candidate.kind === kind)
        // Camera or microphone missing: the call goes on, receiving the other side's.
        if (track && stream) peer.addTrack(track, stream)
        else peer.addTransceiver(kind, { direction: 'recvonly' })
      }
      const incoming = new MediaStream()
      peer.ontrack = ({ track }) => {
        incoming.addTrack(track)
        setRemote(new MediaStream(incoming.getTracks()))
      }
      peer.onnegotiationneeded = async () => {
        if (awaitingFirstOffer && peerRef.current === peer) return
        try {
          makingOffer = true
          await peer.setLocalDescription()
          send({ type: 'description', description: peer.localDescription?.toJSON() })
        } finally {
          makingOffer = false
        }
      }
      peer.onicecandidate = ({ candidate }) => send({ type: 'candidate', candidate: candidate ? candidate.toJSON() : null })
      peer.onconnectionstatechange = () => {
        if (peerRef.current !== peer) return
        if (peer.connectionState === 'connected') {
          restartTimer = clearTimer(restartTimer)
          recoveryTimer = clearTimer(recoveryTimer)
          setLink('connected')
        }
        if (peer.connectionState === 'disconnected' || peer.connectionState === 'failed') {
          setLink('reconnecting')
          // A network change: new candidates on the same connection (ICE restart), not a new call.
          restartTimer = clearTimer(restartTimer)
          restartTimer = setTimeout(() => {
            if (peerRef.current === peer && peer.connectionState !== 'connected') peer.restartIce()
          }, peer.connectionState === 'failed' ? 0 : 1500)
          // Still not back: the socket may be dead without the browser knowing; a new one starts both sides afresh.
          recoveryTimer ??= setTimeout(() => {
            recoveryTimer = null
            if (peerRef.current === peer && peer.connectionState !== 'connected' && !stopped) connect()
          }, ICE_RECOVERY_MS)
        }
      }
      setLink('connecting')
      return peer
    }

    const receive = async (signal: ServerSignal) => {
      switch (signal.type) {
        case 'peer-joined':
          heardJoin = true
          startPeer()
          send({ type: 'here' })
          return
        case 'peer-here':
          // Both opened the room at the same moment: each heard the other join and started
          // afresh already; starting again would answer offers of a connection already closed.
          if (heardJoin && peerRef.current) return
          startPeer()
          return
        case 'peer-left':
          // Their connection dropped: they are on their way back (the media may even still flow).
          if (signal.dropped) {
            setLink('reconnecting')
            return
          }
          closePeer()
          setLink('waiting')
          return
        case 'description': {
          const peer = peerRef.current ?? startPeer()
          const description = signal.description
          const collision = description.type === 'offer' && (makingOffer || peer.signalingState !== 'stable')
          ignoreOffer = !polite && collision
          if (ignoreOffer) return
          await peer.setRemoteDescription(description)
          if (description.type === 'offer') awaitingFirstOffer = false
          if (description.type === 'offer') {
            await peer.setLocalDescription()
            send({ type: 'description', description: peer.localDescription?.toJSON() })
          }
          return
        }
        case 'candidate': {
          const peer = peerRef.current
          if (!peer) return
          try {
            await peer.addIceCandidate(signal.candidate ?? undefined)
          } catch (error) {
            if (!ignoreOffer) throw error
          }
          return
        }
        case 'chat':
          setMessages((list) => (list.some((message) => message.id === signal.message.id) ? list : [...list, signal.message]))
          return
        case 'phone-instead':
          setPhoneAsked(signal.ownerPhone)
          return
      }
    }

    function connect() {
      reconnectTimer = clearTimer(reconnectTimer)
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
      // A socket still open is replaced by the server (the same person's new socket takes its place).
      const socket = new WebSocket(`${scheme}://${window.location.host}/api/visits/${room.visitId}/call/socket`)
      socketRef.current = socket
      heardJoin = false
      socket.onopen = () => {
        if (socketRef.current !== socket) return
        if (failedTries > 0) {
          // Back in the room: the other person, if there, starts afresh with us ('peer-joined' on their side).
          setLink(peerRef.current?.connectionState === 'connected' ? 'connected' : 'waiting')
        }
        failedTries = 0
      }
      socket.onmessage = (event) => {
        const signal = JSON.parse(String(event.data)) as ServerSignal
        // One at a time, in order: a candidate must not be added before the description it belongs to is set.
        received = received.then(() => receive(signal)).catch(() => undefined)
      }
      socket.onclose = (event) => {
        if (socketRef.current !== socket) return
        socketRef.current = null
        if (stopped) return
        if (event.code === CLOSE_CODES.replaced) {
          closePeer()
          setLink('replaced')
          return
        }
        if (event.code === 1000 || event.code === CLOSE_CODES.notFound || event.code === CLOSE_CODES.roomClosed) return
        // The network dropped: the room is joined again, and the other side starts afresh with us.
        setLink('reconnecting')
        reconnectTimer = setTimeout(connect, reconnectDelayMs(failedTries, Math.random()))
        failedTries += 1
      }
    }

    // Back online (a phone out of a tunnel): no waiting out the backoff.
    const online = () => {
      if (stopped) return
      if (reconnectTimer) connect()
      else if (peerRef.current && peerRef.current.connectionState !== 'connected') peerRef.current.restartIce()
    }
    window.addEventListener('online', online)

    /** The camera and microphone asked for again (allowed now, or plugged in): the call starts afresh with them. */
    retryMediaRef.current = async () => {
      const opened = await openLocalMedia('user')
      if (stopped) {
        for (const track of opened.stream?.getTracks() ?? []) track.stop()
        return
      }
      if (!opened.stream) {
        setProblem(opened.problem)
        return
      }
      for (const track of localRef.current?.getTracks() ?? []) track.stop()
      localRef.current = opened.stream
      setLocal(opened.stream)
      setProblem(opened.problem)
      // Joining again on a new socket (it takes the old one's place): both sides start afresh, with these.
      connect()
    }

    void (async () => {
      const opened = await openLocalMedia('user')
      if (stopped) {
        for (const track of opened.stream?.getTracks() ?? []) track.stop()
        return
      }
      localRef.current = opened.stream
      setLocal(opened.stream)
      setProblem(opened.problem)
      connect()
    })()

    return () => {
      stopped = true
      reconnectTimer = clearTimer(reconnectTimer)
      restartTimer = clearTimer(restartTimer)
      recoveryTimer = clearTimer(recoveryTimer)
      window.removeEventListener('online', online)
      retryMediaRef.current = null
      const socket = socketRef.current
      socketRef.current = null
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'hang-up' }))
      socket?.close(1000)
      closePeer()
      for (const track of localRef.current?.getTracks() ?? []) track.stop()
      localRef.current = null
    }
  }, [room.visitId, room.iceServers, polite, send, attempt])

  const toggleMute = () => {
    const next = !muted
    for (const track of local?.getAudioTracks() ?? []) track.enabled = !next
    setMuted(next)
  }
  const toggleCamera = () => {
    const next = !cameraOff
    for (const track of local?.getVideoTracks() ?? []) track.enabled = !next
    setCameraOff(next)
  }
  /**
   * The other camera of a phone. Many Android phones cannot open a second camera while one is
   * open, so this one is released first; a device with one camera (a laptop) refuses the other
   * facing, and the call goes on with the camera it had, saying so. Only when even that camera
   * cannot be had again is it a media problem, with the sound kept.
   */
  const switchCamera = async () => {
    if (!local) return
    const nextFacing = facing === 'user' ? 'environment' : 'user'
    const old = local.getVideoTracks()[0]
    old?.stop()
    const open = async (facingMode: ConstrainDOMString) => (await navigator.mediaDevices.getUserMedia({ video: { facingMode } })).getVideoTracks()[0]
    let track: MediaStreamTrack | undefined
    let switched = true
    try {
      track = await open({ exact: nextFacing })
    } catch {
      switched = false
      try {
        track = await open(facing)
      } catch (error) {
        track = undefined
        setProblem(mediaProblemOf(error, 'audio'))
      }
    }
    if (old) local.removeTrack(old)
    if (track) {
      await peerRef.current?.getSenders().find((sender) => sender.track?.kind === 'video')?.replaceTrack(track)
      track.enabled = !cameraOff
      local.addTrack(track)
    }
    setLocal(new MediaStream(local.getTracks()))
    if (switched) setFacing(nextFacing)
    setSwitchNote(switched || !track ? null : 'This device has no other camera we can use: the call goes on with this one.')
  }
  const hangUp = () => {
    send({ type: 'hang-up' })
    socketRef.current?.close(1000)
    socketRef.current = null
    peerRef.current?.close()
    peerRef.current = null
    for (const track of localRef.current?.getTracks() ?? []) track.stop()
    setRemote(null)
    setLink('left')
  }

  const hasVideo = (local?.getVideoTracks().length ?? 0) > 0
  const hasAudio = (local?.getAudioTracks().length ?? 0) > 0
  const ended = link === 'left' || link === 'replaced'
  const statusText = STATUS_TEXT[link]

  return (
    <div className="mx-auto grid max-w-6xl gap-4 pt-3 lg:grid-cols-[minmax(0,1fr)_380px]">
      <section aria-label="Video call" className="min-w-0">
        <h1 className="mb-2 font-display text-lg font-semibold text-ink">
          {room.petName}’s video consultation · {room.peerName}
        </h1>
        <div className="relative overflow-hidden rounded-2xl bg-slate-900" style={{ aspectRatio: '3 / 4', maxHeight: '70vh', width: '100%' }}>
          <StreamVideo stream={remote} muted={false} label={`Video of ${room.peerName}`} className="h-full w-full object-cover" onSoundBlocked={soundBlocked} />
          {unmuteSound && remote ? (
            <button
              type="button"
              className="btn-primary btn-sm absolute top-3 left-1/2 -translate-x-1/2"
              onClick={() => {
                unmuteSound()
                setUnmuteSound(null)
              }}
            >
              Tap to hear {room.peerName}
            </button>
          ) : null}
          {statusText ? (
            <p role="status" className="absolute inset-x-0 top-1/2 -translate-y-1/2 px-6 text-center text-base font-semibold text-white">
              {statusText}
            </p>
          ) : null}
          {hasVideo && !ended ? (
            <StreamVideo stream={local} muted label="Your own video" className="absolute right-3 bottom-3 h-32 w-24 rounded-xl border-2 border-white object-cover shadow-lg [transform:scaleX(-1)] sm:h-40 sm:w-30" />
          ) : null}
        </div>
        {ended ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => setAttempt((value) => value + 1)}>Rejoin the call</Button>
            <Link className={buttonClass({ variant: 'outline' })} to={room.recordUrl}>
              {room.role === 'owner' ? 'My appointments' : 'Back to my visits'}
            </Link>
          </div>
        ) : (
          <div className="mt-3 flex items-center justify-center gap-3" role="group" aria-label="Call controls">
            <button type="button" className="btn-outline btn-icon size-14 rounded-full" aria-pressed={muted} aria-label={muted ? 'Unmute' : 'Mute'} disabled={!hasAudio} onClick={toggleMute}>
              {muted ? <MicOff className="size-6" /> : <Mic className="size-6" />}
            </button>
            <button type="button" className="btn-outline btn-icon size-14 rounded-full" aria-pressed={cameraOff} aria-label={cameraOff ? 'Turn camera on' : 'Turn camera off'} disabled={!hasVideo} onClick={toggleCamera}>
              {cameraOff ? <VideoOff className="size-6" /> : <Video className="size-6" />}
            </button>
            <button type="button" className="btn-outline btn-icon size-14 rounded-full" aria-label="Switch camera" disabled={!hasVideo} onClick={() => void switchCamera()}>
              <SwitchCamera className="size-6" />
            </button>
            <button type="button" className="btn-destructive btn-icon size-14 rounded-full" aria-label="Hang up" onClick={hangUp}>
              <PhoneOff className="size-6" />
            </button>
          </div>
        )}
        {switchNote && !ended ? (
          <p className="mt-3 text-center text-sm text-ink-muted" data-testid="switch-camera-note">
            {switchNote}
          </p>
        ) : null}
        {/* Under the controls, so that hanging up and muting stay in reach on a phone. */}
        {phoneAsked && room.role === 'vet' ? (
          <p role="alert" className="mt-3 rounded-xl border border-accent-200 bg-accent-50 p-3 text-sm text-ink">
            {room.peerName} cannot use the camera and asks you to ring them:{' '}
            <a className="font-semibold text-brand-700 underline" href={`tel:+91${phoneAsked}`}>
              +91 {phoneAsked}
            </a>
          </p>
        ) : null}
        {problem && !ended ? <MediaHelp problem={problem} room={room} onRetry={() => retryMediaRef.current?.() ?? Promise.resolve()} /> : null}
      </section>
      <aside className="min-w-0">
        {recordPanel ? (
          <div role="tablist" aria-label="Beside the call" className="mb-2 grid grid-cols-2 gap-1 rounded-xl bg-white p-1 lg:hidden">
            {(['chat', 'record'] as const).map((name) => (
              <button key={name} type="button" role="tab" aria-selected={tab === name} className={`rounded-lg py-2 text-sm font-semibold ${tab === name ? 'bg-brand-700 text-white' : 'text-ink'}`} onClick={() => setTab(name)}>
                {name === 'chat' ? 'Chat' : 'Visit record'}
              </button>
            ))}
          </div>
        ) : null}
        <div className={recordPanel && tab !== 'chat' ? 'hidden lg:block' : ''}>
          <CallChat room={room} messages={messages} onSent={(message) => setMessages((list) => (list.some((line) => line.id === message.id) ? list : [...list, message]))} send={send} />
        </div>
        {recordPanel ? <div className={`mt-4 ${tab !== 'record' ? 'hidden lg:block' : ''}`}>{recordPanel}</div> : null}
      </aside>
    </div>
  )
}

function MediaHelp({ problem, room, onRetry }: { problem: MediaProblem; room: CallRoomDto; onRetry: () => Promise<void> }) {
  const [asked, setAsked] = useState<'no' | 'sending' | 'sent' | 'failed'>('no')
  const [retrying, setRetrying] = useState(false)
  return (
    <div role="alert" className="mt-3 rounded-xl border border-accent-200 bg-accent-50 p-4 text-sm text-ink">
      <p className="font-semibold">{problem.title}</p>
      <p className="mt-1">{problem.help}</p>
      {problem.kind === 'denied' ? (
        <ol className="mt-2 list-decimal pl-5">
          <li>In Chrome on Android, tap the icon left of the address bar (a lock or settings icon).</li>
          <li>Tap Permissions (or Site settings), then allow Camera and Microphone.</li>
          <li>Come back here and press Try again.</li>
        </ol>
      ) : null}
      {problem.kept === 'none' ? <p className="mt-2 text-ink-muted">The call goes on: you can still see and hear {room.peerName}, and write in the chat; they cannot see or hear you.</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {problem.kind !== 'unsupported' ? (
          <Button
            variant="outline"
            disabled={retrying}
            onClick={() => {
              setRetrying(true)
              void onRetry().finally(() => setRetrying(false))
            }}
          >
            {retrying ? 'Trying…' : 'Try again'}
          </Button>
        ) : null}
        {room.role === 'owner' ? (
          <Button
            variant="outline"
            disabled={asked === 'sending' || asked === 'sent'}
            onClick={() => {
              setAsked('sending')
              askPhoneInstead(room.visitId).then(
                () => setAsked('sent'),
                () => setAsked('failed'),
              )
            }}
          >
            Call me on the phone instead
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {asked === 'sent' ? <p className="mt-2 font-semibold text-brand-800">{room.peerName} has been asked to ring you on your booking number.</p> : null}
        {asked === 'failed' ? <p className="mt-2 text-danger-700">That did not go through. Please try again.</p> : null}
      </div>
    </div>
  )
}
