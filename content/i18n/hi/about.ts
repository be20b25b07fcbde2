import { BRAND } from '../../../core/brand.ts'
import type en from '../en/about.ts'
import type { Translation } from '../translation.ts'

/** "हमारे बारे में" पेज का ढाँचा; लंबा लेख content/pages/about-hi.ts में है। */
export default {
  page: {
    title: 'हमारे बारे में',
    heading: `${BRAND} के बारे में`,
    description: 'हम कौन हैं, हमारे रजिस्टर्ड वेट कैसे काम करते हैं, होम विज़िट किट में क्या होता है, और दिल्ली NCR के किन शहरों में हम आते हैं।',
  },
  valuesLabel: 'हमारे उसूल',
  cityNames: {
    gurgaon: 'गुरुग्राम',
    delhi: 'दिल्ली',
    noida: 'नोएडा',
    faridabad: 'फ़रीदाबाद',
    ghaziabad: 'गाज़ियाबाद',
  },
  clinics: 'क्लिनिक कंसल्टेशन {count, plural, one {हमारे # पार्टनर क्लिनिक में होते हैं} other {हमारे # पार्टनर क्लिनिकों में होते हैं}}: <places></places>।',
  cta: {
    heading: 'घर बैठे वेट से मिलें',
    text: 'कुछ ही क़दमों में होम विज़िट, क्लिनिक कंसल्टेशन या वीडियो कॉल बुक करें, और पेमेंट ऑनलाइन करें या सर्विस के बाद।',
    book: 'अपॉइंटमेंट बुक करें',
    faq: 'आम सवाल पढ़ें',
  },
} satisfies Translation<typeof en>
