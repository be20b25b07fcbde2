import type en from '../en/favorites.ts'
import type { Translation } from '../translation.ts'

/** पसंदीदा क्लिनिक का पेज। */
export default {
  page: {
    title: 'पसंदीदा क्लिनिक',
    heading: 'पसंदीदा क्लिनिक',
    description: 'आपके सेव किए हुए क्लिनिक।',
  },
  signIn: {
    text: 'अपने सेव किए हुए क्लिनिक देखने के लिए अपने फ़ोन नंबर से लॉग इन करें।',
    button: 'लॉग इन करें',
  },
  loading: 'आपके क्लिनिक लोड हो रहे हैं...',
  empty: 'अभी कोई पसंदीदा क्लिनिक नहीं है। किसी भी क्लिनिक पर दिल का निशान दबाएँ, वह यहाँ आ जाएगा।',
  find: 'क्लिनिक ढूँढें',
} satisfies Translation<typeof en>
