import { z } from 'zod'
import { callApi } from '../../lib/api-client.ts'

export type MediaProblem = {
  kind: 'denied' | 'missing' | 'busy' | 'unsupported'
  title: string
  help: string
  /** What this side still sends: the call goes on with it ('none': the person only sees and hears). */
  kept: 'audio' | 'video' | 'none'
}

/** What to tell a person who has the microphone but not the camera, or the other way round. */
function partialProblem(kind: MediaProblem['kind'], kept: 'audio' | 'video'): MediaProblem {
  const device = kept === 'audio' ? 'camera' : 'microphone'
  const title = kept === 'audio' ? 'No camera: the call goes on with sound only' : 'No microphone: the call goes on with video only'
  const reason = {
    denied: `Your browser did not allow this page to use the ${device}. To allow it:`,
    missing: `This device has no ${device} we can use. Plug one in (a headset, a webcam) and press Try again.`,
    busy: `Another app is using the ${device}. Close it (a video call, the camera app) and press Try again.`,
    unsupported: `This browser could not open the ${device}.`,
  }[kind]
  const rest = kept === 'audio' ? ' The other person hears you and you see them.' : ' The other person sees you; write to them in the chat.'
  return { kind, title, help: kind === 'denied' ? reason : `${reason}${rest}`, kept }
}

/** What to tell a person whose camera or microphone could not be opened, by the browser's error. */
export function mediaProblemOf(error: unknown, kept: 'audio' | 'video' | 'none' = 'none'): MediaProblem {
  const name = (error as { name?: string } | null)?.name ?? ''
  const kind: MediaProblem['kind'] =
    name === 'NotAllowedError' || name === 'SecurityError'
      ? 'denied'
      : name === 'NotFoundError' || name === 'OverconstrainedError'
        ? 'missing'
        : name === 'NotReadableError' || name === 'AbortError'
          ? 'busy'
          : 'unsupported'
  if (kept !== 'none') return partialProblem(kind, kept)
  return { ...wholeProblem(kind), kept }
}

function wholeProblem(kind: MediaProblem['kind']): Omit<MediaProblem, 'kept'> {
  if (kind === 'denied') {
    return { kind: 'denied', title: 'Camera and microphone are blocked', help: 'Your browser did not allow this page to use the camera and microphone. To allow them:' }
  }
  if (kind === 'missing') {
    return { kind: 'missing', title: 'No camera or microphone found', help: 'This device has no camera or microphone we can use. Plug in a headset or webcam and press Try again, or use a phone.' }
  }
  if (kind === 'busy') {
    return { kind: 'busy', title: 'The camera is in use', help: 'Another app is using the camera or microphone. Close it (a video call, the camera app) and press Try again.' }
  }
  return { kind: 'unsupported', title: 'This browser cannot make video calls', help: 'Please open this link in Chrome, Firefox or Safari (a recent version).' }
}

/**
 * The camera and microphone, or what of them there is: both, then the microphone alone, then the
 * camera alone. Null with the reason when nothing could be opened; the call goes on without.
 */
export async function openLocalMedia(facingMode: 'user' | 'environment'): Promise<{ stream: MediaStream | null; problem: MediaProblem | null }> {
  if (!navigator.mediaDevices?.getUserMedia) return { stream: null, problem: mediaProblemOf(null) }
  const video = { facingMode, width: { ideal: 640 }, height: { ideal: 480 } }
  let firstError: unknown = null
  for (const constraints of [{ audio: true, video }, { audio: true, video: false }, { audio: false, video }] satisfies MediaStreamConstraints[]) {
    try {
      const stream = await navigator.mediaDevices.getUserMedia(constraints)
      // Only part of it: the call goes on, and the person is told what is missing.
      const problem = constraints.video && constraints.audio ? null : mediaProblemOf(firstError, constraints.audio ? 'audio' : 'video')
      return { stream, problem }
    } catch (error) {
      firstError ??= error
      // Refused outright: asking again for less is refused too.
      if ((error as { name?: string }).name === 'NotAllowedError') break
    }
  }
  return { stream: null, problem: mediaProblemOf(firstError) }
}

export const askPhoneInstead = (visitId: string) => callApi('POST', `/api/visits/${visitId}/call/phone-instead`, z.object({ asked: z.literal(true) }))
