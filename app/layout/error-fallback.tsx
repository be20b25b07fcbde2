export function ErrorFallback() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4">
      <div className="max-w-md text-center">
        <h1 className="font-display text-3xl font-bold text-ink">We're Sorry!</h1>
        <p className="mt-4 text-ink-muted">We're experiencing some technical difficulties.</p>
        <p className="mt-2 text-ink-muted">Please try again later. If the problem persists, contact our support team.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            Try Again
          </button>
          <a href="/" className="btn-secondary">
            Go to Homepage
          </a>
        </div>
      </div>
    </main>
  )
}
