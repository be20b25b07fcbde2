import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/**
 * Small modules that the site shell loads on every page anyway, kept in one chunk (decision 0009).
 * Left to the automatic splitter, each new page that shares a different few of them re-cuts them
 * into more, smaller chunks, and the home page pays for every extra file.
 */
const SHELL_MODULES = [
  /app[\\/]lib[\\/](window-events|head)\.ts$/,
  /app[\\/]components[\\/]ui[\\/](toast-store\.ts|site-link\.tsx|button\.tsx|icons\.tsx)$/,
  /core[\\/](brand|site[\\/]head)\.ts$/,
  /vite[\\/]preload-helper/,
]

function isShellModule(id: string): boolean {
  return SHELL_MODULES.some((pattern) => pattern.test(id))
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', test: isShellModule }],
        },
      },
    },
  },
})
