import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { UPLOAD_MAX_BYTES } from '../../../core/contracts/blog-admin.ts'
import type { ClinicDto } from '../../../core/contracts/clinics.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { clinicPhotoKeys, fetchClinic, findLiveClinics, removeClinicPhoto, uploadClinicPhoto } from './clinics-api.ts'
import { IMAGE_TYPES } from '../../lib/image-upload.ts'

/** The 400-wide copy of a stored cover photo (the pipeline keeps 400, 800 and 1600). */
const thumbnail = (photo: string) => photo.replace(/-800\.webp$/, '-400.webp')

/** What is wrong with a chosen file before it is sent, or null; the server checks the bytes again. */
function fileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Please choose a JPEG, PNG or WebP picture.'
  if (file.size > UPLOAD_MAX_BYTES) return 'The image is larger than 5 MB. Please choose a smaller one or reduce its size.'
  return null
}

function PhotoUpload({ clinic }: { clinic: ClinicDto }) {
  const queryClient = useQueryClient()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  // A data: address, which the page's Content-Security-Policy allows for images (blob: it does not).
  useEffect(() => {
    if (!file) return
    const reader = new FileReader()
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null)
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])

  const clear = () => {
    setFile(null)
    setPreview(null)
    if (input.current) input.current.value = ''
  }
  const upload = useMutation({
    mutationFn: uploadClinicPhoto,
    onSuccess: () => {
      clear()
      setError(null)
      toast({ title: 'Photo added', description: `${clinic.name}: it now comes first on the clinic's page.` })
      void queryClient.invalidateQueries({ queryKey: clinicPhotoKeys.clinic(clinic.slug) })
    },
    onError: (failure: Error) => setError(failure.message),
  })

  return (
    <form
      aria-label={`Add a photo of ${clinic.name}`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (file) upload.mutate({ clinicId: clinic.id, file })
      }}
    >
      <div>
        <Label htmlFor={`${id}-file`}>Add a photo</Label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          className="mt-1 block max-w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-full file:border file:border-line-strong file:bg-white file:px-4 file:font-semibold"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null
            setError(chosen ? fileProblem(chosen) : null)
            setFile(chosen && !fileProblem(chosen) ? chosen : null)
            if (!chosen || fileProblem(chosen)) setPreview(null)
          }}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          JPEG, PNG or WebP, up to 5 MB. It is cropped to 16:9 and its location data is removed.
        </p>
      </div>
      {preview ? <img src={preview} alt="Preview of the chosen photo" width={320} height={180} className="aspect-video w-full max-w-xs rounded-xl border border-line object-cover" /> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload photo'}
        </Button>
        {file ? (
          <Button type="button" size="sm" variant="ghost" onClick={clear}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}

function ClinicPhotoList({ clinic }: { clinic: ClinicDto }) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: removeClinicPhoto,
    onSuccess: () => {
      toast({ title: 'Photo removed', description: clinic.name })
      void queryClient.invalidateQueries({ queryKey: clinicPhotoKeys.clinic(clinic.slug) })
    },
    onError: (failure: Error) => toast({ variant: 'destructive', title: 'Not removed', description: failure.message }),
  })
  if (clinic.photos.length === 0) return <p className="text-sm text-ink-muted">No photos yet.</p>
  return (
    <ul aria-label={`Photos of ${clinic.name}`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {clinic.photos.map((photo, index) => (
        <li key={photo} className="space-y-1.5">
          <img src={thumbnail(photo)} alt={`Photo ${index + 1} of ${clinic.name}`} width={400} height={225} loading="lazy" className="aspect-video w-full rounded-xl border border-line object-cover" />
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-ink-muted">{index === 0 ? 'Shown first' : `Photo ${index + 1}`}</span>
            <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate({ clinicId: clinic.id, photo })} aria-label={`Remove photo ${index + 1} of ${clinic.name}`}>
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Photos of live clinics: find a clinic, see its photos, add one or take one off (decision 0045). */
export function ClinicPhotos() {
  const id = useId()
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const [slug, setSlug] = useState<string | null>(null)
  const found = useQuery({ queryKey: clinicPhotoKeys.search(q), queryFn: () => findLiveClinics(q) })
  const clinic = useQuery({ queryKey: clinicPhotoKeys.clinic(slug ?? ''), queryFn: () => fetchClinic(slug!), enabled: slug !== null })

  return (
    <section aria-labelledby={`${id}-heading`} className="card space-y-4 p-5">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
        Photos of live clinics
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          setQ(text.trim())
        }}
      >
        <div className="min-w-0 grow basis-56">
          <Label htmlFor={`${id}-q`}>Find a live clinic</Label>
          <Input id={`${id}-q`} value={text} maxLength={100} onChange={(event) => setText(event.target.value)} placeholder="Name, area or PIN code" className="mt-1" />
        </div>
        <Button type="submit" variant="outline">
          Find
        </Button>
      </form>
      {found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <p className="text-danger-700">{found.error.message}</p>
      ) : found.data.length === 0 ? (
        <p className="text-ink-muted">No live clinic matches '{q}'.</p>
      ) : (
        <ul aria-label="Live clinics" className="flex flex-wrap gap-2">
          {found.data.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                aria-pressed={row.slug === slug}
                onClick={() => setSlug(row.slug)}
                className="min-h-11 rounded-full border border-line-strong bg-white px-3.5 py-2 text-left text-sm text-ink hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:font-semibold"
              >
                {row.name} <span className="font-normal text-ink-muted">· {row.locality}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {slug === null ? null : clinic.isPending ? (
        <Spinner />
      ) : clinic.isError ? (
        <p className="text-danger-700">{clinic.error.message}</p>
      ) : (
        <div className="space-y-4 border-t border-line pt-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-display text-lg font-semibold text-ink">{clinic.data.name}</h3>
            <a href={`/clinics/${clinic.data.slug}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              See the clinic's page
            </a>
          </div>
          <ClinicPhotoList clinic={clinic.data} />
          <PhotoUpload key={clinic.data.id} clinic={clinic.data} />
        </div>
      )}
    </section>
  )
}
