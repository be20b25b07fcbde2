import { BRAND } from '../../../core/brand.ts'
import { GOLD_MEMBERSHIP_PAGE_HI } from '../../pages/gold-membership-hi.ts'
import type en from '../en/referral.ts'
import type { Translation } from '../translation.ts'

/** रेफ़रल पेज: मेंबर का कोड, शेयर करने के लिंक और रेफ़रल से मिला इनाम। */
export default {
  page: {
    title: 'दोस्त को रेफ़र करें',
    heading: 'दोस्त को गोल्ड मेंबरशिप के लिए रेफ़र करें',
    description: 'अपना गोल्ड मेंबरशिप कोड शेयर करें: आपके दोस्त की पहली अवधि सस्ती पड़ती है, और आपको एक्स्ट्रा मुफ़्त होम विज़िट मिलती हैं।',
  },
  lead: GOLD_MEMBERSHIP_PAGE_HI.referralLead,
  nonMember: GOLD_MEMBERSHIP_PAGE_HI.referralNonMember,
  signIn: 'अपना रेफ़रल कोड देखने के लिए लॉग इन करें।',
  loading: 'लोड हो रहा है...',
  seePlans: 'प्लान देखें',
  code: 'आपका रेफ़रल कोड',
  share: 'WhatsApp पर शेयर करें',
  copy: 'इनवाइट लिंक कॉपी करें',
  copied: 'लिंक कॉपी हो गया',
  joined: 'जुड़ने वाले दोस्त',
  earned: 'मिली मुफ़्त विज़िट',
  rules:
    'इनाम साल में ज़्यादा से ज़्यादा {cap} दोस्तों तक गिना जाता है। दोस्त का कोड सिर्फ़ उसकी पहली मेंबरशिप पर चलता है, और आपका इनाम उसका पेमेंट पक्का होने पर जुड़ता है।',
  message: `मेरे पालतू की वेट विज़िट घर पर ${BRAND} गोल्ड से होती है। मेरे कोड {code} से जुड़ें, आपकी पहली अवधि कम क़ीमत पर होगी: {link}`,
  terms: {
    sentence: '{friend}, और {you}।',
    friendDiscount: 'आपके दोस्त को पहली अवधि पर {percent}% की छूट मिलती है',
    friendUsual: 'आपका दोस्त सामान्य क़ीमत पर जुड़ता है',
    youVisits: 'उनका पेमेंट होते ही आपको {count, plural, one {# एक्स्ट्रा मुफ़्त होम विज़िट मिलती है} other {# एक्स्ट्रा मुफ़्त होम विज़िट मिलती हैं}}',
    youThanks: 'आपको हमारा शुक्रिया',
  },
} satisfies Translation<typeof en>
