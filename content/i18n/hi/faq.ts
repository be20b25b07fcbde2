import type en from '../en/faq.ts'
import type { Translation } from '../translation.ts'

/** FAQ पेज के अपने शब्द; सवाल-जवाब डेटाबेस से आते हैं। */
export default {
  page: {
    title: 'अक्सर पूछे जाने वाले सवाल',
    heading: 'अक्सर पूछे जाने वाले सवाल',
    description: 'घर पर विज़िट, रुपयों में क़ीमत, सर्विस के बाद पेमेंट, कैंसिलेशन, वैक्सीनेशन, वीडियो कॉल और मेंबरशिप के बारे में जवाब।',
  },
  list: {
    empty: 'अभी कोई सवाल नहीं डाला गया है। अपना सवाल हमें लिखकर भेजें।',
    topicsLabel: 'सवालों के विषय',
    topics: 'विषय',
  },
  categories: {
    'home-visits': 'घर पर विज़िट',
    'prices-and-payment': 'क़ीमत और पेमेंट',
    'bookings-and-cancellation': 'बुकिंग, कैंसिलेशन और समय बदलना',
    vaccination: 'वैक्सीनेशन',
    'video-consultation': 'वीडियो कंसल्टेशन',
    membership: 'गोल्ड मेंबरशिप',
    'areas-served': 'हम कहाँ आते हैं',
    privacy: 'प्राइवेसी और आपका डेटा',
  },
  review: {
    note: 'हिंदी जवाबों में वही बात है जो अंग्रेज़ी जवाबों में है, और उनकी मेडिकल जाँच भी वही है; जाँच और स्रोतों की जानकारी नीचे अंग्रेज़ी में है।',
  },
  contact: {
    heading: 'कोई और सवाल है?',
    text: 'हमारी सपोर्ट टीम हर दिन {hours} जवाब देती है। इस समय के बाहर इमरजेंसी हो तो सीधे पास के 24 घंटे खुले जानवरों के अस्पताल जाएँ।',
  },
} satisfies Translation<typeof en>
