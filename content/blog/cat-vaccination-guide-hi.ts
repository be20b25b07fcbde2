import { type ArticleSummary, currentSummary } from '../../core/blog/article-summary.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { catVaccinationGuideText } from './cat-vaccination-guide.ts'

export const CAT_VACCINATION_GUIDE_PATH = '/blogs/cat-vaccination'

/** The guide's heading and text as the English page shows them, which its Hindi summary sums up. */
export function catVaccinationGuideEnglish(): { title: string; content: string } {
  return catVaccinationGuideText(findSitePage(CAT_VACCINATION_GUIDE_PATH)?.heading ?? 'Cat vaccination')
}

/**
 * The Hindi title and summary of the cat vaccination guide (decision 0083): only what the English
 * guide says, with its ages, doses and schedules as the English gives them, reviewed with the guide.
 * `revision` is `articleRevision` of the English heading and text it was written from; when the
 * English changes, the Hindi page shows no summary until someone reads the new English, updates the
 * points and this revision (cat-vaccination-guide-hi.test.ts names the revision it has now).
 */
export const CAT_VACCINATION_GUIDE_HINDI: ArticleSummary = {
  revision: '1b6a0e3593a3ce',
  title: 'बिल्लियों का वैक्सीनेशन: भारत में बिल्ली पालने वालों के लिए गाइड',
  excerpt: 'आपकी बिल्ली को कौन-सी वैक्सीन चाहिए, किस उम्र में लगती हैं, और घर पर वैक्सीनेशन की क़ीमत।',
  points: [
    'भारत में हर बिल्ली के लिए दो वैक्सीन ज़रूरी हैं, घर से कभी बाहर न जाने वाली बिल्ली के लिए भी: एफ़वीआरसीपी, जिसे ट्राइकैट भी कहते हैं, और रेबीज़। वेट शेड्यूल को आपकी बिल्ली की उम्र, सेहत और पिछले रिकॉर्ड के हिसाब से बदल सकते हैं। हर बार वैक्सीनेशन कार्ड साथ लाएँ।',
    'बिल्ली के बच्चे को ट्राइकैट की पहली डोज़ 6 से 8 हफ़्ते पर, दूसरी 10 से 12 हफ़्ते पर (पहली के 3 से 4 हफ़्ते बाद) और आख़िरी डोज़ 16 हफ़्ते या उसके बाद लगती है; यह आख़िरी डोज़ छोड़नी नहीं है। रेबीज़ की पहली डोज़ लगभग 12 हफ़्ते पर; कुछ वेट कुछ हफ़्ते बाद रेबीज़ की दूसरी डोज़ भी देते हैं।',
    '6 महीने से 1 साल की उम्र पर ट्राइकैट का बूस्टर, फिर हर साल रेबीज़ का बूस्टर। ज़्यादातर बड़ी बिल्लियों को ट्राइकैट 3 साल में एक बार से ज़्यादा नहीं लगता; सालाना चेक-अप फिर भी करवाएँ। जिस बड़ी बिल्ली का कोई रिकॉर्ड नहीं, उसे 3 से 4 हफ़्ते के फ़ासले पर ट्राइकैट की दो डोज़ और रेबीज़ लगती है।',
    'फ़ीलाइन ल्यूकीमिया वायरस की वैक्सीन बिल्ली के बच्चों, कम उम्र की बिल्लियों, और बाहर जाने वाली या बिना जाँच वाली बिल्लियों के साथ रहने वाली बड़ी बिल्लियों के लिए है: टेस्ट नेगेटिव आने पर 8 हफ़्ते से 3 से 4 हफ़्ते के फ़ासले पर दो डोज़, फिर एक साल बाद बूस्टर। यह हर जगह नहीं मिलती, वेट से पूछें।',
    'टीके के बाद एक-दो दिन सुस्ती, कम भूख, हल्का बुख़ार या इंजेक्शन की जगह दर्द आम है। बार-बार उल्टी, चेहरे पर सूजन, खुजली वाले दाने, साँस लेने में तकलीफ़ हो या बिल्ली गिर पड़े, तो तुरंत वेट के पास जाएँ।',
    'इंजेक्शन की जगह छोटी गाँठ कुछ हफ़्ते रहना आम है; इंजेक्शन के 3 महीने बाद भी रहे, 2 सेंटीमीटर से बड़ी हो या एक महीने बाद भी बढ़ रही हो तो दिखाएँ। बूस्टर छूट जाए तो जल्दी अगली डोज़ बुक करें और वेट को कार्ड की तारीख़ें बताएँ; एक्स्ट्रा डोज़ चाहिए या नहीं, वेट तय करेंगे।',
  ],
}

/** The summary while it was written for the guide as it stands, else null: the page then shows the notice alone. */
export function currentCatVaccinationGuideHindi(): ArticleSummary | null {
  return currentSummary(CAT_VACCINATION_GUIDE_HINDI, catVaccinationGuideEnglish())
}
