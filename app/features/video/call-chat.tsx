import { useId, useRef, useState } from 'react'
import { type CallMessageDto, type CallRoomDto, MAX_CHAT_CHARS } from '../../../core/contracts/video.ts'
import { formatInstantTime } from '../../../core/dates.ts'
import { ImageIcon, Send } from '../../components/ui/icons.tsx'
import { Button } from '../../components/ui/button.tsx'
import { sendCallPhoto } from './call-api.ts'

/** The call's text chat and photos (a wound, a report), kept on the visit's record. */
export function CallChat({ room, messages, send, onSent }: { room: CallRoomDto; messages: CallMessageDto[]; send: (message: object) => void; onSent: (message: CallMessageDto) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)

  const sendPhoto = async (file: File) => {
    setSending(true)
    setError(null)
    try {
      onSent(await sendCallPhoto(room.visitId, file))
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setSending(false)
      if (fileRef.current) fileRef.current.value = ''
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="card flex flex-col p-3">
      <h2 id={`${id}-heading`} className="font-display text-base font-semibold text-ink">
        Chat and photos
      </h2>
      <ol className="mt-2 grid max-h-72 gap-2 overflow-y-auto" aria-live="polite">
        {messages.length === 0 ? <li className="text-sm text-ink-muted">Messages and photos sent here are kept with the visit’s record.</li> : null}
        {messages.map((message) => {
          const mine = message.from === room.role
          return (
            <li key={message.id} className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${mine ? 'justify-self-end bg-brand-50' : 'justify-self-start bg-surface'}`}>
              <p className="text-xs text-ink-muted">
                {mine ? 'You' : message.senderName} · {formatInstantTime(new Date(message.sentAt))}
              </p>
              {message.photoUrl ? (
                <a href={message.photoUrl} target="_blank" rel="noreferrer">
                  <img src={message.photoUrl} alt={`Photo from ${mine ? 'you' : message.senderName}`} className="mt-1 max-h-48 rounded-lg" loading="lazy" />
                </a>
              ) : (
                <p className="whitespace-pre-wrap text-ink">{message.text}</p>
              )}
            </li>
          )
        })}
      </ol>
      <form
        className="mt-3 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          const line = text.trim()
          if (!line) return
          send({ type: 'chat', text: line })
          setText('')
        }}
      >
        <label htmlFor={`${id}-text`} className="sr-only">
          Message
        </label>
        <input
          id={`${id}-text`}
          className="min-w-0 flex-1 rounded-xl border border-line-strong bg-white px-3 py-2.5 text-base text-ink"
          value={text}
          maxLength={MAX_CHAT_CHARS}
          placeholder="Type a message"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="icon" aria-label="Send message">
          <Send className="size-5" />
        </Button>
        <input
          ref={fileRef}
          id={`${id}-photo`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void sendPhoto(file)
          }}
        />
        <Button variant="outline" size="icon" aria-label="Send a photo" disabled={sending} onClick={() => fileRef.current?.click()}>
          <ImageIcon className="size-5" />
        </Button>
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </section>
  )
}
