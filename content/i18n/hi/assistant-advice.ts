import type { AdviceTranslation } from '../advice-translation.ts'

/**
 * असिस्टेंट की सेहत की सलाह हिंदी में (फ़ैसला 0082, दूसरा परिशिष्ट): core/assistant जो हर अंग्रेज़ी
 * लाइन लिख सकता है, उसकी हिंदी, उसी अंग्रेज़ी लाइन के नाम से। अंग्रेज़ी बदली तो उसकी हिंदी नहीं
 * दिखती, अंग्रेज़ी दिखती है, जब तक नई लाइन की हिंदी न लिखी जाए। हर लाइन में वही सलाह, वही
 * गिनती, समय और उम्र जो अंग्रेज़ी में है: न कुछ जोड़ा, न कुछ छोड़ा।
 */
export default {
  review: {
    writtenBy: 'editorial-team',
    writtenOn: '2026-11-30',
    languageCheck: null,
    vetReview: null,
  },
  labels: {
    // Red flags (core/assistant/red-flags.ts)
    'Breathing difficulty or blue gums': 'साँस लेने में तकलीफ़ या नीले मसूड़े',
    'Collapse, unresponsiveness or legs that stopped working': 'गिर पड़ना, कोई जवाब न देना या पैरों का काम करना बंद हो जाना',
    'A severe allergic reaction (swelling or hives after a sting, a bite or a vaccine)': 'तेज़ एलर्जी (डंक, काटने या वैक्सीन के बाद सूजन या चकत्ते)',
    'Seizure (fit)': 'दौरा पड़ना (झटके आना)',
    'Swollen, hard belly or retching without bringing anything up (bloat)': 'फूला हुआ, सख़्त पेट या उल्टी की कोशिश जिसमें कुछ न निकले (पेट फूलना, ब्लोट)',
    'Straining with little or no urine (a blocked bladder; male cats most at risk)':
      'ज़ोर लगाने पर भी बहुत कम या बिल्कुल पेशाब न आना (पेशाब का रास्ता बंद होना; नर बिल्लियों को सबसे ज़्यादा ख़तरा)',
    'Heavy bleeding, vomiting blood or a nosebleed': 'बहुत ख़ून बहना, ख़ून की उल्टी या नाक से ख़ून',
    'Bloody diarrhoea (parvovirus in puppies)': 'ख़ून वाले दस्त (पिल्लों में पार्वो वायरस)',
    'Major trauma (a vehicle, a fall from a height, a bite or a broken bone)': 'गंभीर चोट (गाड़ी से टक्कर, ऊँचाई से गिरना, किसी का काटना या हड्डी टूटना)',
    'Poisoning or a toxin eaten': 'ज़हर या कोई ज़हरीली चीज़ खा लेना',
    'A swallowed object (sock, corn cob, bone, battery, string)': 'कोई चीज़ निगल लेना (मोज़ा, भुट्टा, हड्डी, बैटरी, धागा)',
    Heatstroke: 'लू लगना (हीटस्ट्रोक)',
    'Snake bite, scorpion sting or a toad in the mouth': 'साँप का काटना, बिच्छू का डंक या मुँह में टोड (ज़हरीला मेंढक)',
    'Electric shock, near-drowning or a burn': 'करंट लगना, डूबते-डूबते बचना या जल जाना',
    'Difficult labour': 'बच्चे देने (डिलीवरी) में मुश्किल',
    'Discharge from the womb with thirst, weakness or no appetite (pyometra)': 'बच्चेदानी से रिसाव, साथ में ज़्यादा प्यास, कमज़ोरी या भूख न लगना (पायोमेट्रा)',
    'Eye injury or sudden blindness': 'आँख में चोट या अचानक दिखना बंद होना',
    'A puppy or kitten who is cold, floppy, weak or not eating': 'पिल्ला या बिल्ली का बच्चा जो ठंडा, ढीला, कमज़ोर है या खा नहीं रहा',
    'Repeated vomiting or diarrhoea, severe pain, or a diabetic crisis': 'बार-बार उल्टी या दस्त, तेज़ दर्द, या शुगर (डायबिटीज़) का संकट',
    'Rabbit not eating or passing droppings': 'खरगोश का न खाना या मेंगनी न करना',
    'Bird fluffed up or on the cage floor': 'पक्षी का पंख फुलाकर बैठना या पिंजरे के फ़र्श पर बैठ जाना',
    'Tissue coming out of the bottom or the genitals (a prolapse)': 'पीछे (मल के रास्ते) या जननांग से अंदर का हिस्सा बाहर निकल आना (प्रोलैप्स)',
    'Several signs of illness at once': 'एक साथ बीमारी के कई लक्षण',
    'You fear your pet may be dying': 'आपको डर है कि आपका पालतू मर सकता है',
    'Possible rabies, or a bite that needs rabies shots today': 'संभावित रेबीज़, या ऐसा काटना जिसके लिए आज ही रेबीज़ के टीके ज़रूरी हैं',
    'A suddenly swollen, painful testicle': 'अंडकोष का अचानक सूजना और दर्द होना',
    'A mouth that will not close or will not open': 'मुँह जो बंद न हो रहा हो या खुल न रहा हो',
    'An emergency, read from all the signs you describe together': 'इमरजेंसी, आपके बताए सभी लक्षणों को साथ मिलाकर देखने पर',
    // Concerns (core/assistant/concerns.ts)
    Vomiting: 'उल्टी',
    Diarrhoea: 'दस्त',
    'Blood in stool or urine': 'पॉटी या पेशाब में ख़ून',
    'Not eating or drinking': 'न खाना या न पीना',
    'Low energy': 'सुस्ती',
    Fever: 'बुख़ार',
    'Limping or pain': 'लंगड़ाना या दर्द',
    'Coughing, sneezing or noisy breathing': 'खाँसी, छींक या आवाज़ के साथ साँस',
    'A wound, swelling, bite or fall': 'घाव, सूजन, काटना या गिरना',
    'Signs a vet should check': 'ऐसे लक्षण जो वेट को देखने चाहिए',
    'Something poisonous within reach': 'पहुँच में कोई ज़हरीली चीज़',
    'A bone swallowed': 'हड्डी निगल लेना',
    'A human medicine': 'इंसानों की दवा',
    'Itching or skin trouble': 'खुजली या त्वचा की परेशानी',
    'Ears or eyes': 'कान या आँखें',
  },
  lines: {
    // Lines with what core inserts
    'Signs of: {signs}.': 'इनके लक्षण हैं: {signs}।',
    'Thank you. Noted: {noted}. I will ask {count} short questions, one at a time.': 'धन्यवाद। आपने बताया: {noted}। मैं एक-एक करके {count} छोटे सवाल पूछूँगा।',
    'Thank you. I will ask {count} short questions, one at a time.': 'धन्यवाद। मैं एक-एक करके {count} छोटे सवाल पूछूँगा।',
    'As a flat-faced breed, your {pet} overheats easily: walk before 8 am and after sunset in summer, never in the afternoon heat.':
      'आपका {pet} चपटे चेहरे वाली नस्ल का है, इसलिए उसे जल्दी गर्मी लग जाती है: गर्मियों में उसे सुबह 8 बजे से पहले और सूरज ढलने के बाद घुमाएँ, दोपहर की गर्मी में कभी नहीं।',

    // The symptom checker's questions (core/assistant/symptom-checker.ts)
    'How long has this been going on? (for example: since this morning, 2 days, a week)': 'यह कब से हो रहा है? (जैसे: आज सुबह से, 2 दिन से, एक हफ़्ते से)',
    'Is your pet eating and drinking as usual, less, or not at all?': 'क्या आपका पालतू हमेशा की तरह खा-पी रहा है, कम खा-पी रहा है, या बिल्कुल नहीं?',
    'How is their energy: normal, quieter than usual, or very weak?': 'उसमें फुर्ती कैसी है: हमेशा जैसी, रोज़ से सुस्त, या बहुत कमज़ोर?',
    'Any vomiting or diarrhoea? If so, how many times today?': 'क्या उल्टी या दस्त हो रहे हैं? अगर हाँ, तो आज कितनी बार?',

    // On the way (red flags)
    'Keep your pet calm and cool, in the position they breathe most easily; do not hold the mouth shut.':
      'पालतू को शांत और ठंडा रखें, उसी तरह लिटाएँ या बिठाएँ जिसमें वह सबसे आसानी से साँस ले पाए; उसका मुँह बंद करके न पकड़ें।',
    'Keep the neck free: take off the collar and harness.': 'गर्दन खुली रखें: गले का पट्टा (कॉलर) और हार्नेस उतार दें।',
    'Carry your pet flat on a board, blanket or mat, keeping the head and neck in line.': 'पालतू को किसी तख़्ते, कंबल या चटाई पर सीधा लिटाकर ले जाएँ, सिर और गर्दन एक सीध में रखें।',
    'Keep them warm, unless they are hot from the sun.': 'उसे गर्म रखें, पर अगर वह धूप से तप रहा हो तो नहीं।',
    'Keep your pet calm and cool; if a sting is still in the skin, scrape it off sideways with a card.': 'पालतू को शांत और ठंडा रखें; अगर डंक अभी भी त्वचा में है, तो किसी कार्ड से बगल की ओर खुरचकर निकाल दें।',
    'Move furniture away and keep your hands clear of the mouth; time the fit.': 'आसपास का फ़र्नीचर हटा दें और अपने हाथ उसके मुँह से दूर रखें; देखें कि दौरा कितनी देर चला।',
    'Once it stops, keep your pet cool, quiet and in a dim room while you travel.': 'दौरा रुकने के बाद, वेट तक पहुँचने तक पालतू को ठंडा और शांत रखें, कम रोशनी में।',
    'Go straight to a clinic that can operate: a twisted stomach needs surgery within hours.': 'सीधे ऐसे क्लिनिक जाएँ जहाँ ऑपरेशन हो सके: पेट मुड़ जाए तो कुछ ही घंटों में सर्जरी ज़रूरी होती है।',
    'Go now: a blocked bladder can stop the heart within a day, most of all in male cats.': 'अभी जाएँ: पेशाब का रास्ता बंद हो तो एक दिन के अंदर दिल रुक सकता है, ख़ासकर नर बिल्लियों में।',
    'Press a clean cloth or gauze firmly on the wound and keep pressing on the way; add layers, do not lift it to look.':
      'घाव पर साफ़ कपड़ा या पट्टी (गॉज़) कसकर दबाएँ और रास्ते भर दबाए रखें; ऊपर से और परतें रखें, देखने के लिए उसे न हटाएँ।',
    'Keep the tissue moist with a clean cloth soaked in cool clean water, and stop your pet licking it.':
      'बाहर निकले हिस्से को ठंडे साफ़ पानी में भीगे साफ़ कपड़े से गीला रखें, और पालतू को उसे चाटने न दें।',
    'Keep your pet warm and away from other dogs; take a fresh stool sample if you can.': 'पालतू को गर्म और दूसरे कुत्तों से दूर रखें; हो सके तो ताज़ी पॉटी का सैंपल साथ ले जाएँ।',
    'Move your pet on a flat board or blanket; muzzle gently with a cloth if they may bite from pain.': 'पालतू को किसी सपाट तख़्ते या कंबल पर रखकर ले जाएँ; अगर दर्द में काट सकता है, तो कपड़े से धीरे से उसका मुँह बाँध दें।',
    'Cover wounds with a clean cloth. Injuries inside the chest and belly often do not show at first.': 'घावों को साफ़ कपड़े से ढक दें। छाती और पेट के अंदर की चोटें अक्सर शुरू में नहीं दिखतीं।',
    'Take the packet, plant or a photo of the label with you, and note how much and when.': 'पैकेट, पौधा या लेबल की फ़ोटो साथ ले जाएँ, और लिख लें कि कितना और कब खाया।',
    'If you can reach them, call the hospital on the way so they can get ready.': 'अगर फ़ोन लग सके, तो रास्ते में अस्पताल को फ़ोन कर दें ताकि वे तैयार रहें।',
    'Take a matching object or its packet with you if you have one.': 'अगर वैसी ही कोई चीज़ या उसका पैकेट हो, तो साथ ले जाएँ।',
    'Cool your pet now with cool (not ice-cold) water on the body, and a fan or open windows on the way.':
      'पालतू को अभी ठंडा करें: शरीर पर ठंडा (बर्फ़ जैसा ठंडा नहीं) पानी डालें, और रास्ते में पंखा चलाएँ या खिड़कियाँ खुली रखें।',
    'Stop cooling once the breathing settles, so they do not get too cold.': 'साँस ठीक होने लगे तो ठंडा करना बंद कर दें, ताकि उसे ज़्यादा ठंड न लग जाए।',
    'Keep your pet still and carry them; keep the bitten part at or below heart level.': 'पालतू को हिलने न दें और उठाकर ले जाएँ; काटे गए हिस्से को दिल की ऊँचाई पर या उससे नीचे रखें।',
    'Note the snake’s colour and size if safe, but do not chase it.': 'अगर सुरक्षित हो तो साँप का रंग और आकार याद कर लें, पर उसका पीछा न करें।',
    'Switch off the power before you touch a pet who chewed a wire.': 'अगर पालतू ने तार चबाया है, तो उसे छूने से पहले बिजली बंद करें।',
    'Keep your pet warm and still; cover a burn with a clean cloth soaked in cool water.': 'पालतू को गर्म रखें और हिलने न दें; जली हुई जगह को ठंडे पानी में भीगे साफ़ कपड़े से ढकें।',
    'Take any puppies or kittens already born with you, in a warm box.': 'जो पिल्ले या बिल्ली के बच्चे पैदा हो चुके हैं, उन्हें भी किसी गर्म डिब्बे में साथ ले जाएँ।',
    'Keep her warm and let her drink; a womb infection can turn to blood poisoning within hours.': 'उसे गर्म रखें और पानी पीने दें; बच्चेदानी का इन्फ़ेक्शन कुछ ही घंटों में ख़ून में ज़हर (सेप्सिस) बन सकता है।',
    'Stop your pet rubbing or scratching the eye; a cone or holding the paws helps.': 'पालतू को आँख रगड़ने या खुजाने न दें; गले में कोन पहनाने या पंजे पकड़े रखने से मदद मिलती है।',
    'Cover a bulging eye with a cloth soaked in clean water.': 'बाहर निकली हुई आँख को साफ़ पानी में भीगे कपड़े से ढकें।',
    'Keep your puppy or kitten warm: young pets lose heat and blood sugar fast.': 'पिल्ले या बिल्ली के बच्चे को गर्म रखें: छोटे बच्चों के शरीर की गर्मी और ब्लड शुगर जल्दी गिर जाते हैं।',
    'If they will lick it, a little honey or sugar water rubbed on the gums helps on the way.': 'अगर वह चाट ले, तो रास्ते में मसूड़ों पर थोड़ा शहद या चीनी का पानी मलने से मदद मिलती है।',
    'Bring a note of how many times and since when, and a photo of anything your pet brought up.': 'लिखकर लाएँ कि कितनी बार और कब से हो रहा है, और पालतू ने जो कुछ उल्टी में निकाला, उसकी फ़ोटो भी।',
    'Take fresh hay and greens with you, and keep your rabbit warm.': 'ताज़ी सूखी घास (हे) और हरी पत्तियाँ साथ ले जाएँ, और खरगोश को गर्म रखें।',
    'Keep your bird warm and dark in a small box or covered cage on the way.': 'रास्ते में पक्षी को किसी छोटे डिब्बे या ढके हुए पिंजरे में गर्म और अँधेरे में रखें।',
    'Carry your pet if walking hurts, and keep him from licking the area.': 'चलने में दर्द हो तो पालतू को गोद में उठाकर ले जाएँ, और उसे वह जगह चाटने न दें।',
    'Keep your pet quiet, in a dim room if you can, and carry them; do not force the mouth open or shut.': 'पालतू को शांत रखें, हो सके तो कम रोशनी वाले कमरे में, और उसे उठाकर ले जाएँ; मुँह को ज़बरदस्ती न खोलें, न बंद करें।',
    'Bring a note of each sign and when it began.': 'हर लक्षण और वह कब शुरू हुआ, लिखकर लाएँ।',
    'Keep your pet warm and still, and carry them gently, with the head level.': 'पालतू को गर्म और शांत रखें, और सिर सीधा रखते हुए धीरे से उठाकर ले जाएँ।',
    'Do not touch the animal’s mouth or saliva with bare hands, and keep people and other pets away from it.':
      'जानवर के मुँह या लार को नंगे हाथ से न छुएँ, और लोगों व दूसरे पालतू जानवरों को उससे दूर रखें।',
    'If it bit a person, wash the bite with soap and running water for 15 minutes, and that person must see a doctor today for rabies shots.':
      'अगर उसने किसी इंसान को काटा है, तो घाव को साबुन और बहते पानी से 15 मिनट तक धोएँ, और उस व्यक्ति को आज ही रेबीज़ के टीके के लिए डॉक्टर को दिखाना ज़रूरी है।',

    // Do not (red flags and the general ones)
    'Do not put your fingers deep into the throat unless you can see the object and lift it out easily.': 'गले में गहराई तक उँगलियाँ न डालें, जब तक अटकी हुई चीज़ दिख न रही हो और आसानी से निकल न सके।',
    'Do not pour water or food into the mouth of a pet who cannot swallow.': 'जो पालतू निगल नहीं पा रहा, उसके मुँह में पानी या खाना न डालें।',
    'Do not give any human antihistamine or other tablet.': 'इंसानों की एलर्जी की कोई दवा (एंटीहिस्टामिन) या कोई और गोली न दें।',
    'Do not hold the tongue or put anything in the mouth: pets do not swallow their tongues.': 'जीभ न पकड़ें और मुँह में कुछ न डालें: पालतू अपनी जीभ नहीं निगलते।',
    'Do not give food, water or any medicine for gas.': 'खाना, पानी या गैस की कोई दवा न दें।',
    'Do not press on the belly to empty the bladder.': 'पेशाब निकालने के लिए पेट को न दबाएँ।',
    'Do not use a tight string or rubber band as a tourniquet.': 'ख़ून रोकने के लिए कसकर डोरी या रबर बैंड न बाँधें।',
    'Do not force food or give any human anti-diarrhoea tablet.': 'ज़बरदस्ती खाना न खिलाएँ और इंसानों की दस्त की कोई गोली न दें।',
    'Do not give food or water until a vet has checked for internal injuries.': 'जब तक वेट अंदरूनी चोटें जाँच न लें, खाना या पानी न दें।',
    'Do not give salt water, milk, oil or anything else to make your pet vomit unless a vet tells you to.': 'उल्टी कराने के लिए नमक का पानी, दूध, तेल या कुछ भी न दें, जब तक वेट ऐसा करने को न कहें।',
    'Do not pull a string or thread that hangs from the mouth or bottom, and do not try to make your pet vomit.': 'मुँह या पीछे (मल के रास्ते) से लटकती डोरी या धागे को न खींचें, और उल्टी कराने की कोशिश न करें।',
    'Do not use ice or ice-cold water, and do not cover your pet with a wet towel that traps heat.': 'बर्फ़ या बर्फ़ जैसा ठंडा पानी इस्तेमाल न करें, और पालतू को गीले तौलिये से न ढकें: उससे गर्मी अंदर रुक जाती है।',
    'Do not cut the wound, suck it, tie a tight band or put ice on it.': 'घाव को न काटें, न चूसें, कसकर पट्टी न बाँधें और उस पर बर्फ़ न लगाएँ।',
    'Do not put ice, butter, toothpaste or oil on a burn.': 'जली हुई जगह पर बर्फ़, मक्खन, टूथपेस्ट या तेल न लगाएँ।',
    'Do not pull on a puppy or kitten that is stuck, and do not give any injection or tablet to speed labour.': 'अटके हुए पिल्ले या बिल्ली के बच्चे को न खींचें, और डिलीवरी जल्दी कराने के लिए कोई इंजेक्शन या गोली न दें।',
    'Do not give any hormone tablet or injection.': 'हार्मोन की कोई गोली या इंजेक्शन न दें।',
    'Do not put any drops, ointment or home remedy in the eye.': 'आँख में कोई ड्रॉप, मरहम या घरेलू नुस्ख़ा न डालें।',
    'Do not try a home remedy first.': 'पहले कोई घरेलू नुस्ख़ा न आज़माएँ।',
    'Do not put ice, ointment or a home remedy on it.': 'उस पर बर्फ़, मरहम या कोई घरेलू नुस्खा न लगाएँ।',
    'Do not put your hand in the mouth: a pet that cannot close its mouth may have rabies.': 'मुँह में हाथ न डालें: जो पालतू मुँह बंद नहीं कर पा रहा, उसे रेबीज़ हो सकता है।',
    'Do not give any food until a vet has seen your pet.': 'जब तक वेट पालतू को देख न लें, उसे कुछ भी खाने को न दें।',
    'Do not try to give water, food or medicine by hand.': 'हाथ से पानी, खाना या दवा देने की कोशिश न करें।',
    'Do not force-feed.': 'ज़बरदस्ती न खिलाएँ।',
    'Do not try to push it back in.': 'उसे वापस अंदर धकेलने की कोशिश न करें।',
    'Do not force food or water into the beak.': 'चोंच में ज़बरदस्ती खाना या पानी न डालें।',
    'Do not give salt water or try to make your pet vomit.': 'नमक का पानी न दें और उल्टी कराने की कोशिश न करें।',
    'Do not give any human medicine (paracetamol, ibuprofen, painkillers).': 'इंसानों की कोई दवा न दें (पैरासिटामोल, आइबुप्रोफ़ेन, दर्द की गोलियाँ)।',

    // Poisonous to pets (core/assistant/toxins.ts)
    'Chocolate (Dairy Milk, KitKat, 5 Star, brownies, cocoa): theobromine: vomiting, a racing heart, fits.':
      'चॉकलेट (डेयरी मिल्क, किटकैट, 5 स्टार, ब्राउनी, कोको): इसमें थियोब्रोमीन होता है: उल्टी, दिल की धड़कन बहुत तेज़ होना, दौरे।',
    'Antifreeze or radiator coolant (ethylene glycol): kidney failure within a day, even from a lick.':
      'एंटीफ़्रीज़ या गाड़ी के रेडिएटर का कूलेंट (एथिलीन ग्लाइकॉल): एक बार चाटने से भी एक दिन के अंदर किडनी फ़ेल हो सकती है।',
    'Vitamin D tablets or sachets (cholecalciferol): a high blood calcium that damages the kidneys and heart.':
      'विटामिन डी की गोलियाँ या सैशे (कोलेकैल्सिफ़ेरॉल): ख़ून में कैल्शियम बहुत बढ़ जाना, जिससे किडनी और दिल को नुकसान होता है।',
    'Grapes, raisins, kishmish or munakka: kidney failure, even from a few.': 'अंगूर, किशमिश या मुनक्का: थोड़े-से खाने से भी किडनी फ़ेल हो सकती है।',
    'Onion or garlic (including dishes cooked with them): damage to red blood cells and anaemia that shows only after days.':
      'प्याज़ या लहसुन (इनसे पका खाना भी): ख़ून की लाल कोशिकाओं को नुकसान और ख़ून की कमी (एनीमिया), जो कुछ दिनों बाद ही दिखती है।',
    'Xylitol (sugar-free gum, sweets, some peanut butters): a sudden fall in blood sugar and liver failure in dogs.':
      'ज़ाइलिटॉल (शुगर-फ़्री च्युइंग गम, मिठाइयाँ, कुछ पीनट बटर): कुत्तों में ब्लड शुगर अचानक गिरना और लिवर फ़ेल होना।',
    'Rat or mouse poison (cakes, pellets, zinc phosphide, bromadiolone): internal bleeding that shows only after days, or fits.':
      'चूहे मारने का ज़हर (केक, गोलियाँ, ज़िंक फ़ॉस्फ़ाइड, ब्रोमाडियोलोन): शरीर के अंदर ख़ून बहना, जो कुछ दिनों बाद ही दिखता है, या दौरे।',
    'Insecticides (mosquito liquid refills and sprays, Baygon, Hit, Laxman Rekha, cockroach gel): drooling, tremors, fits.':
      'कीड़े मारने की दवाएँ (मच्छर भगाने वाले लिक्विड रिफ़िल और स्प्रे, बेगॉन, हिट, लक्ष्मण रेखा, कॉकरोच जेल): लार टपकना, काँपना, दौरे।',
    'Mosquito coils, mats or agarbatti: drooling, vomiting and tremors when much is eaten.': 'मच्छर वाली कॉइल, मैट या अगरबत्ती: ज़्यादा खा लेने पर लार टपकना, उल्टी और काँपना।',
    'Household chemicals (phenyl, Lizol, bleach, kerosene): burns of the mouth and gut, fits, breathing trouble.':
      'घर के केमिकल (फिनाइल, लाइज़ोल, ब्लीच, मिट्टी का तेल): मुँह और पेट-आँतों का झुलसना, दौरे, साँस की तकलीफ़।',
    'Essential oils (tea tree, eucalyptus, peppermint, clove): drooling, wobbling and liver damage in cats, from the fur or a lick.':
      'एसेंशियल ऑयल (टी ट्री, यूकेलिप्टस, पुदीना, लौंग): बिल्लियों में लार टपकना, लड़खड़ाना और लिवर को नुकसान, फ़र पर लगने या चाटने से भी।',
    'Naphthalene balls, camphor or Odonil blocks: damage to red blood cells, vomiting and fits, even from one ball.':
      'नेफ़्थलीन की गोलियाँ, कपूर या ओडोनिल: ख़ून की लाल कोशिकाओं को नुकसान, उल्टी और दौरे, एक गोली से भी।',
    'Toilet and drain cleaners and acids (Harpic, tezaab): burns of the mouth, throat and gut, even from a little.':
      'टॉयलेट और नाली साफ़ करने वाले क्लीनर और तेज़ाब (हार्पिक, तेज़ाब): थोड़े से भी मुँह, गले और पेट-आँतों का झुलसना।',
    'Human painkillers and medicines (paracetamol/Crocin/Dolo, ibuprofen/Combiflam, diclofenac, aspirin): liver and red-cell damage (paracetamol kills cats), stomach ulcers and kidney failure.':
      'इंसानों की दर्द की गोलियाँ और दवाएँ (पैरासिटामोल/क्रोसिन/डोलो, आइबुप्रोफ़ेन/कॉम्बिफ़्लैम, डाइक्लोफ़ेनाक, एस्पिरिन): लिवर और ख़ून की लाल कोशिकाओं को नुकसान (पैरासिटामोल बिल्लियों की जान ले लेती है), पेट में छाले और किडनी फ़ेल होना।',
    'Poisonous plants (oleander/kaner, datura, dieffenbachia): heart rhythm trouble, vomiting, drooling.': 'ज़हरीले पौधे (कनेर, धतूरा, डाइफ़नबेकिया): दिल की धड़कन का बिगड़ना, उल्टी, लार टपकना।',
    'Alcohol: low blood sugar, collapse.': 'शराब: ब्लड शुगर गिरना, गिर पड़ना।',
    'Pain balms, gels and sprays (Iodex, Volini, Moov, Zandu, Amrutanjan, Tiger Balm): methyl salicylate (an aspirin) and camphor: vomiting, stomach ulcers, kidney damage, and fits from larger amounts.':
      'दर्द के बाम, जेल और स्प्रे (आयोडेक्स, वॉलिनी, मूव, झंडू, अमृतांजन, टाइगर बाम): मिथाइल सैलिसिलेट (एक तरह की एस्पिरिन) और कपूर: उल्टी, पेट के छाले, गुर्दों को नुकसान, और ज़्यादा मात्रा में दौरे।',
    'Cigarettes, bidis, gutka or tobacco: vomiting, tremors, a racing heart.': 'सिगरेट, बीड़ी, गुटखा या तंबाकू: उल्टी, काँपना, दिल की धड़कन बहुत तेज़ होना।',
    'Cannabis (ganja, bhang): wobbliness, dribbling urine, collapse.': 'कैनबिस (गांजा, भांग): लड़खड़ाना, पेशाब टपकना, गिर पड़ना।',
    'Firecrackers (unburst crackers, gunpowder): vomiting, a swollen belly, fits.': 'पटाखे (बिना फटे पटाखे, बारूद): उल्टी, फूला हुआ पेट, दौरे।',
    'Coffee or caffeine: restlessness, a racing heart, tremors.': 'कॉफ़ी या कैफ़ीन: बेचैनी, दिल की धड़कन बहुत तेज़ होना, काँपना।',
    'Lilies (any part, even pollen or vase water): kidney failure in cats within days.': 'लिली के फूल (कोई भी हिस्सा, पराग या गुलदान का पानी भी): बिल्लियों में कुछ ही दिनों में किडनी फ़ेल होना।',
    'A dog flea or tick product (permethrin) on or licked by a cat: tremors and fits in cats.':
      'कुत्तों की पिस्सू या चिचड़ी (टिक) की दवा (परमेथ्रिन) बिल्ली पर लगाना या बिल्ली का उसे चाटना: बिल्लियों में काँपना और दौरे।',
    'Permethrin or another dog-only flea and tick product: tremors and fits in cats.': 'परमेथ्रिन या सिर्फ़ कुत्तों के लिए बनी पिस्सू और चिचड़ी (टिक) की कोई और दवा: बिल्लियों में काँपना और दौरे।',
    'A toad licked or bitten: drooling, a racing heart, fits.': 'टोड (ज़हरीला मेंढक) चाटना या काटना: लार टपकना, दिल की धड़कन बहुत तेज़ होना, दौरे।',

    // To discuss with the vet (concerns' causes)
    'eating something unsuitable or spoiled': 'कोई ग़लत या ख़राब चीज़ खा लेना',
    'a stomach infection or worms': 'पेट का इन्फ़ेक्शन या पेट के कीड़े',
    'a swallowed object': 'कोई निगली हुई चीज़',
    'pancreatitis or kidney trouble (in older pets)': 'पैंक्रियाटाइटिस (अग्न्याशय की सूजन) या किडनी की परेशानी (बड़ी उम्र के पालतू में)',
    'a sudden change of food': 'खाना अचानक बदलना',
    'worms or giardia': 'पेट के कीड़े या जियार्डिया',
    'a stomach infection such as parvovirus in unvaccinated puppies': 'पेट का इन्फ़ेक्शन, जैसे बिना वैक्सीन वाले पिल्लों में पार्वो वायरस',
    'colitis or worms': 'बड़ी आँत की सूजन (कोलाइटिस) या पेट के कीड़े',
    'a urinary infection or bladder stones': 'पेशाब का इन्फ़ेक्शन या पेशाब की थैली में पथरी',
    'parvovirus in unvaccinated puppies': 'बिना वैक्सीन वाले पिल्लों में पार्वो वायरस',
    'pain, fever or an upset stomach': 'दर्द, बुख़ार या पेट ख़राब होना',
    'dental trouble': 'दाँतों की परेशानी',
    'tick fever (common in India)': 'टिक फ़ीवर (चिचड़ी से होने वाला बुख़ार, भारत में आम)',
    'stress or a change at home': 'तनाव या घर में कोई बदलाव',
    'fever or infection': 'बुख़ार या इन्फ़ेक्शन',
    'tick fever (ehrlichia or babesia)': 'टिक फ़ीवर (एर्लिकिया या बबेसिया)',
    pain: 'दर्द',
    anaemia: 'ख़ून की कमी (एनीमिया)',
    'an infection': 'कोई इन्फ़ेक्शन',
    'tick fever': 'टिक फ़ीवर',
    'a reaction after a vaccine (usually mild, for a day)': 'वैक्सीन के बाद का असर (आमतौर पर हल्का, एक दिन के लिए)',
    'a sprain or thorn in the paw': 'मोच या पंजे में काँटा',
    'a torn knee ligament': 'घुटने का लिगामेंट फटना',
    'joint or back pain, most of all in older pets': 'जोड़ों या कमर का दर्द, ख़ासकर बड़ी उम्र के पालतू में',
    'kennel cough or cat flu': 'केनेल कफ़ या कैट फ़्लू',
    'an allergy to dust or smoke': 'धूल या धुएँ से एलर्जी',
    'heart or lung disease in older pets': 'बड़ी उम्र के पालतू में दिल या फेफड़ों की बीमारी',
    'a bite or scratch that may be infected': 'काटने या खरोंच का घाव, जिसमें इन्फ़ेक्शन हो सकता है',
    'an abscess': 'फोड़ा (मवाद भरी गाँठ)',
    'a lump a vet should check with a needle sample': 'कोई गाँठ, जिसे वेट को सुई से सैंपल लेकर जाँचना चाहिए',
    'a bruise or sprain after a knock': 'चोट लगने के बाद नील या मोच',
    'pain or a problem inside that only an examination can find': 'दर्द या अंदर की कोई परेशानी, जो सिर्फ़ जाँच से पता चल सकती है',
    'a poisoning that shows only after hours or days': 'ज़हर का असर, जो कुछ घंटों या दिनों बाद ही दिखता है',
    'a splinter that can pierce or block the gut, which shows only after hours or days':
      'हड्डी का नुकीला टुकड़ा, जो आँतों में छेद कर सकता है या उन्हें बंद कर सकता है; यह कुछ घंटों या दिनों बाद ही दिखता है',
    'the pain or fever you want to treat, whose cause a vet needs to find': 'वह दर्द या बुख़ार जिसका आप इलाज करना चाहते हैं: उसकी वजह वेट को ढूँढनी होगी',
    'fleas, ticks or mites': 'पिस्सू, चिचड़ी (टिक) या माइट्स',
    'a food or dust allergy': 'खाने या धूल से एलर्जी',
    'a fungal or bacterial skin infection (common in the monsoon)': 'त्वचा का फ़ंगल या बैक्टीरियल इन्फ़ेक्शन (बरसात में आम)',
    'an ear infection or mites': 'कान का इन्फ़ेक्शन या माइट्स',
    'an allergy': 'एलर्जी',
    'a blocked tear duct': 'आँसू की नली बंद होना',

    // Safe at home meanwhile (concerns' home care)
    'Offer small sips of water often; no food for a few hours, then a little plain boiled rice with boiled chicken.':
      'थोड़ा-थोड़ा पानी बार-बार दें; कुछ घंटे खाना न दें, फिर थोड़े सादे उबले चावल और उबला चिकन दें।',
    'Keep fresh water in reach and watch that your pet drinks; offer small bland meals.': 'ताज़ा पानी पास रखें और देखें कि पालतू पानी पी रहा है; थोड़ा-थोड़ा सादा खाना दें।',
    'Collect a fresh sample in a clean container for the vet.': 'वेट के लिए किसी साफ़ डिब्बे में ताज़ा सैंपल ले लें।',
    'Offer a small portion of a favourite food, slightly warmed; keep water within reach.': 'उसका पसंदीदा खाना थोड़ा-सा, हल्का गर्म करके दें; पानी पास रखें।',
    'Let your pet rest somewhere cool and quiet, with water in reach.': 'पालतू को किसी ठंडी और शांत जगह आराम करने दें, पानी पास रखें।',
    'Keep your pet in a cool room with water; do not give paracetamol or any human fever medicine.': 'पालतू को ठंडे कमरे में रखें, पानी पास हो; पैरासिटामोल या इंसानों की बुख़ार की कोई दवा न दें।',
    'Rest on a non-slip floor, short lead walks only; check the paw for a thorn or cut.': 'ऐसे फ़र्श पर आराम कराएँ जहाँ पैर न फिसले, पट्टा बाँधकर बस छोटी सैर; पंजे में काँटा या कट देख लें।',
    'Use a harness instead of a collar and keep your pet away from smoke and incense.': 'गले के पट्टे (कॉलर) की जगह हार्नेस लगाएँ और पालतू को धुएँ और अगरबत्ती-धूप से दूर रखें।',
    'Rinse the area with clean lukewarm water, keep it dry and stop your pet licking it.': 'उस जगह को साफ़ गुनगुने पानी से धोएँ, सूखा रखें और पालतू को उसे चाटने न दें।',
    'Keep your pet calm and indoors, with water in reach, and note when each sign began.': 'पालतू को शांत और घर के अंदर रखें, पानी पास रखें, और लिख लें कि हर लक्षण कब शुरू हुआ।',
    'Put the product or food out of reach and keep its packet for the vet.': 'वह चीज़ या खाना पहुँच से दूर रखें और उसका पैकेट वेट को दिखाने के लिए रख लें।',
    'Offer small soft meals and watch the stool; go now if your pet retches, vomits, strains, stops eating or has a painful belly.':
      'थोड़ा-थोड़ा नरम खाना दें और पॉटी पर नज़र रखें; अगर पालतू उल्टी की कोशिश करे, उल्टी करे, ज़ोर लगाए, खाना छोड़ दे या उसके पेट में दर्द हो, तो अभी वेट के पास जाएँ।',
    'Give no medicine until a vet has examined your pet and prescribed one made for pets.': 'जब तक वेट पालतू को देखकर जानवरों के लिए बनी दवा न लिखें, कोई दवा न दें।',
    'Check the skin and coat for ticks and fleas; keep the coat dry after baths and walks in the rain.': 'त्वचा और बालों में चिचड़ी (टिक) और पिस्सू देखें; नहाने के बाद और बारिश में सैर के बाद बाल सूखे रखें।',
    'Wipe only the outer ear and around the eyes with a soft damp cloth; nothing inside the ear canal.': 'मुलायम गीले कपड़े से सिर्फ़ कान का बाहरी हिस्सा और आँखों के आसपास पोंछें; कान के अंदर कुछ न डालें।',

    // The care plan (core/assistant/care-plan.ts)
    'Life stage: puppy.': 'उम्र का दौर: पिल्ला।',
    'Life stage: kitten.': 'उम्र का दौर: बिल्ली का बच्चा।',
    'Life stage: young.': 'उम्र का दौर: बच्चा।',
    'Life stage: adult.': 'उम्र का दौर: जवान।',
    'Life stage: senior.': 'उम्र का दौर: बुज़ुर्ग।',
    'A complete puppy food in 3-4 small meals a day until 6 months, then 2 meals.': '6 महीने की उम्र तक पूरे पोषण वाला पपी फ़ूड, दिन में 3-4 बार थोड़ा-थोड़ा, फिर दिन में 2 बार।',
    'A complete and balanced dog food in 2 measured meals a day; treats under a tenth of the day’s food.': 'पूरा और संतुलित डॉग फ़ूड, दिन में 2 बार नापकर; ट्रीट दिन भर के खाने के दसवें हिस्से से कम।',
    'Never: chocolate, grapes or raisins, onion, garlic, xylitol (sugar-free sweets) or cooked bones.': 'कभी नहीं: चॉकलेट, अंगूर या किशमिश, प्याज़, लहसुन, ज़ाइलिटॉल (शुगर-फ़्री मिठाइयाँ) या पकी हुई हड्डियाँ।',
    'A senior diet and a check of weight every 3 months.': 'बुज़ुर्ग पालतू वाला खाना (सीनियर डाइट) और हर 3 महीने में वज़न की जाँच।',
    'A complete kitten food in 3-4 small meals a day.': 'पूरे पोषण वाला किटन फ़ूड, दिन में 3-4 बार थोड़ा-थोड़ा।',
    'A complete cat food (cats need meat: never a vegetarian diet), with wet food for water intake.': 'पूरे पोषण वाला कैट फ़ूड (बिल्लियों को मांस चाहिए: शाकाहारी खाना कभी नहीं), साथ में गीला खाना ताकि शरीर में पानी पहुँचे।',
    'Never: onion, garlic, lilies in the house, or milk as a main drink.': 'कभी नहीं: प्याज़, लहसुन, घर में लिली के फूल, या पीने के लिए मुख्य रूप से दूध।',
    'Unlimited fresh hay (80% of the diet), leafy greens daily, a small amount of pellets.': 'जितनी चाहे उतनी ताज़ी सूखी घास, यानी हे (खाने का 80%), रोज़ हरी पत्तेदार सब्ज़ियाँ, थोड़े-से पेलेट।',
    'A pellet-based diet with fresh vegetables; seeds only as treats; no avocado or chocolate.': 'पेलेट वाला खाना और ताज़ी सब्ज़ियाँ; बीज सिर्फ़ ट्रीट के तौर पर; एवोकाडो या चॉकलेट बिल्कुल नहीं।',
    'Hamster pellets with small pieces of vegetables; fresh water daily.': 'हैम्स्टर के पेलेट के साथ सब्ज़ियों के छोटे टुकड़े; रोज़ ताज़ा पानी।',
    'Feed only what is eaten in 2 minutes, once or twice a day; test the water weekly.': 'दिन में एक या दो बार, बस उतना खाना डालें जितना 2 मिनट में खा लिया जाए; हर हफ़्ते पानी जाँचें।',
    'A diet made for your kind of pet; ask a vet who treats exotic pets.': 'आपके पालतू की किस्म के लिए बना खाना; ऐसे वेट से पूछें जो अनोखे (एग्ज़ॉटिक) पालतू जानवरों का इलाज करते हों।',
    'Short, gentle play sessions several times a day, with rest in between; no long runs or jumping until your vet says the joints are ready.':
      'दिन में कई बार थोड़ी देर का हल्का खेल, बीच में आराम; जब तक वेट न कहें कि जोड़ तैयार हैं, लंबी दौड़ या कूदना नहीं।',
    'Gentle walks of 20-30 minutes twice a day.': 'दिन में दो बार 20-30 मिनट की धीमी सैर।',
    'At least 30-60 minutes of walks and play a day.': 'रोज़ कम से कम 30-60 मिनट सैर और खेल।',
    'In Delhi summers walk early in the morning and after sunset; check that the road is not too hot for the paws.': 'दिल्ली की गर्मियों में सुबह जल्दी और सूरज ढलने के बाद घुमाएँ; देख लें कि सड़क पंजों के लिए बहुत गर्म न हो।',
    'Two or three play sessions of 10-15 minutes a day with wand toys; a scratching post and a high perch.':
      'रोज़ दो-तीन बार 10-15 मिनट छड़ी वाले खिलौनों से खेल; नाख़ून रगड़ने का खंभा (स्क्रैचिंग पोस्ट) और बैठने के लिए कोई ऊँची जगह।',
    'Keep flat-faced cats in a cool room in summer.': 'चपटे चेहरे वाली बिल्लियों को गर्मियों में ठंडे कमरे में रखें।',
    'At least 3-4 hours a day out of the cage in a safe room.': 'रोज़ कम से कम 3-4 घंटे पिंजरे से बाहर, किसी सुरक्षित कमरे में।',
    'Space and enrichment suited to your pet, every day.': 'रोज़ आपके पालतू के हिसाब से जगह, और मन लगाने की चीज़ें।',
    'Brush every day and see a groomer every 6-8 weeks; dry the coat fully after baths.': 'रोज़ ब्रश करें और हर 6-8 हफ़्ते में ग्रूमर के पास ले जाएँ; नहाने के बाद बाल पूरी तरह सुखाएँ।',
    'Brush once or twice a week; a bath every 3-4 weeks with a dog shampoo.': 'हफ़्ते में एक या दो बार ब्रश करें; हर 3-4 हफ़्ते में कुत्तों वाले शैम्पू से नहलाएँ।',
    'Check for ticks after every walk, trim nails monthly, check the ears weekly (see a vet for redness, smell or scratching).':
      'हर सैर के बाद चिचड़ी (टिक) देखें, हर महीने नाख़ून काटें, हर हफ़्ते कान देखें (लाली, बदबू या खुजाने पर वेट को दिखाएँ)।',
    'Brush every day to prevent mats and hairballs.': 'बाल उलझने और बालों के गोले (हेयरबॉल) से बचाने के लिए रोज़ ब्रश करें।',
    'Brush weekly; most cats need no baths.': 'हर हफ़्ते ब्रश करें; ज़्यादातर बिल्लियों को नहलाने की ज़रूरत नहीं होती।',
    'Trim nails every 2-3 weeks.': 'हर 2-3 हफ़्ते में नाख़ून काटें।',
    'Brush weekly (daily when moulting); never bathe a rabbit.': 'हर हफ़्ते ब्रश करें (बाल झड़ने के दिनों में रोज़); खरगोश को कभी न नहलाएँ।',
    'Keep the cage or tank clean every week.': 'हर हफ़्ते पिंजरा या टैंक साफ़ करें।',
    'DHPPi (core vaccine), against distemper, hepatitis (adenovirus), parvovirus and parainfluenza: doses at 6, 9, 12, 16 weeks, a booster at 6-12 months, then every 3 years.':
      '<en>DHPPi</en> (ज़रूरी वैक्सीन), डिस्टेंपर, हेपेटाइटिस (एडिनोवायरस), पार्वो वायरस और पैराइन्फ़्लुएंज़ा से बचाव: 6, 9, 12, 16 हफ़्ते की उम्र पर डोज़, 6-12 महीने पर बूस्टर, फिर हर 3 साल।',
    'DHPPi (core vaccine): every 3 years at most between doses.': '<en>DHPPi</en> (ज़रूरी वैक्सीन): दो डोज़ के बीच ज़्यादा से ज़्यादा 3 साल।',
    'Leptospirosis (L), against leptospirosis, spread by rat urine and flood water: doses at 9, 12 weeks, then every year.':
      'लेप्टोस्पायरोसिस (<en>L</en>), लेप्टोस्पायरोसिस से बचाव, जो चूहों के पेशाब और बाढ़ के पानी से फैलता है: 9, 12 हफ़्ते की उम्र पर डोज़, फिर हर साल।',
    'Leptospirosis (L): every year at most between doses.': 'लेप्टोस्पायरोसिस (<en>L</en>): दो डोज़ के बीच ज़्यादा से ज़्यादा एक साल।',
    'Anti-rabies, against rabies: a dose at 12 weeks, then every year.': 'एंटी-रेबीज़, रेबीज़ से बचाव: 12 हफ़्ते की उम्र पर एक डोज़, फिर हर साल।',
    'Anti-rabies: every year at most between doses.': 'एंटी-रेबीज़: दो डोज़ के बीच ज़्यादा से ज़्यादा एक साल।',
    'FVRCP (core vaccine, often sold as Tricat), against panleukopenia, herpesvirus (cat flu) and calicivirus: doses at 8, 12, 16 weeks, a booster at 6-12 months, then every 3 years.':
      '<en>FVRCP</en> (ज़रूरी वैक्सीन, अक्सर <en>Tricat</en> नाम से मिलती है), पैनल्यूकोपीनिया, हर्पीज़ वायरस (कैट फ़्लू) और कैलिसी वायरस से बचाव: 8, 12, 16 हफ़्ते की उम्र पर डोज़, 6-12 महीने पर बूस्टर, फिर हर 3 साल।',
    'FVRCP (core vaccine, often sold as Tricat): every 3 years at most between doses.': '<en>FVRCP</en> (ज़रूरी वैक्सीन, अक्सर <en>Tricat</en> नाम से मिलती है): दो डोज़ के बीच ज़्यादा से ज़्यादा 3 साल।',
    'Deworming: Puppies: from 2 weeks of age, every 2 weeks until 12 weeks old, then monthly until 6 months old, then every 3 months for life.':
      'पेट के कीड़ों की दवा: पिल्ले: 2 हफ़्ते की उम्र से, 12 हफ़्ते का होने तक हर 2 हफ़्ते, फिर 6 महीने का होने तक हर महीने, फिर ज़िंदगी भर हर 3 महीने।',
    'Deworming: Kittens: from 3 weeks of age, every 2 weeks until 12 weeks old, then monthly until 6 months old, then every 3 months for life.':
      'पेट के कीड़ों की दवा: बिल्ली के बच्चे: 3 हफ़्ते की उम्र से, 12 हफ़्ते का होने तक हर 2 हफ़्ते, फिर 6 महीने का होने तक हर महीने, फिर ज़िंदगी भर हर 3 महीने।',
    'Deworming at least every 3 months, and tick and flea control all year round in India.': 'पेट के कीड़ों की दवा कम से कम हर 3 महीने, और भारत में पूरे साल चिचड़ी (टिक) और पिस्सू से बचाव।',
    'Deworming at least every 3 months, and flea control all year round in India.': 'पेट के कीड़ों की दवा कम से कम हर 3 महीने, और भारत में पूरे साल पिस्सू से बचाव।',
    'Rabbits in India are not routinely vaccinated; a yearly health check and a check of the teeth are what matter most.':
      'भारत में खरगोशों को आमतौर पर वैक्सीन नहीं लगती; सबसे ज़रूरी है हर साल सेहत की जाँच और दाँतों की जाँच।',
    'A yearly health check with a vet who treats your kind of pet.': 'हर साल सेहत की जाँच, ऐसे वेट से जो आपके पालतू की किस्म का इलाज करते हों।',
  },
} satisfies AdviceTranslation
