import type en from '../en/payment.ts'
import type { Translation } from '../translation.ts'

/** पेमेंट का डायलॉग और उसके मैसेज। */
export default {
  title: 'पेमेंट पूरा करें',
  description: 'UPI या Google Pay से सुरक्षित ऑनलाइन पेमेंट करें।',
  summary: 'पेमेंट का ब्योरा',
  noServices: 'कोई सेवा नहीं चुनी गई',
  total: 'कुल',
  payNow: 'अभी पेमेंट करें (UPI / Google Pay)',
  secure: 'पेमेंट सुरक्षित तरीके से होता है। आपका UPI PIN या कार्ड की जानकारी हम कभी नहीं देखते।',
  toasts: {
    success: 'पेमेंट हो गया',
    successText: '₹{amount} का पेमेंट हो गया।',
    failed: 'पेमेंट नहीं हो पाया',
    unableText: 'ऑनलाइन पेमेंट नहीं हो पाया। कृपया फिर से कोशिश करें।',
    notConfigured: 'इस वेबसाइट पर पेमेंट सेवा सेट नहीं है। कृपया सपोर्ट से संपर्क करें।',
    unavailable: 'इस वेबसाइट पर पेमेंट सेवा अभी उपलब्ध नहीं है। कृपया बाद में कोशिश करें।',
    failedText: 'पेमेंट नहीं हो पाया: {reason}',
    verificationFailed: 'पेमेंट की जाँच नहीं हो पाई',
    verificationFailedText: 'अगर रकम कट गई हो तो कृपया सपोर्ट से संपर्क करें।',
  },
} satisfies Translation<typeof en>
