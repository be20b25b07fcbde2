/**
 * The screen of an uncaught error (part of the `shell` namespace). A file of its own because the
 * screen also shows when the root loader failed and no messages came with the page: then it
 * falls back to these English words, the only messages in the page's JavaScript.
 */
export default {
  heading: "We're Sorry!",
  problem: "We're experiencing some technical difficulties.",
  advice: 'Please try again later. If the problem persists, contact our support team.',
  tryAgain: 'Try Again',
  home: 'Go to Homepage',
  support: 'Support:',
}
