# बॉट के हिंदी टेक्स्ट। संदर्भ भाषा फ़्रेंच है: हर .ftl फ़ाइल में वही कुंजियाँ (keys) और प्लेसहोल्डर हैं।
# टेक्स्ट Telegram HTML (parse_mode HTML) में हैं: <b>, <i>, <code>, <a href>। राशियाँ भाषा के अनुसार पहले से फ़ॉर्मैट होकर
# आती हैं ($price, $cost, $balance…); मात्राएँ फ़ॉर्मैट की हुई संख्याओं के रूप में आती हैं।

## भाषा का चुनाव
language-choose = 🌍 अपनी भाषा चुनें:
language-saved = ✅ भाषा सेव हो गई: हिंदी।

## स्वागत और मुख्य मेनू
welcome-default =
    👋 <b>{ $shop }</b> में आपका स्वागत है!

    📱 हमारी नंबर लिस्ट तीन बड़े वेब प्लेटफ़ॉर्म पर वेरिफ़ाई की गई हैं।
    ⚡ तुरंत खरीदारी, फ़ाइल अपने-आप तैयार होती है।
    💬 आपकी मदद के लिए सपोर्ट टीम मौजूद है।

    💶 कीमत: <b>{ $price }</b> प्रति नंबर, कम से कम { $minimum } नंबर ({ $minimumCost })।
menu-prompt = आप क्या करना चाहेंगे?
menu-shop = 🛒 शॉप
menu-balance = 💰 बैलेंस
menu-history = 📜 इतिहास
menu-help = ❓ सहायता
menu-channels = 📢 चैनल
menu-language = 🌍 भाषा
menu-main = 🏠 मुख्य मेनू

## शॉप: महाद्वीप, देश, ऑपरेटर
shop-continents = 🌍 <b>शॉप</b> — एक महाद्वीप चुनें:
shop-no-continents = 😕 अभी कोई महाद्वीप उपलब्ध नहीं है। जल्द ही दोबारा आएँ!
shop-countries = 🌍 <b>{ $continent }</b> — एक देश चुनें:
shop-no-countries = 😕 इस महाद्वीप में अभी कोई देश उपलब्ध नहीं है।
shop-no-operators = 😕 इस देश में अभी कोई ऑपरेटर उपलब्ध नहीं है।
shop-operators = { $flag } <b>{ $country }</b> — एक ऑपरेटर चुनें:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = स्टॉक ख़त्म

## मात्रा
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 उपलब्ध: <b>{ $available }</b> नंबर
    💶 प्रति नंबर कीमत: <b>{ $price }</b>
    🔢 न्यूनतम: { $minimum } नंबर

    मात्रा चुनें:
quantity-custom = ✏️ दूसरी मात्रा
quantity-prompt = ✏️ आपको कितने नंबर चाहिए, टाइप करें ({ $minimum } से { $available } तक):
quantity-cancel = ❌ रद्द करें

## पुष्टि और खरीदारी
purchase-confirm =
    🧾 <b>अपनी खरीदारी की पुष्टि करें</b>

    📶 { $operator } — { $flag } { $country }
    🔢 मात्रा: <b>{ $quantity }</b> नंबर
    💶 प्रति नंबर कीमत: { $price }
    💳 कुल लागत: <b>{ $cost }</b>

    💰 मौजूदा बैलेंस: { $balance }
    💰 खरीदारी के बाद बैलेंस: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ पुष्टि करें
purchase-processing = ⏳ खरीदारी हो रही है, आपकी फ़ाइल तैयार की जा रही है…
purchase-success =
    ✅ <b>खरीदारी सफल रही!</b>

    🔢 { $quantity } नंबर — { $operator }, { $flag } { $country }
    💳 भुगतान: { $cost }
    💰 नया बैलेंस: <b>{ $balance }</b>
    🧾 ऑर्डर नं. { $order }
purchase-file-caption = 📄 { $quantity } नंबर — { $operator }, { $country } (ऑर्डर नं. { $order })
purchase-file-failed = ⚠️ फ़ाइल नहीं भेजी जा सकी: आपके नंबर { $total } मैसेज में भेजे जा रहे हैं।
purchase-part = 📄 भाग { $current }/{ $total }
purchase-already-done = ℹ️ यह ऑर्डर पहले ही हो चुका है (नं. { $order }): दोबारा कोई राशि नहीं काटी गई।
purchase-cancelled = खरीदारी रद्द कर दी गई।

## नेविगेशन
back = ⬅️ वापस
back-continents = ⬅️ महाद्वीप
back-countries = ⬅️ देश
back-operators = ⬅️ ऑपरेटर
back-shop = 🛒 शॉप

## बैलेंस
balance-view =
    💰 <b>आपका बैलेंस: { $balance }</b>

    🛒 कुल खरीदारी: { $totalPurchases }
    💳 कुल जमा: { $totalDeposits }
balance-topup = ➕ रिचार्ज करें

## गिफ़्ट कार्ड
topup-gift-card = 🎁 गिफ़्ट कार्ड
gift-card-prompt = 🎁 अपने गिफ़्ट कार्ड का कोड टाइप करें (16 अक्षर, जैसे ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>गिफ़्ट कार्ड रिडीम हो गया: +{ $amount }</b>
    💰 नया बैलेंस: <b>{ $balance }</b>
gift-card-unknown = ❌ अज्ञात कोड। इसे जाँचें और फिर से कोशिश करें।
gift-card-used = ❌ यह गिफ़्ट कार्ड पहले ही इस्तेमाल हो चुका है।
gift-card-expired = ❌ यह गिफ़्ट कार्ड एक्सपायर हो चुका है।
gift-card-disabled = ❌ यह गिफ़्ट कार्ड अब मान्य नहीं है।
gift-card-too-many = ⏳ बहुत ज़्यादा ग़लत कोड: { $minutes } मिनट बाद फिर से कोशिश करें।

## इतिहास
history-title = 📜 <b>आपकी हाल की खरीदारी</b>
history-line = { $date } — { $quantity } नंबर, { $operator } ({ $flag } { $country }) — { $cost }
history-more = … और { $count } अन्य खरीदारी
history-empty = 📭 आपने अभी तक कोई खरीदारी नहीं की है।
history-download = 📥 फ़ाइल नं. { $order }
history-download-missing = ❌ ऑर्डर नहीं मिला।

## सहायता और चैनल
help-default =
    ❓ <b>सहायता</b>
channels-title = 📢 <b>हमारे चैनल</b>
channels-main = 📢 मुख्य चैनल
channels-proof = ✅ प्रूफ़ चैनल
channels-none = 📢 अभी कोई चैनल नहीं है।

## अस्वीकृतियाँ और त्रुटियाँ
error-user-not-found = ❌ यूज़र नहीं मिला। रजिस्टर करने के लिए /start भेजें।
error-country-not-found = ❌ देश नहीं मिला।
error-operator-not-found = ❌ ऑपरेटर नहीं मिला या अब बिक्री के लिए उपलब्ध नहीं है।
error-quantity-invalid = ❌ अमान्य मात्रा: कम से कम { $minimum } नंबर (न्यूनतम { $minimumCost })।
error-quantity-number = ❌ एक मान्य संख्या दर्ज करें (न्यूनतम { $minimum })।
error-quantity-too-large = ❌ एक ऑर्डर में अधिकतम { $maximum } नंबर ही खरीदे जा सकते हैं।
error-stock = ❌ यह मात्रा उपलब्ध नहीं है। अधिकतम उपलब्ध: { $available } नंबर (न्यूनतम { $minimum })।
error-balance =
    ❌ <b>बैलेंस पर्याप्त नहीं है।</b>
    लागत: { $cost } — आपका बैलेंस: { $balance }।
    आगे बढ़ने के लिए अपना बैलेंस रिचार्ज करें।
error-account-deactivated = ⛔ आपका अकाउंट निष्क्रिय कर दिया गया है। सपोर्ट से संपर्क करें।
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>अपनी खरीद की पुष्टि करें</b>

    📶 { $operator } — { $flag } { $country }
    🔢 मात्रा: <b>{ $quantity }</b>
    💳 कीमत: <b>{ $cost }</b> — आपका बैलेंस: { $balance }

    ❌ <b>आपके पास { $missing } कम हैं।</b>
    अभी भुगतान करें: भुगतान मिलते ही ऑर्डर अपने आप हो जाएगा, और जो बचे वह आपके बैलेंस में रहेगा।
checkout-pay-stars = ⭐ Stars में { $amount } चुकाएँ ({ $stars } ⭐)
checkout-pay-crypto = 🪙 { $crypto } में { $amount } चुकाएँ
checkout-stars-invoice-title = ऑर्डर: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount }, आपके प्रतीक्षारत ऑर्डर नं. { $id } के लिए (मात्रा: { $quantity })। जो बचे वह आपके बैलेंस में रहेगा।
checkout-stars-invoice-label = ऑर्डर { $amount }
checkout-waiting = ⏳ आपका ऑर्डर { $time } तक इस भुगतान की प्रतीक्षा करेगा। भुगतान मिलते ही ऑर्डर हो जाएगा और आपको आपकी फ़ाइल मिलेगी।
checkout-cancel-button = ❌ ऑर्डर रद्द करें
checkout-cancelled = ऑर्डर रद्द: कुछ नहीं खरीदा गया। फिर भी आने वाला भुगतान आपके बैलेंस में रहेगा।
checkout-closed = ℹ️ यह ऑर्डर अब भुगतान की प्रतीक्षा नहीं कर रहा।
checkout-already = ℹ️ यह भुगतान पहले ही माँगा जा चुका है: ऊपर भेजे गए का उपयोग करें।
checkout-price-changed = ⚠️ दिखाए जाने के बाद कीमत बदल गई: कुछ नहीं माँगा गया। नई कीमत देखने के लिए ऑर्डर पर लौटें।
checkout-not-needed = ℹ️ अब आपका बैलेंस इस ऑर्डर के लिए काफ़ी है: पुष्टि करने के लिए वापस जाएँ।
checkout-not-placed =
    💳 आपका { $amount } का भुगतान मिल गया, लेकिन ऑर्डर नहीं हो सका: { $reason }।
    💰 पैसा आपके बैलेंस में रहेगा: <b>{ $balance }</b>।
checkout-paid-after-expiry =
    💳 आपका { $amount } का भुगतान प्रतीक्षारत ऑर्डर की समय-सीमा ख़त्म होने के बाद मिला: कुछ नहीं खरीदा गया।
    💰 पैसा आपके बैलेंस में रहेगा: <b>{ $balance }</b>।
checkout-paid-after-cancel =
    💳 आपका { $amount } का भुगतान ऑर्डर रद्द करने के बाद मिला: कुछ नहीं खरीदा गया।
    💰 पैसा आपके बैलेंस में रहेगा: <b>{ $balance }</b>।
checkout-reason-stock = स्टॉक अब पर्याप्त नहीं है
checkout-reason-price = आपकी पुष्टि के बाद कीमत बदल गई
checkout-reason-closed = यह ऑफ़र अब बिक्री पर नहीं है
checkout-reason-balance = इस बीच आपका बैलेंस इस्तेमाल हो गया
checkout-reason-ordered = आपने इस बीच यह ऑफ़र पहले ही ऑर्डर कर दिया
checkout-reason-account = आपका खाता निष्क्रिय है
checkout-reason-blocked = दुकान ने आपका अकाउंट ब्लॉक कर दिया है
checkout-reason-rate = आपका अकाउंट नया है और प्रति घंटे खरीदारी सीमित है

error-stock-changed = ⚠️ स्टॉक अभी-अभी बदला है: कृपया फिर से कोशिश करें।
error-purchase = ❌ खरीदारी के दौरान एक त्रुटि हुई। कोई राशि नहीं काटी गई; अगर समस्या बनी रहे तो सपोर्ट से संपर्क करें।
error-generic = ❌ कोई त्रुटि हुई। थोड़ी देर में फिर से कोशिश करें।
error-flood = ⏳ एक साथ बहुत ज़्यादा मैसेज: कुछ सेकंड रुकें।
error-stale-button = ⌛ यह मेनू पुराना हो गया है।

## बॉट एडमिन के लिए सूचनाएँ
admin-new-purchase =
    🛒 <b>नई खरीदारी</b>
    👤 { $buyer }
    🔢 { $quantity } नंबर — { $operator }, { $flag } { $country }
    💳 राशि: { $cost }
    💰 नया बैलेंस: { $balance }

## कमांड मेनू (setMyCommands)
command-start = मुख्य मेनू
command-shop = नंबर खरीदें
command-balance = मेरा बैलेंस देखें
command-history = मेरी खरीदारी
command-help = सहायता
command-language = भाषा बदलें
command-redeem = गिफ़्ट कार्ड रिडीम करें
command-referral = मेरा रेफ़रल लिंक
command-paysupport = भुगतान और रिफ़ंड
command-terms = दुकान की शर्तें

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>बैलेंस टॉप-अप करें</b>
    भुगतान के लिए क्रिप्टोकरेंसी चुनें:
topup-choose-manual =
    ➕ <b>बैलेंस टॉप-अप करें</b>
    अभी क्रिप्टो भुगतान उपलब्ध नहीं है: कोई एडमिन आपका टॉप-अप हाथ से पुष्टि कर सकता है, या गिफ्ट कार्ड इस्तेमाल करें।
topup-manual = 🧾 एडमिन के ज़रिए टॉप-अप
topup-manual-coin = मैन्युअल टॉप-अप
topup-amount-prompt = 💶 <b>{ $crypto }</b>: राशि चुनें या लिखें (न्यूनतम { $minimum })।
topup-already = ℹ️ यह टॉप-अप पहले ही शुरू हो चुका है: ऊपर भुगतान विवरण देखें।
topup-amount-invalid = ❌ कृपया मान्य राशि दर्ज करें (न्यूनतम { $minimum })।
topup-amount-too-large = ❌ { $amount } अधिकतम जमा ({ $maximum }) से अधिक है: कम राशि दर्ज करें।
topup-amount-not-offered = ❌ यह राशि दिए गए विकल्पों में नहीं है: कोई टॉप-अप नहीं बनाया गया। किसी बटन पर टैप करें या { $minimum } और { $maximum } के बीच राशि दर्ज करें।
topup-manual-contact = 📞 संपर्क: { $contact }
topup-manual-recorded = 🧾 <b>{ $amount }</b> का आपका टॉप-अप अनुरोध दर्ज हो गया है (संख्या { $id })। भुगतान की पुष्टि होते ही एडमिन इसे जमा कर देगा।
topup-instructions =
    💳 <b>{ $amount } का टॉप-अप</b>

    इस पते पर ठीक <code>{ $cryptoAmount }</code> { $crypto } भेजें:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>मेमो / टैग: <code>{ $memo }</code></b>
    भुगतान के साथ इसे ज़रूर डालें, वरना राशि जमा नहीं हो पाएगी।
topup-expires = ⏳ { $time } से पहले भुगतान करें।
topup-after = भुगतान पता चलने पर आपको यहाँ संदेश मिलेगा, और पुष्टि होने पर एक और।
topup-pay-page = 🌐 भुगतान पेज खोलें
topup-unavailable = ⚠️ भुगतान सेवा अभी उपलब्ध नहीं है। कुछ मिनट बाद फिर कोशिश करें।
deposit-detected = 🔎 आपकी <b>{ $amount }</b> की जमा राशि का पता चला है। ब्लॉकचेन पुष्टि की प्रतीक्षा है।
deposit-confirmed =
    ✅ <b>जमा की पुष्टि हुई: +{ $amount }</b>
    💰 नया बैलेंस: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>जमा पूरी हुई</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 नया बैलेंस: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ यह कमांड केवल व्यवस्थापकों के लिए है
admin-permission-missing = ⛔ इसके लिए आपको <b>{ $permission }</b> अनुमति चाहिए।
admin-permission-credits = बैलेंस
admin-permission-broadcasts = प्रसारण
admin-permission-reports = रिपोर्ट
admin-permission-stock = स्टॉक
admin-permission-catalogue = कैटलॉग
admin-permission-settings = सेटिंग्स
admin-credit-format = अमान्य प्रारूप। उपयोग: @username राशि
admin-credit-positive = राशि 0 से अधिक होनी चाहिए
admin-credit-user-not-found = उपयोगकर्ता @{ $username } नहीं मिला
admin-credit-insufficient = ❌ @{ $username } के पास केवल { $balance } है: कुछ नहीं काटा गया।
admin-credit-added = ✅ @{ $username } में { $amount } जोड़े गए। नया बैलेंस: { $balance }
admin-credit-removed = ✅ @{ $username } से { $amount } काटे गए। नया बैलेंस: { $balance }
credit-added-notice =
    💰 एक व्यवस्थापक ने आपके बैलेंस में <b>{ $amount }</b> जोड़े।
    नया बैलेंस: <b>{ $balance }</b>
credit-removed-notice =
    💰 एक व्यवस्थापक ने आपके बैलेंस से <b>{ $amount }</b> काटे।
    नया बैलेंस: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>स्टॉक कम है</b>: { $operator }, { $flag } { $country }
    केवल { $available } नंबर बचे हैं, जो न्यूनतम ऑर्डर ({ $minimum }) से कम है।
admin-webhook-disabled = ⚠️ <b>वेबहुक बंद किया गया</b>: { $url } पर तीन दिन तक हर डिलीवरी विफल रही। ठीक होने पर इसे बैक ऑफ़िस (सेटिंग्स → Webhooks) में फिर से चालू करें।
admin-panel =
    🛠 <b>एडमिन पैनल</b>
    आपकी अनुमतियाँ: { $permissions }
admin-panel-no-permission = कोई नहीं (मुख्य व्यवस्थापक से माँगें)
admin-panel-reports = 📊 रिपोर्ट
admin-panel-broadcast = 📣 प्रसारण
admin-panel-credits = 💰 बैलेंस
admin-panel-continents = 🌍 महाद्वीप
admin-panel-channels = 📢 चैनल
admin-panel-refunds = ↩️ रिफ़ंड
admin-back-panel = ⬅️ एडमिन पैनल
admin-credits =
    💰 <b>बैलेंस</b>
    किसी ग्राहक के बैलेंस में राशि जोड़ें या काटें; उसे उसकी भाषा में सूचना मिलती है।
admin-credits-add = ➕ जोड़ें
admin-credits-remove = ➖ काटें
admin-credits-prompt-add = ग्राहक और <b>जोड़ी जाने वाली</b> राशि भेजें, उदाहरण: <code>@उपयोगकर्ता_नाम 25.50</code>
admin-credits-prompt-remove = ग्राहक और <b>काटी जाने वाली</b> राशि भेजें, उदाहरण: <code>@उपयोगकर्ता_नाम 25.50</code>
admin-continents = 🌍 <b>महाद्वीप</b> (देशों की संख्या)। नाम बदलने या हटाने के लिए एक महाद्वीप चुनें।
admin-continents-none = 🌍 अभी कोई महाद्वीप नहीं है: बैक-ऑफ़िस से जोड़ें।
admin-back-continents = ⬅️ महाद्वीप
admin-continent =
    🌍 <b>{ $name }</b>
    देश: { $countries }
    बिक्री के लिए नंबर: { $available }
admin-continent-rename = ✏️ नाम बदलें
admin-continent-delete = 🗑 हटाएँ
admin-continent-rename-prompt = <b>{ $name }</b> का नया नाम भेजें।
admin-continent-renamed = ✅ महाद्वीप <b>{ $from }</b> का नाम बदलकर <b>{ $to }</b> कर दिया गया।
admin-continent-exists = ❌ महाद्वीप <b>{ $name }</b> पहले से मौजूद है: कोई दूसरा नाम चुनें।
admin-continent-invalid-name = ❌ अमान्य नाम: 1 से 50 अक्षर।
admin-continent-delete-confirm = महाद्वीप <b>{ $name }</b> हटाएँ?
admin-continent-deleted = ✅ महाद्वीप <b>{ $name }</b> हटा दिया गया।
admin-continent-not-empty = ❌ <b>{ $name }</b> को हटाया नहीं जा सकता: इसमें अभी भी { $countries } देश हैं।
admin-continent-gone = यह महाद्वीप अब मौजूद नहीं है (इस बीच इसका नाम बदल दिया गया या इसे हटा दिया गया)।
admin-yes = ✅ हाँ
admin-no = ❌ नहीं
admin-channels =
    📢 <b>चैनल</b>
    मुख्य चैनल: { $main }
    प्रूफ़ चैनल: { $proof }
    खरीदारी के प्रूफ़: { $posts }
admin-channels-none = सेट नहीं है
admin-proof-posts-on = हर खरीदारी पर पोस्ट होते हैं (गुमनाम)
admin-proof-posts-off = बंद
admin-channels-edit-main = ✏️ मुख्य चैनल
admin-channels-edit-proof = ✏️ प्रूफ़ चैनल
admin-proof-turn-on = ✅ खरीदारी के प्रूफ़ पोस्ट करें
admin-proof-turn-off = ⏸ खरीदारी के प्रूफ़ बंद करें
admin-back-channels = ⬅️ चैनल
admin-channel-prompt-main = मुख्य चैनल का लिंक भेजें (<code>https://t.me/…</code> या <code>@चैनल</code>), या इसे हटाने के लिए <code>-</code> भेजें।
admin-channel-prompt-proof = प्रूफ़ चैनल का लिंक भेजें (<code>https://t.me/…</code> या <code>@चैनल</code>), या इसे हटाने के लिए <code>-</code> भेजें।
admin-channel-invalid = ❌ अमान्य लिंक: https://t.me/… या @चैनल
admin-channel-saved = ✅ लिंक सहेजा गया।
admin-proof-no-channel = ❌ पहले प्रूफ़ चैनल सेट करें।
admin-proof-not-addressable = ❌ इनवाइट लिंक से बॉट पोस्ट नहीं कर सकता: चैनल का सार्वजनिक नाम (@चैनल) दें।
admin-proof-not-found = ❌ Telegram को यह चैनल नहीं मिल रहा, या बॉट इसका सदस्य नहीं है। @{ $bot } को चैनल में जोड़ें, फिर दोबारा कोशिश करें।
admin-proof-cannot-post = ❌ बॉट इस चैनल में पोस्ट नहीं कर सकता: @{ $bot } को पोस्ट करने की अनुमति वाला एडमिन बनाएँ, फिर दोबारा कोशिश करें।
proof-post =
    ✅ <b>नई खरीदारी</b>
    📱 { $quantity } नंबर — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 अपने ग्राहकों को भेजने के लिए संदेश भेजें।
    Telegram फ़ॉर्मैटिंग मान्य है: &lt;b&gt;बोल्ड&lt;/b&gt;, &lt;i&gt;इटैलिक&lt;/i&gt;, &lt;a href="https://…"&gt;लिंक&lt;/a&gt;।
broadcast-cancelled = प्रसारण रद्द किया गया।
broadcast-empty = संदेश खाली है: प्रसारण का पाठ भेजें।
broadcast-too-long = संदेश बहुत लंबा है: { $length } अक्षर, अधिकतम 4096।
broadcast-confirm =
    👆 ग्राहकों को मिलने वाले संदेश का पूर्वावलोकन।
    👥 दर्शक: <b>{ $audience }</b>
    📨 प्राप्तकर्ता: <b>{ $count }</b>
broadcast-audience-all = सभी ग्राहक
broadcast-audience-buyers = खरीदार
broadcast-audience-depositors = जमा करने वाले
broadcast-audience-inactive = { $days } दिन से निष्क्रिय
broadcast-language-any = 🌐 सभी भाषाएँ
broadcast-language-choose = जिन ग्राहकों तक पहुँचना है उनकी भाषा:
broadcast-send-button = ✅ { $count } को भेजें
broadcast-no-recipients = इस दर्शक वर्ग में कोई ग्राहक नहीं: भेजने को कुछ नहीं।
broadcast-expired = यह पूर्वावलोकन समाप्त हो गया है या पहले ही भेजा जा चुका है: /broadcast से फिर शुरू करें।
broadcast-queued = ⏳ प्रसारण #{ $id } ({ $audience }) कतार में: शुरू होने और पूरा होने पर आपको बताया जाएगा।
broadcast-paid-button = ⚡ सशुल्क भेजें · { $cost } ⭐
broadcast-paid-note = ⚡ सशुल्क भेजना उपलब्ध: प्रति सेकंड अधिकतम { $rate } संदेश; Telegram बॉट के स्टार बैलेंस से प्रति संदेश { $price } ⭐ काटता है, कुल { $cost } ⭐।
broadcast-paid-short = ⭐ स्टार कम हैं: सशुल्क भेजने में { $cost } ⭐ लगते हैं और बॉट के पास { $balance } हैं। बॉट का बैलेंस भरें या मुफ़्त भेजें।
broadcast-in-progress = 📣 प्रसारण #{ $id } जारी: { $count } प्राप्तकर्ता।
broadcast-done = ✅ प्रसारण #{ $id } पूरा: { $sent }/{ $total } भेजे गए।
broadcast-schedule-button = 🗓 शेड्यूल करें
broadcast-schedule-prompt =
    🗓 यह ब्रॉडकास्ट कब भेजें? पेरिस समय में तारीख़ और समय लिखें, उदाहरण:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ तारीख़ और समय समझ नहीं आए (या वे मौजूद नहीं हैं)। उदाहरण के लिए <code>{ $example }</code> या <code>{ $exampleYear }</code> लिखें, पेरिस समय।
broadcast-schedule-past = ❌ { $time } बीत चुका है: आगे की तारीख़ और समय लिखें, उदाहरण <code>{ $example }</code>।
broadcast-schedule-done =
    🗓 ब्रॉडकास्ट #{ $id } { $time } के लिए शेड्यूल हुआ।
    👥 दर्शक: <b>{ $audience }</b>
    📨 अभी के प्राप्तकर्ता: <b>{ $count }</b> (शुरू होने पर फिर से गिने जाएँगे)
    शुरू और समाप्त होने पर आपको बताया जाएगा; तब तक “शेड्यूल किए गए” से इसे रद्द कर सकते हैं।
broadcast-scheduled-button = 🗓 शेड्यूल किए गए
broadcast-scheduled-list = 🗓 शेड्यूल किए गए ब्रॉडकास्ट, अभी शुरू नहीं हुए:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    “{ $excerpt }”
broadcast-scheduled-none = 🗓 कोई ब्रॉडकास्ट शेड्यूल नहीं है।
broadcast-audience-more-filters = + फ़िल्टर
broadcast-new-button = 📣 नया ब्रॉडकास्ट
broadcast-unschedule-button = ✖️ #{ $id } रद्द करें
broadcast-unschedule-confirm =
    { $time } के लिए तय ब्रॉडकास्ट #{ $id } रद्द करें?
    👥 { $audience }
    “{ $excerpt }”
    यह नहीं भेजा जाएगा।
broadcast-unschedule-yes = ✅ हाँ, रद्द करें
broadcast-unscheduled = ✖️ ब्रॉडकास्ट #{ $id } रद्द हुआ: यह नहीं भेजा जाएगा।
broadcast-unschedule-gone = ब्रॉडकास्ट #{ $id } अब शेड्यूल नहीं है: पहले ही रद्द या शुरू हो चुका है।
# --- Mini App shop ---
menu-open-shop = 🛍️ दुकान खोलें
# --- reports ---
reports-menu =
    📊 <b>रिपोर्ट</b>
    अवधि: { $period }
    एक रिपोर्ट चुनें:
reports-period-today = आज
reports-period-7d = 7 दिन
reports-period-30d = 30 दिन
reports-sales = 📈 कुल बिक्री
reports-top-users = 🏆 शीर्ष ग्राहक
reports-by-category = 🗂 श्रेणी के अनुसार
reports-by-country = 🌍 देश के अनुसार
reports-deposits = 💰 जमा
reports-back = ⬅️ रिपोर्ट
reports-back-panel = ⬅️ एडमिन पैनल
report-sales-text =
    📈 <b>बिक्री — { $period }</b>
    💶 राजस्व: <b>{ $revenue }</b> ({ $revenueChange }, पहले: { $revenuePrevious })
    🧾 ऑर्डर: { $orders } ({ $ordersChange }) · औसत बास्केट { $basket }
    🔢 बेचे गए नंबर: { $sold }
    🔁 प्रति दिन लेनदेन: { $perDay }
    📅 आज { $today } · सप्ताह { $week } · महीना { $month }
    📦 स्टॉक: { $inStock } में से { $available } उपलब्ध · अनुमानित मूल्य { $value }
report-sales-discount = 🏷 प्रचार छूट: { $discount } ({ $change }), { $orders } ऑर्डर पर
report-top-users-title = 🏆 <b>शीर्ष ग्राहक — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · { $orders } ऑर्डर · अंतिम बार { $last }
report-more-users = … और { $count } अन्य उपयोगकर्ता
report-category-title = 🗂 <b>श्रेणी के अनुसार बिक्री — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>देश के अनुसार बिक्री — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … और { $count } अन्य
report-unknown = अज्ञात
report-empty = इस अवधि के लिए कोई डेटा नहीं है।
report-deposits-text =
    💰 <b>जमा — { $period }</b>
    कुल: <b>{ $total }</b> ({ $change }) · { $count } जमा
    औसत जमा: { $average }
    जमा करने वाले ग्राहक: { $registered } पंजीकृत में से { $depositors } ({ $rate })
report-deposit-methods = <b>तरीके के अनुसार</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>हाल की जमा</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ रिपोर्ट बनाते समय त्रुटि हुई
report-error-sales = ❌ बिक्री रिपोर्ट बनाते समय त्रुटि हुई
report-error-top-users = ❌ शीर्ष ग्राहक रिपोर्ट बनाते समय त्रुटि हुई
report-error-category = ❌ श्रेणी रिपोर्ट बनाते समय त्रुटि हुई
report-error-country = ❌ देश रिपोर्ट बनाते समय त्रुटि हुई
report-error-deposits = ❌ जमा रिपोर्ट बनाते समय त्रुटि हुई

# --- referrals ---
balance-referrals = 👥 रेफ़रल
referral-view =
    👥 <b>रेफ़रल कार्यक्रम</b>

    अपने लिंक से दोस्तों को आमंत्रित करें: उनकी पहली जमा पर आपको राशि का { $share } आपके बैलेंस में मिलता है।

    🔗 { $link }

    👤 रेफ़र किए गए: <b>{ $referred }</b> · जमा कर चुके: <b>{ $rewarded }</b>
    💶 कमाई: <b>{ $earned }</b>
referral-share-button = 📤 मेरा लिंक साझा करें
referral-share-text = अपनी नंबर सूचियाँ यहाँ खरीदें:
referral-back-balance = 💰 बैलेंस
referral-own-link = ℹ️ यह आपका अपना रेफ़रल लिंक है: इसे अपने दोस्तों के साथ साझा करें।
referral-already-customer = ℹ️ आप पहले से ग्राहक हैं: रेफ़रल लिंक केवल नए ग्राहकों के लिए मान्य है।
referral-reward-notice =
    🎉 <b>रेफ़रल: +{ $amount }</b>
    आपके द्वारा रेफ़र किए गए एक ग्राहक ने अभी अपनी पहली जमा की है।
    💰 नया बैलेंस: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ कोड { $code } का उपयोग नहीं हुआ: एक बेहतर ऑफ़र पहले से लागू है।
promo-code-button = 🎟 प्रोमो कोड
promo-code-without = ➡️ बिना कोड के जारी रखें
promo-code-prompt = 🎟 अपना प्रोमो कोड लिखें:
promo-error-unknown = ❌ अज्ञात प्रोमो कोड।
promo-error-expired = ⌛ इस प्रोमो कोड की समय-सीमा समाप्त हो गई है।
promo-error-used-up = ❌ इस प्रोमो कोड के सभी उपयोग हो चुके हैं।
promo-error-limit = ❌ आप इस प्रोमो कोड का अनुमत संख्या में उपयोग कर चुके हैं।
promo-error-not-applicable = ❌ यह प्रोमो कोड इस ऑर्डर पर लागू नहीं होता।
promo-error-too-many = ⏳ बहुत अधिक गलत प्रोमो कोड: { $minutes } मिनट बाद फिर से प्रयास करें।
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = यूरोप
continent-africa = अफ़्रीका
continent-asia = एशिया
continent-america = अमेरिका
continent-north-america = उत्तरी अमेरिका
continent-south-america = दक्षिणी अमेरिका
continent-oceania = ओशिनिया
continent-middle-east = मध्य पूर्व
continent-antarctica = अंटार्कटिका
topup-manual-how-to-pay = 📋 <b>भुगतान कैसे करें</b> (अपने भुगतान के साथ अनुरोध संख्या { $id } लिखें):
topup-choose-none =
    ➕ <b>बैलेंस टॉप-अप करें</b>
    अभी कोई भुगतान विधि उपलब्ध नहीं है: गिफ़्ट कार्ड का उपयोग करें, या सपोर्ट को लिखें।

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>बैलेंस रिचार्ज करें</b>
    Telegram Stars से भुगतान करें या वह क्रिप्टोकरेंसी चुनें जिससे आप भुगतान करेंगे:
topup-choose-stars =
    ➕ <b>बैलेंस रिचार्ज करें</b>
    Telegram Stars से भुगतान करें, या गिफ़्ट कार्ड इस्तेमाल करें:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: 1 Star = { $value }.
    कोई राशि चुनें या Stars की संख्या लिखें ({ $minimum } से { $maximum } तक)। यूरो राशि नीचे की ओर सेंट तक पूर्णांकित होती है।
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ { $minimum } से { $maximum } तक Stars की पूर्ण संख्या लिखें।
topup-stars-already = ℹ️ यह रिचार्ज पहले ही शुरू हो चुका है: ऊपर का बिल चुकाएँ।
topup-stars-unavailable = ⚠️ Telegram Stars से भुगतान अभी उपलब्ध नहीं है।
topup-stars-invoice-title = { $amount } का रिचार्ज
topup-stars-invoice-description = { $stars } Stars के बदले आपके बैलेंस में { $amount } (रिचार्ज सं. { $id })।
topup-stars-invoice-label = बैलेंस +{ $amount }
stars-refused-unknown = यह बिल किसी रिचार्ज से मेल नहीं खाता: बैलेंस → रिचार्ज से फिर शुरू करें।
stars-refused-closed = यह रिचार्ज अब खुला नहीं है: बैलेंस → रिचार्ज से फिर शुरू करें।
stars-refused-mismatch = यह बिल आपके रिचार्ज से मेल नहीं खाता: बैलेंस → रिचार्ज से फिर शुरू करें।

## /paysupport and /terms (decision 0137)
terms-none = 📄 दुकान ने अभी तक अपनी शर्तें प्रकाशित नहीं की हैं।

## Reviews
review-ask =
    ⭐ <b>ऑर्डर नं. { $order } पर आपकी समीक्षा</b>
    📱 { $quantity } नंबर — { $operator } { $flag }

    ये नंबर कैसे रहे? 1 से 5 तक रेटिंग दें:
review-rated = ⭐ धन्यवाद! ऑर्डर नं. { $order } के लिए आपकी रेटिंग: { $rating }
review-comment-ask = आप एक टिप्पणी जोड़ सकते हैं: उसे एक संदेश में लिखें (अधिकतम { $max } अक्षर), या “छोड़ें” दबाएँ।
review-skip = ⏭️ छोड़ें
review-saved = ✅ धन्यवाद, आपकी समीक्षा सहेज ली गई है। आप इसे { $until } तक 📜 इतिहास से बदल सकते हैं।
review-locked = ⏳ यह समीक्षा अब बदली नहीं जा सकती: समीक्षा 7 दिनों तक बदली जा सकती है।
review-order-not-found = ❌ ऑर्डर नहीं मिला।
review-comment-too-long = ❌ टिप्पणी बहुत लंबी है: अधिकतम { $max } अक्षर। इसे छोटा लिखें, या “छोड़ें” दबाएँ।
review-rate-first = ⭐ पहले 1 से 5 तक रेटिंग चुनें।
review-current = आपकी रेटिंग: { $rating } — { $until } तक बदली जा सकती है।
review-current-locked = आपकी रेटिंग: { $rating } ({ $until } से बदली नहीं जा सकती)।
history-review = ⭐ समीक्षा नं. { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } { $count ->
        [one] समीक्षा
       *[other] समीक्षाएँ
    }
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>नवीनतम समीक्षाएँ</b>
review-proof-post =
    ⭐ <b>नई समीक्षा</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>रिफ़ंड: +{ $amount }</b>
    🧾 ऑर्डर नं. { $order }: { $quantity } नंबर रिफ़ंड किए गए
    📝 कारण: { $reason }
    💰 नया बैलेंस: <b>{ $balance }</b>
refund-reason-dead = बंद नंबर
refund-reason-duplicate = डुप्लिकेट नंबर
refund-reason-wrong_target = गलत देश या ऑपरेटर
refund-reason-other = अन्य कारण
admin-refund-open = ↩️ नंबरों का रिफ़ंड करें
admin-refund-prompt = जिस ऑर्डर का रिफ़ंड करना है, उसका नंबर भेजें, उदाहरण: <code>1234</code>
admin-refund-order-unknown = ऑर्डर नं. { $order } नहीं मिला। कोई दूसरा ऑर्डर नंबर भेजें।
admin-refund-order =
    ↩️ <b>ऑर्डर नं. { $order }</b> — { $customer }
    📦 नंबर: { $quantity } — भुगतान { $cost }
    ↩️ पहले से रिफ़ंड: { $refunded }
    🔢 रिफ़ंड के लिए बाकी: { $left }
admin-refund-nothing-left = ✅ इस ऑर्डर का पूरा रिफ़ंड पहले ही हो चुका है।
admin-refund-whole = पूरा ऑर्डर ({ $amount })
admin-refund-some = कुछ नंबर
admin-refund-count-prompt = कितने नंबरों का रिफ़ंड करना है? 1 से { $left } तक कोई संख्या भेजें।
admin-refund-count-invalid = अमान्य संख्या: 1 से { $left } तक कोई संख्या भेजें।
admin-refund-reason = रिफ़ंड का कारण क्या है?
admin-refund-confirm =
    ↩️ <b>रिफ़ंड की पुष्टि करें</b>
    🧾 ऑर्डर नं. { $order }: { $count } नंबर, <b>{ $amount }</b>
    📝 कारण: { $reason }
    🚫 ब्लॉक सूची: { $suppress }
admin-refund-suppress-yes = नंबर इसमें जोड़ दिए जाएँगे
admin-refund-suppress-no = नहीं
admin-refund-suppress-toggle = 🔁 ब्लॉक सूची: हाँ / नहीं
admin-refund-confirm-button = ✅ रिफ़ंड करें
admin-refund-done =
    ✅ <b>रिफ़ंड हो गया: { $amount }</b> — ऑर्डर नं. { $order } के { $count } नंबर।
    💰 ग्राहक का नया बैलेंस: { $balance }
admin-refund-changed = ⚠️ इस ऑर्डर का अभी-अभी रिफ़ंड हुआ है। बाकी हिस्सा नीचे है।
admin-refund-paste = नंबर पेस्ट करें
admin-refund-paste-prompt = जिन नंबरों का रिफ़ंड करना है उन्हें वैसे ही पेस्ट करें जैसे वे दिए गए थे, हर पंक्ति में एक या कॉमा से अलग करके (जैसे <code>+447700900123</code>)।
admin-refund-paste-foreign = ❌ इस ऑर्डर में नहीं ({ $count }): { $numbers }
admin-refund-paste-again = ❌ पहले ही रिफ़ंड हो चुके ({ $count }): { $numbers }
admin-refund-paste-retry = इन नंबरों के बिना सूची फिर से पेस्ट करें।
admin-refund-paste-empty = ❌ कोई नंबर पहचाना नहीं गया। नंबर पेस्ट करें, हर पंक्ति में एक।
admin-refund-paste-found = 📋 ऑर्डर में मिले नंबर: { $count }
admin-refund-paste-lost = ⚠️ पेस्ट की गई सूची अब सहेजी नहीं है (इस बीच कोई दूसरा बटन दबाया गया)। इसे फिर से पेस्ट करें।
admin-refund-ticket = 🎫 टिकट नं. { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ दुकान ने आपका अकाउंट ब्लॉक कर दिया है: अब आप खरीदारी, रिचार्ज या कोड का उपयोग नहीं कर सकते। अगर आपको लगता है कि यह गलती है, तो सपोर्ट से संपर्क करें।
error-purchase-rate = ⏳ आपका अकाउंट नया है और प्रति घंटे खरीदारी सीमित है (अधिकतम: { $maximum })। { $minutes } मिनट बाद फिर से प्रयास करें।
error-unpaid-top-ups = ⏳ पिछले 24 घंटों में बहुत अधिक बिना भुगतान वाले रिचार्ज अनुरोध (अधिकतम: { $maximum })। चल रहे किसी रिचार्ज का भुगतान करें या बाद में फिर से प्रयास करें।
stars-refused-blocked = दुकान ने आपका अकाउंट ब्लॉक कर दिया है: यह भुगतान अस्वीकार किया गया।
admin-permission-customers = ग्राहक
admin-panel-blocking = 🚫 ब्लॉक
admin-blocking =
    🚫 <b>ब्लॉक किए गए ग्राहक</b>: { $count }
    { $list }

    ब्लॉक करें: <code>/block @username कारण</code>
    अनब्लॉक करें: <code>/unblock @username</code>
admin-blocking-none = कोई ग्राहक ब्लॉक नहीं है।
admin-block-format = अमान्य प्रारूप। उपयोग: /block @username कारण
admin-unblock-format = अमान्य प्रारूप। उपयोग: /unblock @username
admin-block-done = 🚫 @{ $username } ब्लॉक कर दिया गया। कारण: { $reason }
admin-unblock-done = ✅ @{ $username } अनब्लॉक कर दिया गया।
admin-unblock-not-blocked = @{ $username } ब्लॉक नहीं था।
admin-block-admin = ⛔ एडमिन अकाउंट को ब्लॉक नहीं किया जा सकता।

## Support tickets (issue 28, decision 0139)
command-support = सपोर्ट से संपर्क करें
help-contact-support = 💬 सपोर्ट से संपर्क करें
history-problem = ⚠️ कोई समस्या
support-prompt =
    💬 <b>सपोर्ट</b>
    अपना संदेश लिखें (टेक्स्ट, फ़ोटो या फ़ाइल): कोई एडमिन आपको यहीं जवाब देगा।
support-prompt-order =
    💬 <b>ऑर्डर नं. { $order } में समस्या</b>
    समस्या बताएँ (टेक्स्ट, फ़ोटो या फ़ाइल): कोई एडमिन आपको यहीं जवाब देगा।
support-opened = ✅ टिकट नं. { $ticket } खोला गया। हम आपको यहीं जवाब देंगे।
support-added = ✉️ संदेश टिकट नं. { $ticket } में जोड़ा गया।
support-empty = ❌ कोई टेक्स्ट, फ़ोटो या फ़ाइल भेजें।
support-file-only = 📎 (संलग्न फ़ाइल)
support-reply =
    💬 <b>सपोर्ट — टिकट नं. { $ticket }</b>
    { $text }
support-closed = 🔒 टिकट नं. { $ticket } बंद कर दिया गया है। इसे फिर से खोलने के लिए हमें लिखें।
support-auto-closed = 🔒 कोई नया संदेश न आने के कारण टिकट नं. { $ticket } बंद कर दिया गया। इसे फिर से खोलने के लिए हमें लिखें।
paysupport-contact-line = आप { $contact } को भी लिख सकते हैं।
admin-permission-support = सपोर्ट
admin-support-new =
    🎫 <b>नया टिकट नं. { $ticket }</b>
    ग्राहक: { $customer } · भाषा: { $language }
    ऑर्डर: { $order }

    { $text }

    ↩️ ग्राहक को जवाब देने के लिए इस संदेश का उत्तर दें।
admin-support-message =
    💬 <b>टिकट नं. { $ticket }</b> — नया संदेश
    ग्राहक: { $customer } · भाषा: { $language }
    ऑर्डर: { $order }

    { $text }

    ↩️ ग्राहक को जवाब देने के लिए इस संदेश का उत्तर दें।
admin-support-order = नं. { $order } — { $operator } { $flag }, मात्रा: { $quantity }, { $cost }
admin-support-no-order = कोई नहीं
admin-support-sent = ✅ जवाब टिकट नं. { $ticket } पर भेजा गया।
