# Botun Türkçe metinleri. Referans dil Fransızcadır: tüm .ftl dosyaları aynı anahtarları ve yer tutucuları içerir.
# Metinler Telegram HTML biçimindedir (parse_mode HTML): <b>, <i>, <code>, <a href>. Tutarlar dile göre önceden biçimlendirilmiş
# olarak gelir ($price, $cost, $balance…); miktarlar biçimlendirilmiş sayılar olarak gelir.

## Dil seçimi
language-choose = 🌍 Dilinizi seçin:
language-saved = ✅ Dil kaydedildi: Türkçe.

## Karşılama ve ana menü
welcome-default =
    👋 <b>{ $shop }</b> mağazasına hoş geldiniz!

    📱 Numara listelerimiz üç büyük web platformunda doğrulanmıştır.
    ⚡ Anında satın alma, dosyanız otomatik olarak oluşturulur.
    💬 Size yardımcı olmak için destek ekibimiz hazır.

    💶 Fiyat: numara başına <b>{ $price }</b>, en az { $minimum } numara ({ $minimumCost }).
menu-prompt = Ne yapmak istersiniz?
menu-shop = 🛒 Mağaza
menu-balance = 💰 Bakiye
menu-history = 📜 Geçmiş
menu-help = ❓ Yardım
menu-channels = 📢 Kanallar
menu-language = 🌍 Dil
menu-main = 🏠 Ana menü

## Mağaza: kıtalar, ülkeler, operatörler
shop-continents = 🌍 <b>Mağaza</b> — bir kıta seçin:
shop-no-continents = 😕 Şu anda uygun kıta yok. Yakında tekrar uğrayın!
shop-countries = 🌍 <b>{ $continent }</b> — bir ülke seçin:
shop-no-countries = 😕 Bu kıtada şu anda uygun ülke yok.
shop-no-operators = 😕 Bu ülkede şu anda uygun operatör yok.
shop-operators = { $flag } <b>{ $country }</b> — bir operatör seçin:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = tükendi

## Miktar
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 Stokta: <b>{ $available }</b> numara
    💶 Birim fiyat: <b>{ $price }</b>
    🔢 Minimum: { $minimum } numara

    Bir miktar seçin:
quantity-custom = ✏️ Başka miktar
quantity-prompt = ✏️ İstediğiniz numara adedini yazın ({ $minimum } ile { $available } arası):
quantity-cancel = ❌ İptal

## Onay ve satın alma
purchase-confirm =
    🧾 <b>Satın alma işlemini onaylayın</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Miktar: <b>{ $quantity }</b> numara
    💶 Birim fiyat: { $price }
    💳 Tutar: <b>{ $cost }</b>

    💰 Mevcut bakiye: { $balance }
    💰 İşlem sonrası bakiye: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ Onayla
purchase-processing = ⏳ Satın alma işleniyor, dosyanız hazırlanıyor…
purchase-success =
    ✅ <b>Satın alma başarılı!</b>

    🔢 { $quantity } numara — { $operator }, { $flag } { $country }
    💳 Ödenen: { $cost }
    💰 Yeni bakiye: <b>{ $balance }</b>
    🧾 Sipariş no: { $order }
purchase-file-caption = 📄 { $quantity } numara — { $operator }, { $country } (sipariş no: { $order })
purchase-file-failed = ⚠️ Dosya gönderilemedi: numaralarınızı { $total } mesaj halinde gönderiyoruz.
purchase-part = 📄 Bölüm { $current }/{ $total }
purchase-already-done = ℹ️ Bu sipariş zaten verilmiş (no: { $order }): bakiyenizden ikinci kez ücret düşülmedi.
purchase-cancelled = Satın alma iptal edildi.

## Gezinme
back = ⬅️ Geri
back-continents = ⬅️ Kıtalar
back-countries = ⬅️ Ülkeler
back-operators = ⬅️ Operatörler
back-shop = 🛒 Mağaza

## Bakiye
balance-view =
    💰 <b>Bakiyeniz: { $balance }</b>

    🛒 Toplam harcama: { $totalPurchases }
    💳 Toplam yükleme: { $totalDeposits }
balance-topup = ➕ Bakiye yükle

## Hediye kartları
topup-gift-card = 🎁 Hediye kartı
gift-card-prompt = 🎁 Hediye kartı kodunuzu yazın (16 karakter, örneğin ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>Hediye kartı kullanıldı: +{ $amount }</b>
    💰 Yeni bakiye: <b>{ $balance }</b>
gift-card-unknown = ❌ Bilinmeyen kod. Kontrol edip tekrar deneyin.
gift-card-used = ❌ Bu hediye kartı zaten kullanılmış.
gift-card-expired = ❌ Bu hediye kartının süresi dolmuş.
gift-card-disabled = ❌ Bu hediye kartı artık geçerli değil.
gift-card-too-many = ⏳ Çok fazla hatalı kod girildi: { $minutes } dakika sonra tekrar deneyin.

## Geçmiş
history-title = 📜 <b>Son satın alımlarınız</b>
history-line = { $date } — { $quantity } numara, { $operator } ({ $flag } { $country }) — { $cost }
history-more = … ve { $count } satın alma daha
history-empty = 📭 Henüz hiç satın alma yapmadınız.
history-download = 📥 Dosya no: { $order }
history-download-missing = ❌ Sipariş bulunamadı.

## Yardım ve kanallar
help-default =
    ❓ <b>Yardım</b>
channels-title = 📢 <b>Kanallarımız</b>
channels-main = 📢 Ana kanal
channels-proof = ✅ Kanıt kanalı
channels-none = 📢 Şu anda kanal yok.

## Reddedilen işlemler ve hatalar
error-user-not-found = ❌ Kullanıcı bulunamadı. Kaydolmak için /start gönderin.
error-country-not-found = ❌ Ülke bulunamadı.
error-operator-not-found = ❌ Operatör bulunamadı veya artık satışta değil.
error-quantity-invalid = ❌ Geçersiz miktar: en az { $minimum } numara (en az { $minimumCost }).
error-quantity-number = ❌ Geçerli bir sayı girin (en az { $minimum }).
error-quantity-too-large = ❌ Sipariş başına en fazla { $maximum } numara alınabilir.
error-stock = ❌ Bu miktar stokta yok. Alınabilecek en fazla: { $available } numara (en az { $minimum }).
error-balance =
    ❌ <b>Yetersiz bakiye.</b>
    Tutar: { $cost } — bakiyeniz: { $balance }.
    Devam etmek için bakiyenizi yükleyin.
error-account-deactivated = ⛔ Hesabınız devre dışı bırakıldı. Destekle iletişime geçin.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>Satın almanızı onaylayın</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Adet: <b>{ $quantity }</b>
    💳 Tutar: <b>{ $cost }</b> — bakiyeniz: { $balance }

    ❌ <b>{ $missing } eksiğiniz var.</b>
    Şimdi ödeyin: ödemeniz ulaşır ulaşmaz sipariş verilir, fazlası bakiyenizde kalır.
checkout-pay-stars = ⭐ { $amount } Stars ile öde ({ $stars } ⭐)
checkout-pay-crypto = 🪙 { $amount } { $crypto } ile öde
checkout-stars-invoice-title = Sipariş: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount }, bekleyen { $id } numaralı siparişiniz için (adet: { $quantity }). Fazlası bakiyenizde kalır.
checkout-stars-invoice-label = Sipariş { $amount }
checkout-waiting = ⏳ Siparişiniz bu ödemeyi { $time } saatine kadar bekliyor. Ödeme ulaşır ulaşmaz sipariş verilir ve dosyanızı alırsınız.
checkout-cancel-button = ❌ Siparişi iptal et
checkout-cancelled = Sipariş iptal edildi: hiçbir şey satın alınmadı. Yine de gelen bir ödeme bakiyenizde kalır.
checkout-closed = ℹ️ Bu sipariş artık ödeme beklemiyor.
checkout-already = ℹ️ Bu ödeme zaten istendi: yukarıda gönderileni kullanın.
checkout-price-changed = ⚠️ Fiyat gösterildiğinden beri değişti: hiçbir şey istenmedi. Yeni fiyatı görmek için siparişe dönün.
checkout-not-needed = ℹ️ Bakiyeniz artık bu siparişi karşılıyor: onaylamak için siparişe dönün.
checkout-not-placed =
    💳 { $amount } tutarındaki ödemeniz ulaştı, ancak sipariş verilemedi: { $reason }.
    💰 Para bakiyenizde kalıyor: <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 { $amount } tutarındaki ödemeniz bekleyen siparişin süresi dolduktan sonra ulaştı: hiçbir şey satın alınmadı.
    💰 Para bakiyenizde kalıyor: <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 { $amount } tutarındaki ödemeniz siparişi iptal etmenizden sonra ulaştı: hiçbir şey satın alınmadı.
    💰 Para bakiyenizde kalıyor: <b>{ $balance }</b>.
checkout-reason-stock = stok artık yeterli değil
checkout-reason-price = fiyat onayınızdan beri değişti
checkout-reason-closed = bu teklif artık satışta değil
checkout-reason-balance = bakiyeniz bu arada kullanıldı
checkout-reason-ordered = bu teklifi bu arada zaten sipariş ettiniz
checkout-reason-account = hesabınız devre dışı
checkout-reason-blocked = hesabınız mağaza tarafından engellendi
checkout-reason-rate = hesabınız yeni ve saatlik satın alma sayısı sınırlı

error-stock-changed = ⚠️ Stok az önce değişti: lütfen tekrar deneyin.
error-purchase = ❌ Satın alma sırasında bir hata oluştu. Hiçbir ücret alınmadı; sorun devam ederse destekle iletişime geçin.
error-generic = ❌ Bir hata oluştu. Birazdan tekrar deneyin.
error-flood = ⏳ Aynı anda çok fazla mesaj gönderdiniz: birkaç saniye bekleyin.
error-stale-button = ⌛ Bu menü artık güncel değil.

## Bot yöneticilerine bildirimler
admin-new-purchase =
    🛒 <b>Yeni satın alma</b>
    👤 { $buyer }
    🔢 { $quantity } numara — { $operator }, { $flag } { $country }
    💳 Tutar: { $cost }
    💰 Yeni bakiye: { $balance }

## Komut menüsü (setMyCommands)
command-start = Ana menü
command-shop = Numara satın al
command-balance = Bakiyemi görüntüle
command-history = Satın alımlarım
command-help = Yardım
command-language = Dili değiştir
command-redeem = Hediye kartı kullan
command-referral = Davet bağlantım
command-paysupport = Ödemeler ve iadeler
command-terms = Mağaza koşulları

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>Bakiye yükle</b>
    Ödeme yapacağınız kripto parayı seçin:
topup-choose-manual =
    ➕ <b>Bakiye yükle</b>
    Kripto ödeme şu anda kullanılamıyor: bir yönetici yüklemenizi elle onaylayabilir ya da bir hediye kartı kullanın.
topup-manual = 🧾 Yönetici aracılığıyla yükle
topup-manual-coin = Manuel yükleme
topup-amount-prompt = 💶 <b>{ $crypto }</b>: bir tutar seçin veya yazın (en az { $minimum }).
topup-already = ℹ️ Bu yükleme zaten başlatıldı: ödeme bilgileri yukarıda.
topup-amount-invalid = ❌ Lütfen geçerli bir tutar girin (en az { $minimum }).
topup-amount-too-large = ❌ { $amount }, en yüksek yatırma tutarını ({ $maximum }) aşıyor: daha küçük bir tutar girin.
topup-amount-not-offered = ❌ Bu tutar sunulan seçeneklerden biri değil: yükleme oluşturulmadı. Düğmelerden birine dokunun veya { $minimum } ile { $maximum } arasında bir tutar girin.
topup-manual-contact = 📞 İletişim: { $contact }
topup-manual-recorded = 🧾 <b>{ $amount }</b> tutarındaki yükleme talebiniz kaydedildi (no. { $id }). Ödemeniz onaylanınca bir yönetici bakiyenize ekleyecek.
topup-instructions =
    💳 <b>{ $amount } yükleme</b>

    Bu adrese tam olarak <code>{ $cryptoAmount }</code> { $crypto } gönderin:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>Memo / etiket: <code>{ $memo }</code></b>
    Ödemenize ekleyin, aksi halde bakiyenize eklenemez.
topup-expires = ⏳ { $time } öncesinde ödeyin.
topup-after = Ödeme algılandığında ve onaylandığında burada mesaj alacaksınız.
topup-pay-page = 🌐 Ödeme sayfasını aç
topup-unavailable = ⚠️ Ödeme hizmeti şu anda kullanılamıyor. Lütfen birkaç dakika sonra tekrar deneyin.
deposit-detected = 🔎 <b>{ $amount }</b> tutarındaki yatırımınız algılandı. Blok zinciri onayı bekleniyor.
deposit-confirmed =
    ✅ <b>Yatırım onaylandı: +{ $amount }</b>
    💰 Yeni bakiye: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>Yatırım tamamlandı</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 Yeni bakiye: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ Bu komut yöneticilere ayrılmıştır
admin-permission-missing = ⛔ Bunun için <b>{ $permission }</b> yetkisine ihtiyacınız var.
admin-permission-credits = Bakiye
admin-permission-broadcasts = Duyurular
admin-permission-reports = Raporlar
admin-permission-stock = Stok
admin-permission-catalogue = Katalog
admin-permission-settings = Ayarlar
admin-credit-format = Geçersiz biçim. Kullanım: @kullanıcıadı tutar
admin-credit-positive = Tutar 0'dan büyük olmalıdır
admin-credit-user-not-found = @{ $username } kullanıcısı bulunamadı
admin-credit-insufficient = ❌ @{ $username } kullanıcısının yalnızca { $balance } bakiyesi var: hiçbir şey düşülmedi.
admin-credit-added = ✅ @{ $username } hesabına { $amount } eklendi. Yeni bakiye: { $balance }
admin-credit-removed = ✅ @{ $username } hesabından { $amount } düşüldü. Yeni bakiye: { $balance }
credit-added-notice =
    💰 Bir yönetici bakiyenize <b>{ $amount }</b> ekledi.
    Yeni bakiye: <b>{ $balance }</b>
credit-removed-notice =
    💰 Bir yönetici bakiyenizden <b>{ $amount }</b> düştü.
    Yeni bakiye: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>Düşük stok</b>: { $operator }, { $flag } { $country }
    Yalnızca { $available } numara kaldı, bu da minimum siparişin ({ $minimum }) altında.
admin-webhook-disabled = ⚠️ <b>Webhook devre dışı</b>: { $url } üç gün boyunca her gönderimde başarısız oldu. Düzeltildiğinde yönetim panelinden (Ayarlar → Webhooks) yeniden açın.
admin-panel =
    🛠 <b>Yönetim paneli</b>
    Yetkileriniz: { $permissions }
admin-panel-no-permission = yok (baş yöneticiden isteyin)
admin-panel-reports = 📊 Raporlar
admin-panel-broadcast = 📣 Duyuru
admin-panel-credits = 💰 Bakiye
admin-panel-continents = 🌍 Kıtalar
admin-panel-channels = 📢 Kanallar
admin-panel-refunds = ↩️ İadeler
admin-back-panel = ⬅️ Yönetim paneli
admin-credits =
    💰 <b>Bakiye</b>
    Bir müşterinin bakiyesine tutar ekleyin veya bakiyesinden tutar çıkarın; müşteri kendi dilinde bilgilendirilir.
admin-credits-add = ➕ Ekle
admin-credits-remove = ➖ Çıkar
admin-credits-prompt-add = Müşteriyi ve <b>eklenecek</b> tutarı gönderin, örneğin: <code>@kullanıcıadı 25.50</code>
admin-credits-prompt-remove = Müşteriyi ve <b>çıkarılacak</b> tutarı gönderin, örneğin: <code>@kullanıcıadı 25.50</code>
admin-continents = 🌍 <b>Kıtalar</b> (ülke sayısı). Yeniden adlandırmak veya silmek için bir kıta seçin.
admin-continents-none = 🌍 Henüz kıta yok: back-office üzerinden ekleyin.
admin-back-continents = ⬅️ Kıtalar
admin-continent =
    🌍 <b>{ $name }</b>
    Ülkeler: { $countries }
    Satıştaki numaralar: { $available }
admin-continent-rename = ✏️ Yeniden adlandır
admin-continent-delete = 🗑 Sil
admin-continent-rename-prompt = <b>{ $name }</b> için yeni adı gönderin.
admin-continent-renamed = ✅ <b>{ $from }</b> kıtasının adı <b>{ $to }</b> olarak değiştirildi.
admin-continent-exists = ❌ <b>{ $name }</b> kıtası zaten var: başka bir ad seçin.
admin-continent-invalid-name = ❌ Geçersiz ad: 1 ile 50 karakter arasında olmalı.
admin-continent-delete-confirm = <b>{ $name }</b> kıtası silinsin mi?
admin-continent-deleted = ✅ <b>{ $name }</b> kıtası silindi.
admin-continent-not-empty = ❌ <b>{ $name }</b> silinemiyor: hâlâ { $countries } ülke içeriyor.
admin-continent-gone = Bu kıta artık yok (bu arada yeniden adlandırıldı veya silindi).
admin-yes = ✅ Evet
admin-no = ❌ Hayır
admin-channels =
    📢 <b>Kanallar</b>
    Ana kanal: { $main }
    Kanıt kanalı: { $proof }
    Satın alma kanıtları: { $posts }
admin-channels-none = ayarlanmadı
admin-proof-posts-on = her satın almada yayınlanıyor (anonim)
admin-proof-posts-off = kapalı
admin-channels-edit-main = ✏️ Ana kanal
admin-channels-edit-proof = ✏️ Kanıt kanalı
admin-proof-turn-on = ✅ Satın alma kanıtlarını yayınla
admin-proof-turn-off = ⏸ Satın alma kanıtlarını durdur
admin-back-channels = ⬅️ Kanallar
admin-channel-prompt-main = Ana kanalın bağlantısını (<code>https://t.me/…</code> veya <code>@kanal</code>) ya da silmek için <code>-</code> gönderin.
admin-channel-prompt-proof = Kanıt kanalının bağlantısını (<code>https://t.me/…</code> veya <code>@kanal</code>) ya da silmek için <code>-</code> gönderin.
admin-channel-invalid = ❌ Geçersiz bağlantı: https://t.me/… veya @kanal
admin-channel-saved = ✅ Bağlantı kaydedildi.
admin-proof-no-channel = ❌ Önce kanıt kanalını ayarlayın.
admin-proof-not-addressable = ❌ Bot, davet bağlantısı üzerinden paylaşım yapamaz: kanalın herkese açık adını girin (@kanal).
admin-proof-not-found = ❌ Telegram bu kanalı bulamıyor ya da bot kanalın üyesi değil. @{ $bot } botunu kanala ekleyin, ardından tekrar deneyin.
admin-proof-cannot-post = ❌ Bot bu kanalda paylaşım yapamıyor: @{ $bot } botunu paylaşım yetkisi olan bir yönetici yapın, ardından tekrar deneyin.
proof-post =
    ✅ <b>Yeni satın alma</b>
    📱 { $quantity } numara — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 Müşterilerinize gönderilecek mesajı yazın.
    Telegram biçimlendirmesi kabul edilir: &lt;b&gt;kalın&lt;/b&gt;, &lt;i&gt;italik&lt;/i&gt;, &lt;a href="https://…"&gt;bağlantı&lt;/a&gt;.
broadcast-cancelled = Toplu gönderim iptal edildi.
broadcast-empty = Mesaj boş: gönderilecek metni yazın.
broadcast-too-long = Mesaj çok uzun: { $length } karakter, en fazla 4.096.
broadcast-confirm =
    👆 Müşterilerinizin alacağı haliyle mesajın önizlemesi.
    👥 Hedef kitle: <b>{ $audience }</b>
    📨 Alıcılar: <b>{ $count }</b>
broadcast-audience-all = Tüm müşteriler
broadcast-audience-buyers = Satın alanlar
broadcast-audience-depositors = Para yatıranlar
broadcast-audience-inactive = { $days } gündür pasif
broadcast-language-any = 🌐 Tüm diller
broadcast-language-choose = Ulaşılacak müşterilerin dili:
broadcast-send-button = ✅ { $count } kişiye gönder
broadcast-no-recipients = Bu hedef kitlede müşteri yok: gönderilecek kimse yok.
broadcast-expired = Bu önizlemenin süresi doldu veya zaten gönderildi: /broadcast ile yeniden başlayın.
broadcast-queued = ⏳ Toplu gönderim #{ $id } ({ $audience }) sırada: başladığında ve bittiğinde bilgilendirileceksiniz.
broadcast-paid-button = ⚡ Ücretli gönderim · { $cost } ⭐
broadcast-paid-note = ⚡ Ücretli gönderim mümkün: saniyede { $rate } mesaja kadar; Telegram mesaj başına { $price } ⭐ botun yıldız bakiyesinden düşer, toplam { $cost } ⭐.
broadcast-paid-short = ⭐ Yetersiz yıldız: ücretli gönderim { $cost } ⭐ tutuyor, botun { $balance } yıldızı var. Botun bakiyesini doldurun ya da ücretsiz gönderin.
broadcast-in-progress = 📣 Toplu gönderim #{ $id } sürüyor: { $count } alıcı.
broadcast-done = ✅ Toplu gönderim #{ $id } bitti: { $sent }/{ $total } gönderildi.
broadcast-schedule-button = 🗓 Zamanla
broadcast-schedule-prompt =
    🗓 Bu duyuru ne zaman gönderilsin? Paris saatiyle tarih ve saati yazın, örneğin:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ Tarih ve saat anlaşılamadı (ya da böyle bir zaman yok). Örneğin <code>{ $example }</code> veya <code>{ $exampleYear }</code> yazın, Paris saati.
broadcast-schedule-past = ❌ { $time } geçti: ileri bir tarih ve saat yazın, örneğin <code>{ $example }</code>.
broadcast-schedule-done =
    🗓 #{ $id } numaralı duyuru { $time } için zamanlandı.
    👥 Hedef kitle: <b>{ $audience }</b>
    📨 Bugünkü alıcılar: <b>{ $count }</b> (başlangıçta yeniden sayılır)
    Başladığında ve bittiğinde bilgilendirileceksiniz; o zamana kadar “Zamanlananlar”dan iptal edebilirsiniz.
broadcast-scheduled-button = 🗓 Zamanlananlar
broadcast-scheduled-list = 🗓 Zamanlanmış, henüz başlamamış duyurular:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    “{ $excerpt }”
broadcast-scheduled-none = 🗓 Zamanlanmış duyuru yok.
broadcast-audience-more-filters = + filtreler
broadcast-new-button = 📣 Yeni duyuru
broadcast-unschedule-button = ✖️ #{ $id } iptal
broadcast-unschedule-confirm =
    { $time } için planlanan #{ $id } numaralı duyuru iptal edilsin mi?
    👥 { $audience }
    “{ $excerpt }”
    Gönderilmeyecek.
broadcast-unschedule-yes = ✅ Evet, iptal et
broadcast-unscheduled = ✖️ #{ $id } numaralı duyuru iptal edildi: gönderilmeyecek.
broadcast-unschedule-gone = #{ $id } numaralı duyuru artık zamanlanmış değil: zaten iptal edildi ya da başladı.
# --- Mini App shop ---
menu-open-shop = 🛍️ Mağazayı aç
# --- reports ---
reports-menu =
    📊 <b>Raporlar</b>
    Dönem: { $period }
    Bir rapor seçin:
reports-period-today = Bugün
reports-period-7d = 7 gün
reports-period-30d = 30 gün
reports-sales = 📈 Genel satışlar
reports-top-users = 🏆 En iyi müşteriler
reports-by-category = 🗂 Kategoriye göre
reports-by-country = 🌍 Ülkeye göre
reports-deposits = 💰 Yatırmalar
reports-back = ⬅️ Raporlar
reports-back-panel = ⬅️ Yönetici paneli
report-sales-text =
    📈 <b>Satışlar — { $period }</b>
    💶 Ciro: <b>{ $revenue }</b> ({ $revenueChange }, önceki: { $revenuePrevious })
    🧾 Siparişler: { $orders } ({ $ordersChange }) · ortalama sepet { $basket }
    🔢 Satılan numaralar: { $sold }
    🔁 Günlük işlem: { $perDay }
    📅 Bugün { $today } · hafta { $week } · ay { $month }
    📦 Stok: { $inStock } içinde { $available } mevcut · tahmini değer { $value }
report-sales-discount = 🏷 Kampanya indirimleri: { $discount } ({ $change }), { $orders } siparişte
report-top-users-title = 🏆 <b>En iyi müşteriler — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · { $orders } sipariş · son görülme { $last }
report-more-users = … ve { $count } kullanıcı daha
report-category-title = 🗂 <b>Kategoriye göre satışlar — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>Ülkeye göre satışlar — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · %{ $share }
report-more = … ve { $count } tane daha
report-unknown = Bilinmiyor
report-empty = Bu dönem için veri yok.
report-deposits-text =
    💰 <b>Yatırmalar — { $period }</b>
    Toplam: <b>{ $total }</b> ({ $change }) · { $count } yatırma
    Ortalama yatırma: { $average }
    Para yatıran müşteriler: { $registered } kayıtlıdan { $depositors } ({ $rate })
report-deposit-methods = <b>Yönteme göre</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>Son yatırmalar</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ Rapor oluşturulurken hata oluştu
report-error-sales = ❌ Satış raporu oluşturulurken hata oluştu
report-error-top-users = ❌ En iyi müşteriler raporu oluşturulurken hata oluştu
report-error-category = ❌ Kategori raporu oluşturulurken hata oluştu
report-error-country = ❌ Ülke raporu oluşturulurken hata oluştu
report-error-deposits = ❌ Yatırma raporu oluşturulurken hata oluştu

# --- referrals ---
balance-referrals = 👥 Davetler
referral-view =
    👥 <b>Davet programı</b>

    Arkadaşlarınızı bağlantınızla davet edin: ilk yüklemelerinde tutarın { $share } kadarı bakiyenize eklenir.

    🔗 { $link }

    👤 Davet edilen: <b>{ $referred }</b> · yükleme yapan: <b>{ $rewarded }</b>
    💶 Kazanç: <b>{ $earned }</b>
referral-share-button = 📤 Bağlantımı paylaş
referral-share-text = Numara listelerinizi buradan satın alın:
referral-back-balance = 💰 Bakiye
referral-own-link = ℹ️ Bu sizin kendi davet bağlantınız: arkadaşlarınızla paylaşın.
referral-already-customer = ℹ️ Zaten müşterimizsiniz: davet bağlantısı yalnızca yeni müşteriler için geçerlidir.
referral-reward-notice =
    🎉 <b>Davet: +{ $amount }</b>
    Davet ettiğiniz bir müşteri ilk yüklemesini yaptı.
    💰 Yeni bakiye: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ { $code } kodu kullanılmadı: daha iyi bir kampanya zaten uygulanıyor.
promo-code-button = 🎟 Promosyon kodu
promo-code-without = ➡️ Kodsuz devam et
promo-code-prompt = 🎟 Promosyon kodunuzu yazın:
promo-error-unknown = ❌ Bilinmeyen promosyon kodu.
promo-error-expired = ⌛ Bu promosyon kodunun süresi doldu.
promo-error-used-up = ❌ Bu promosyon kodunun kullanım hakkı doldu.
promo-error-limit = ❌ Bu promosyon kodunu izin verilen sayıda zaten kullandınız.
promo-error-not-applicable = ❌ Bu promosyon kodu bu siparişe uygulanmaz.
promo-error-too-many = ⏳ Çok fazla hatalı promosyon kodu: { $minutes } dakika sonra tekrar deneyin.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = Avrupa
continent-africa = Afrika
continent-asia = Asya
continent-america = Amerika
continent-north-america = Kuzey Amerika
continent-south-america = Güney Amerika
continent-oceania = Okyanusya
continent-middle-east = Orta Doğu
continent-antarctica = Antarktika
topup-manual-how-to-pay = 📋 <b>Nasıl ödenir</b> (ödemenizde { $id } numaralı talebi belirtin):
topup-choose-none =
    ➕ <b>Bakiye yükle</b>
    Şu anda açık bir ödeme yöntemi yok: bir hediye kartı kullanın veya desteğe yazın.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>Bakiye yükle</b>
    Telegram Stars ile ödeyin veya ödeme yapacağınız kripto parayı seçin:
topup-choose-stars =
    ➕ <b>Bakiye yükle</b>
    Telegram Stars ile ödeyin veya bir hediye kartı kullanın:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: 1 Star = { $value }.
    Bir tutar seçin veya Star sayısı yazın ({ $minimum } ile { $maximum } arası). Euro tutarı aşağı doğru kuruşa yuvarlanır.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ { $minimum } ile { $maximum } arasında tam bir Star sayısı yazın.
topup-stars-already = ℹ️ Bu yükleme zaten başlatıldı: yukarıdaki faturayı ödeyin.
topup-stars-unavailable = ⚠️ Telegram Stars ile ödeme şu anda kullanılamıyor.
topup-stars-invoice-title = { $amount } yükleme
topup-stars-invoice-description = { $stars } Star karşılığında bakiyenize { $amount } (yükleme no. { $id }).
topup-stars-invoice-label = Bakiye +{ $amount }
stars-refused-unknown = Bu fatura hiçbir yüklemeye ait değil: Bakiye → Yükle'den yeniden başlayın.
stars-refused-closed = Bu yükleme artık açık değil: Bakiye → Yükle'den yeniden başlayın.
stars-refused-mismatch = Bu fatura yüklemenizle eşleşmiyor: Bakiye → Yükle'den yeniden başlayın.

## /paysupport and /terms (decision 0137)
terms-none = 📄 Mağaza henüz koşullarını yayımlamadı.

## Reviews
review-ask =
    ⭐ <b>{ $order } numaralı sipariş için değerlendirmeniz</b>
    📱 { $quantity } numara — { $operator } { $flag }

    Bu numaralar nasıldı? 1 ile 5 arasında puan verin:
review-rated = ⭐ Teşekkürler! { $order } numaralı sipariş için puanınız: { $rating }
review-comment-ask = Bir yorum ekleyebilirsiniz: tek bir mesajla yazın (en fazla { $max } karakter) ya da “Geç” düğmesine dokunun.
review-skip = ⏭️ Geç
review-saved = ✅ Teşekkürler, değerlendirmeniz kaydedildi. { $until } tarihine kadar 📜 Geçmiş bölümünden değiştirebilirsiniz.
review-locked = ⏳ Bu değerlendirme artık değiştirilemez: bir değerlendirme 7 gün boyunca düzenlenebilir.
review-order-not-found = ❌ Sipariş bulunamadı.
review-comment-too-long = ❌ Yorum çok uzun: en fazla { $max } karakter. Daha kısa yazın ya da “Geç” düğmesine dokunun.
review-rate-first = ⭐ Önce 1 ile 5 arasında bir puan seçin.
review-current = Puanınız: { $rating } — { $until } tarihine kadar değiştirilebilir.
review-current-locked = Puanınız: { $rating } ({ $until } tarihinden beri değiştirilemez).
history-review = ⭐ Değerlendirme no: { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } değerlendirme
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>Son değerlendirmeler</b>
review-proof-post =
    ⭐ <b>Yeni değerlendirme</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>İade: +{ $amount }</b>
    🧾 Sipariş no. { $order }: { $quantity } numara iade edildi
    📝 Neden: { $reason }
    💰 Yeni bakiye: <b>{ $balance }</b>
refund-reason-dead = Çalışmayan numaralar
refund-reason-duplicate = Yinelenen numaralar
refund-reason-wrong_target = Yanlış ülke veya operatör
refund-reason-other = Başka bir neden
admin-refund-open = ↩️ Numaraları iade et
admin-refund-prompt = İade edilecek siparişin numarasını gönderin, örneğin: <code>1234</code>
admin-refund-order-unknown = { $order } numaralı sipariş bulunamadı. Başka bir sipariş numarası gönderin.
admin-refund-order =
    ↩️ <b>Sipariş no. { $order }</b> — { $customer }
    📦 Numara sayısı: { $quantity } — ödenen { $cost }
    ↩️ İade edilen: { $refunded }
    🔢 İade edilecek kalan: { $left }
admin-refund-nothing-left = ✅ Bu siparişin tamamı zaten iade edildi.
admin-refund-whole = Siparişin tamamı ({ $amount })
admin-refund-some = Numaraların bir kısmı
admin-refund-count-prompt = Kaç numara iade edilsin? 1 ile { $left } arasında bir sayı gönderin.
admin-refund-count-invalid = Geçersiz sayı: 1 ile { $left } arasında bir sayı gönderin.
admin-refund-reason = Bu numaralar neden iade ediliyor?
admin-refund-confirm =
    ↩️ <b>İadeyi onaylayın</b>
    🧾 Sipariş no. { $order }: { $count } numara, <b>{ $amount }</b>
    📝 Neden: { $reason }
    🚫 Engel listesi: { $suppress }
admin-refund-suppress-yes = numaralar eklenecek
admin-refund-suppress-no = hayır
admin-refund-suppress-toggle = 🔁 Engel listesi: evet / hayır
admin-refund-confirm-button = ✅ İade et
admin-refund-done =
    ✅ <b>İade edildi: { $amount }</b> — { $order } numaralı siparişten { $count } numara.
    💰 Müşterinin yeni bakiyesi: { $balance }
admin-refund-changed = ⚠️ Bu sipariş bu arada iade edildi. Kalan kısmı aşağıda.
admin-refund-paste = Numaraları yapıştır
admin-refund-paste-prompt = İade edilecek numaraları, teslim edildikleri biçimde, her satıra bir tane veya virgülle ayırarak yapıştırın (örneğin <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ Bu siparişte yok ({ $count }): { $numbers }
admin-refund-paste-again = ❌ Zaten iade edildi ({ $count }): { $numbers }
admin-refund-paste-retry = Listeyi bu numaralar olmadan yeniden yapıştırın.
admin-refund-paste-empty = ❌ Hiçbir numara tanınmadı. Numaraları her satıra bir tane olacak şekilde yapıştırın.
admin-refund-paste-found = 📋 Siparişte bulunan numaralar: { $count }
admin-refund-paste-lost = ⚠️ Yapıştırılan liste artık saklanmıyor (bu arada başka bir düğme kullanıldı). Lütfen yeniden yapıştırın.
admin-refund-ticket = 🎫 Talep no: { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ Hesabınız mağaza tarafından engellendi: artık satın alamaz, bakiye yükleyemez ve kod kullanamazsınız. Bunun bir hata olduğunu düşünüyorsanız destekle iletişime geçin.
error-purchase-rate = ⏳ Hesabınız yeni ve saatlik satın alma sayısı sınırlı (en fazla: { $maximum }). { $minutes } dakika sonra tekrar deneyin.
error-unpaid-top-ups = ⏳ Son 24 saatte ödenmemiş çok fazla yükleme talebi var (en fazla: { $maximum }). Devam eden bir yüklemeyi ödeyin veya daha sonra tekrar deneyin.
stars-refused-blocked = Hesabınız mağaza tarafından engellendi: bu ödeme reddedildi.
admin-permission-customers = Müşteriler
admin-panel-blocking = 🚫 Engellemeler
admin-blocking =
    🚫 <b>Engellenen müşteriler</b>: { $count }
    { $list }

    Engelle: <code>/block @kullanıcıadı neden</code>
    Engeli kaldır: <code>/unblock @kullanıcıadı</code>
admin-blocking-none = Engellenen müşteri yok.
admin-block-format = Geçersiz biçim. Kullanım: /block @kullanıcıadı neden
admin-unblock-format = Geçersiz biçim. Kullanım: /unblock @kullanıcıadı
admin-block-done = 🚫 @{ $username } engellendi. Neden: { $reason }
admin-unblock-done = ✅ @{ $username } kullanıcısının engeli kaldırıldı.
admin-unblock-not-blocked = @{ $username } engelli değildi.
admin-block-admin = ⛔ Bir yönetici hesabı engellenemez.

## Support tickets (issue 28, decision 0139)
command-support = Destekle iletişime geçin
help-contact-support = 💬 Destekle iletişime geçin
history-problem = ⚠️ Bir sorun
support-prompt =
    💬 <b>Destek</b>
    Mesajınızı yazın (metin, fotoğraf veya dosya): bir yönetici size burada yanıt verecek.
support-prompt-order =
    💬 <b>{ $order } numaralı siparişte bir sorun</b>
    Sorunu anlatın (metin, fotoğraf veya dosya): bir yönetici size burada yanıt verecek.
support-opened = ✅ { $ticket } numaralı talep açıldı. Size burada yanıt vereceğiz.
support-added = ✉️ Mesaj { $ticket } numaralı talebe eklendi.
support-empty = ❌ Bir metin, fotoğraf veya dosya gönderin.
support-file-only = 📎 (ekli dosya)
support-reply =
    💬 <b>Destek — talep no: { $ticket }</b>
    { $text }
support-closed = 🔒 { $ticket } numaralı talep kapatıldı. Yeniden açmak için bize yazın.
support-auto-closed = 🔒 { $ticket } numaralı talep, yeni mesaj gelmediği için kapatıldı. Yeniden açmak için bize yazın.
paysupport-contact-line = Ayrıca { $contact } adresine de yazabilirsiniz.
admin-permission-support = Destek
admin-support-new =
    🎫 <b>Yeni talep no: { $ticket }</b>
    Müşteri: { $customer } · dil: { $language }
    Sipariş: { $order }

    { $text }

    ↩️ Müşteriye yanıt vermek için bu mesajı yanıtlayın.
admin-support-message =
    💬 <b>Talep no: { $ticket }</b> — yeni mesaj
    Müşteri: { $customer } · dil: { $language }
    Sipariş: { $order }

    { $text }

    ↩️ Müşteriye yanıt vermek için bu mesajı yanıtlayın.
admin-support-order = no: { $order } — { $operator } { $flag }, miktar: { $quantity }, { $cost }
admin-support-no-order = yok
admin-support-sent = ✅ Yanıt { $ticket } numaralı talebe gönderildi.
