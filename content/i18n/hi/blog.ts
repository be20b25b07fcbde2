import type en from '../en/blog.ts'
import type { Translation } from '../translation.ts'

/**
 * ब्लॉग हिंदी में: सूची, श्रेणी और लेख का ढाँचा (फ़ैसला 0083)। लेख अंग्रेज़ी में रहते हैं; जिस लेख
 * का हिंदी सार लिखा है, उसका शीर्षक और सार content/blog/hindi-summaries.ts में है।
 */
export default {
  common: {
    home: 'होम',
    blog: 'ब्लॉग',
    breadcrumb: 'आप यहाँ हैं',
    previous: 'पिछला',
    next: 'अगला',
    page: 'पेज',
    categoriesLabel: 'ब्लॉग के विषय',
    allArticles: 'सभी लेख',
    countUnit: 'लेख',
  },
  categories: {
    'dog-care': {
      name: 'कुत्तों की देखभाल',
      description: 'कुत्ते या पिल्ले को गोद लेना, नए घर में बसाना, नसबंदी और रोज़ की देखभाल।',
    },
    'cat-care': {
      name: 'बिल्लियों की देखभाल',
      description: 'बिल्ली के बच्चे, बीमारी के चुपचाप दिखने वाले संकेत, और भारतीय घरों में बिल्लियों की रोज़ की देखभाल।',
    },
    vaccination: {
      name: 'वैक्सीनेशन',
      description: 'पिल्लों और बिल्ली के बच्चों का वैक्सीनेशन शेड्यूल, बड़े जानवरों के बूस्टर, और टीके के बाद क्या होता है।',
    },
    nutrition: {
      name: 'खान-पान',
      description: 'कुत्तों और बिल्लियों के लिए संतुलित खाना, पैकेट वाला हो या घर का बना, आसान शब्दों में।',
    },
    grooming: {
      name: 'ग्रूमिंग',
      description: 'ब्रश, नहलाना, नाखून, कान और दाँत: घर पर बिना तनाव के कुत्ते-बिल्ली की ग्रूमिंग।',
    },
    health: {
      name: 'सेहत',
      description: 'पेट के कीड़े और टिक, फ़र्स्ट एड, लू, स्मॉग और दिल्ली NCR में आम बीमारियाँ।',
    },
  },
  otherCategory: {
    description: '<name></name> विषय पर हमारे लेख।',
  },
  editorialTeam: {
    name: '{brand} की एडिटोरियल टीम',
    credentials: 'मौजूदा वेटरनरी दिशानिर्देशों से लिखे लेख',
    bio: '{brand} की एडिटोरियल टीम ये लेख भारत में कुत्ते और बिल्ली पालने वालों के लिए मौजूदा वेटरनरी दिशानिर्देशों से लिखती है; हर लेख के आख़िर में उन दिशानिर्देशों के नाम और पते दिए हैं। जब तक किसी वेट ने लेख की जाँच नहीं की है, लेख पर यह साफ़ लिखा रहता है।',
  },
  index: {
    title: 'पालतू देखभाल ब्लॉग',
    heading: 'पालतू जानवरों की देखभाल पर ब्लॉग',
    description: 'कुत्तों और बिल्लियों के वैक्सीनेशन, खान-पान, ग्रूमिंग और व्यवहार पर भारत के हिसाब से लेख। हर लेख पर लिखा है कि किसी वेट ने उसकी जाँच की है या नहीं।',
    titleOfPage: '{title}, पेज {page} / {pages}',
    descriptionOfPage: '{description} पेज {page} / {pages}।',
    englishNote: 'लेख अंग्रेज़ी में लिखे गए हैं। जिस लेख का शीर्षक हिंदी में दिखता है, उसके पेज पर सबसे ऊपर हिंदी में उसका छोटा सार है।',
    latest: 'नए लेख',
    latestPage: 'नए लेख: पेज {page} / {pages}',
    listLabel: 'लेख',
    empty: 'अभी कोई लेख प्रकाशित नहीं हुआ है।',
    pagesLabel: 'ब्लॉग के पेज',
  },
  category: {
    title: '{name}: लेख',
    titleOfPage: '{name}: लेख, पेज {page} / {pages}',
    heading: '<name></name>: लेख',
    count: '{count, plural, one {# लेख} other {# लेख}}',
    countPage: '{count, plural, one {# लेख} other {# लेख}}: पेज {page} / {pages}',
  },
  article: {
    readingTime: 'अंग्रेज़ी में {minutes} मिनट का लेख',
    summaryHeading: 'लेख का सार',
    summaryIntro: 'नीचे दिए अंग्रेज़ी लेख की मुख्य बातें। लेख की मेडिकल जाँच की जो स्थिति नीचे लिखी है, वही इस सार की भी है।',
    englishHeading: 'पूरा लेख अंग्रेज़ी में है',
    englishWithSummary: 'ऊपर लेख की मुख्य बातें हिंदी में हैं। पूरा लेख, उसके स्रोतों के साथ, अभी सिर्फ़ अंग्रेज़ी में है।',
    englishWithoutSummary: 'इस लेख का हिंदी सार अभी तैयार नहीं है। पूरा लेख नीचे अंग्रेज़ी में है।',
    englishLink: 'पूरा लेख पढ़ें',
    fullArticleHeading: 'पूरा लेख (अंग्रेज़ी में)',
    reviewHeading: 'मेडिकल जाँच',
    reviewed: '<name></name> (रजिस्ट्रेशन नंबर <registration></registration>) ने <date></date> को इस लेख की मेडिकल जाँच की।',
    reviewedWithCouncil: '<name></name> (<council></council>, रजिस्ट्रेशन नंबर <registration></registration>) ने <date></date> को इस लेख की मेडिकल जाँच की।',
    notReviewed: 'अभी किसी वेट ने इस लेख की जाँच नहीं की है।',
    notReviewedSources: 'इसे उन वेटरनरी दिशानिर्देशों से लिखा गया है जिनकी सूची अंग्रेज़ी लेख के आख़िर में है।',
    notReviewedText: 'यह सामान्य सलाह है और वेट की जाँच की जगह नहीं लेती।',
    nextReview: 'अगली जाँच: <date></date>।',
    disclaimer: 'यह लेख पालतू पालने वालों के लिए सामान्य सलाह है और वेट की जाँच की जगह नहीं लेता। आपका पालतू बीमार है तो वेट से बात करें।',
    ctaHeading: 'चाहते हैं कि वेट एक बार देख लें?',
    ctaText: 'रजिस्टर्ड वेट दिल्ली NCR में कहीं भी आपके घर आ सकते हैं, या वीडियो कॉल पर बात कर सकते हैं।',
    ctaButton: 'अपॉइंटमेंट बुक करें',
    aboutAuthor: '<name></name> के बारे में',
    moreByAuthor: '<name></name> के और लेख',
    keepReading: 'आगे पढ़ें',
    moreArticles: 'और लेख',
  },
  author: {
    teamTitle: 'हमारी एडिटोरियल टीम के लेख',
    namedTitle: '{name} के लेख',
    articlesBy: '<name></name> के लेख',
    listLabel: '{name} के लेख',
    empty: 'अभी कोई लेख नहीं है।',
  },
  guide: {
    summaryHeading: 'गाइड का सार',
    summaryIntro: 'नीचे दी अंग्रेज़ी गाइड की मुख्य बातें। गाइड की मेडिकल जाँच की जो स्थिति नीचे लिखी है, वही इस सार की भी है।',
    englishHeading: 'पूरी गाइड अंग्रेज़ी में है',
    englishWithSummary: 'ऊपर गाइड की मुख्य बातें हिंदी में हैं। पूरी गाइड, उम्र के हिसाब से शेड्यूल की टेबल और सवाल-जवाब के साथ, अभी सिर्फ़ अंग्रेज़ी में है।',
    englishWithoutSummary: 'इस गाइड का हिंदी सार अभी तैयार नहीं है। पूरी गाइड नीचे अंग्रेज़ी में है।',
    englishLink: 'पूरी गाइड पढ़ें',
    fullGuideHeading: 'पूरी गाइड (अंग्रेज़ी में)',
    articleLink: 'इस विषय पर पूरा लेख पढ़ें',
    offersHeading: 'अपनी बिल्ली का वैक्सीनेशन घर पर बुक करें',
  },
} satisfies Translation<typeof en>
