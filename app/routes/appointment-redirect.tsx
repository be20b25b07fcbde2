import { redirect } from 'react-router'

/** The auth event of the spec sends people to /appointment; booking lives at /book-an-appointment. */
export function loader({ url }: { url: URL }) {
  return redirect(`/book-an-appointment${url.search}`, 302)
}

export default function AppointmentRedirect() {
  return null
}
