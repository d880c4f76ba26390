# Тексти бота українською мовою, переклад із fr.ftl (еталонної мови): ті самі ключі та ті самі плейсхолдери.
# Тексти у форматі Telegram HTML (parse_mode HTML): <b>, <i>, <code>, <a href>. Суми надходять уже відформатованими
# для мови ($price, $cost, $balance…); кількості надходять як відформатовані числа.

## Вибір мови
language-choose = 🌍 Оберіть мову:
language-saved = ✅ Мову збережено: українська.

## Привітання та головне меню
welcome-default =
    👋 Ласкаво просимо до <b>{ $shop }</b>!

    📱 Наші бази номерів перевірені на трьох великих вебплатформах.
    ⚡ Миттєва покупка, файл формується автоматично.
    💬 Підтримка завжди готова допомогти.

    💶 Ціна: <b>{ $price }</b> за номер, мінімальне замовлення — { $minimum } { $minimum ->
        [one] номер
        [few] номери
       *[many] номерів
    } ({ $minimumCost }).
menu-prompt = Що бажаєте зробити?
menu-shop = 🛒 Магазин
menu-balance = 💰 Баланс
menu-history = 📜 Історія
menu-help = ❓ Допомога
menu-channels = 📢 Канали
menu-language = 🌍 Мова
menu-main = 🏠 Головне меню

## Магазин: континенти, країни, оператори
shop-continents = 🌍 <b>Магазин</b> — оберіть континент:
shop-no-continents = 😕 Поки що немає доступних континентів. Завітайте згодом!
shop-countries = 🌍 <b>{ $continent }</b> — оберіть країну:
shop-no-countries = 😕 На цьому континенті поки що немає доступних країн.
shop-no-operators = 😕 У цій країні поки що немає доступних операторів.
shop-operators = { $flag } <b>{ $country }</b> — оберіть оператора:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = немає в наявності

## Кількість
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 В наявності: <b>{ $available }</b> { $available ->
        [one] номер
        [few] номери
       *[many] номерів
    }
    💶 Ціна за номер: <b>{ $price }</b>
    🔢 Мінімум: { $minimum } { $minimum ->
        [one] номер
        [few] номери
       *[many] номерів
    }

    Оберіть кількість:
quantity-custom = ✏️ Інша кількість
quantity-prompt = ✏️ Введіть потрібну кількість номерів (від { $minimum } до { $available }):
quantity-cancel = ❌ Скасувати

## Підтвердження та покупка
purchase-confirm =
    🧾 <b>Підтвердьте покупку</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Кількість: <b>{ $quantity }</b> { $quantity ->
        [one] номер
        [few] номери
       *[many] номерів
    }
    💶 Ціна за номер: { $price }
    💳 Сума: <b>{ $cost }</b>

    💰 Поточний баланс: { $balance }
    💰 Баланс після покупки: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ Підтвердити
purchase-processing = ⏳ Оформлюємо покупку та готуємо ваш файл…
purchase-success =
    ✅ <b>Покупку успішно здійснено!</b>

    🔢 { $quantity } { $quantity ->
        [one] номер
        [few] номери
       *[many] номерів
    } — { $operator }, { $flag } { $country }
    💳 Сплачено: { $cost }
    💰 Новий баланс: <b>{ $balance }</b>
    🧾 Замовлення № { $order }
purchase-file-caption = 📄 { $quantity } { $quantity ->
        [one] номер
        [few] номери
       *[many] номерів
    } — { $operator }, { $country } (замовлення № { $order })
purchase-file-failed = ⚠️ Не вдалося надіслати файл, тому надсилаємо номери текстом (повідомлень: { $total }).
purchase-part = 📄 Частина { $current }/{ $total }
purchase-already-done = ℹ️ Це замовлення вже оформлено (№ { $order }): повторного списання не було.
purchase-cancelled = Покупку скасовано.

## Навігація
back = ⬅️ Назад
back-continents = ⬅️ Континенти
back-countries = ⬅️ Країни
back-operators = ⬅️ Оператори
back-shop = 🛒 Магазин

## Баланс
balance-view =
    💰 <b>Ваш баланс: { $balance }</b>

    🛒 Усього витрачено: { $totalPurchases }
    💳 Усього поповнено: { $totalDeposits }
balance-topup = ➕ Поповнити

## Подарункові картки
topup-gift-card = 🎁 Подарункова картка
gift-card-prompt = 🎁 Введіть код подарункової картки (16 символів, наприклад ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>Подарункову картку активовано: +{ $amount }</b>
    💰 Новий баланс: <b>{ $balance }</b>
gift-card-unknown = ❌ Невідомий код. Перевірте його та спробуйте ще раз.
gift-card-used = ❌ Цю подарункову картку вже використано.
gift-card-expired = ❌ Термін дії цієї подарункової картки минув.
gift-card-disabled = ❌ Ця подарункова картка більше не дійсна.
gift-card-too-many = ⏳ Забагато неправильних кодів: спробуйте знову через { $minutes } { $minutes ->
        [one] хвилину
        [few] хвилини
       *[many] хвилин
    }.

## Історія
history-title = 📜 <b>Ваші останні покупки</b>
history-line = { $date } — { $quantity } { $quantity ->
        [one] номер,
        [few] номери,
       *[many] номерів,
    } { $operator } ({ $flag } { $country }) — { $cost }
history-more = … і ще покупок: { $count }
history-empty = 📭 У вас поки що немає покупок.
history-download = 📥 Файл № { $order }
history-download-missing = ❌ Замовлення не знайдено.

## Допомога та канали
help-default =
    ❓ <b>Допомога</b>
channels-title = 📢 <b>Наші канали</b>
channels-main = 📢 Основний канал
channels-proof = ✅ Канал із пруфами
channels-none = 📢 Каналів поки що немає.

## Відмови та помилки
error-user-not-found = ❌ Користувача не знайдено. Надішліть /start, щоб зареєструватися.
error-country-not-found = ❌ Країну не знайдено.
error-operator-not-found = ❌ Оператора не знайдено, або він більше не продається.
error-quantity-invalid = ❌ Неправильна кількість: мінімум { $minimum } { $minimum ->
        [one] номер
        [few] номери
       *[many] номерів
    } (на суму від { $minimumCost }).
error-quantity-number = ❌ Введіть коректне число (мінімум { $minimum }).
error-quantity-too-large = ❌ Не більше ніж { $maximum } { $maximum ->
        [one] номер
        [few] номери
       *[many] номерів
    } в одному замовленні.
error-stock = ❌ Такої кількості немає в наявності. Доступно максимум: { $available } { $available ->
        [one] номер
        [few] номери
       *[many] номерів
    } (мінімум { $minimum } { $minimum ->
        [one] номер
        [few] номери
       *[many] номерів
    }).
error-balance =
    ❌ <b>Недостатньо коштів.</b>
    Сума: { $cost } — ваш баланс: { $balance }.
    Поповніть баланс, щоб продовжити.
error-account-deactivated = ⛔ Ваш акаунт деактивовано. Зверніться до підтримки.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>Підтвердьте покупку</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Кількість: <b>{ $quantity }</b>
    💳 Сума: <b>{ $cost }</b> — ваш баланс: { $balance }

    ❌ <b>Бракує { $missing }.</b>
    Сплатіть їх зараз: замовлення буде оформлено, щойно надійде оплата, а надлишок залишиться на вашому балансі.
checkout-pay-stars = ⭐ Сплатити { $amount } у Stars ({ $stars } ⭐)
checkout-pay-crypto = 🪙 Сплатити { $amount } у { $crypto }
checkout-stars-invoice-title = Замовлення: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount } за ваше очікуване замовлення № { $id } (кількість: { $quantity }). Надлишок залишиться на вашому балансі.
checkout-stars-invoice-label = Замовлення { $amount }
checkout-waiting = ⏳ Ваше замовлення чекає на цю оплату до { $time }. Щойно вона надійде, замовлення буде оформлено і ви отримаєте файл.
checkout-cancel-button = ❌ Скасувати замовлення
checkout-cancelled = Замовлення скасовано: нічого не куплено. Оплата, яка все ж надійде, залишиться на вашому балансі.
checkout-closed = ℹ️ Це замовлення більше не чекає на оплату.
checkout-already = ℹ️ Цю оплату вже запитано: скористайтеся надісланою вище.
checkout-price-changed = ⚠️ Ціна змінилася після показу: нічого не запитано. Поверніться до замовлення, щоб побачити нову ціну.
checkout-not-needed = ℹ️ Тепер вашого балансу вистачає на це замовлення: поверніться до нього, щоб підтвердити.
checkout-not-placed =
    💳 Ваша оплата { $amount } надійшла, але замовлення оформити не вдалося: { $reason }.
    💰 Гроші залишаються на вашому балансі: <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 Ваша оплата { $amount } надійшла після завершення строку замовлення: нічого не куплено.
    💰 Гроші залишаються на вашому балансі: <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 Ваша оплата { $amount } надійшла після скасування замовлення: нічого не куплено.
    💰 Гроші залишаються на вашому балансі: <b>{ $balance }</b>.
checkout-reason-stock = товару більше недостатньо
checkout-reason-price = ціна змінилася після вашого підтвердження
checkout-reason-closed = ця пропозиція більше не продається
checkout-reason-balance = ваш баланс тим часом було витрачено
checkout-reason-ordered = ви вже замовили цю пропозицію тим часом
checkout-reason-account = ваш акаунт деактивовано
checkout-reason-blocked = магазин заблокував ваш акаунт
checkout-reason-rate = ваш акаунт новий, і кількість покупок на годину обмежена

error-stock-changed = ⚠️ Наявність щойно змінилася: спробуйте ще раз.
error-purchase = ❌ Помилка під час покупки. Кошти не списано; якщо проблема повториться, зверніться до підтримки.
error-generic = ❌ Сталася помилка. Спробуйте ще раз трохи згодом.
error-flood = ⏳ Забагато повідомлень поспіль: зачекайте кілька секунд.
error-stale-button = ⌛ Це меню застаріло.

## Сповіщення для адміністраторів бота
admin-new-purchase =
    🛒 <b>Нова покупка</b>
    👤 { $buyer }
    🔢 { $quantity } { $quantity ->
        [one] номер
        [few] номери
       *[many] номерів
    } — { $operator }, { $flag } { $country }
    💳 Сума: { $cost }
    💰 Новий баланс: { $balance }

## Меню команд (setMyCommands)
command-start = Головне меню
command-shop = Купити номери
command-balance = Мій баланс
command-history = Мої покупки
command-help = Допомога
command-language = Змінити мову
command-redeem = Активувати подарункову картку
command-referral = Моє реферальне посилання
command-paysupport = Платежі та повернення
command-terms = Умови магазину

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>Поповнення балансу</b>
    Оберіть криптовалюту для оплати:
topup-choose-manual =
    ➕ <b>Поповнення балансу</b>
    Оплата криптовалютою зараз недоступна: адміністратор може підтвердити поповнення вручну, або скористайтеся подарунковою карткою.
topup-manual = 🧾 Поповнити через адміністратора
topup-manual-coin = Ручне поповнення
topup-amount-prompt = 💶 <b>{ $crypto }</b>: оберіть суму або введіть її (мінімум { $minimum }).
topup-already = ℹ️ Це поповнення вже створено: реквізити для оплати вище.
topup-amount-invalid = ❌ Введіть коректну суму (мінімум { $minimum }).
topup-amount-too-large = ❌ { $amount } більше за максимальний депозит ({ $maximum }): введіть меншу суму.
topup-amount-not-offered = ❌ Цієї суми немає серед запропонованих: поповнення не створено. Натисніть одну з кнопок або введіть суму від { $minimum } до { $maximum }.
topup-manual-contact = 📞 Контакт: { $contact }
topup-manual-recorded = 🧾 Вашу заявку на поповнення на <b>{ $amount }</b> записано (№ { $id }). Адміністратор зарахує її після підтвердження оплати.
topup-instructions =
    💳 <b>Поповнення на { $amount }</b>

    Надішліть рівно <code>{ $cryptoAmount }</code> { $crypto } на цю адресу:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>Memo / тег: <code>{ $memo }</code></b>
    Вкажіть його під час оплати, інакше платіж не буде зараховано.
topup-expires = ⏳ Оплатіть до { $time }.
topup-after = Тут з'явиться повідомлення, коли платіж буде виявлено, і ще одне після підтвердження.
topup-pay-page = 🌐 Відкрити сторінку оплати
topup-unavailable = ⚠️ Платіжний сервіс зараз недоступний. Спробуйте за кілька хвилин.
deposit-detected = 🔎 Ваш депозит на <b>{ $amount }</b> виявлено. Очікується підтвердження в блокчейні.
deposit-confirmed =
    ✅ <b>Депозит підтверджено: +{ $amount }</b>
    💰 Новий баланс: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>Депозит зараховано</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 Новий баланс: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ Команда лише для адміністраторів
admin-permission-missing = ⛔ Для цього потрібен дозвіл <b>{ $permission }</b>.
admin-permission-credits = Баланс
admin-permission-broadcasts = Розсилки
admin-permission-reports = Звіти
admin-permission-stock = Склад
admin-permission-catalogue = Каталог
admin-permission-settings = Налаштування
admin-credit-format = Невірний формат. Використовуйте: @username сума
admin-credit-positive = Сума має бути більшою за 0
admin-credit-user-not-found = Користувача @{ $username } не знайдено
admin-credit-insufficient = ❌ У @{ $username } лише { $balance }: нічого не списано.
admin-credit-added = ✅ { $amount } зараховано @{ $username }. Новий баланс: { $balance }
admin-credit-removed = ✅ { $amount } списано з @{ $username }. Новий баланс: { $balance }
credit-added-notice =
    💰 Адміністратор поповнив ваш баланс на <b>{ $amount }</b>.
    Новий баланс: <b>{ $balance }</b>
credit-removed-notice =
    💰 Адміністратор списав з вашого балансу <b>{ $amount }</b>.
    Новий баланс: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>Низький залишок</b>: { $operator }, { $flag } { $country }
    Залишилося { $available } { $available ->
        [one] номер
        [few] номери
       *[many] номерів
    } — менше за мінімальне замовлення ({ $minimum } { $minimum ->
        [one] номер
        [few] номери
       *[many] номерів
    }).
admin-webhook-disabled = ⚠️ <b>Вебхук вимкнено</b>: { $url } три дні не приймав жодної доставки. Увімкніть його знову в панелі керування (Налаштування → Webhooks), коли він запрацює.
admin-panel =
    🛠 <b>Панель адміністратора</b>
    Ваші дозволи: { $permissions }
admin-panel-no-permission = немає (попросіть їх у головного адміністратора)
admin-panel-reports = 📊 Звіти
admin-panel-broadcast = 📣 Розсилка
admin-panel-credits = 💰 Баланс
admin-panel-continents = 🌍 Континенти
admin-panel-channels = 📢 Канали
admin-panel-refunds = ↩️ Повернення
admin-back-panel = ⬅️ Панель адміністратора
admin-credits =
    💰 <b>Баланс</b>
    Поповніть або спишіть баланс клієнта; він отримає сповіщення своєю мовою.
admin-credits-add = ➕ Поповнити
admin-credits-remove = ➖ Списати
admin-credits-prompt-add = Надішліть клієнта й суму для <b>зарахування</b>, наприклад: <code>@користувач 25.50</code>
admin-credits-prompt-remove = Надішліть клієнта й суму для <b>списання</b>, наприклад: <code>@користувач 25.50</code>
admin-continents = 🌍 <b>Континенти</b> (кількість країн). Оберіть континент, щоб перейменувати або видалити його.
admin-continents-none = 🌍 Континентів поки що немає: додайте їх у бек-офісі.
admin-back-continents = ⬅️ Континенти
admin-continent =
    🌍 <b>{ $name }</b>
    Країн: { $countries }
    Номерів у продажу: { $available }
admin-continent-rename = ✏️ Перейменувати
admin-continent-delete = 🗑 Видалити
admin-continent-rename-prompt = Надішліть нову назву для <b>{ $name }</b>.
admin-continent-renamed = ✅ Континент <b>{ $from }</b> перейменовано на <b>{ $to }</b>.
admin-continent-exists = ❌ Континент <b>{ $name }</b> уже існує: оберіть іншу назву.
admin-continent-invalid-name = ❌ Неприпустима назва: від 1 до 50 символів.
admin-continent-delete-confirm = Видалити континент <b>{ $name }</b>?
admin-continent-deleted = ✅ Континент <b>{ $name }</b> видалено.
admin-continent-not-empty = ❌ Неможливо видалити <b>{ $name }</b>: у ньому ще є країни ({ $countries }).
admin-continent-gone = Цього континенту більше немає (його тим часом перейменували або видалили).
admin-yes = ✅ Так
admin-no = ❌ Ні
admin-channels =
    📢 <b>Канали</b>
    Основний канал: { $main }
    Канал із пруфами: { $proof }
    Пруфи покупок: { $posts }
admin-channels-none = не задано
admin-proof-posts-on = публікуються після кожної покупки (анонімно)
admin-proof-posts-off = вимкнені
admin-channels-edit-main = ✏️ Основний канал
admin-channels-edit-proof = ✏️ Канал із пруфами
admin-proof-turn-on = ✅ Публікувати пруфи покупок
admin-proof-turn-off = ⏸ Зупинити пруфи покупок
admin-back-channels = ⬅️ Канали
admin-channel-prompt-main = Надішліть посилання на основний канал (<code>https://t.me/…</code> або <code>@канал</code>) або <code>-</code>, щоб його видалити.
admin-channel-prompt-proof = Надішліть посилання на канал із пруфами (<code>https://t.me/…</code> або <code>@канал</code>) або <code>-</code>, щоб його видалити.
admin-channel-invalid = ❌ Неправильне посилання: https://t.me/… або @канал
admin-channel-saved = ✅ Посилання збережено.
admin-proof-no-channel = ❌ Спочатку вкажіть канал із пруфами.
admin-proof-not-addressable = ❌ За посиланням-запрошенням бот не зможе публікувати: вкажіть публічне ім'я каналу (@канал).
admin-proof-not-found = ❌ Telegram не знаходить цей канал, або бот не є його учасником. Додайте @{ $bot } до каналу й спробуйте ще раз.
admin-proof-cannot-post = ❌ Бот не може публікувати в цьому каналі: призначте @{ $bot } адміністратором із правом публікації повідомлень і спробуйте ще раз.
proof-post =
    ✅ <b>Нова покупка</b>
    📱 { $quantity } { $quantity ->
        [one] номер
        [few] номери
       *[many] номерів
    } — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 Надішліть повідомлення для розсилки клієнтам.
    Допускається форматування Telegram: &lt;b&gt;жирний&lt;/b&gt;, &lt;i&gt;курсив&lt;/i&gt;, &lt;a href="https://…"&gt;посилання&lt;/a&gt;.
broadcast-cancelled = Розсилку скасовано.
broadcast-empty = Повідомлення порожнє: надішліть текст розсилки.
broadcast-too-long = Повідомлення задовге: { $length } { $length ->
        [one] символ
        [few] символи
       *[many] символів
    }, максимум 4096.
broadcast-confirm =
    👆 Так клієнти побачать повідомлення.
    👥 Аудиторія: <b>{ $audience }</b>
    📨 Одержувачі: <b>{ $count }</b>
broadcast-audience-all = Усі клієнти
broadcast-audience-buyers = Покупці
broadcast-audience-depositors = Ті, хто поповнював
broadcast-audience-inactive = Неактивні { $days } { $days ->
        [one] день
        [few] дні
       *[many] днів
    }
broadcast-language-any = 🌐 Усі мови
broadcast-language-choose = Мова клієнтів, яким надіслати:
broadcast-send-button = ✅ Надіслати { $count }
broadcast-no-recipients = У цій аудиторії немає клієнтів: надсилати нікому.
broadcast-expired = Попередній перегляд застарів або вже надісланий: почніть знову з /broadcast.
broadcast-queued = ⏳ Розсилка #{ $id } ({ $audience }) у черзі: ви отримаєте сповіщення про початок і завершення.
broadcast-paid-button = ⚡ Платна розсилка · { $cost } ⭐
broadcast-paid-note = ⚡ Доступна платна розсилка: до { $rate } повідомлень на секунду; Telegram списує { $price } ⭐ за повідомлення з балансу зірок бота, усього { $cost } ⭐.
broadcast-paid-short = ⭐ Недостатньо зірок: платна розсилка коштує { $cost } ⭐, а в бота { $balance }. Поповніть баланс бота або надішліть безкоштовно.
broadcast-in-progress = 📣 Розсилка #{ $id } триває: { $count } { $count ->
        [one] одержувач
        [few] одержувачі
       *[many] одержувачів
    }.
broadcast-done = ✅ Розсилку #{ $id } завершено: надіслано { $sent }/{ $total }.
broadcast-schedule-button = 🗓 Запланувати
broadcast-schedule-prompt =
    🗓 Коли надіслати цю розсилку? Введіть дату й час за Парижем, наприклад:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ Дату й час не розпізнано (або їх не існує). Введіть, наприклад, <code>{ $example }</code> або <code>{ $exampleYear }</code>, час паризький.
broadcast-schedule-past = ❌ { $time } вже минуло: введіть майбутні дату й час, наприклад <code>{ $example }</code>.
broadcast-schedule-done =
    🗓 Розсилку #{ $id } заплановано на { $time }.
    👥 Аудиторія: <b>{ $audience }</b>
    📨 Отримувачів зараз: <b>{ $count }</b> (перерахуються під час старту)
    Ви отримаєте сповіщення про початок і кінець; у «Заплановані» її можна скасувати до старту.
broadcast-scheduled-button = 🗓 Заплановані
broadcast-scheduled-list = 🗓 Заплановані розсилки, ще не розпочаті:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    «{ $excerpt }»
broadcast-scheduled-none = 🗓 Немає запланованих розсилок.
broadcast-audience-more-filters = + фільтри
broadcast-new-button = 📣 Нова розсилка
broadcast-unschedule-button = ✖️ Скасувати #{ $id }
broadcast-unschedule-confirm =
    Скасувати розсилку #{ $id }, заплановану на { $time }?
    👥 { $audience }
    «{ $excerpt }»
    Її не буде надіслано.
broadcast-unschedule-yes = ✅ Так, скасувати
broadcast-unscheduled = ✖️ Розсилку #{ $id } скасовано: її не буде надіслано.
broadcast-unschedule-gone = Розсилка #{ $id } більше не запланована: вже скасована або вже розпочата.
# --- Mini App shop ---
menu-open-shop = 🛍️ Відкрити магазин
# --- reports ---
reports-menu =
    📊 <b>Звіти</b>
    Період: { $period }
    Оберіть звіт:
reports-period-today = Сьогодні
reports-period-7d = 7 днів
reports-period-30d = 30 днів
reports-sales = 📈 Загальні продажі
reports-top-users = 🏆 Найкращі клієнти
reports-by-category = 🗂 За категоріями
reports-by-country = 🌍 За країнами
reports-deposits = 💰 Поповнення
reports-back = ⬅️ Звіти
reports-back-panel = ⬅️ Панель адміністратора
report-sales-text =
    📈 <b>Продажі — { $period }</b>
    💶 Виручка: <b>{ $revenue }</b> ({ $revenueChange }, раніше: { $revenuePrevious })
    🧾 Замовлення: { $orders } ({ $ordersChange }) · середній чек { $basket }
    🔢 Продано номерів: { $sold }
    🔁 Транзакцій на день: { $perDay }
    📅 Сьогодні { $today } · тиждень { $week } · місяць { $month }
    📦 Запас: { $available } { $available ->
        [one] доступний
        [few] доступно
       *[many] доступно
    } з { $inStock } · орієнтовна вартість { $value }
report-sales-discount = 🏷 Знижки за акціями: { $discount } ({ $change }) у { $orders } { $orders ->
        [one] замовленні
        [few] замовленнях
       *[many] замовленнях
    }
report-top-users-title = 🏆 <b>Найкращі клієнти — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · замовлень: { $orders } · був { $last }
report-more-users = … і ще { $count } { $count ->
        [one] користувач
        [few] користувачі
       *[many] користувачів
    }
report-category-title = 🗂 <b>Продажі за категоріями — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>Продажі за країнами — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … і ще { $count }
report-unknown = Невідомо
report-empty = Немає даних за цей період.
report-deposits-text =
    💰 <b>Поповнення — { $period }</b>
    Усього: <b>{ $total }</b> ({ $change }) · поповнень: { $count }
    Середнє поповнення: { $average }
    Поповнили баланс: { $depositors } з { $registered } { $registered ->
        [one] зареєстрованого
        [few] зареєстрованих
       *[many] зареєстрованих
    } ({ $rate })
report-deposit-methods = <b>За способами</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>Останні поповнення</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ Помилка під час створення звіту
report-error-sales = ❌ Помилка під час створення звіту про продажі
report-error-top-users = ❌ Помилка під час створення звіту про найкращих клієнтів
report-error-category = ❌ Помилка під час створення звіту за категоріями
report-error-country = ❌ Помилка під час створення звіту за країнами
report-error-deposits = ❌ Помилка під час створення звіту про поповнення

# --- referrals ---
balance-referrals = 👥 Реферали
referral-view =
    👥 <b>Реферальна програма</b>

    Запрошуйте друзів за своїм посиланням: з їхнього першого поповнення ви отримуєте { $share } суми на баланс.

    🔗 { $link }

    👤 Запрошено: <b>{ $referred }</b> · з поповненням: <b>{ $rewarded }</b>
    💶 Зароблено: <b>{ $earned }</b>
referral-share-button = 📤 Поділитися посиланням
referral-share-text = Купуйте списки номерів тут:
referral-back-balance = 💰 Баланс
referral-own-link = ℹ️ Це ваше власне реферальне посилання: поділіться ним із друзями.
referral-already-customer = ℹ️ Ви вже клієнт: реферальне посилання діє лише для нових клієнтів.
referral-reward-notice =
    🎉 <b>Реферал: +{ $amount }</b>
    Запрошений вами клієнт щойно зробив перше поповнення.
    💰 Новий баланс: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ Код { $code } не використано: вже діє вигідніша акція.
promo-code-button = 🎟 Промокод
promo-code-without = ➡️ Продовжити без коду
promo-code-prompt = 🎟 Введіть промокод:
promo-error-unknown = ❌ Невідомий промокод.
promo-error-expired = ⌛ Термін дії промокоду минув.
promo-error-used-up = ❌ Ліміт використань промокоду вичерпано.
promo-error-limit = ❌ Ви вже використали цей промокод дозволену кількість разів.
promo-error-not-applicable = ❌ Цей промокод не діє для цього замовлення.
promo-error-too-many = ⏳ Забагато неправильних промокодів: спробуйте знову через { $minutes } { $minutes ->
        [one] хвилину
        [few] хвилини
       *[many] хвилин
    }.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = Європа
continent-africa = Африка
continent-asia = Азія
continent-america = Америка
continent-north-america = Північна Америка
continent-south-america = Південна Америка
continent-oceania = Океанія
continent-middle-east = Близький Схід
continent-antarctica = Антарктида
topup-manual-how-to-pay = 📋 <b>Як оплатити</b> (вкажіть заявку № { $id } під час оплати):
topup-choose-none =
    ➕ <b>Поповнити баланс</b>
    Зараз немає доступних способів оплати: скористайтеся подарунковою карткою або напишіть у підтримку.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>Поповнити баланс</b>
    Сплатіть зірками Telegram або виберіть криптовалюту для оплати:
topup-choose-stars =
    ➕ <b>Поповнити баланс</b>
    Сплатіть зірками Telegram або скористайтеся подарунковою карткою:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: 1 зірка = { $value }.
    Виберіть суму або введіть кількість зірок (від { $minimum } до { $maximum }). Суму в євро округлено вниз до цента.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ Введіть цілу кількість зірок, від { $minimum } до { $maximum }.
topup-stars-already = ℹ️ Це поповнення вже розпочато: сплатіть рахунок вище.
topup-stars-unavailable = ⚠️ Оплата зірками Telegram зараз недоступна.
topup-stars-invoice-title = Поповнення на { $amount }
topup-stars-invoice-description = { $stars } { $stars ->
        [one] зірка
        [few] зірки
        [many] зірок
       *[other] зірки
    } за { $amount } на ваш баланс (поповнення № { $id }).
topup-stars-invoice-label = Баланс +{ $amount }
stars-refused-unknown = Цей рахунок не належить жодному поповненню: почніть знову в розділі Баланс → Поповнити.
stars-refused-closed = Це поповнення вже закрите: почніть знову в розділі Баланс → Поповнити.
stars-refused-mismatch = Цей рахунок не відповідає вашому поповненню: почніть знову в розділі Баланс → Поповнити.

## /paysupport and /terms (decision 0137)
terms-none = 📄 Магазин ще не опублікував свої умови.

## Reviews
review-ask =
    ⭐ <b>Ваш відгук про замовлення № { $order }</b>
    📱 { $quantity } { $quantity ->
        [one] номер
        [few] номери
       *[many] номерів
    } — { $operator } { $flag }

    Як вам ці номери? Оцініть їх від 1 до 5:
review-rated = ⭐ Дякуємо! Ваша оцінка замовлення № { $order }: { $rating }
review-comment-ask = Можете додати коментар: напишіть його одним повідомленням (не більше { $max } символів) або натисніть «Пропустити».
review-skip = ⏭️ Пропустити
review-saved = ✅ Дякуємо, ваш відгук збережено. Змінити його можна до { $until } у розділі 📜 Історія.
review-locked = ⏳ Цей відгук більше не можна змінити: відгук можна редагувати 7 днів.
review-order-not-found = ❌ Замовлення не знайдено.
review-comment-too-long = ❌ Задовгий коментар: не більше { $max } символів. Напишіть коротше або натисніть «Пропустити».
review-rate-first = ⭐ Спершу виберіть оцінку від 1 до 5.
review-current = Ваша оцінка: { $rating } — можна змінити до { $until }.
review-current-locked = Ваша оцінка: { $rating } (змінити не можна з { $until }).
history-review = ⭐ Відгук № { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } { $count ->
        [one] відгук
        [few] відгуки
       *[many] відгуків
    }
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>Останні відгуки</b>
review-proof-post =
    ⭐ <b>Новий відгук</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>Повернення: +{ $amount }</b>
    🧾 Замовлення № { $order }: повернуто кошти за { $quantity } { $quantity ->
        [one] номер
        [few] номери
       *[many] номерів
    }
    📝 Причина: { $reason }
    💰 Новий баланс: <b>{ $balance }</b>
refund-reason-dead = Неактивні номери
refund-reason-duplicate = Дублікати
refund-reason-wrong_target = Не та країна чи оператор
refund-reason-other = Інша причина
admin-refund-open = ↩️ Повернути кошти за номери
admin-refund-prompt = Надішліть номер замовлення для повернення коштів, наприклад: <code>1234</code>
admin-refund-order-unknown = Замовлення № { $order } не знайдено. Надішліть інший номер замовлення.
admin-refund-order =
    ↩️ <b>Замовлення № { $order }</b> — { $customer }
    📦 Номерів: { $quantity } — сплачено { $cost }
    ↩️ Уже повернуто: { $refunded }
    🔢 Залишилось повернути: { $left }
admin-refund-nothing-left = ✅ Кошти за це замовлення вже повернуто повністю.
admin-refund-whole = Усе замовлення ({ $amount })
admin-refund-some = Частину номерів
admin-refund-count-prompt = За скільки номерів повернути кошти? Надішліть число від 1 до { $left }.
admin-refund-count-invalid = Неправильне число: надішліть число від 1 до { $left }.
admin-refund-reason = Яка причина повернення?
admin-refund-confirm =
    ↩️ <b>Підтвердьте повернення</b>
    🧾 Замовлення № { $order }: { $count } { $count ->
        [one] номер
        [few] номери
       *[many] номерів
    }, <b>{ $amount }</b>
    📝 Причина: { $reason }
    🚫 Стоп-список: { $suppress }
admin-refund-suppress-yes = номери буде додано
admin-refund-suppress-no = ні
admin-refund-suppress-toggle = 🔁 Стоп-список: так / ні
admin-refund-confirm-button = ✅ Повернути кошти
admin-refund-done =
    ✅ <b>Повернуто: { $amount }</b> за { $count } { $count ->
        [one] номер
        [few] номери
       *[many] номерів
    } із замовлення № { $order }.
    💰 Новий баланс клієнта: { $balance }
admin-refund-changed = ⚠️ За цим замовленням щойно оформили повернення. Ось що від нього залишилось.
admin-refund-paste = Вставити номери
admin-refund-paste-prompt = Вставте номери для повернення, по одному в рядку або через кому, так, як їх було видано (наприклад, <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ Немає в цьому замовленні ({ $count }): { $numbers }
admin-refund-paste-again = ❌ Уже повернені ({ $count }): { $numbers }
admin-refund-paste-retry = Вставте список ще раз без цих номерів.
admin-refund-paste-empty = ❌ Жодного номера не розпізнано. Вставте номери по одному в рядку.
admin-refund-paste-found = 📋 Знайдено номерів у замовленні: { $count }
admin-refund-paste-lost = ⚠️ Вставлений список більше не зберігається (тим часом натиснули іншу кнопку). Вставте його ще раз.
admin-refund-ticket = 🎫 Звернення № { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ Магазин заблокував ваш акаунт: ви більше не можете купувати, поповнювати баланс і використовувати коди. Зверніться до підтримки, якщо вважаєте, що це помилка.
error-purchase-rate = ⏳ Ваш акаунт новий, і кількість покупок на годину обмежена (максимум: { $maximum }). Спробуйте знову через { $minutes } { $minutes ->
        [one] хвилину
        [few] хвилини
       *[many] хвилин
    }.
error-unpaid-top-ups = ⏳ Забагато неоплачених заявок на поповнення за останні 24 години (максимум: { $maximum }). Оплатіть поточне поповнення або спробуйте пізніше.
stars-refused-blocked = Магазин заблокував ваш акаунт: цей платіж відхилено.
admin-permission-customers = Клієнти
admin-panel-blocking = 🚫 Блокування
admin-blocking =
    🚫 <b>Заблоковані клієнти</b>: { $count }
    { $list }

    Заблокувати: <code>/block @username причина</code>
    Розблокувати: <code>/unblock @username</code>
admin-blocking-none = Заблокованих клієнтів немає.
admin-block-format = Невірний формат. Використовуйте: /block @username причина
admin-unblock-format = Невірний формат. Використовуйте: /unblock @username
admin-block-done = 🚫 @{ $username } заблоковано. Причина: { $reason }
admin-unblock-done = ✅ @{ $username } розблоковано.
admin-unblock-not-blocked = @{ $username } не був заблокований.
admin-block-admin = ⛔ Акаунт адміністратора не можна заблокувати.

## Support tickets (issue 28, decision 0139)
command-support = Звʼязатися з підтримкою
help-contact-support = 💬 Звʼязатися з підтримкою
history-problem = ⚠️ Проблема
support-prompt =
    💬 <b>Підтримка</b>
    Напишіть повідомлення (текст, фото або файл): адміністратор відповість вам тут.
support-prompt-order =
    💬 <b>Проблема із замовленням № { $order }</b>
    Опишіть проблему (текст, фото або файл): адміністратор відповість вам тут.
support-opened = ✅ Звернення № { $ticket } відкрито. Ми відповімо вам тут.
support-added = ✉️ Повідомлення додано до звернення № { $ticket }.
support-empty = ❌ Надішліть текст, фото або файл.
support-file-only = 📎 (вкладений файл)
support-reply =
    💬 <b>Підтримка — звернення № { $ticket }</b>
    { $text }
support-closed = 🔒 Звернення № { $ticket } закрито. Напишіть нам, щоб відкрити його знову.
support-auto-closed = 🔒 Звернення № { $ticket } закрито, бо нових повідомлень не було. Напишіть нам, щоб відкрити його знову.
paysupport-contact-line = Ви також можете написати { $contact }.
admin-permission-support = Підтримка
admin-support-new =
    🎫 <b>Нове звернення № { $ticket }</b>
    Клієнт: { $customer } · мова: { $language }
    Замовлення: { $order }

    { $text }

    ↩️ Дайте відповідь на це повідомлення, щоб відповісти клієнту.
admin-support-message =
    💬 <b>Звернення № { $ticket }</b> — нове повідомлення
    Клієнт: { $customer } · мова: { $language }
    Замовлення: { $order }

    { $text }

    ↩️ Дайте відповідь на це повідомлення, щоб відповісти клієнту.
admin-support-order = № { $order } — { $operator } { $flag }, кількість: { $quantity }, { $cost }
admin-support-no-order = немає
admin-support-sent = ✅ Відповідь надіслано у звернення № { $ticket }.
