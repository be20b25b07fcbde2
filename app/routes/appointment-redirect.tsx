import { redirect } from 'react-router'

/** The auth event of the spec sends people to /appointment; booking lives at /book-an-appointment. */
export function loader({ request }: { request: Request }) {
  const { search } = new URL(request.url)
  return redirect(`/book-an-appointment${search}`, 302)
}

export default function AppointmentRedirect() {
  return null
}
