import type en from '../en/cart.ts'
import type { Translation } from '../translation.ts'

/** हेडर का कार्ट और वे पेमेंट जिनकी बुकिंग अभी बाकी है। */
export default {
  title: 'आपका कार्ट',
  count: '{count, plural, one {आपके कार्ट में # सेवा} other {आपके कार्ट में # सेवाएँ}}',
  empty: 'आपका कार्ट खाली है',
  emptyText: 'हमारी सेवाओं में से वैक्सीन, चेक-अप या लैब टेस्ट जोड़ें और यहाँ उसका पेमेंट करें।',
  browse: 'सेवाएँ देखें',
  lines: 'कार्ट की सेवाएँ',
  remove: '{title} हटाएँ',
  fewer: '{title} एक कम करें',
  more: '{title} एक और जोड़ें',
  quantity: 'संख्या ',
  items: 'सेवाएँ',
  total: 'कुल',
  paid: 'ऑनलाइन पेमेंट हो गया। इन सेवाओं के लिए समय बुक करें।',
  book: 'अपॉइंटमेंट बुक करें',
  recommend: '<strong>हमारी सलाह, सेवा के बाद पेमेंट करें:</strong> विज़िट के बाद, देखभाल से संतुष्ट होने पर वेट को UPI, कार्ड या नकद से पेमेंट करें।',
  payPostService: 'सेवा के बाद पेमेंट करें',
  payOnline: 'ऑनलाइन पेमेंट करें',
  unbooked: {
    title: 'पेमेंट हो गया, बुकिंग बाकी है',
    paidOn: '{paidOn} को {amount} का पेमेंट हुआ। {refundOn} तक बुक न करने पर पूरी रकम लौटा दी जाएगी।',
    book: 'समय बुक करें',
    refund: 'अभी रिफ़ंड लें',
    refundStarted: 'रिफ़ंड शुरू हो गया',
    refundStartedText: '{amount} उसी खाते में लौटेंगे जिससे आपने पेमेंट किया था, आम तौर पर 5-7 कामकाजी दिनों में।',
    refundFailed: 'रिफ़ंड शुरू नहीं हो सका',
  },
} satisfies Translation<typeof en>
