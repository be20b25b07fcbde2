import type en from '../en/sms.ts'
import type { Translation } from '../translation.ts'

/** मालिकों को भेजे जाने वाले SMS; हर टेक्स्ट अपनी भाषा में DLT टेम्पलेट के रूप में दर्ज है। */
export default {
  otp: '{code} आपका PetVaidya वेरिफ़िकेशन कोड है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी के साथ शेयर न करें।',
  visit: '{type, select, home {{petName} की होम विज़िट} clinic {{petName} की क्लिनिक विज़िट} video {{petName} की वीडियो कॉल} other {{petName} की विज़िट}}',
  withVet: ' {vetName} के साथ',
  yourVet: 'आपके डॉक्टर',
  questions: 'सवाल: {supportPhone}',
  booked: 'PetVaidya: {visit} की बुकिंग पक्की हो गई है, {when}। {due} मेरी अपॉइंटमेंट में विज़िट से 2 घंटे पहले तक बदलें या कैंसिल करें। सवाल: {supportPhone}',
  joinCall: 'वीडियो कॉल से यहाँ जुड़ें: {callUrl}',
  dueGold: 'गोल्ड मेंबरशिप में कवर है।',
  duePaid: 'पेमेंट हो चुका है।',
  dueAtVisit: 'विज़िट पर देना है: {amount}।',
  moved: 'PetVaidya: {visit} की बुकिंग अब {when} को है (पहले {was} को थी)। सवाल: {supportPhone}',
  cancelled: 'PetVaidya: {visit} की बुकिंग ({when}) कैंसिल हो गई है। {money} सवाल: {supportPhone}',
  refundStarted: '{amount} का रिफ़ंड उसी तरीके में शुरू हो गया है जिससे आपने पेमेंट किया था; बैंक आमतौर पर 5-7 कामकाजी दिनों में पैसे जमा कर देते हैं।',
  nothingPaid: 'इस विज़िट के लिए कोई पेमेंट नहीं हुआ था, इसलिए कोई रिफ़ंड नहीं बनता।',
  willRefund: 'आपका {amount} का पेमेंट उसी तरीके में रिफ़ंड किया जाएगा जिससे आपने पेमेंट किया था।',
  vetAssigned: 'PetVaidya: {visit} ({when}) के लिए {vet} तय हो गए हैं। सवाल: {supportPhone}',
  onTheWay: 'PetVaidya: {vet} {visit} के लिए रास्ते में हैं ({time})। कृपया {petName} को घर के अंदर रखें और पुरानी रिपोर्ट पास रखें। सवाल: {supportPhone}',
  gettingReady: 'PetVaidya: {vet} {time} पर {visit} की तैयारी कर रहे हैं। सवाल: {supportPhone}',
  cancelledByTeam: 'PetVaidya: माफ़ कीजिए, {visit} की बुकिंग ({when}) हमारी टीम ने कैंसिल कर दी है।',
  cancelReason: 'वजह: {reason}।',
  reminderDayBefore: 'PetVaidya: याद दिला दें, कल {visit}{withVet} है, {when}। बदलने के लिए {supportPhone} पर कॉल करें।',
  reminderSoon: 'PetVaidya: याद दिला दें, करीब 2 घंटे में {visit}{withVet} है, {when}। बदलने के लिए {supportPhone} पर कॉल करें।',
  roomOpen: 'PetVaidya: {petName} की वीडियो कॉल{withVet} अब खुल गई है, {time} के लिए। जुड़ें: {url}',
  receipt: 'PetVaidya: {paidFor} हमें {amount} मिल गए हैं। रसीद {number}: {url}',
  paidForVisit: '{petName} की {when} की विज़िट के लिए',
  paidForItems: '{items} के लिए',
  paidOnline: 'ऑनलाइन पेमेंट के लिए',
  paymentLink: 'PetVaidya: कृपया {petName} की विज़िट के {amount} UPI या कार्ड से यहाँ चुकाएँ: {url} . पेमेंट होते ही रसीद भेजी जाएगी।',
  renewalReminder:
    'PetVaidya: आपकी गोल्ड मेंबरशिप {number} {date} को खत्म हो रही है{left, plural, =0 {} one {, अभी # फ्री विज़िट बाकी है} other {, अभी # फ्री विज़िट बाकी हैं}}। {url} पर रिन्यू करें: नई अवधि आपकी मेंबरशिप खत्म होने की तारीख से शुरू होगी।',
  paymentLinkReminder: 'PetVaidya: याद दिला दें, {petName} की विज़िट के {amount} अभी बाकी हैं। UPI या कार्ड से यहाँ चुकाएँ: {url} . धन्यवाद!',
} satisfies Translation<typeof en>
