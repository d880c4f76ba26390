# نصوص البوت باللغة العربية. اللغة المرجعية هي الفرنسية: جميع ملفات .ftl تحتوي على المفاتيح والعناصر النائبة نفسها.
# النصوص بصيغة Telegram HTML (parse_mode HTML): <b>، <i>، <code>، <a href>. تصل المبالغ منسّقة مسبقًا حسب اللغة
# ($price و$cost و$balance…)، وتصل الكميات أعدادًا منسّقة.

## اختيار اللغة
language-choose = 🌍 اختر لغتك:
language-saved = ✅ تم حفظ اللغة: العربية.

## الترحيب والقائمة الرئيسية
welcome-default =
    👋 مرحبًا بك في <b>{ $shop }</b>!

    📱 قوائم الأرقام لدينا موثّقة على ثلاث منصات ويب كبرى.
    ⚡ شراء فوري، ويُنشأ الملف تلقائيًا.
    💬 فريق الدعم متاح لمساعدتك.

    💶 السعر: <b>{ $price }</b> للرقم الواحد، بحد أدنى { $minimum } { $minimum ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } ({ $minimumCost }).
menu-prompt = ماذا تودّ أن تفعل؟
menu-shop = 🛒 المتجر
menu-balance = 💰 الرصيد
menu-history = 📜 السجل
menu-help = ❓ المساعدة
menu-channels = 📢 القنوات
menu-language = 🌍 اللغة
menu-main = 🏠 القائمة الرئيسية

## المتجر: القارات والدول والمشغّلون
shop-continents = 🌍 <b>المتجر</b> — اختر قارة:
shop-no-continents = 😕 لا توجد قارات متاحة حاليًا. عُد إلينا قريبًا!
shop-countries = 🌍 <b>{ $continent }</b> — اختر دولة:
shop-no-countries = 😕 لا توجد دول متاحة في هذه القارة حاليًا.
shop-no-operators = 😕 لا يوجد مشغّلون متاحون في هذه الدولة حاليًا.
shop-operators = { $flag } <b>{ $country }</b> — اختر مشغّلًا:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = نفدت الكمية

## الكمية
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 المتوفر: <b>{ $available }</b> { $available ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    }
    💶 سعر الرقم: <b>{ $price }</b>
    🔢 الحد الأدنى: { $minimum } { $minimum ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    }

    اختر الكمية:
quantity-custom = ✏️ كمية أخرى
quantity-prompt = ✏️ اكتب عدد الأرقام الذي تريده (من { $minimum } إلى { $available }):
quantity-cancel = ❌ إلغاء

## التأكيد والشراء
purchase-confirm =
    🧾 <b>أكّد عملية الشراء</b>

    📶 { $operator } — { $flag } { $country }
    🔢 الكمية: <b>{ $quantity }</b> { $quantity ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    }
    💶 سعر الرقم: { $price }
    💳 التكلفة: <b>{ $cost }</b>

    💰 الرصيد الحالي: { $balance }
    💰 الرصيد بعد الشراء: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ تأكيد
purchase-processing = ⏳ جارٍ تنفيذ عملية الشراء وتجهيز ملفك…
purchase-success =
    ✅ <b>تمت عملية الشراء بنجاح!</b>

    🔢 { $quantity } { $quantity ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } — { $operator }، { $flag } { $country }
    💳 المبلغ المدفوع: { $cost }
    💰 الرصيد الجديد: <b>{ $balance }</b>
    🧾 رقم الطلب: { $order }
purchase-file-caption = 📄 { $quantity } { $quantity ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } — { $operator }، { $country } (الطلب رقم { $order })
purchase-file-failed = ⚠️ تعذّر إرسال الملف، لذا إليك أرقامك في رسائل متتالية (عددها { $total }).
purchase-part = 📄 الجزء { $current }/{ $total }
purchase-already-done = ℹ️ تم تنفيذ هذا الطلب مسبقًا (رقم { $order }): لم يُخصم أي مبلغ مرة ثانية.
purchase-cancelled = تم إلغاء عملية الشراء.

## التنقّل
back = ⬅️ رجوع
back-continents = ⬅️ القارات
back-countries = ⬅️ الدول
back-operators = ⬅️ المشغّلون
back-shop = 🛒 المتجر

## الرصيد
balance-view =
    💰 <b>رصيدك: { $balance }</b>

    🛒 إجمالي المشتريات: { $totalPurchases }
    💳 إجمالي الإيداعات: { $totalDeposits }
balance-topup = ➕ شحن الرصيد

## بطاقات الهدايا
topup-gift-card = 🎁 بطاقة هدية
gift-card-prompt = 🎁 اكتب رمز بطاقة الهدية (16 حرفًا، مثلًا ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>تم استخدام بطاقة الهدية: +{ $amount }</b>
    💰 الرصيد الجديد: <b>{ $balance }</b>
gift-card-unknown = ❌ رمز غير معروف. تحقّق منه وحاول مرة أخرى.
gift-card-used = ❌ سبق استخدام بطاقة الهدية هذه.
gift-card-expired = ❌ انتهت صلاحية بطاقة الهدية هذه.
gift-card-disabled = ❌ بطاقة الهدية هذه لم تعد صالحة.
gift-card-too-many = ⏳ رموز خاطئة كثيرة جدًا: حاول مرة أخرى بعد { $minutes } { $minutes ->
        [zero] دقيقة
        [one] دقيقة
        [two] دقيقتين
        [few] دقائق
        [many] دقيقة
       *[other] دقيقة
    }.

## السجل
history-title = 📜 <b>آخر مشترياتك</b>
history-line = { $date } — { $quantity } { $quantity ->
        [zero] رقم،
        [one] رقم،
        [two] رقمان،
        [few] أرقام،
        [many] رقمًا،
       *[other] رقم،
    } { $operator } ({ $flag } { $country }) — { $cost }
history-more = … و{ $count } من عمليات الشراء الأخرى
history-empty = 📭 لم تُجرِ أي عملية شراء حتى الآن.
history-download = 📥 ملف الطلب رقم { $order }
history-download-missing = ❌ الطلب غير موجود.

## المساعدة والقنوات
help-default =
    ❓ <b>المساعدة</b>
channels-title = 📢 <b>قنواتنا</b>
channels-main = 📢 القناة الرئيسية
channels-proof = ✅ قناة الإثباتات
channels-none = 📢 لا توجد قنوات حاليًا.

## حالات الرفض والأخطاء
error-user-not-found = ❌ المستخدم غير موجود. أرسل /start للتسجيل.
error-country-not-found = ❌ الدولة غير موجودة.
error-operator-not-found = ❌ المشغّل غير موجود أو لم يعد متاحًا للبيع.
error-quantity-invalid = ❌ كمية غير صالحة: الحد الأدنى { $minimum } { $minimum ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } (بقيمة { $minimumCost } على الأقل).
error-quantity-number = ❌ أدخل عددًا صالحًا (الحد الأدنى { $minimum }).
error-quantity-too-large = ❌ الحد الأقصى { $maximum } { $maximum ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } لكل طلب.
error-stock = ❌ الكمية المطلوبة غير متوفرة. أقصى كمية متاحة: { $available } { $available ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } (الحد الأدنى { $minimum }).
error-balance =
    ❌ <b>رصيدك غير كافٍ.</b>
    التكلفة: { $cost } — رصيدك: { $balance }.
    اشحن رصيدك للمتابعة.
error-account-deactivated = ⛔ حسابك معطّل. تواصل مع الدعم.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>أكّد عملية الشراء</b>

    📶 { $operator } — { $flag } { $country }
    🔢 الكمية: <b>{ $quantity }</b>
    💳 التكلفة: <b>{ $cost }</b> — رصيدك: { $balance }

    ❌ <b>ينقصك { $missing }.</b>
    ادفعه الآن: يُنفَّذ الطلب فور وصول دفعتك، ويبقى أي فائض في رصيدك.
checkout-pay-stars = ⭐ ادفع { $amount } بـ Stars ({ $stars } ⭐)
checkout-pay-crypto = 🪙 ادفع { $amount } بـ { $crypto }
checkout-stars-invoice-title = طلب: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount } لطلبك المعلّق رقم { $id } (الكمية: { $quantity }). يبقى أي فائض في رصيدك.
checkout-stars-invoice-label = طلب { $amount }
checkout-waiting = ⏳ ينتظر طلبك هذه الدفعة حتى { $time }. فور وصولها يُنفَّذ الطلب وتستلم ملفك.
checkout-cancel-button = ❌ إلغاء الطلب
checkout-cancelled = أُلغي الطلب: لم يُشترَ شيء. أي دفعة تصل رغم ذلك تبقى في رصيدك.
checkout-closed = ℹ️ هذا الطلب لم يعد ينتظر دفعة.
checkout-already = ℹ️ طُلبت هذه الدفعة من قبل: استخدم الدفعة المرسلة أعلاه.
checkout-price-changed = ⚠️ تغيّر السعر منذ عرضه: لم يُطلب شيء. عُد إلى الطلب لترى السعر الجديد.
checkout-not-needed = ℹ️ رصيدك يغطي هذا الطلب الآن: عُد إليه لتأكيده.
checkout-not-placed =
    💳 وصلت دفعتك البالغة { $amount }، لكن تعذّر تنفيذ الطلب: { $reason }.
    💰 يبقى المبلغ في رصيدك: <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 وصلت دفعتك البالغة { $amount } بعد انتهاء مهلة الطلب المعلّق: لم يُشترَ شيء.
    💰 يبقى المبلغ في رصيدك: <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 وصلت دفعتك البالغة { $amount } بعد إلغائك الطلب: لم يُشترَ شيء.
    💰 يبقى المبلغ في رصيدك: <b>{ $balance }</b>.
checkout-reason-stock = لم يعد المخزون كافيًا
checkout-reason-price = تغيّر السعر منذ تأكيدك
checkout-reason-closed = هذا العرض لم يعد معروضًا للبيع
checkout-reason-balance = استُخدم رصيدك في هذه الأثناء
checkout-reason-ordered = طلبت هذا العرض بالفعل في هذه الأثناء
checkout-reason-account = حسابك معطّل
checkout-reason-blocked = حظر المتجر حسابك
checkout-reason-rate = حسابك جديد وعدد المشتريات في الساعة محدود

error-stock-changed = ⚠️ تغيّر المخزون للتو: حاول مرة أخرى.
error-purchase = ❌ حدث خطأ أثناء الشراء. لم يُخصم أي مبلغ؛ تواصل مع الدعم إذا استمرت المشكلة.
error-generic = ❌ حدث خطأ ما. حاول مرة أخرى بعد لحظات.
error-flood = ⏳ أرسلت رسائل كثيرة دفعة واحدة: انتظر بضع ثوانٍ.
error-stale-button = ⌛ هذه القائمة لم تعد محدّثة.

## إشعارات لمشرفي البوت
admin-new-purchase =
    🛒 <b>عملية شراء جديدة</b>
    👤 { $buyer }
    🔢 { $quantity } { $quantity ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } — { $operator }، { $flag } { $country }
    💳 المبلغ: { $cost }
    💰 الرصيد الجديد: { $balance }

## قائمة الأوامر (setMyCommands)
command-start = القائمة الرئيسية
command-shop = شراء أرقام
command-balance = عرض رصيدي
command-history = مشترياتي
command-help = المساعدة
command-language = تغيير اللغة
command-redeem = استخدام بطاقة هدية
command-referral = رابط الإحالة الخاص بي
command-paysupport = المدفوعات والاسترداد
command-terms = شروط المتجر

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>شحن الرصيد</b>
    اختر العملة المشفرة التي ستدفع بها:
topup-choose-manual =
    ➕ <b>شحن الرصيد</b>
    الدفع بالعملات المشفرة غير متاح حاليًا: يمكن لمسؤول تأكيد الشحن يدويًا، أو استخدم بطاقة هدية.
topup-manual = 🧾 الشحن عبر مسؤول
topup-manual-coin = شحن يدوي
topup-amount-prompt = 💶 <b>{ $crypto }</b>: اختر مبلغًا أو اكتبه (الحد الأدنى { $minimum }).
topup-already = ℹ️ تم بدء عملية الشحن هذه بالفعل: راجع تفاصيل الدفع أعلاه.
topup-amount-invalid = ❌ يرجى إدخال مبلغ صالح (الحد الأدنى { $minimum }).
topup-amount-too-large = ❌ المبلغ { $amount } يتجاوز الحد الأقصى للإيداع ({ $maximum }): أدخل مبلغًا أصغر.
topup-amount-not-offered = ❌ هذا المبلغ ليس من الخيارات المعروضة: لم يتم إنشاء أي شحن. اضغط أحد الأزرار أو أدخل مبلغًا بين { $minimum } و{ $maximum }.
topup-manual-contact = 📞 التواصل: { $contact }
topup-manual-recorded = 🧾 تم تسجيل طلب الشحن بمبلغ <b>{ $amount }</b> (رقم { $id }). سيضيفه مسؤول إلى رصيدك بعد تأكيد الدفع.
topup-instructions =
    💳 <b>شحن بمبلغ { $amount }</b>

    أرسل بالضبط <code>{ $cryptoAmount }</code> { $crypto } إلى هذا العنوان:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>المذكرة / الوسم: <code>{ $memo }</code></b>
    أضفه مع الدفع، وإلا فلن يمكن إضافته إلى رصيدك.
topup-expires = ⏳ ادفع قبل { $time }.
topup-after = ستصلك رسالة هنا عند اكتشاف الدفع، وأخرى بعد تأكيده.
topup-pay-page = 🌐 فتح صفحة الدفع
topup-unavailable = ⚠️ خدمة الدفع غير متاحة حاليًا. حاول مرة أخرى بعد بضع دقائق.
deposit-detected = 🔎 تم اكتشاف إيداعك بمبلغ <b>{ $amount }</b>. في انتظار التأكيد على البلوكشين.
deposit-confirmed =
    ✅ <b>تم تأكيد الإيداع: +{ $amount }</b>
    💰 الرصيد الجديد: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>اكتمل الإيداع</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 الرصيد الجديد: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ هذا الأمر مخصص للمسؤولين
admin-permission-missing = ⛔ تحتاج إلى صلاحية <b>{ $permission }</b> لهذا.
admin-permission-credits = الرصيد
admin-permission-broadcasts = البث
admin-permission-reports = التقارير
admin-permission-stock = المخزون
admin-permission-catalogue = الكتالوج
admin-permission-settings = الإعدادات
admin-credit-format = صيغة غير صالحة. الاستخدام: ‎@اسم_المستخدم المبلغ
admin-credit-positive = يجب أن يكون المبلغ أكبر من 0
admin-credit-user-not-found = المستخدم ‎@{ $username } غير موجود
admin-credit-insufficient = ❌ لدى ‎@{ $username } ‏{ $balance } فقط: لم يُخصم شيء.
admin-credit-added = ✅ أُضيف { $amount } إلى ‎@{ $username }. الرصيد الجديد: { $balance }
admin-credit-removed = ✅ خُصم { $amount } من ‎@{ $username }. الرصيد الجديد: { $balance }
credit-added-notice =
    💰 أضاف أحد المسؤولين <b>{ $amount }</b> إلى رصيدك.
    الرصيد الجديد: <b>{ $balance }</b>
credit-removed-notice =
    💰 خصم أحد المسؤولين <b>{ $amount }</b> من رصيدك.
    الرصيد الجديد: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>مخزون منخفض</b>: { $operator }، { $flag } { $country }
    تبقّى { $available } { $available ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } فقط، وهو أقل من الحد الأدنى للطلب ({ $minimum }).
admin-webhook-disabled = ⚠️ <b>تم تعطيل الويب هوك</b>: فشلت كل عمليات الإرسال إلى { $url } لمدة ثلاثة أيام. أعد تفعيله من لوحة الإدارة (الإعدادات ← Webhooks) بعد إصلاحه.
admin-panel =
    🛠 <b>لوحة الإدارة</b>
    صلاحياتك: { $permissions }
admin-panel-no-permission = لا شيء (اطلبها من المسؤول الرئيسي)
admin-panel-reports = 📊 التقارير
admin-panel-broadcast = 📣 البث
admin-panel-credits = 💰 الرصيد
admin-panel-continents = 🌍 القارات
admin-panel-channels = 📢 القنوات
admin-panel-refunds = ↩️ المبالغ المستردة
admin-back-panel = ⬅️ لوحة الإدارة
admin-credits =
    💰 <b>الرصيد</b>
    أضف إلى رصيد أحد العملاء أو اخصم منه؛ ويُبلَّغ العميل بلغته.
admin-credits-add = ➕ إضافة
admin-credits-remove = ➖ خصم
admin-credits-prompt-add = أرسل العميل والمبلغ المراد <b>إضافته</b>، مثلًا: <code>‎@اسم_المستخدم 25.50</code>
admin-credits-prompt-remove = أرسل العميل والمبلغ المراد <b>خصمه</b>، مثلًا: <code>‎@اسم_المستخدم 25.50</code>
admin-continents = 🌍 <b>القارات</b> (عدد الدول). اختر قارة لإعادة تسميتها أو حذفها.
admin-continents-none = 🌍 لا توجد قارات بعد: أضفها من لوحة التحكم الخلفية.
admin-back-continents = ⬅️ القارات
admin-continent =
    🌍 <b>{ $name }</b>
    الدول: { $countries }
    الأرقام المعروضة للبيع: { $available }
admin-continent-rename = ✏️ إعادة التسمية
admin-continent-delete = 🗑 حذف
admin-continent-rename-prompt = أرسل الاسم الجديد لـ <b>{ $name }</b>.
admin-continent-renamed = ✅ أُعيدت تسمية القارة <b>{ $from }</b> إلى <b>{ $to }</b>.
admin-continent-exists = ❌ القارة <b>{ $name }</b> موجودة بالفعل: اختر اسمًا آخر.
admin-continent-invalid-name = ❌ اسم غير صالح: من 1 إلى 50 حرفًا.
admin-continent-delete-confirm = هل تريد حذف القارة <b>{ $name }</b>؟
admin-continent-deleted = ✅ حُذفت القارة <b>{ $name }</b>.
admin-continent-not-empty = ❌ لا يمكن حذف <b>{ $name }</b>: لا تزال تضم { $countries } { $countries ->
        [zero] دولة
        [one] دولة
        [two] دولتين
        [few] دول
        [many] دولة
       *[other] دولة
    }.
admin-continent-gone = هذه القارة لم تعد موجودة (أُعيدت تسميتها أو حُذفت في هذه الأثناء).
admin-yes = ✅ نعم
admin-no = ❌ لا
admin-channels =
    📢 <b>القنوات</b>
    القناة الرئيسية: { $main }
    قناة الإثباتات: { $proof }
    إثباتات الشراء: { $posts }
admin-channels-none = غير محددة
admin-proof-posts-on = تُنشر بعد كل عملية شراء (دون كشف الهوية)
admin-proof-posts-off = معطّلة
admin-channels-edit-main = ✏️ القناة الرئيسية
admin-channels-edit-proof = ✏️ قناة الإثباتات
admin-proof-turn-on = ✅ نشر إثباتات الشراء
admin-proof-turn-off = ⏸ إيقاف إثباتات الشراء
admin-back-channels = ⬅️ القنوات
admin-channel-prompt-main = أرسل رابط القناة الرئيسية (<code>https://t.me/…</code> أو <code>‎@القناة</code>)، أو <code>-</code> لحذفه.
admin-channel-prompt-proof = أرسل رابط قناة الإثباتات (<code>https://t.me/…</code> أو <code>‎@القناة</code>)، أو <code>-</code> لحذفه.
admin-channel-invalid = ❌ رابط غير صالح: https://t.me/… أو ‎@القناة
admin-channel-saved = ✅ حُفظ الرابط.
admin-proof-no-channel = ❌ حدّد قناة الإثباتات أولًا.
admin-proof-not-addressable = ❌ لا يستطيع البوت النشر عبر رابط دعوة: أدخل الاسم العام للقناة (‎@القناة).
admin-proof-not-found = ❌ لا يعثر Telegram على هذه القناة، أو أن البوت ليس عضوًا فيها. أضف ‎@{ $bot } إلى القناة، ثم أعد المحاولة.
admin-proof-cannot-post = ❌ لا يستطيع البوت النشر في هذه القناة: اجعل ‎@{ $bot } مسؤولًا لديه صلاحية النشر، ثم أعد المحاولة.
proof-post =
    ✅ <b>عملية شراء جديدة</b>
    📱 { $quantity } { $quantity ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } — { $operator }، { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 أرسل الرسالة التي تريد بثها إلى عملائك.
    تنسيق Telegram مقبول: &lt;b&gt;عريض&lt;/b&gt;، &lt;i&gt;مائل&lt;/i&gt;، &lt;a href="https://…"&gt;رابط&lt;/a&gt;.
broadcast-cancelled = تم إلغاء البث.
broadcast-empty = الرسالة فارغة: أرسل نص البث.
broadcast-too-long = الرسالة طويلة جدًا: { $length } { $length ->
        [zero] حرف
        [one] حرف
        [two] حرفان
        [few] أحرف
        [many] حرفًا
       *[other] حرف
    }، والحد الأقصى 4096.
broadcast-confirm =
    👆 معاينة الرسالة كما سيستلمها عملاؤك.
    👥 الجمهور: <b>{ $audience }</b>
    📨 المستلمون: <b>{ $count }</b>
broadcast-audience-all = جميع العملاء
broadcast-audience-buyers = المشترون
broadcast-audience-depositors = المودِعون
broadcast-audience-inactive = غير نشطين منذ { $days } { $days ->
        [zero] يوم
        [one] يوم
        [two] يومين
        [few] أيام
        [many] يومًا
       *[other] يوم
    }
broadcast-language-any = 🌐 كل اللغات
broadcast-language-choose = لغة العملاء المستهدفين:
broadcast-send-button = ✅ إرسال إلى { $count }
broadcast-no-recipients = لا يوجد عملاء في هذا الجمهور: لا شيء لإرساله.
broadcast-expired = انتهت صلاحية هذه المعاينة أو أُرسلت بالفعل: ابدأ من جديد بـ /broadcast.
broadcast-queued = ⏳ البث #{ $id } ({ $audience }) في قائمة الانتظار: سيتم إعلامك عند البدء والانتهاء.
broadcast-paid-button = ⚡ إرسال مدفوع · { $cost } ⭐
broadcast-paid-note = ⚡ الإرسال المدفوع متاح: حتى { $rate } رسالة في الثانية؛ يقتطع Telegram ‏{ $price } ⭐ عن كل رسالة من رصيد نجوم البوت، أي { $cost } ⭐ إجمالًا.
broadcast-paid-short = ⭐ النجوم غير كافية: الإرسال المدفوع يكلّف { $cost } ⭐ ورصيد البوت { $balance }. اشحن رصيد البوت أو أرسل مجانًا.
broadcast-in-progress = 📣 البث #{ $id } جارٍ: { $count } { $count ->
        [zero] مستلم
        [one] مستلم
        [two] مستلمَين
        [few] مستلمين
        [many] مستلمًا
       *[other] مستلم
    }.
broadcast-done = ✅ اكتمل البث #{ $id }: أُرسل { $sent }/{ $total }.
broadcast-schedule-button = 🗓 جدولة
broadcast-schedule-prompt =
    🗓 متى تُرسل هذه الرسالة الجماعية؟ اكتب التاريخ والوقت بتوقيت باريس، مثلًا:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ لم يُفهم التاريخ والوقت (أو أنهما غير موجودين). اكتب مثلًا <code>{ $example }</code> أو <code>{ $exampleYear }</code> بتوقيت باريس.
broadcast-schedule-past = ❌ { $time } قد مضى: اكتب تاريخًا ووقتًا قادمين، مثلًا <code>{ $example }</code>.
broadcast-schedule-done =
    🗓 جُدولت الرسالة الجماعية #{ $id } في { $time }.
    👥 الجمهور: <b>{ $audience }</b>
    📨 المستلمون حاليًا: <b>{ $count }</b> (يُعاد عدّهم عند البدء)
    ستُبلَّغ عند البدء وعند الانتهاء؛ ويمكنك إلغاؤها حتى ذلك الحين من «المجدولة».
broadcast-scheduled-button = 🗓 المجدولة
broadcast-scheduled-list = 🗓 الرسائل الجماعية المجدولة التي لم تبدأ بعد:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    «{ $excerpt }»
broadcast-scheduled-none = 🗓 لا توجد رسائل جماعية مجدولة.
broadcast-audience-more-filters = + عوامل تصفية
broadcast-new-button = 📣 رسالة جماعية جديدة
broadcast-unschedule-button = ✖️ إلغاء #{ $id }
broadcast-unschedule-confirm =
    إلغاء الرسالة الجماعية #{ $id } المقررة في { $time }؟
    👥 { $audience }
    «{ $excerpt }»
    لن تُرسل.
broadcast-unschedule-yes = ✅ نعم، ألغها
broadcast-unscheduled = ✖️ أُلغيت الرسالة الجماعية #{ $id }: لن تُرسل.
broadcast-unschedule-gone = الرسالة الجماعية #{ $id } لم تعد مجدولة: أُلغيت أو بدأت بالفعل.
# --- Mini App shop ---
menu-open-shop = 🛍️ افتح المتجر
# --- reports ---
reports-menu =
    📊 <b>التقارير</b>
    الفترة: { $period }
    اختر تقريرًا:
reports-period-today = اليوم
reports-period-7d = 7 أيام
reports-period-30d = 30 يومًا
reports-sales = 📈 المبيعات الإجمالية
reports-top-users = 🏆 أفضل العملاء
reports-by-category = 🗂 حسب الفئة
reports-by-country = 🌍 حسب البلد
reports-deposits = 💰 الإيداعات
reports-back = ⬅️ التقارير
reports-back-panel = ⬅️ لوحة الإدارة
report-sales-text =
    📈 <b>المبيعات — { $period }</b>
    💶 الإيرادات: <b>{ $revenue }</b> ({ $revenueChange }، سابقًا: { $revenuePrevious })
    🧾 الطلبات: { $orders } ({ $ordersChange }) · متوسط السلة { $basket }
    🔢 الأرقام المباعة: { $sold }
    🔁 المعاملات يوميًا: { $perDay }
    📅 اليوم { $today } · الأسبوع { $week } · الشهر { $month }
    📦 المخزون: { $available } متاح من { $inStock } · القيمة التقديرية { $value }
report-sales-discount = 🏷 خصومات العروض: { $discount } ({ $change }) على { $orders } { $orders ->
        [zero] طلب
        [one] طلب
        [two] طلبين
        [few] طلبات
        [many] طلبًا
       *[other] طلب
    }
report-top-users-title = 🏆 <b>أفضل العملاء — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · { $orders } { $orders ->
        [zero] طلب
        [one] طلب
        [two] طلبين
        [few] طلبات
        [many] طلبًا
       *[other] طلب
    } · آخر نشاط { $last }
report-more-users = … و{ $count } { $count ->
        [zero] مستخدم آخر
        [one] مستخدم آخر
        [two] مستخدمَين آخرَين
        [few] مستخدمين آخرين
        [many] مستخدمًا آخر
       *[other] مستخدم آخر
    }
report-category-title = 🗂 <b>المبيعات حسب الفئة — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>المبيعات حسب البلد — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … و{ $count } أخرى
report-unknown = غير معروف
report-empty = لا توجد بيانات لهذه الفترة.
report-deposits-text =
    💰 <b>الإيداعات — { $period }</b>
    الإجمالي: <b>{ $total }</b> ({ $change }) · { $count } { $count ->
        [zero] إيداع
        [one] إيداع
        [two] إيداعان
        [few] إيداعات
        [many] إيداعًا
       *[other] إيداع
    }
    متوسط الإيداع: { $average }
    العملاء الذين أودعوا: { $depositors } من { $registered } { $registered ->
        [zero] مسجل
        [one] مسجل
        [two] مسجلَين
        [few] مسجلين
        [many] مسجلًا
       *[other] مسجل
    } ({ $rate })
report-deposit-methods = <b>حسب الطريقة</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>آخر الإيداعات</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ خطأ أثناء إنشاء التقرير
report-error-sales = ❌ خطأ أثناء إنشاء تقرير المبيعات
report-error-top-users = ❌ خطأ أثناء إنشاء تقرير أفضل العملاء
report-error-category = ❌ خطأ أثناء إنشاء التقرير حسب الفئة
report-error-country = ❌ خطأ أثناء إنشاء التقرير حسب البلد
report-error-deposits = ❌ خطأ أثناء إنشاء تقرير الإيداعات

# --- referrals ---
balance-referrals = 👥 الإحالات
referral-view =
    👥 <b>برنامج الإحالة</b>

    ادعُ أصدقاءك برابطك: عند أول إيداع لهم تحصل على { $share } من المبلغ في رصيدك.

    🔗 { $link }

    👤 المُحالون: <b>{ $referred }</b> · أودعوا: <b>{ $rewarded }</b>
    💶 الأرباح: <b>{ $earned }</b>
referral-share-button = 📤 شارك رابطي
referral-share-text = اشترِ قوائم الأرقام من هنا:
referral-back-balance = 💰 الرصيد
referral-own-link = ℹ️ هذا رابط الإحالة الخاص بك: شاركه مع أصدقائك.
referral-already-customer = ℹ️ أنت عميل بالفعل: رابط الإحالة يُحتسب للعملاء الجدد فقط.
referral-reward-notice =
    🎉 <b>إحالة: ‎+{ $amount }</b>
    قام عميل أحلته للتو بأول إيداع له.
    💰 الرصيد الجديد: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> ← <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ لم يُستخدم الرمز { $code }: يُطبَّق عرض أفضل بالفعل.
promo-code-button = 🎟 رمز ترويجي
promo-code-without = ➡️ المتابعة بدون رمز
promo-code-prompt = 🎟 اكتب رمزك الترويجي:
promo-error-unknown = ❌ رمز ترويجي غير معروف.
promo-error-expired = ⌛ انتهت صلاحية هذا الرمز الترويجي.
promo-error-used-up = ❌ نفدت استخدامات هذا الرمز الترويجي.
promo-error-limit = ❌ لقد استخدمت هذا الرمز الترويجي بالعدد المسموح به.
promo-error-not-applicable = ❌ هذا الرمز الترويجي لا ينطبق على هذا الطلب.
promo-error-too-many = ⏳ رموز ترويجية خاطئة كثيرة جدًا: حاول مرة أخرى بعد { $minutes } { $minutes ->
        [zero] دقيقة
        [one] دقيقة
        [two] دقيقتين
        [few] دقائق
        [many] دقيقة
       *[other] دقيقة
    }.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = أوروبا
continent-africa = أفريقيا
continent-asia = آسيا
continent-america = الأمريكتان
continent-north-america = أمريكا الشمالية
continent-south-america = أمريكا الجنوبية
continent-oceania = أوقيانوسيا
continent-middle-east = الشرق الأوسط
continent-antarctica = القارة القطبية الجنوبية
topup-manual-how-to-pay = 📋 <b>طريقة الدفع</b> (اذكر رقم الطلب { $id } مع دفعتك):
topup-choose-none =
    ➕ <b>شحن رصيدك</b>
    لا توجد وسيلة دفع متاحة حاليًا: استخدم بطاقة هدية أو راسل الدعم.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>شحن رصيدك</b>
    ادفع بنجوم Telegram أو اختر العملة المشفرة التي ستدفع بها:
topup-choose-stars =
    ➕ <b>شحن رصيدك</b>
    ادفع بنجوم Telegram أو استخدم بطاقة هدية:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: النجمة الواحدة = { $value }.
    اختر مبلغًا أو اكتب عدد النجوم (من { $minimum } إلى { $maximum }). يُقرَّب المبلغ باليورو إلى السنت الأدنى.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ اكتب عددًا صحيحًا من النجوم، من { $minimum } إلى { $maximum }.
topup-stars-already = ℹ️ بدأ هذا الشحن بالفعل: ادفع الفاتورة أعلاه.
topup-stars-unavailable = ⚠️ الدفع بنجوم Telegram غير متاح حاليًا.
topup-stars-invoice-title = شحن بقيمة { $amount }
topup-stars-invoice-description = { $stars ->
        [zero] { $stars } نجمة
        [one] نجمة واحدة ({ $stars })
        [two] نجمتان ({ $stars })
        [few] { $stars } نجوم
        [many] { $stars } نجمة
       *[other] { $stars } نجمة
    } مقابل { $amount } في رصيدك (الشحن رقم { $id }).
topup-stars-invoice-label = الرصيد +{ $amount }
stars-refused-unknown = هذه الفاتورة لا تخص أي شحن: ابدأ من جديد من الرصيد ← شحن.
stars-refused-closed = هذا الشحن لم يعد مفتوحًا: ابدأ من جديد من الرصيد ← شحن.
stars-refused-mismatch = هذه الفاتورة لا تطابق شحنك: ابدأ من جديد من الرصيد ← شحن.

## /paysupport and /terms (decision 0137)
terms-none = 📄 لم ينشر المتجر شروطه بعد.

## Reviews
review-ask =
    ⭐ <b>تقييمك للطلب رقم { $order }</b>
    📱 { $quantity } { $quantity ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } — { $operator } { $flag }

    كيف كانت هذه الأرقام؟ قيّمها من 1 إلى 5:
review-rated = ⭐ شكرًا لك! تقييمك للطلب رقم { $order }: { $rating }
review-comment-ask = يمكنك إضافة تعليق: اكتبه في رسالة واحدة (بحد أقصى { $max } حرف)، أو اضغط «تخطٍّ».
review-skip = ⏭️ تخطٍّ
review-saved = ✅ شكرًا لك، تم حفظ تقييمك. يمكنك تعديله حتى { $until } من 📜 السجل.
review-locked = ⏳ لم يعد بالإمكان تعديل هذا التقييم: يمكن تعديل التقييم خلال 7 أيام.
review-order-not-found = ❌ الطلب غير موجود.
review-comment-too-long = ❌ التعليق طويل جدًا: بحد أقصى { $max } حرف. اكتبه أقصر، أو اضغط «تخطٍّ».
review-rate-first = ⭐ اختر أولًا تقييمًا من 1 إلى 5.
review-current = تقييمك: { $rating } — يمكنك تعديله حتى { $until }.
review-current-locked = تقييمك: { $rating } (لم يعد قابلًا للتعديل منذ { $until }).
history-review = ⭐ تقييم الطلب { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } { $count ->
        [zero] تقييم
        [one] تقييم
        [two] تقييمان
        [few] تقييمات
        [many] تقييمًا
       *[other] تقييم
    }
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>أحدث التقييمات</b>
review-proof-post =
    ⭐ <b>تقييم جديد</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>استرداد: +{ $amount }</b>
    🧾 الطلب رقم { $order }: تم استرداد ثمن { $quantity } { $quantity ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    }
    📝 السبب: { $reason }
    💰 الرصيد الجديد: <b>{ $balance }</b>
refund-reason-dead = أرقام معطلة
refund-reason-duplicate = أرقام مكررة
refund-reason-wrong_target = دولة أو مشغل خاطئ
refund-reason-other = سبب آخر
admin-refund-open = ↩️ استرداد ثمن أرقام
admin-refund-prompt = أرسل رقم الطلب المراد استرداد ثمنه، مثلًا: <code>1234</code>
admin-refund-order-unknown = لم يُعثر على الطلب رقم { $order }. أرسل رقم طلب آخر.
admin-refund-order =
    ↩️ <b>الطلب رقم { $order }</b> — { $customer }
    📦 عدد الأرقام: { $quantity } — المبلغ المدفوع { $cost }
    ↩️ المبلغ المسترد: { $refunded }
    🔢 المتبقي للاسترداد: { $left }
admin-refund-nothing-left = ✅ تم استرداد ثمن هذا الطلب بالكامل.
admin-refund-whole = الطلب كاملًا ({ $amount })
admin-refund-some = جزء من الأرقام
admin-refund-count-prompt = كم رقمًا تريد استرداد ثمنه؟ أرسل عددًا من 1 إلى { $left }.
admin-refund-count-invalid = عدد غير صالح: أرسل عددًا من 1 إلى { $left }.
admin-refund-reason = ما سبب الاسترداد؟
admin-refund-confirm =
    ↩️ <b>أكّد الاسترداد</b>
    🧾 الطلب رقم { $order }: { $count } { $count ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    }، <b>{ $amount }</b>
    📝 السبب: { $reason }
    🚫 قائمة الحظر: { $suppress }
admin-refund-suppress-yes = ستُضاف الأرقام إليها
admin-refund-suppress-no = لا
admin-refund-suppress-toggle = 🔁 قائمة الحظر: نعم / لا
admin-refund-confirm-button = ✅ استرداد
admin-refund-done =
    ✅ <b>تم الاسترداد: { $amount }</b> مقابل { $count } { $count ->
        [zero] رقم
        [one] رقم
        [two] رقمان
        [few] أرقام
        [many] رقمًا
       *[other] رقم
    } من الطلب رقم { $order }.
    💰 الرصيد الجديد للعميل: { $balance }
admin-refund-changed = ⚠️ تم استرداد ثمن هذا الطلب للتو. إليك ما تبقى منه.
admin-refund-paste = لصق الأرقام
admin-refund-paste-prompt = الصق الأرقام المراد استرداد ثمنها، رقمًا في كل سطر أو مفصولة بفواصل، كما سُلّمت (مثلًا <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ ليست في هذا الطلب ({ $count }): { $numbers }
admin-refund-paste-again = ❌ استُرد ثمنها من قبل ({ $count }): { $numbers }
admin-refund-paste-retry = الصق القائمة من جديد بدون هذه الأرقام.
admin-refund-paste-empty = ❌ لم يُتعرّف على أي رقم. الصق الأرقام، رقمًا في كل سطر.
admin-refund-paste-found = 📋 الأرقام الموجودة في الطلب: { $count }
admin-refund-paste-lost = ⚠️ لم تعد القائمة الملصقة محفوظة (استُخدم زر آخر في الأثناء). الصقها من جديد.
admin-refund-ticket = 🎫 التذكرة رقم { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ حظر المتجر حسابك: لم يعد بإمكانك الشراء أو الشحن أو استخدام الرموز. تواصل مع الدعم إذا كنت تعتقد أن هذا خطأ.
error-purchase-rate = ⏳ حسابك جديد وعدد المشتريات في الساعة محدود (الحد الأقصى: { $maximum }). حاول مرة أخرى بعد { $minutes } { $minutes ->
        [zero] دقيقة
        [one] دقيقة
        [two] دقيقتين
        [few] دقائق
        [many] دقيقة
       *[other] دقيقة
    }.
error-unpaid-top-ups = ⏳ طلبات شحن غير مدفوعة كثيرة جدًا خلال آخر 24 ساعة (الحد الأقصى: { $maximum }). ادفع شحنًا قيد التنفيذ أو حاول لاحقًا.
stars-refused-blocked = حظر المتجر حسابك: هذا الدفع مرفوض.
admin-permission-customers = العملاء
admin-panel-blocking = 🚫 الحظر
admin-blocking =
    🚫 <b>العملاء المحظورون</b>: { $count }
    { $list }

    حظر: <code>/block ‎@اسم_المستخدم السبب</code>
    إلغاء الحظر: <code>/unblock ‎@اسم_المستخدم</code>
admin-blocking-none = لا يوجد عملاء محظورون.
admin-block-format = صيغة غير صالحة. الاستخدام: /block ‎@اسم_المستخدم السبب
admin-unblock-format = صيغة غير صالحة. الاستخدام: /unblock ‎@اسم_المستخدم
admin-block-done = 🚫 تم حظر ‎@{ $username }. السبب: { $reason }
admin-unblock-done = ✅ تم إلغاء حظر ‎@{ $username }.
admin-unblock-not-blocked = ‎@{ $username } لم يكن محظورًا.
admin-block-admin = ⛔ لا يمكن حظر حساب مسؤول.

## Support tickets (issue 28, decision 0139)
command-support = التواصل مع الدعم
help-contact-support = 💬 التواصل مع الدعم
history-problem = ⚠️ مشكلة
support-prompt =
    💬 <b>الدعم</b>
    اكتب رسالتك (نص أو صورة أو ملف): سيرد عليك أحد المسؤولين هنا.
support-prompt-order =
    💬 <b>مشكلة في الطلب رقم { $order }</b>
    صف المشكلة (نص أو صورة أو ملف): سيرد عليك أحد المسؤولين هنا.
support-opened = ✅ تم فتح التذكرة رقم { $ticket }. سنرد عليك هنا.
support-added = ✉️ تمت إضافة الرسالة إلى التذكرة رقم { $ticket }.
support-empty = ❌ أرسل نصًا أو صورة أو ملفًا.
support-file-only = 📎 (ملف مرفق)
support-reply =
    💬 <b>الدعم — التذكرة رقم { $ticket }</b>
    { $text }
support-closed = 🔒 تم إغلاق التذكرة رقم { $ticket }. راسلنا لإعادة فتحها.
support-auto-closed = 🔒 تم إغلاق التذكرة رقم { $ticket } لعدم وصول رسالة جديدة. راسلنا لإعادة فتحها.
paysupport-contact-line = يمكنك أيضًا الكتابة إلى { $contact }.
admin-permission-support = الدعم
admin-support-new =
    🎫 <b>تذكرة جديدة رقم { $ticket }</b>
    العميل: { $customer } · اللغة: { $language }
    الطلب: { $order }

    { $text }

    ↩️ رد على هذه الرسالة للإجابة على العميل.
admin-support-message =
    💬 <b>التذكرة رقم { $ticket }</b> — رسالة جديدة
    العميل: { $customer } · اللغة: { $language }
    الطلب: { $order }

    { $text }

    ↩️ رد على هذه الرسالة للإجابة على العميل.
admin-support-order = رقم { $order } — { $operator } { $flag }، الكمية: { $quantity }، { $cost }
admin-support-no-order = لا يوجد
admin-support-sent = ✅ تم إرسال الرد إلى التذكرة رقم { $ticket }.
