# Тексты бота на русском языке, перевод с fr.ftl (эталонного языка): те же ключи и те же плейсхолдеры.
# Тексты в формате Telegram HTML (parse_mode HTML): <b>, <i>, <code>, <a href>. Суммы приходят уже отформатированными
# для языка ($price, $cost, $balance…); количества приходят как отформатированные числа.

## Выбор языка
language-choose = 🌍 Выберите язык:
language-saved = ✅ Язык сохранён: русский.

## Приветствие и главное меню
welcome-default =
    👋 Добро пожаловать в <b>{ $shop }</b>!

    📱 Наши базы номеров проверены на трёх крупных веб-платформах.
    ⚡ Мгновенная покупка, файл формируется автоматически.
    💬 Поддержка всегда готова помочь.

    💶 Цена: <b>{ $price }</b> за номер, минимальный заказ — { $minimum } { $minimum ->
        [one] номер
        [few] номера
       *[many] номеров
    } ({ $minimumCost }).
menu-prompt = Что вы хотите сделать?
menu-shop = 🛒 Магазин
menu-balance = 💰 Баланс
menu-history = 📜 История
menu-help = ❓ Помощь
menu-channels = 📢 Каналы
menu-language = 🌍 Язык
menu-main = 🏠 Главное меню

## Магазин: континенты, страны, операторы
shop-continents = 🌍 <b>Магазин</b> — выберите континент:
shop-no-continents = 😕 Пока нет доступных континентов. Загляните позже!
shop-countries = 🌍 <b>{ $continent }</b> — выберите страну:
shop-no-countries = 😕 На этом континенте пока нет доступных стран.
shop-no-operators = 😕 В этой стране пока нет доступных операторов.
shop-operators = { $flag } <b>{ $country }</b> — выберите оператора:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = нет в наличии

## Количество
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 В наличии: <b>{ $available }</b> { $available ->
        [one] номер
        [few] номера
       *[many] номеров
    }
    💶 Цена за номер: <b>{ $price }</b>
    🔢 Минимум: { $minimum } { $minimum ->
        [one] номер
        [few] номера
       *[many] номеров
    }

    Выберите количество:
quantity-custom = ✏️ Другое количество
quantity-prompt = ✏️ Введите нужное количество номеров (от { $minimum } до { $available }):
quantity-cancel = ❌ Отмена

## Подтверждение и покупка
purchase-confirm =
    🧾 <b>Подтвердите покупку</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Количество: <b>{ $quantity }</b> { $quantity ->
        [one] номер
        [few] номера
       *[many] номеров
    }
    💶 Цена за номер: { $price }
    💳 Сумма: <b>{ $cost }</b>

    💰 Текущий баланс: { $balance }
    💰 Баланс после покупки: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ Подтвердить
purchase-processing = ⏳ Оформляем покупку и готовим ваш файл…
purchase-success =
    ✅ <b>Покупка прошла успешно!</b>

    🔢 { $quantity } { $quantity ->
        [one] номер
        [few] номера
       *[many] номеров
    } — { $operator }, { $flag } { $country }
    💳 Оплачено: { $cost }
    💰 Новый баланс: <b>{ $balance }</b>
    🧾 Заказ № { $order }
purchase-file-caption = 📄 { $quantity } { $quantity ->
        [one] номер
        [few] номера
       *[many] номеров
    } — { $operator }, { $country } (заказ № { $order })
purchase-file-failed = ⚠️ Не удалось отправить файл, поэтому присылаем номера текстом (сообщений: { $total }).
purchase-part = 📄 Часть { $current }/{ $total }
purchase-already-done = ℹ️ Этот заказ уже оформлен (№ { $order }): повторного списания не было.
purchase-cancelled = Покупка отменена.

## Навигация
back = ⬅️ Назад
back-continents = ⬅️ Континенты
back-countries = ⬅️ Страны
back-operators = ⬅️ Операторы
back-shop = 🛒 Магазин

## Баланс
balance-view =
    💰 <b>Ваш баланс: { $balance }</b>

    🛒 Всего потрачено: { $totalPurchases }
    💳 Всего пополнено: { $totalDeposits }
balance-topup = ➕ Пополнить

## Подарочные карты
topup-gift-card = 🎁 Подарочная карта
gift-card-prompt = 🎁 Введите код подарочной карты (16 символов, например ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>Подарочная карта активирована: +{ $amount }</b>
    💰 Новый баланс: <b>{ $balance }</b>
gift-card-unknown = ❌ Неизвестный код. Проверьте его и попробуйте ещё раз.
gift-card-used = ❌ Эта подарочная карта уже использована.
gift-card-expired = ❌ Срок действия этой подарочной карты истёк.
gift-card-disabled = ❌ Эта подарочная карта больше не действительна.
gift-card-too-many = ⏳ Слишком много неверных кодов: попробуйте снова через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[many] минут
    }.

## История
history-title = 📜 <b>Ваши последние покупки</b>
history-line = { $date } — { $quantity } { $quantity ->
        [one] номер,
        [few] номера,
       *[many] номеров,
    } { $operator } ({ $flag } { $country }) — { $cost }
history-more = … и ещё покупок: { $count }
history-empty = 📭 У вас пока нет покупок.
history-download = 📥 Файл № { $order }
history-download-missing = ❌ Заказ не найден.

## Помощь и каналы
help-default =
    ❓ <b>Помощь</b>
channels-title = 📢 <b>Наши каналы</b>
channels-main = 📢 Основной канал
channels-proof = ✅ Канал с пруфами
channels-none = 📢 Каналов пока нет.

## Отказы и ошибки
error-user-not-found = ❌ Пользователь не найден. Отправьте /start, чтобы зарегистрироваться.
error-country-not-found = ❌ Страна не найдена.
error-operator-not-found = ❌ Оператор не найден или больше не продаётся.
error-quantity-invalid = ❌ Неверное количество: минимум { $minimum } { $minimum ->
        [one] номер
        [few] номера
       *[many] номеров
    } (на сумму от { $minimumCost }).
error-quantity-number = ❌ Введите корректное число (минимум { $minimum }).
error-quantity-too-large = ❌ Не более { $maximum } { $maximum ->
        [one] номер
        [few] номера
       *[many] номеров
    } в одном заказе.
error-stock = ❌ Такого количества нет в наличии. Доступно максимум: { $available } { $available ->
        [one] номер
        [few] номера
       *[many] номеров
    } (минимум { $minimum } { $minimum ->
        [one] номер
        [few] номера
       *[many] номеров
    }).
error-balance =
    ❌ <b>Недостаточно средств.</b>
    Сумма: { $cost } — ваш баланс: { $balance }.
    Пополните баланс, чтобы продолжить.
error-account-deactivated = ⛔ Ваш аккаунт деактивирован. Обратитесь в поддержку.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>Подтвердите покупку</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Количество: <b>{ $quantity }</b>
    💳 Сумма: <b>{ $cost }</b> — ваш баланс: { $balance }

    ❌ <b>Не хватает { $missing }.</b>
    Оплатите их сейчас: заказ будет оформлен, как только поступит оплата, а излишек останется на вашем балансе.
checkout-pay-stars = ⭐ Оплатить { $amount } в Stars ({ $stars } ⭐)
checkout-pay-crypto = 🪙 Оплатить { $amount } в { $crypto }
checkout-stars-invoice-title = Заказ: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount } за ваш ожидающий заказ № { $id } (количество: { $quantity }). Излишек останется на вашем балансе.
checkout-stars-invoice-label = Заказ { $amount }
checkout-waiting = ⏳ Ваш заказ ждёт этой оплаты до { $time }. Как только она поступит, заказ будет оформлен и вы получите файл.
checkout-cancel-button = ❌ Отменить заказ
checkout-cancelled = Заказ отменён: ничего не куплено. Оплата, которая всё же поступит, останется на вашем балансе.
checkout-closed = ℹ️ Этот заказ больше не ждёт оплаты.
checkout-already = ℹ️ Эта оплата уже запрошена: используйте отправленную выше.
checkout-price-changed = ⚠️ Цена изменилась с момента показа: ничего не запрошено. Вернитесь к заказу, чтобы увидеть новую цену.
checkout-not-needed = ℹ️ Теперь вашего баланса хватает на этот заказ: вернитесь к нему, чтобы подтвердить.
checkout-not-placed =
    💳 Ваша оплата { $amount } поступила, но заказ оформить не удалось: { $reason }.
    💰 Деньги остаются на вашем балансе: <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 Ваша оплата { $amount } поступила после истечения срока заказа: ничего не куплено.
    💰 Деньги остаются на вашем балансе: <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 Ваша оплата { $amount } поступила после отмены заказа: ничего не куплено.
    💰 Деньги остаются на вашем балансе: <b>{ $balance }</b>.
checkout-reason-stock = товара больше недостаточно
checkout-reason-price = цена изменилась после вашего подтверждения
checkout-reason-closed = это предложение больше не продаётся
checkout-reason-balance = ваш баланс тем временем был потрачен
checkout-reason-ordered = вы уже заказали это предложение тем временем
checkout-reason-account = ваш аккаунт деактивирован
checkout-reason-blocked = магазин заблокировал ваш аккаунт
checkout-reason-rate = ваш аккаунт новый, и число покупок в час ограничено

error-stock-changed = ⚠️ Наличие только что изменилось: попробуйте ещё раз.
error-purchase = ❌ Ошибка при покупке. Средства не списаны; если проблема повторится, обратитесь в поддержку.
error-generic = ❌ Произошла ошибка. Попробуйте ещё раз чуть позже.
error-flood = ⏳ Слишком много сообщений подряд: подождите несколько секунд.
error-stale-button = ⌛ Это меню устарело.

## Уведомления для администраторов бота
admin-new-purchase =
    🛒 <b>Новая покупка</b>
    👤 { $buyer }
    🔢 { $quantity } { $quantity ->
        [one] номер
        [few] номера
       *[many] номеров
    } — { $operator }, { $flag } { $country }
    💳 Сумма: { $cost }
    💰 Новый баланс: { $balance }

## Меню команд (setMyCommands)
command-start = Главное меню
command-shop = Купить номера
command-balance = Мой баланс
command-history = Мои покупки
command-help = Помощь
command-language = Сменить язык
command-redeem = Активировать подарочную карту
command-referral = Моя реферальная ссылка
command-paysupport = Платежи и возвраты
command-terms = Условия магазина

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>Пополнение баланса</b>
    Выберите криптовалюту для оплаты:
topup-choose-manual =
    ➕ <b>Пополнение баланса</b>
    Оплата криптовалютой сейчас недоступна: администратор может подтвердить пополнение вручную, или используйте подарочную карту.
topup-manual = 🧾 Пополнить через администратора
topup-manual-coin = Ручное пополнение
topup-amount-prompt = 💶 <b>{ $crypto }</b>: выберите сумму или введите её (минимум { $minimum }).
topup-already = ℹ️ Это пополнение уже создано: реквизиты для оплаты выше.
topup-amount-invalid = ❌ Введите корректную сумму (минимум { $minimum }).
topup-amount-too-large = ❌ { $amount } больше максимального депозита ({ $maximum }): введите сумму поменьше.
topup-amount-not-offered = ❌ Этой суммы нет среди предложенных: пополнение не создано. Нажмите одну из кнопок или введите сумму от { $minimum } до { $maximum }.
topup-manual-contact = 📞 Контакт: { $contact }
topup-manual-recorded = 🧾 Ваша заявка на пополнение на <b>{ $amount }</b> записана (№ { $id }). Администратор зачислит её после подтверждения оплаты.
topup-instructions =
    💳 <b>Пополнение на { $amount }</b>

    Отправьте ровно <code>{ $cryptoAmount }</code> { $crypto } на этот адрес:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>Memo / тег: <code>{ $memo }</code></b>
    Укажите его при оплате, иначе платёж не будет зачислен.
topup-expires = ⏳ Оплатите до { $time }.
topup-after = Здесь придёт сообщение, когда платёж будет обнаружен, и ещё одно после подтверждения.
topup-pay-page = 🌐 Открыть страницу оплаты
topup-unavailable = ⚠️ Платёжный сервис сейчас недоступен. Попробуйте через несколько минут.
deposit-detected = 🔎 Ваш депозит на <b>{ $amount }</b> обнаружен. Ожидается подтверждение в блокчейне.
deposit-confirmed =
    ✅ <b>Депозит подтверждён: +{ $amount }</b>
    💰 Новый баланс: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>Депозит зачислен</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 Новый баланс: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ Команда только для администраторов
admin-permission-missing = ⛔ Для этого нужно право <b>{ $permission }</b>.
admin-permission-credits = Баланс
admin-permission-broadcasts = Рассылки
admin-permission-reports = Отчёты
admin-permission-stock = Склад
admin-permission-catalogue = Каталог
admin-permission-settings = Настройки
admin-credit-format = Неверный формат. Используйте: @username сумма
admin-credit-positive = Сумма должна быть больше 0
admin-credit-user-not-found = Пользователь @{ $username } не найден
admin-credit-insufficient = ❌ У @{ $username } только { $balance }: ничего не списано.
admin-credit-added = ✅ { $amount } зачислено @{ $username }. Новый баланс: { $balance }
admin-credit-removed = ✅ { $amount } списано у @{ $username }. Новый баланс: { $balance }
credit-added-notice =
    💰 Администратор пополнил ваш баланс на <b>{ $amount }</b>.
    Новый баланс: <b>{ $balance }</b>
credit-removed-notice =
    💰 Администратор списал с вашего баланса <b>{ $amount }</b>.
    Новый баланс: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>Низкий остаток</b>: { $operator }, { $flag } { $country }
    Осталось { $available } { $available ->
        [one] номер
        [few] номера
       *[many] номеров
    } — меньше минимального заказа ({ $minimum } { $minimum ->
        [one] номер
        [few] номера
       *[many] номеров
    }).
admin-webhook-disabled = ⚠️ <b>Вебхук отключён</b>: { $url } три дня не принимал ни одной доставки. Включите его снова в панели управления (Настройки → Webhooks), когда он заработает.
admin-panel =
    🛠 <b>Панель администратора</b>
    Ваши права: { $permissions }
admin-panel-no-permission = нет (запросите их у главного администратора)
admin-panel-reports = 📊 Отчёты
admin-panel-broadcast = 📣 Рассылка
admin-panel-credits = 💰 Баланс
admin-panel-continents = 🌍 Континенты
admin-panel-channels = 📢 Каналы
admin-panel-refunds = ↩️ Возвраты
admin-back-panel = ⬅️ Панель администратора
admin-credits =
    💰 <b>Баланс</b>
    Пополните или спишите баланс клиента; он получит уведомление на своём языке.
admin-credits-add = ➕ Пополнить
admin-credits-remove = ➖ Списать
admin-credits-prompt-add = Отправьте клиента и сумму для <b>зачисления</b>, например: <code>@пользователь 25.50</code>
admin-credits-prompt-remove = Отправьте клиента и сумму для <b>списания</b>, например: <code>@пользователь 25.50</code>
admin-continents = 🌍 <b>Континенты</b> (количество стран). Выберите континент, чтобы переименовать или удалить его.
admin-continents-none = 🌍 Континентов пока нет: добавьте их в бэк-офисе.
admin-back-continents = ⬅️ Континенты
admin-continent =
    🌍 <b>{ $name }</b>
    Стран: { $countries }
    Номеров в продаже: { $available }
admin-continent-rename = ✏️ Переименовать
admin-continent-delete = 🗑 Удалить
admin-continent-rename-prompt = Отправьте новое название для <b>{ $name }</b>.
admin-continent-renamed = ✅ Континент <b>{ $from }</b> переименован в <b>{ $to }</b>.
admin-continent-exists = ❌ Континент <b>{ $name }</b> уже существует: выберите другое название.
admin-continent-invalid-name = ❌ Недопустимое название: от 1 до 50 символов.
admin-continent-delete-confirm = Удалить континент <b>{ $name }</b>?
admin-continent-deleted = ✅ Континент <b>{ $name }</b> удалён.
admin-continent-not-empty = ❌ Нельзя удалить <b>{ $name }</b>: в нём ещё есть страны ({ $countries }).
admin-continent-gone = Этого континента больше нет (его тем временем переименовали или удалили).
admin-yes = ✅ Да
admin-no = ❌ Нет
admin-channels =
    📢 <b>Каналы</b>
    Основной канал: { $main }
    Канал с пруфами: { $proof }
    Пруфы покупок: { $posts }
admin-channels-none = не задан
admin-proof-posts-on = публикуются после каждой покупки (анонимно)
admin-proof-posts-off = отключены
admin-channels-edit-main = ✏️ Основной канал
admin-channels-edit-proof = ✏️ Канал с пруфами
admin-proof-turn-on = ✅ Публиковать пруфы покупок
admin-proof-turn-off = ⏸ Остановить пруфы покупок
admin-back-channels = ⬅️ Каналы
admin-channel-prompt-main = Отправьте ссылку на основной канал (<code>https://t.me/…</code> или <code>@канал</code>) или <code>-</code>, чтобы удалить её.
admin-channel-prompt-proof = Отправьте ссылку на канал с пруфами (<code>https://t.me/…</code> или <code>@канал</code>) или <code>-</code>, чтобы удалить её.
admin-channel-invalid = ❌ Неверная ссылка: https://t.me/… или @канал
admin-channel-saved = ✅ Ссылка сохранена.
admin-proof-no-channel = ❌ Сначала укажите канал с пруфами.
admin-proof-not-addressable = ❌ По ссылке-приглашению бот не сможет публиковать: укажите публичное имя канала (@канал).
admin-proof-not-found = ❌ Telegram не находит этот канал, или бот не состоит в нём. Добавьте @{ $bot } в канал и попробуйте снова.
admin-proof-cannot-post = ❌ Бот не может публиковать в этом канале: назначьте @{ $bot } администратором с правом публикации сообщений и попробуйте снова.
proof-post =
    ✅ <b>Новая покупка</b>
    📱 { $quantity } { $quantity ->
        [one] номер
        [few] номера
       *[many] номеров
    } — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 Отправьте сообщение для рассылки клиентам.
    Допускается форматирование Telegram: &lt;b&gt;жирный&lt;/b&gt;, &lt;i&gt;курсив&lt;/i&gt;, &lt;a href="https://…"&gt;ссылка&lt;/a&gt;.
broadcast-cancelled = Рассылка отменена.
broadcast-empty = Сообщение пустое: отправьте текст рассылки.
broadcast-too-long = Сообщение слишком длинное: { $length } { $length ->
        [one] символ
        [few] символа
       *[many] символов
    }, максимум 4096.
broadcast-confirm =
    👆 Так клиенты увидят сообщение.
    👥 Аудитория: <b>{ $audience }</b>
    📨 Получатели: <b>{ $count }</b>
broadcast-audience-all = Все клиенты
broadcast-audience-buyers = Покупатели
broadcast-audience-depositors = Пополнявшие баланс
broadcast-audience-inactive = Неактивны { $days } { $days ->
        [one] день
        [few] дня
       *[many] дней
    }
broadcast-language-any = 🌐 Все языки
broadcast-language-choose = Язык клиентов, которым отправить:
broadcast-send-button = ✅ Отправить { $count }
broadcast-no-recipients = В этой аудитории нет клиентов: отправлять некому.
broadcast-expired = Предпросмотр устарел или уже отправлен: начните заново с /broadcast.
broadcast-queued = ⏳ Рассылка #{ $id } ({ $audience }) в очереди: вы получите уведомление о начале и завершении.
broadcast-paid-button = ⚡ Платная рассылка · { $cost } ⭐
broadcast-paid-note = ⚡ Доступна платная рассылка: до { $rate } сообщений в секунду; Telegram списывает { $price } ⭐ за сообщение с баланса звёзд бота, всего { $cost } ⭐.
broadcast-paid-short = ⭐ Недостаточно звёзд: платная рассылка стоит { $cost } ⭐, а у бота { $balance }. Пополните баланс бота или отправьте бесплатно.
broadcast-in-progress = 📣 Рассылка #{ $id } идёт: { $count } { $count ->
        [one] получатель
        [few] получателя
       *[many] получателей
    }.
broadcast-done = ✅ Рассылка #{ $id } завершена: отправлено { $sent }/{ $total }.
broadcast-schedule-button = 🗓 Запланировать
broadcast-schedule-prompt =
    🗓 Когда отправить эту рассылку? Введите дату и время по Парижу, например:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ Дата и время не распознаны (или не существуют). Введите, например, <code>{ $example }</code> или <code>{ $exampleYear }</code>, время парижское.
broadcast-schedule-past = ❌ { $time } уже прошло: введите будущие дату и время, например <code>{ $example }</code>.
broadcast-schedule-done =
    🗓 Рассылка #{ $id } запланирована на { $time }.
    👥 Аудитория: <b>{ $audience }</b>
    📨 Получателей сейчас: <b>{ $count }</b> (пересчитаются при старте)
    Вы получите уведомление о начале и окончании; в «Запланированные» её можно отменить до старта.
broadcast-scheduled-button = 🗓 Запланированные
broadcast-scheduled-list = 🗓 Запланированные рассылки, ещё не начатые:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    «{ $excerpt }»
broadcast-scheduled-none = 🗓 Нет запланированных рассылок.
broadcast-audience-more-filters = + фильтры
broadcast-new-button = 📣 Новая рассылка
broadcast-unschedule-button = ✖️ Отменить #{ $id }
broadcast-unschedule-confirm =
    Отменить рассылку #{ $id }, запланированную на { $time }?
    👥 { $audience }
    «{ $excerpt }»
    Она не будет отправлена.
broadcast-unschedule-yes = ✅ Да, отменить
broadcast-unscheduled = ✖️ Рассылка #{ $id } отменена: она не будет отправлена.
broadcast-unschedule-gone = Рассылка #{ $id } больше не запланирована: уже отменена или уже начата.
# --- Mini App shop ---
menu-open-shop = 🛍️ Открыть магазин
# --- reports ---
reports-menu =
    📊 <b>Отчёты</b>
    Период: { $period }
    Выберите отчёт:
reports-period-today = Сегодня
reports-period-7d = 7 дней
reports-period-30d = 30 дней
reports-sales = 📈 Общие продажи
reports-top-users = 🏆 Лучшие клиенты
reports-by-category = 🗂 По категориям
reports-by-country = 🌍 По странам
reports-deposits = 💰 Пополнения
reports-back = ⬅️ Отчёты
reports-back-panel = ⬅️ Панель администратора
report-sales-text =
    📈 <b>Продажи — { $period }</b>
    💶 Выручка: <b>{ $revenue }</b> ({ $revenueChange }, ранее: { $revenuePrevious })
    🧾 Заказы: { $orders } ({ $ordersChange }) · средний чек { $basket }
    🔢 Продано номеров: { $sold }
    🔁 Транзакций в день: { $perDay }
    📅 Сегодня { $today } · неделя { $week } · месяц { $month }
    📦 Склад: { $available } { $available ->
        [one] доступен
        [few] доступно
       *[many] доступно
    } из { $inStock } · оценочная стоимость { $value }
report-sales-discount = 🏷 Скидки по акциям: { $discount } ({ $change }) в { $orders } { $orders ->
        [one] заказе
        [few] заказах
       *[many] заказах
    }
report-top-users-title = 🏆 <b>Лучшие клиенты — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · заказов: { $orders } · был { $last }
report-more-users = … и ещё { $count } { $count ->
        [one] пользователь
        [few] пользователя
       *[many] пользователей
    }
report-category-title = 🗂 <b>Продажи по категориям — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>Продажи по странам — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … и ещё { $count }
report-unknown = Неизвестно
report-empty = Нет данных за этот период.
report-deposits-text =
    💰 <b>Пополнения — { $period }</b>
    Всего: <b>{ $total }</b> ({ $change }) · пополнений: { $count }
    Среднее пополнение: { $average }
    Пополнили баланс: { $depositors } из { $registered } { $registered ->
        [one] зарегистрированного
        [few] зарегистрированных
       *[many] зарегистрированных
    } ({ $rate })
report-deposit-methods = <b>По способам</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>Последние пополнения</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ Ошибка при формировании отчёта
report-error-sales = ❌ Ошибка при формировании отчёта о продажах
report-error-top-users = ❌ Ошибка при формировании отчёта о лучших клиентах
report-error-category = ❌ Ошибка при формировании отчёта по категориям
report-error-country = ❌ Ошибка при формировании отчёта по странам
report-error-deposits = ❌ Ошибка при формировании отчёта о пополнениях

# --- referrals ---
balance-referrals = 👥 Рефералы
referral-view =
    👥 <b>Реферальная программа</b>

    Приглашайте друзей по своей ссылке: с их первого пополнения вы получаете { $share } суммы на баланс.

    🔗 { $link }

    👤 Приглашено: <b>{ $referred }</b> · с пополнением: <b>{ $rewarded }</b>
    💶 Заработано: <b>{ $earned }</b>
referral-share-button = 📤 Поделиться ссылкой
referral-share-text = Покупайте списки номеров здесь:
referral-back-balance = 💰 Баланс
referral-own-link = ℹ️ Это ваша собственная реферальная ссылка: поделитесь ею с друзьями.
referral-already-customer = ℹ️ Вы уже клиент: реферальная ссылка действует только для новых клиентов.
referral-reward-notice =
    🎉 <b>Реферал: +{ $amount }</b>
    Приглашённый вами клиент только что сделал первое пополнение.
    💰 Новый баланс: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ Код { $code } не использован: уже действует более выгодная акция.
promo-code-button = 🎟 Промокод
promo-code-without = ➡️ Продолжить без кода
promo-code-prompt = 🎟 Введите промокод:
promo-error-unknown = ❌ Неизвестный промокод.
promo-error-expired = ⌛ Срок действия промокода истёк.
promo-error-used-up = ❌ Лимит использований промокода исчерпан.
promo-error-limit = ❌ Вы уже использовали этот промокод максимальное число раз.
promo-error-not-applicable = ❌ Этот промокод не действует для этого заказа.
promo-error-too-many = ⏳ Слишком много неверных промокодов: попробуйте снова через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[many] минут
    }.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = Европа
continent-africa = Африка
continent-asia = Азия
continent-america = Америка
continent-north-america = Северная Америка
continent-south-america = Южная Америка
continent-oceania = Океания
continent-middle-east = Ближний Восток
continent-antarctica = Антарктида
topup-manual-how-to-pay = 📋 <b>Как оплатить</b> (укажите заявку № { $id } при оплате):
topup-choose-none =
    ➕ <b>Пополнить баланс</b>
    Сейчас нет доступных способов оплаты: используйте подарочную карту или напишите в поддержку.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>Пополнить баланс</b>
    Оплатите звёздами Telegram или выберите криптовалюту для оплаты:
topup-choose-stars =
    ➕ <b>Пополнить баланс</b>
    Оплатите звёздами Telegram или используйте подарочную карту:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: 1 звезда = { $value }.
    Выберите сумму или введите число звёзд (от { $minimum } до { $maximum }). Сумма в евро округляется вниз до цента.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ Введите целое число звёзд, от { $minimum } до { $maximum }.
topup-stars-already = ℹ️ Это пополнение уже начато: оплатите счёт выше.
topup-stars-unavailable = ⚠️ Оплата звёздами Telegram сейчас недоступна.
topup-stars-invoice-title = Пополнение на { $amount }
topup-stars-invoice-description = { $stars } { $stars ->
        [one] звезда
        [few] звезды
        [many] звёзд
       *[other] звезды
    } за { $amount } на ваш баланс (пополнение № { $id }).
topup-stars-invoice-label = Баланс +{ $amount }
stars-refused-unknown = Этот счёт не относится ни к одному пополнению: начните заново в разделе Баланс → Пополнить.
stars-refused-closed = Это пополнение больше не открыто: начните заново в разделе Баланс → Пополнить.
stars-refused-mismatch = Этот счёт не совпадает с вашим пополнением: начните заново в разделе Баланс → Пополнить.

## /paysupport and /terms (decision 0137)
terms-none = 📄 Магазин пока не опубликовал свои условия.

## Reviews
review-ask =
    ⭐ <b>Ваш отзыв о заказе № { $order }</b>
    📱 { $quantity } { $quantity ->
        [one] номер
        [few] номера
       *[many] номеров
    } — { $operator } { $flag }

    Как вам эти номера? Оцените их от 1 до 5:
review-rated = ⭐ Спасибо! Ваша оценка заказа № { $order }: { $rating }
review-comment-ask = Можете добавить комментарий: напишите его одним сообщением (не более { $max } символов) или нажмите «Пропустить».
review-skip = ⏭️ Пропустить
review-saved = ✅ Спасибо, ваш отзыв сохранён. Изменить его можно до { $until } в разделе 📜 История.
review-locked = ⏳ Этот отзыв больше нельзя изменить: отзыв можно редактировать 7 дней.
review-order-not-found = ❌ Заказ не найден.
review-comment-too-long = ❌ Слишком длинный комментарий: не более { $max } символов. Напишите короче или нажмите «Пропустить».
review-rate-first = ⭐ Сначала выберите оценку от 1 до 5.
review-current = Ваша оценка: { $rating } — можно изменить до { $until }.
review-current-locked = Ваша оценка: { $rating } (изменить нельзя с { $until }).
history-review = ⭐ Отзыв № { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } { $count ->
        [one] отзыв
        [few] отзыва
       *[many] отзывов
    }
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>Последние отзывы</b>
review-proof-post =
    ⭐ <b>Новый отзыв</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>Возврат: +{ $amount }</b>
    🧾 Заказ № { $order }: возвращены деньги за { $quantity } { $quantity ->
        [one] номер
        [few] номера
       *[many] номеров
    }
    📝 Причина: { $reason }
    💰 Новый баланс: <b>{ $balance }</b>
refund-reason-dead = Неактивные номера
refund-reason-duplicate = Дубликаты
refund-reason-wrong_target = Не та страна или оператор
refund-reason-other = Другая причина
admin-refund-open = ↩️ Вернуть деньги за номера
admin-refund-prompt = Отправьте номер заказа для возврата, например: <code>1234</code>
admin-refund-order-unknown = Заказ № { $order } не найден. Отправьте другой номер заказа.
admin-refund-order =
    ↩️ <b>Заказ № { $order }</b> — { $customer }
    📦 Номеров: { $quantity } — оплачено { $cost }
    ↩️ Уже возвращено: { $refunded }
    🔢 Осталось вернуть: { $left }
admin-refund-nothing-left = ✅ Деньги за этот заказ уже возвращены полностью.
admin-refund-whole = Весь заказ ({ $amount })
admin-refund-some = Часть номеров
admin-refund-count-prompt = За сколько номеров вернуть деньги? Отправьте число от 1 до { $left }.
admin-refund-count-invalid = Неверное число: отправьте число от 1 до { $left }.
admin-refund-reason = Какова причина возврата?
admin-refund-confirm =
    ↩️ <b>Подтвердите возврат</b>
    🧾 Заказ № { $order }: { $count } { $count ->
        [one] номер
        [few] номера
       *[many] номеров
    }, <b>{ $amount }</b>
    📝 Причина: { $reason }
    🚫 Стоп-лист: { $suppress }
admin-refund-suppress-yes = номера будут добавлены
admin-refund-suppress-no = нет
admin-refund-suppress-toggle = 🔁 Стоп-лист: да / нет
admin-refund-confirm-button = ✅ Вернуть деньги
admin-refund-done =
    ✅ <b>Возвращено: { $amount }</b> за { $count } { $count ->
        [one] номер
        [few] номера
       *[many] номеров
    } из заказа № { $order }.
    💰 Новый баланс клиента: { $balance }
admin-refund-changed = ⚠️ По этому заказу только что оформили возврат. Вот что от него осталось.
admin-refund-paste = Вставить номера
admin-refund-paste-prompt = Вставьте номера для возврата, по одному в строке или через запятую, в том виде, в каком они были выданы (например, <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ Нет в этом заказе ({ $count }): { $numbers }
admin-refund-paste-again = ❌ Уже возвращены ({ $count }): { $numbers }
admin-refund-paste-retry = Вставьте список ещё раз без этих номеров.
admin-refund-paste-empty = ❌ Ни один номер не распознан. Вставьте номера по одному в строке.
admin-refund-paste-found = 📋 Найдено номеров в заказе: { $count }
admin-refund-paste-lost = ⚠️ Вставленный список больше не хранится (тем временем была нажата другая кнопка). Вставьте его ещё раз.
admin-refund-ticket = 🎫 Обращение № { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ Магазин заблокировал ваш аккаунт: вы больше не можете покупать, пополнять баланс и использовать коды. Обратитесь в поддержку, если считаете, что это ошибка.
error-purchase-rate = ⏳ Ваш аккаунт новый, и число покупок в час ограничено (максимум: { $maximum }). Попробуйте снова через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[many] минут
    }.
error-unpaid-top-ups = ⏳ Слишком много неоплаченных заявок на пополнение за последние 24 часа (максимум: { $maximum }). Оплатите текущее пополнение или попробуйте позже.
stars-refused-blocked = Магазин заблокировал ваш аккаунт: этот платёж отклонён.
admin-permission-customers = Клиенты
admin-panel-blocking = 🚫 Блокировки
admin-blocking =
    🚫 <b>Заблокированные клиенты</b>: { $count }
    { $list }

    Заблокировать: <code>/block @username причина</code>
    Разблокировать: <code>/unblock @username</code>
admin-blocking-none = Заблокированных клиентов нет.
admin-block-format = Неверный формат. Используйте: /block @username причина
admin-unblock-format = Неверный формат. Используйте: /unblock @username
admin-block-done = 🚫 @{ $username } заблокирован. Причина: { $reason }
admin-unblock-done = ✅ @{ $username } разблокирован.
admin-unblock-not-blocked = @{ $username } не был заблокирован.
admin-block-admin = ⛔ Аккаунт администратора нельзя заблокировать.

## Support tickets (issue 28, decision 0139)
command-support = Связаться с поддержкой
help-contact-support = 💬 Связаться с поддержкой
history-problem = ⚠️ Проблема
support-prompt =
    💬 <b>Поддержка</b>
    Напишите сообщение (текст, фото или файл): администратор ответит вам здесь.
support-prompt-order =
    💬 <b>Проблема с заказом № { $order }</b>
    Опишите проблему (текст, фото или файл): администратор ответит вам здесь.
support-opened = ✅ Обращение № { $ticket } открыто. Мы ответим вам здесь.
support-added = ✉️ Сообщение добавлено к обращению № { $ticket }.
support-empty = ❌ Отправьте текст, фото или файл.
support-file-only = 📎 (вложенный файл)
support-reply =
    💬 <b>Поддержка — обращение № { $ticket }</b>
    { $text }
support-closed = 🔒 Обращение № { $ticket } закрыто. Напишите нам, чтобы открыть его снова.
support-auto-closed = 🔒 Обращение № { $ticket } закрыто, так как новых сообщений не было. Напишите нам, чтобы открыть его снова.
paysupport-contact-line = Вы также можете написать { $contact }.
admin-permission-support = Поддержка
admin-support-new =
    🎫 <b>Новое обращение № { $ticket }</b>
    Клиент: { $customer } · язык: { $language }
    Заказ: { $order }

    { $text }

    ↩️ Ответьте на это сообщение, чтобы ответить клиенту.
admin-support-message =
    💬 <b>Обращение № { $ticket }</b> — новое сообщение
    Клиент: { $customer } · язык: { $language }
    Заказ: { $order }

    { $text }

    ↩️ Ответьте на это сообщение, чтобы ответить клиенту.
admin-support-order = № { $order } — { $operator } { $flag }, количество: { $quantity }, { $cost }
admin-support-no-order = нет
admin-support-sent = ✅ Ответ отправлен в обращение № { $ticket }.
