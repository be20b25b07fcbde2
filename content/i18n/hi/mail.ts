import type en from '../en/mail.ts'
import type { Translation } from '../translation.ts'

/** मालिकों को भेजे जाने वाले ई-मेल। */
export default {
  hello: 'नमस्ते {name},',
  team: 'टीम PetVaidya',
  questions: 'सवाल: {supportPhone}।',
  visitType: '{type, select, home {होम विज़िट} clinic {क्लिनिक विज़िट} video {वीडियो कॉल} other {विज़िट}}',
  serviceType: '{type, select, checkup {हेल्थ चेक-अप} vaccination {वैक्सीनेशन} surgery {नसबंदी (न्यूटर या स्पे) सर्जरी} labtest {लैब टेस्ट} grooming {ग्रूमिंग} other {सर्विस}}',
  changes: 'विज़िट से 2 घंटे पहले तक आप मेरी अपॉइंटमेंट में जाकर इसे कैंसिल कर सकते हैं या समय बदल सकते हैं। सवाल: {supportPhone}।',
  booked: {
    subject: 'बुकिंग पक्की: {petName} के लिए {visitType}, {when}',
    intro: '{petName} के लिए आपकी अपॉइंटमेंट बुक हो गई है।',
    when: 'कब: {when} (भारतीय समय)',
    visit: 'विज़िट: {visitType}, {serviceType}',
    where: 'कहाँ: {place}',
    whereVideo: 'वीडियो कॉल (कॉल से पहले लिंक SMS से आएगा)',
    partnerClinic: 'पार्टनर क्लिनिक',
    call: 'वीडियो कॉल से यहाँ जुड़ें (आपके समय से कुछ मिनट पहले कॉल खुल जाएगी): {url}',
    total: 'कुल: {amount}। {due}',
    dueGold: 'गोल्ड मेंबरशिप में कवर है।',
    duePaid: 'ऑनलाइन पेमेंट हो चुका है।',
    dueAfter: 'सर्विस के बाद देना है: {amount}।',
  },
  moved: {
    subject: 'समय बदला: {visit} अब {when} को है',
    body: '{visit} अब {when} (भारतीय समय) को है। पहले का समय: {was}।',
    calendar: 'साथ लगी कैलेंडर फ़ाइल पिछली फ़ाइल की जगह लेगी।',
  },
  cancelled: {
    subject: 'कैंसिल: {visit}, {when}',
    body: '{visit} की बुकिंग ({when}) कैंसिल हो गई है।',
    calendar: 'साथ लगी कैलेंडर फ़ाइल इस विज़िट को आपके कैलेंडर से हटा देगी।',
    bookAgain: 'दोबारा बुक करने के लिए PetVaidya की वेबसाइट पर आएँ। सवाल: {supportPhone}।',
  },
  roomOpen: {
    subject: '{petName} की वीडियो कॉल खुल गई है',
    body: '{petName} की वीडियो कॉल{withVet}, {when} (भारतीय समय), अब खुल गई है। यहाँ जुड़ें:',
    howTo: 'लिंक को कैमरे वाले फ़ोन या कंप्यूटर पर खोलें, और ब्राउज़र पूछे तो कैमरा और माइक्रोफ़ोन की इजाज़त दें।',
  },
  membership: {
    joinedSubject: 'PetVaidya गोल्ड में आपका स्वागत है: मेंबर नंबर {number}',
    joined: 'PetVaidya गोल्ड से जुड़ने के लिए शुक्रिया।',
    renewedSubject: 'PetVaidya गोल्ड रिन्यू हो गई: मेंबर नंबर {number}',
    renewed: 'PetVaidya गोल्ड रिन्यू करने के लिए शुक्रिया। आपकी नई अवधि {termStart} से शुरू होगी, जब अभी वाली ख़त्म होगी, ताकि एक भी दिन बेकार न जाए।',
    renewedVisits: 'इसकी {count, plural, one {# मुफ़्त होम विज़िट आपकी बची हुई विज़िट में जुड़ गई है} other {# मुफ़्त होम विज़िट आपकी बची हुई विज़िट में जुड़ गई हैं}}।',
    rejoinedSubject: 'PetVaidya गोल्ड में फिर से स्वागत है: मेंबर नंबर {number}',
    rejoined: 'PetVaidya गोल्ड में वापस आने के लिए शुक्रिया। आपकी नई अवधि आज, {termStart} से शुरू हो गई है।',
    number: 'मेंबर नंबर: {number}',
    plan: 'प्लान: {plan}',
    validUntil: 'मेंबरशिप कब तक: {date}',
    receipt: 'रसीद {number}: {url}',
    receiptLater: 'आपकी नंबर वाली रसीद अलग मैसेज में आएगी।',
    account: 'आपके फ़ायदे और बची हुई मुफ़्त विज़िट {url} पर हैं। सवाल: {supportPhone}।',
  },
  receipt: {
    subject: '{amount} की आपकी PetVaidya रसीद {number}',
    thanks: 'धन्यवाद: {paidFor} हमें {amount} मिल गए हैं।',
    link: 'आपकी रसीद का नंबर {number} है। रसीद नीचे है, और आप इसे {url} पर खोल सकते हैं, प्रिंट कर सकते हैं या PDF के रूप में सेव कर सकते हैं (अपने मोबाइल नंबर से साइन इन करें)।',
  },
} satisfies Translation<typeof en>
