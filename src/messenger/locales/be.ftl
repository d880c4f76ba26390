# Тэксты бота на беларускай мове, пераклад з fr.ftl (эталоннай мовы): тыя ж ключы і тыя ж плэйсхолдэры.
# Тэксты ў фармаце Telegram HTML (parse_mode HTML): <b>, <i>, <code>, <a href>. Сумы прыходзяць ужо адфарматаванымі
# для мовы ($price, $cost, $balance…); колькасці прыходзяць як адфарматаваныя лікі.

## Выбар мовы
language-choose = 🌍 Абярыце мову:
language-saved = ✅ Мова захавана: беларуская.

## Прывітанне і галоўнае меню
welcome-default =
    👋 Вітаем у <b>{ $shop }</b>!

    📱 Нашы базы нумароў правераны на трох буйных вэб-платформах.
    ⚡ Імгненная пакупка, файл фармуецца аўтаматычна.
    💬 Падтрымка заўсёды гатовая дапамагчы.

    💶 Цана: <b>{ $price }</b> за нумар, мінімальная замова — { $minimum } { $minimum ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } ({ $minimumCost }).
menu-prompt = Што вы хочаце зрабіць?
menu-shop = 🛒 Крама
menu-balance = 💰 Баланс
menu-history = 📜 Гісторыя
menu-help = ❓ Дапамога
menu-channels = 📢 Каналы
menu-language = 🌍 Мова
menu-main = 🏠 Галоўнае меню

## Крама: кантыненты, краіны, аператары
shop-continents = 🌍 <b>Крама</b> — абярыце кантынент:
shop-no-continents = 😕 Пакуль няма даступных кантынентаў. Зазірніце пазней!
shop-countries = 🌍 <b>{ $continent }</b> — абярыце краіну:
shop-no-countries = 😕 На гэтым кантыненце пакуль няма даступных краін.
shop-no-operators = 😕 У гэтай краіне пакуль няма даступных аператараў.
shop-operators = { $flag } <b>{ $country }</b> — абярыце аператара:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = няма ў наяўнасці

## Колькасць
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 У наяўнасці: <b>{ $available }</b> { $available ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    }
    💶 Цана за нумар: <b>{ $price }</b>
    🔢 Мінімум: { $minimum } { $minimum ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    }

    Абярыце колькасць:
quantity-custom = ✏️ Іншая колькасць
quantity-prompt = ✏️ Увядзіце патрэбную колькасць нумароў (ад { $minimum } да { $available }):
quantity-cancel = ❌ Скасаваць

## Пацвярджэнне і пакупка
purchase-confirm =
    🧾 <b>Пацвердзіце пакупку</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Колькасць: <b>{ $quantity }</b> { $quantity ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    }
    💶 Цана за нумар: { $price }
    💳 Сума: <b>{ $cost }</b>

    💰 Бягучы баланс: { $balance }
    💰 Баланс пасля пакупкі: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ Пацвердзіць
purchase-processing = ⏳ Афармляем пакупку і рыхтуем ваш файл…
purchase-success =
    ✅ <b>Пакупка паспяхова ажыццёўлена!</b>

    🔢 { $quantity } { $quantity ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } — { $operator }, { $flag } { $country }
    💳 Аплачана: { $cost }
    💰 Новы баланс: <b>{ $balance }</b>
    🧾 Замова № { $order }
purchase-file-caption = 📄 { $quantity } { $quantity ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } — { $operator }, { $country } (замова № { $order })
purchase-file-failed = ⚠️ Не ўдалося адправіць файл, таму дасылаем нумары тэкстам (паведамленняў: { $total }).
purchase-part = 📄 Частка { $current }/{ $total }
purchase-already-done = ℹ️ Гэтая замова ўжо аформлена (№ { $order }): паўторнага спісання не было.
purchase-cancelled = Пакупка скасавана.

## Навігацыя
back = ⬅️ Назад
back-continents = ⬅️ Кантыненты
back-countries = ⬅️ Краіны
back-operators = ⬅️ Аператары
back-shop = 🛒 Крама

## Баланс
balance-view =
    💰 <b>Ваш баланс: { $balance }</b>

    🛒 Усяго выдаткавана: { $totalPurchases }
    💳 Усяго папоўнена: { $totalDeposits }
balance-topup = ➕ Папоўніць

## Падарункавыя карткі
topup-gift-card = 🎁 Падарункавая картка
gift-card-prompt = 🎁 Увядзіце код падарункавай карткі (16 сімвалаў, напрыклад ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>Падарункавая картка актывавана: +{ $amount }</b>
    💰 Новы баланс: <b>{ $balance }</b>
gift-card-unknown = ❌ Невядомы код. Праверце яго і паспрабуйце яшчэ раз.
gift-card-used = ❌ Гэтая падарункавая картка ўжо выкарыстана.
gift-card-expired = ❌ Тэрмін дзеяння гэтай падарункавай карткі скончыўся.
gift-card-disabled = ❌ Гэтая падарункавая картка больш не дзейнічае.
gift-card-too-many = ⏳ Занадта шмат няправільных кодаў: паспрабуйце зноў праз { $minutes } { $minutes ->
        [one] хвіліну
        [few] хвіліны
       *[many] хвілін
    }.

## Гісторыя
history-title = 📜 <b>Вашы апошнія пакупкі</b>
history-line = { $date } — { $quantity } { $quantity ->
        [one] нумар,
        [few] нумары,
       *[many] нумароў,
    } { $operator } ({ $flag } { $country }) — { $cost }
history-more = … і яшчэ пакупак: { $count }
history-empty = 📭 У вас пакуль няма пакупак.
history-download = 📥 Файл № { $order }
history-download-missing = ❌ Замова не знойдзена.

## Дапамога і каналы
help-default =
    ❓ <b>Дапамога</b>
channels-title = 📢 <b>Нашы каналы</b>
channels-main = 📢 Асноўны канал
channels-proof = ✅ Канал з пруфамі
channels-none = 📢 Каналаў пакуль няма.

## Адмовы і памылкі
error-user-not-found = ❌ Карыстальнік не знойдзены. Адпраўце /start, каб зарэгістравацца.
error-country-not-found = ❌ Краіна не знойдзена.
error-operator-not-found = ❌ Аператар не знойдзены або больш не прадаецца.
error-quantity-invalid = ❌ Няправільная колькасць: мінімум { $minimum } { $minimum ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } (на суму ад { $minimumCost }).
error-quantity-number = ❌ Увядзіце карэктны лік (мінімум { $minimum }).
error-quantity-too-large = ❌ Не больш за { $maximum } { $maximum ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } у адной замове.
error-stock = ❌ Такой колькасці няма ў наяўнасці. Даступна максімум: { $available } { $available ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } (мінімум { $minimum } { $minimum ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    }).
error-balance =
    ❌ <b>Недастаткова сродкаў.</b>
    Сума: { $cost } — ваш баланс: { $balance }.
    Папоўніце баланс, каб працягнуць.
error-account-deactivated = ⛔ Ваш акаўнт дэактываваны. Звярніцеся ў падтрымку.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>Пацвердзіце пакупку</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Колькасць: <b>{ $quantity }</b>
    💳 Сума: <b>{ $cost }</b> — ваш баланс: { $balance }

    ❌ <b>Не хапае { $missing }.</b>
    Аплаціце іх зараз: заказ будзе аформлены, як толькі паступіць аплата, а лішак застанецца на вашым балансе.
checkout-pay-stars = ⭐ Аплаціць { $amount } у Stars ({ $stars } ⭐)
checkout-pay-crypto = 🪙 Аплаціць { $amount } у { $crypto }
checkout-stars-invoice-title = Заказ: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount } за ваш чаканы заказ № { $id } (колькасць: { $quantity }). Лішак застанецца на вашым балансе.
checkout-stars-invoice-label = Заказ { $amount }
checkout-waiting = ⏳ Ваш заказ чакае гэтай аплаты да { $time }. Як толькі яна паступіць, заказ будзе аформлены і вы атрымаеце файл.
checkout-cancel-button = ❌ Адмяніць заказ
checkout-cancelled = Заказ адменены: нічога не куплена. Аплата, якая ўсё ж паступіць, застанецца на вашым балансе.
checkout-closed = ℹ️ Гэты заказ больш не чакае аплаты.
checkout-already = ℹ️ Гэтая аплата ўжо запытана: скарыстайцеся адпраўленай вышэй.
checkout-price-changed = ⚠️ Цана змянілася пасля паказу: нічога не запытана. Вярніцеся да заказу, каб убачыць новую цану.
checkout-not-needed = ℹ️ Цяпер вашага балансу хапае на гэты заказ: вярніцеся да яго, каб пацвердзіць.
checkout-not-placed =
    💳 Ваша аплата { $amount } паступіла, але заказ аформіць не ўдалося: { $reason }.
    💰 Грошы застаюцца на вашым балансе: <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 Ваша аплата { $amount } паступіла пасля заканчэння тэрміну заказу: нічога не куплена.
    💰 Грошы застаюцца на вашым балансе: <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 Ваша аплата { $amount } паступіла пасля адмены заказу: нічога не куплена.
    💰 Грошы застаюцца на вашым балансе: <b>{ $balance }</b>.
checkout-reason-stock = тавару больш не хапае
checkout-reason-price = цана змянілася пасля вашага пацвярджэння
checkout-reason-closed = гэтая прапанова больш не прадаецца
checkout-reason-balance = ваш баланс тым часам быў патрачаны
checkout-reason-ordered = вы ўжо замовілі гэтую прапанову тым часам
checkout-reason-account = ваш акаўнт дэактываваны
checkout-reason-blocked = крама заблакавала ваш акаўнт
checkout-reason-rate = ваш акаўнт новы, і колькасць пакупак у гадзіну абмежаваная

error-stock-changed = ⚠️ Наяўнасць толькі што змянілася: паспрабуйце яшчэ раз.
error-purchase = ❌ Памылка падчас пакупкі. Сродкі не спісаны; калі праблема паўторыцца, звярніцеся ў падтрымку.
error-generic = ❌ Адбылася памылка. Паспрабуйце яшчэ раз крыху пазней.
error-flood = ⏳ Занадта шмат паведамленняў запар: пачакайце некалькі секунд.
error-stale-button = ⌛ Гэтае меню састарэла.

## Апавяшчэнні для адміністратараў бота
admin-new-purchase =
    🛒 <b>Новая пакупка</b>
    👤 { $buyer }
    🔢 { $quantity } { $quantity ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } — { $operator }, { $flag } { $country }
    💳 Сума: { $cost }
    💰 Новы баланс: { $balance }

## Меню каманд (setMyCommands)
command-start = Галоўнае меню
command-shop = Купіць нумары
command-balance = Мой баланс
command-history = Мае пакупкі
command-help = Дапамога
command-language = Змяніць мову
command-redeem = Актываваць падарункавую картку
command-referral = Мая рэферальная спасылка
command-paysupport = Плацяжы і вяртанні
command-terms = Умовы крамы

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>Папаўненне балансу</b>
    Абярыце крыптавалюту для аплаты:
topup-choose-manual =
    ➕ <b>Папаўненне балансу</b>
    Аплата крыптавалютай зараз недаступная: адміністратар можа пацвердзіць папаўненне ўручную, або скарыстайцеся падарункавай картай.
topup-manual = 🧾 Папоўніць праз адміністратара
topup-manual-coin = Ручное папаўненне
topup-amount-prompt = 💶 <b>{ $crypto }</b>: абярыце суму або ўвядзіце яе (мінімум { $minimum }).
topup-already = ℹ️ Гэта папаўненне ўжо створана: рэквізіты для аплаты вышэй.
topup-amount-invalid = ❌ Увядзіце правільную суму (мінімум { $minimum }).
topup-amount-too-large = ❌ { $amount } больш за максімальны дэпазіт ({ $maximum }): увядзіце меншую суму.
topup-amount-not-offered = ❌ Гэтай сумы няма сярод прапанаваных: папаўненне не створана. Націсніце адну з кнопак або ўвядзіце суму ад { $minimum } да { $maximum }.
topup-manual-contact = 📞 Кантакт: { $contact }
topup-manual-recorded = 🧾 Вашу заяўку на папаўненне на <b>{ $amount }</b> запісана (№ { $id }). Адміністратар залічыць яе пасля пацверджання аплаты.
topup-instructions =
    💳 <b>Папаўненне на { $amount }</b>

    Адпраўце роўна <code>{ $cryptoAmount }</code> { $crypto } на гэты адрас:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>Memo / тэг: <code>{ $memo }</code></b>
    Пакажыце яго пры аплаце, інакш плацёж не будзе залічаны.
topup-expires = ⏳ Аплаціце да { $time }.
topup-after = Тут з'явіцца паведамленне, калі плацёж будзе выяўлены, і яшчэ адно пасля пацверджання.
topup-pay-page = 🌐 Адкрыць старонку аплаты
topup-unavailable = ⚠️ Плацежны сэрвіс зараз недаступны. Паспрабуйце праз некалькі хвілін.
deposit-detected = 🔎 Ваш дэпазіт на <b>{ $amount }</b> выяўлены. Чакаецца пацверджанне ў блокчэйне.
deposit-confirmed =
    ✅ <b>Дэпазіт пацверджаны: +{ $amount }</b>
    💰 Новы баланс: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>Дэпазіт залічаны</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 Новы баланс: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ Каманда толькі для адміністратараў
admin-permission-missing = ⛔ Для гэтага патрэбны дазвол <b>{ $permission }</b>.
admin-permission-credits = Баланс
admin-permission-broadcasts = Рассылкі
admin-permission-reports = Справаздачы
admin-permission-stock = Склад
admin-permission-catalogue = Каталог
admin-permission-settings = Налады
admin-credit-format = Няправільны фармат. Выкарыстоўвайце: @username сума
admin-credit-positive = Сума павінна быць большай за 0
admin-credit-user-not-found = Карыстальнік @{ $username } не знойдзены
admin-credit-insufficient = ❌ У @{ $username } толькі { $balance }: нічога не спісана.
admin-credit-added = ✅ { $amount } залічана @{ $username }. Новы баланс: { $balance }
admin-credit-removed = ✅ { $amount } спісана ў @{ $username }. Новы баланс: { $balance }
credit-added-notice =
    💰 Адміністратар папоўніў ваш баланс на <b>{ $amount }</b>.
    Новы баланс: <b>{ $balance }</b>
credit-removed-notice =
    💰 Адміністратар спісаў з вашага балансу <b>{ $amount }</b>.
    Новы баланс: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>Мала на складзе</b>: { $operator }, { $flag } { $country }
    Засталося { $available } { $available ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } — менш за мінімальную замову ({ $minimum } { $minimum ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    }).
admin-webhook-disabled = ⚠️ <b>Вэбхук адключаны</b>: { $url } тры дні не прымаў ніводнай дастаўкі. Уключыце яго зноў у панэлі кіравання (Налады → Webhooks), калі ён запрацуе.
admin-panel =
    🛠 <b>Панэль адміністратара</b>
    Вашы дазволы: { $permissions }
admin-panel-no-permission = няма (папрасіце іх у галоўнага адміністратара)
admin-panel-reports = 📊 Справаздачы
admin-panel-broadcast = 📣 Рассылка
admin-panel-credits = 💰 Баланс
admin-panel-continents = 🌍 Кантыненты
admin-panel-channels = 📢 Каналы
admin-panel-refunds = ↩️ Вяртанні
admin-back-panel = ⬅️ Панэль адміністратара
admin-credits =
    💰 <b>Баланс</b>
    Папоўніце або спішыце баланс кліента; ён атрымае апавяшчэнне на сваёй мове.
admin-credits-add = ➕ Папоўніць
admin-credits-remove = ➖ Спісаць
admin-credits-prompt-add = Адпраўце кліента і суму для <b>залічэння</b>, напрыклад: <code>@карыстальнік 25.50</code>
admin-credits-prompt-remove = Адпраўце кліента і суму для <b>спісання</b>, напрыклад: <code>@карыстальнік 25.50</code>
admin-continents = 🌍 <b>Кантыненты</b> (колькасць краін). Абярыце кантынент, каб перайменаваць або выдаліць яго.
admin-continents-none = 🌍 Кантынентаў пакуль няма: дадайце іх у бэк-офісе.
admin-back-continents = ⬅️ Кантыненты
admin-continent =
    🌍 <b>{ $name }</b>
    Краін: { $countries }
    Нумароў у продажы: { $available }
admin-continent-rename = ✏️ Перайменаваць
admin-continent-delete = 🗑 Выдаліць
admin-continent-rename-prompt = Адпраўце новую назву для <b>{ $name }</b>.
admin-continent-renamed = ✅ Кантынент <b>{ $from }</b> перайменаваны ў <b>{ $to }</b>.
admin-continent-exists = ❌ Кантынент <b>{ $name }</b> ужо існуе: абярыце іншую назву.
admin-continent-invalid-name = ❌ Недапушчальная назва: ад 1 да 50 сімвалаў.
admin-continent-delete-confirm = Выдаліць кантынент <b>{ $name }</b>?
admin-continent-deleted = ✅ Кантынент <b>{ $name }</b> выдалены.
admin-continent-not-empty = ❌ Немагчыма выдаліць <b>{ $name }</b>: у ім яшчэ ёсць краіны ({ $countries }).
admin-continent-gone = Гэтага кантынента больш няма (яго тым часам перайменавалі або выдалілі).
admin-yes = ✅ Так
admin-no = ❌ Не
admin-channels =
    📢 <b>Каналы</b>
    Асноўны канал: { $main }
    Канал з пруфамі: { $proof }
    Пруфы пакупак: { $posts }
admin-channels-none = не зададзены
admin-proof-posts-on = публікуюцца пасля кожнай пакупкі (ананімна)
admin-proof-posts-off = адключаны
admin-channels-edit-main = ✏️ Асноўны канал
admin-channels-edit-proof = ✏️ Канал з пруфамі
admin-proof-turn-on = ✅ Публікаваць пруфы пакупак
admin-proof-turn-off = ⏸ Спыніць пруфы пакупак
admin-back-channels = ⬅️ Каналы
admin-channel-prompt-main = Адпраўце спасылку на асноўны канал (<code>https://t.me/…</code> або <code>@канал</code>) або <code>-</code>, каб выдаліць яе.
admin-channel-prompt-proof = Адпраўце спасылку на канал з пруфамі (<code>https://t.me/…</code> або <code>@канал</code>) або <code>-</code>, каб выдаліць яе.
admin-channel-invalid = ❌ Няправільная спасылка: https://t.me/… або @канал
admin-channel-saved = ✅ Спасылка захавана.
admin-proof-no-channel = ❌ Спачатку ўкажыце канал з пруфамі.
admin-proof-not-addressable = ❌ Па спасылцы-запрашэнні бот не зможа публікаваць: укажыце публічнае імя канала (@канал).
admin-proof-not-found = ❌ Telegram не знаходзіць гэты канал, або бот не з'яўляецца яго ўдзельнікам. Дадайце @{ $bot } у канал і паспрабуйце зноў.
admin-proof-cannot-post = ❌ Бот не можа публікаваць у гэтым канале: прызначце @{ $bot } адміністратарам з правам публікацыі паведамленняў і паспрабуйце зноў.
proof-post =
    ✅ <b>Новая пакупка</b>
    📱 { $quantity } { $quantity ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 Адпраўце паведамленне для рассылкі кліентам.
    Дапускаецца фарматаванне Telegram: &lt;b&gt;тлусты&lt;/b&gt;, &lt;i&gt;курсіў&lt;/i&gt;, &lt;a href="https://…"&gt;спасылка&lt;/a&gt;.
broadcast-cancelled = Рассылка скасавана.
broadcast-empty = Паведамленне пустое: адпраўце тэкст рассылкі.
broadcast-too-long = Паведамленне занадта доўгае: { $length } { $length ->
        [one] сімвал
        [few] сімвалы
       *[many] сімвалаў
    }, максімум 4096.
broadcast-confirm =
    👆 Так кліенты ўбачаць паведамленне.
    👥 Аўдыторыя: <b>{ $audience }</b>
    📨 Атрымальнікі: <b>{ $count }</b>
broadcast-audience-all = Усе кліенты
broadcast-audience-buyers = Пакупнікі
broadcast-audience-depositors = Тыя, хто папаўняў
broadcast-audience-inactive = Неактыўныя { $days } { $days ->
        [one] дзень
        [few] дні
       *[many] дзён
    }
broadcast-language-any = 🌐 Усе мовы
broadcast-language-choose = Мова кліентаў, якім даслаць:
broadcast-send-button = ✅ Адправіць { $count }
broadcast-no-recipients = У гэтай аўдыторыі няма кліентаў: адпраўляць няма каму.
broadcast-expired = Папярэдні прагляд састарэў або ўжо адпраўлены: пачніце зноў з /broadcast.
broadcast-queued = ⏳ Рассылка #{ $id } ({ $audience }) у чарзе: вы атрымаеце паведамленне пра пачатак і завяршэнне.
broadcast-paid-button = ⚡ Платная рассылка · { $cost } ⭐
broadcast-paid-note = ⚡ Даступная платная рассылка: да { $rate } паведамленняў у секунду; Telegram спісвае { $price } ⭐ за паведамленне з балансу зорак бота, усяго { $cost } ⭐.
broadcast-paid-short = ⭐ Не хапае зорак: платная рассылка каштуе { $cost } ⭐, а ў бота { $balance }. Папоўніце баланс бота або адпраўце бясплатна.
broadcast-in-progress = 📣 Рассылка #{ $id } ідзе: { $count } { $count ->
        [one] атрымальнік
        [few] атрымальнікі
       *[many] атрымальнікаў
    }.
broadcast-done = ✅ Рассылка #{ $id } завершана: адпраўлена { $sent }/{ $total }.
broadcast-schedule-button = 🗓 Запланаваць
broadcast-schedule-prompt =
    🗓 Калі адправіць гэту рассылку? Увядзіце дату і час па Парыжы, напрыклад:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ Дата і час не распазнаны (або не існуюць). Увядзіце, напрыклад, <code>{ $example }</code> або <code>{ $exampleYear }</code>, час парыжскі.
broadcast-schedule-past = ❌ { $time } ужо мінула: увядзіце будучыя дату і час, напрыклад <code>{ $example }</code>.
broadcast-schedule-done =
    🗓 Рассылка #{ $id } запланавана на { $time }.
    👥 Аўдыторыя: <b>{ $audience }</b>
    📨 Атрымальнікаў цяпер: <b>{ $count }</b> (пералічацца пры старце)
    Вы атрымаеце апавяшчэнне пра пачатак і канец; у «Запланаваныя» яе можна скасаваць да старту.
broadcast-scheduled-button = 🗓 Запланаваныя
broadcast-scheduled-list = 🗓 Запланаваныя рассылкі, яшчэ не пачатыя:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    «{ $excerpt }»
broadcast-scheduled-none = 🗓 Няма запланаваных рассылак.
broadcast-audience-more-filters = + фільтры
broadcast-new-button = 📣 Новая рассылка
broadcast-unschedule-button = ✖️ Скасаваць #{ $id }
broadcast-unschedule-confirm =
    Скасаваць рассылку #{ $id }, запланаваную на { $time }?
    👥 { $audience }
    «{ $excerpt }»
    Яна не будзе адпраўлена.
broadcast-unschedule-yes = ✅ Так, скасаваць
broadcast-unscheduled = ✖️ Рассылка #{ $id } скасавана: яна не будзе адпраўлена.
broadcast-unschedule-gone = Рассылка #{ $id } больш не запланавана: ужо скасавана або ўжо пачата.
# --- Mini App shop ---
menu-open-shop = 🛍️ Адкрыць краму
# --- reports ---
reports-menu =
    📊 <b>Справаздачы</b>
    Перыяд: { $period }
    Абярыце справаздачу:
reports-period-today = Сёння
reports-period-7d = 7 дзён
reports-period-30d = 30 дзён
reports-sales = 📈 Агульныя продажы
reports-top-users = 🏆 Лепшыя кліенты
reports-by-category = 🗂 Па катэгорыях
reports-by-country = 🌍 Па краінах
reports-deposits = 💰 Папаўненні
reports-back = ⬅️ Справаздачы
reports-back-panel = ⬅️ Панэль адміністратара
report-sales-text =
    📈 <b>Продажы — { $period }</b>
    💶 Выручка: <b>{ $revenue }</b> ({ $revenueChange }, раней: { $revenuePrevious })
    🧾 Заказы: { $orders } ({ $ordersChange }) · сярэдні чэк { $basket }
    🔢 Прададзена нумароў: { $sold }
    🔁 Транзакцый за дзень: { $perDay }
    📅 Сёння { $today } · тыдзень { $week } · месяц { $month }
    📦 Запас: { $available } { $available ->
        [one] даступны
        [few] даступна
       *[many] даступна
    } з { $inStock } · ацэначны кошт { $value }
report-sales-discount = 🏷 Зніжкі па акцыях: { $discount } ({ $change }) у { $orders } { $orders ->
        [one] заказе
        [few] заказах
       *[many] заказах
    }
report-top-users-title = 🏆 <b>Лепшыя кліенты — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · заказаў: { $orders } · быў { $last }
report-more-users = … і яшчэ { $count } { $count ->
        [one] карыстальнік
        [few] карыстальнікі
       *[many] карыстальнікаў
    }
report-category-title = 🗂 <b>Продажы па катэгорыях — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>Продажы па краінах — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … і яшчэ { $count }
report-unknown = Невядома
report-empty = Няма даных за гэты перыяд.
report-deposits-text =
    💰 <b>Папаўненні — { $period }</b>
    Усяго: <b>{ $total }</b> ({ $change }) · папаўненняў: { $count }
    Сярэдняе папаўненне: { $average }
    Папоўнілі баланс: { $depositors } з { $registered } { $registered ->
        [one] зарэгістраванага
        [few] зарэгістраваных
       *[many] зарэгістраваных
    } ({ $rate })
report-deposit-methods = <b>Па спосабах</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>Апошнія папаўненні</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ Памылка пры стварэнні справаздачы
report-error-sales = ❌ Памылка пры стварэнні справаздачы пра продажы
report-error-top-users = ❌ Памылка пры стварэнні справаздачы пра лепшых кліентаў
report-error-category = ❌ Памылка пры стварэнні справаздачы па катэгорыях
report-error-country = ❌ Памылка пры стварэнні справаздачы па краінах
report-error-deposits = ❌ Памылка пры стварэнні справаздачы пра папаўненні

# --- referrals ---
balance-referrals = 👥 Рэфералы
referral-view =
    👥 <b>Рэферальная праграма</b>

    Запрашайце сяброў па сваёй спасылцы: з іх першага папаўнення вы атрымліваеце { $share } сумы на баланс.

    🔗 { $link }

    👤 Запрошана: <b>{ $referred }</b> · з папаўненнем: <b>{ $rewarded }</b>
    💶 Зароблена: <b>{ $earned }</b>
referral-share-button = 📤 Падзяліцца спасылкай
referral-share-text = Купляйце спісы нумароў тут:
referral-back-balance = 💰 Баланс
referral-own-link = ℹ️ Гэта ваша ўласная рэферальная спасылка: падзяліцеся ёю з сябрамі.
referral-already-customer = ℹ️ Вы ўжо кліент: рэферальная спасылка дзейнічае толькі для новых кліентаў.
referral-reward-notice =
    🎉 <b>Рэферал: +{ $amount }</b>
    Запрошаны вамі кліент толькі што зрабіў першае папаўненне.
    💰 Новы баланс: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ Код { $code } не выкарыстаны: ужо дзейнічае больш выгадная акцыя.
promo-code-button = 🎟 Прамакод
promo-code-without = ➡️ Працягнуць без кода
promo-code-prompt = 🎟 Увядзіце прамакод:
promo-error-unknown = ❌ Невядомы прамакод.
promo-error-expired = ⌛ Тэрмін дзеяння прамакода скончыўся.
promo-error-used-up = ❌ Ліміт выкарыстанняў прамакода вычарпаны.
promo-error-limit = ❌ Вы ўжо выкарысталі гэты прамакод дазволеную колькасць разоў.
promo-error-not-applicable = ❌ Гэты прамакод не дзейнічае для гэтай замовы.
promo-error-too-many = ⏳ Занадта шмат няправільных прамакодаў: паспрабуйце зноў праз { $minutes } { $minutes ->
        [one] хвіліну
        [few] хвіліны
       *[many] хвілін
    }.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = Еўропа
continent-africa = Афрыка
continent-asia = Азія
continent-america = Амерыка
continent-north-america = Паўночная Амерыка
continent-south-america = Паўднёвая Амерыка
continent-oceania = Акіянія
continent-middle-east = Блізкі Усход
continent-antarctica = Антарктыда
topup-manual-how-to-pay = 📋 <b>Як аплаціць</b> (пазначце заяўку № { $id } пры аплаце):
topup-choose-none =
    ➕ <b>Папоўніць баланс</b>
    Зараз няма даступных спосабаў аплаты: скарыстайцеся падарункавай картай або напішыце ў падтрымку.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>Папоўніць баланс</b>
    Аплаціце зоркамі Telegram або выберыце крыптавалюту для аплаты:
topup-choose-stars =
    ➕ <b>Папоўніць баланс</b>
    Аплаціце зоркамі Telegram або скарыстайцеся падарункавай картай:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: 1 зорка = { $value }.
    Выберыце суму або ўвядзіце колькасць зорак (ад { $minimum } да { $maximum }). Сума ў еўра акругляецца ўніз да цэнта.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ Увядзіце цэлую колькасць зорак, ад { $minimum } да { $maximum }.
topup-stars-already = ℹ️ Гэта папаўненне ўжо пачата: аплаціце рахунак вышэй.
topup-stars-unavailable = ⚠️ Аплата зоркамі Telegram цяпер недаступная.
topup-stars-invoice-title = Папаўненне на { $amount }
topup-stars-invoice-description = { $stars } { $stars ->
        [one] зорка
        [few] зоркі
        [many] зорак
       *[other] зоркі
    } за { $amount } на ваш баланс (папаўненне № { $id }).
topup-stars-invoice-label = Баланс +{ $amount }
stars-refused-unknown = Гэты рахунак не адносіцца ні да аднаго папаўнення: пачніце зноў у раздзеле Баланс → Папоўніць.
stars-refused-closed = Гэта папаўненне ўжо закрыта: пачніце зноў у раздзеле Баланс → Папоўніць.
stars-refused-mismatch = Гэты рахунак не адпавядае вашаму папаўненню: пачніце зноў у раздзеле Баланс → Папоўніць.

## /paysupport and /terms (decision 0137)
terms-none = 📄 Крама яшчэ не апублікавала свае ўмовы.

## Reviews
review-ask =
    ⭐ <b>Ваш водгук пра заказ № { $order }</b>
    📱 { $quantity } { $quantity ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } — { $operator } { $flag }

    Як вам гэтыя нумары? Ацаніце іх ад 1 да 5:
review-rated = ⭐ Дзякуй! Ваша ацэнка заказу № { $order }: { $rating }
review-comment-ask = Можаце дадаць каментарый: напішыце яго адным паведамленнем (не больш за { $max } сімвалаў) або націсніце «Прапусціць».
review-skip = ⏭️ Прапусціць
review-saved = ✅ Дзякуй, ваш водгук захаваны. Змяніць яго можна да { $until } у раздзеле 📜 Гісторыя.
review-locked = ⏳ Гэты водгук больш нельга змяніць: водгук можна рэдагаваць 7 дзён.
review-order-not-found = ❌ Заказ не знойдзены.
review-comment-too-long = ❌ Занадта доўгі каментарый: не больш за { $max } сімвалаў. Напішыце карацей або націсніце «Прапусціць».
review-rate-first = ⭐ Спачатку выберыце ацэнку ад 1 да 5.
review-current = Ваша ацэнка: { $rating } — можна змяніць да { $until }.
review-current-locked = Ваша ацэнка: { $rating } (змяніць нельга з { $until }).
history-review = ⭐ Водгук № { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } { $count ->
        [one] водгук
        [few] водгукі
       *[many] водгукаў
    }
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>Апошнія водгукі</b>
review-proof-post =
    ⭐ <b>Новы водгук</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>Вяртанне: +{ $amount }</b>
    🧾 Заказ № { $order }: вернуты грошы за { $quantity } { $quantity ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    }
    📝 Прычына: { $reason }
    💰 Новы баланс: <b>{ $balance }</b>
refund-reason-dead = Неактыўныя нумары
refund-reason-duplicate = Дублікаты
refund-reason-wrong_target = Не тая краіна ці аператар
refund-reason-other = Іншая прычына
admin-refund-open = ↩️ Вярнуць грошы за нумары
admin-refund-prompt = Адпраўце нумар заказу для вяртання грошай, напрыклад: <code>1234</code>
admin-refund-order-unknown = Заказ № { $order } не знойдзены. Адпраўце іншы нумар заказу.
admin-refund-order =
    ↩️ <b>Заказ № { $order }</b> — { $customer }
    📦 Нумароў: { $quantity } — аплачана { $cost }
    ↩️ Ужо вернута: { $refunded }
    🔢 Засталося вярнуць: { $left }
admin-refund-nothing-left = ✅ Грошы за гэты заказ ужо вернуты цалкам.
admin-refund-whole = Увесь заказ ({ $amount })
admin-refund-some = Частку нумароў
admin-refund-count-prompt = За колькі нумароў вярнуць грошы? Адпраўце лік ад 1 да { $left }.
admin-refund-count-invalid = Няправільны лік: адпраўце лік ад 1 да { $left }.
admin-refund-reason = Якая прычына вяртання?
admin-refund-confirm =
    ↩️ <b>Пацвердзіце вяртанне</b>
    🧾 Заказ № { $order }: { $count } { $count ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    }, <b>{ $amount }</b>
    📝 Прычына: { $reason }
    🚫 Стоп-ліст: { $suppress }
admin-refund-suppress-yes = нумары будуць дададзены
admin-refund-suppress-no = не
admin-refund-suppress-toggle = 🔁 Стоп-ліст: так / не
admin-refund-confirm-button = ✅ Вярнуць грошы
admin-refund-done =
    ✅ <b>Вернута: { $amount }</b> за { $count } { $count ->
        [one] нумар
        [few] нумары
       *[many] нумароў
    } з заказу № { $order }.
    💰 Новы баланс кліента: { $balance }
admin-refund-changed = ⚠️ Па гэтым заказе толькі што аформілі вяртанне. Вось што ад яго засталося.
admin-refund-paste = Уставіць нумары
admin-refund-paste-prompt = Устаўце нумары для вяртання, па адным у радку або праз коску, у тым выглядзе, у якім іх выдалі (напрыклад, <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ Няма ў гэтым заказе ({ $count }): { $numbers }
admin-refund-paste-again = ❌ Ужо вернутыя ({ $count }): { $numbers }
admin-refund-paste-retry = Устаўце спіс яшчэ раз без гэтых нумароў.
admin-refund-paste-empty = ❌ Ніводнага нумара не распазнана. Устаўце нумары па адным у радку.
admin-refund-paste-found = 📋 Знойдзена нумароў у заказе: { $count }
admin-refund-paste-lost = ⚠️ Устаўлены спіс больш не захоўваецца (тым часам націснулі іншую кнопку). Устаўце яго яшчэ раз.
admin-refund-ticket = 🎫 Зварот № { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ Крама заблакавала ваш акаўнт: вы больш не можаце купляць, папаўняць баланс і выкарыстоўваць коды. Звярніцеся ў падтрымку, калі лічыце, што гэта памылка.
error-purchase-rate = ⏳ Ваш акаўнт новы, і колькасць пакупак у гадзіну абмежаваная (максімум: { $maximum }). Паспрабуйце зноў праз { $minutes } { $minutes ->
        [one] хвіліну
        [few] хвіліны
       *[many] хвілін
    }.
error-unpaid-top-ups = ⏳ Занадта шмат неаплачаных заявак на папаўненне за апошнія 24 гадзіны (максімум: { $maximum }). Аплаціце бягучае папаўненне або паспрабуйце пазней.
stars-refused-blocked = Крама заблакавала ваш акаўнт: гэты плацёж адхілены.
admin-permission-customers = Кліенты
admin-panel-blocking = 🚫 Блакіроўкі
admin-blocking =
    🚫 <b>Заблакаваныя кліенты</b>: { $count }
    { $list }

    Заблакаваць: <code>/block @username прычына</code>
    Разблакаваць: <code>/unblock @username</code>
admin-blocking-none = Заблакаваных кліентаў няма.
admin-block-format = Няправільны фармат. Выкарыстоўвайце: /block @username прычына
admin-unblock-format = Няправільны фармат. Выкарыстоўвайце: /unblock @username
admin-block-done = 🚫 @{ $username } заблакаваны. Прычына: { $reason }
admin-unblock-done = ✅ @{ $username } разблакаваны.
admin-unblock-not-blocked = @{ $username } не быў заблакаваны.
admin-block-admin = ⛔ Акаўнт адміністратара нельга заблакаваць.

## Support tickets (issue 28, decision 0139)
command-support = Звязацца з падтрымкай
help-contact-support = 💬 Звязацца з падтрымкай
history-problem = ⚠️ Праблема
support-prompt =
    💬 <b>Падтрымка</b>
    Напішыце паведамленне (тэкст, фота або файл): адміністратар адкажа вам тут.
support-prompt-order =
    💬 <b>Праблема з заказам № { $order }</b>
    Апішыце праблему (тэкст, фота або файл): адміністратар адкажа вам тут.
support-opened = ✅ Зварот № { $ticket } адкрыты. Мы адкажам вам тут.
support-added = ✉️ Паведамленне дададзена да звароту № { $ticket }.
support-empty = ❌ Адпраўце тэкст, фота або файл.
support-file-only = 📎 (укладзены файл)
support-reply =
    💬 <b>Падтрымка — зварот № { $ticket }</b>
    { $text }
support-closed = 🔒 Зварот № { $ticket } закрыты. Напішыце нам, каб адкрыць яго зноў.
support-auto-closed = 🔒 Зварот № { $ticket } закрыты, бо новых паведамленняў не было. Напішыце нам, каб адкрыць яго зноў.
paysupport-contact-line = Вы таксама можаце напісаць { $contact }.
admin-permission-support = Падтрымка
admin-support-new =
    🎫 <b>Новы зварот № { $ticket }</b>
    Кліент: { $customer } · мова: { $language }
    Заказ: { $order }

    { $text }

    ↩️ Адкажыце на гэта паведамленне, каб адказаць кліенту.
admin-support-message =
    💬 <b>Зварот № { $ticket }</b> — новае паведамленне
    Кліент: { $customer } · мова: { $language }
    Заказ: { $order }

    { $text }

    ↩️ Адкажыце на гэта паведамленне, каб адказаць кліенту.
admin-support-order = № { $order } — { $operator } { $flag }, колькасць: { $quantity }, { $cost }
admin-support-no-order = няма
admin-support-sent = ✅ Адказ адпраўлены ў зварот № { $ticket }.
