# The bot's texts in English, translated from fr.ftl (the reference language): same keys and placeables.
# Texts are Telegram HTML (parse_mode HTML): <b>, <i>, <code>, <a href>. Amounts arrive already formatted for the
# language ($price, $cost, $balance…); quantities arrive as formatted numbers.

## Language choice
language-choose = 🌍 Choose your language:
language-saved = ✅ Language saved: English.

## Welcome and main menu
welcome-default =
    👋 Welcome to <b>{ $shop }</b>!

    📱 Our phone number lists are verified on three major web platforms.
    ⚡ Instant purchase, file generated automatically.
    💬 Our support team is here to help.

    💶 Price: <b>{ $price }</b> per number, minimum order { $minimum } { $minimum ->
        [one] number
       *[other] numbers
    } ({ $minimumCost }).
menu-prompt = What would you like to do?
menu-shop = 🛒 Shop
menu-balance = 💰 Balance
menu-history = 📜 History
menu-help = ❓ Help
menu-channels = 📢 Channels
menu-language = 🌍 Language
menu-main = 🏠 Main menu

## Shop: continents, countries, carriers
shop-continents = 🌍 <b>Shop</b> — choose a continent:
shop-no-continents = 😕 No continents available right now. Check back soon!
shop-countries = 🌍 <b>{ $continent }</b> — choose a country:
shop-no-countries = 😕 No countries available on this continent right now.
shop-no-operators = 😕 No carriers available in this country right now.
shop-operators = { $flag } <b>{ $country }</b> — choose a carrier:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = sold out

## Quantity
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 Available: <b>{ $available }</b> { $available ->
        [one] number
       *[other] numbers
    }
    💶 Unit price: <b>{ $price }</b>
    🔢 Minimum: { $minimum } { $minimum ->
        [one] number
       *[other] numbers
    }

    Choose a quantity:
quantity-custom = ✏️ Custom quantity
quantity-prompt = ✏️ Type how many numbers you want (from { $minimum } to { $available }):
quantity-cancel = ❌ Cancel

## Confirmation and purchase
purchase-confirm =
    🧾 <b>Confirm your purchase</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Quantity: <b>{ $quantity }</b> { $quantity ->
        [one] number
       *[other] numbers
    }
    💶 Unit price: { $price }
    💳 Total: <b>{ $cost }</b>

    💰 Current balance: { $balance }
    💰 Balance after purchase: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ Confirm
purchase-processing = ⏳ Processing your purchase and preparing your file…
purchase-success =
    ✅ <b>Purchase successful!</b>

    🔢 { $quantity } { $quantity ->
        [one] number
       *[other] numbers
    } — { $operator }, { $flag } { $country }
    💳 Paid: { $cost }
    💰 New balance: <b>{ $balance }</b>
    🧾 Order #{ $order }
purchase-file-caption = 📄 { $quantity } { $quantity ->
        [one] number
       *[other] numbers
    } — { $operator }, { $country } (order #{ $order })
purchase-file-failed = ⚠️ The file couldn't be sent, so here are your numbers in { $total } { $total ->
        [one] message
       *[other] messages
    }.
purchase-part = 📄 Part { $current }/{ $total }
purchase-already-done = ℹ️ This order has already been placed (#{ $order }): you haven't been charged twice.
purchase-cancelled = Purchase cancelled.

## Navigation
back = ⬅️ Back
back-continents = ⬅️ Continents
back-countries = ⬅️ Countries
back-operators = ⬅️ Carriers
back-shop = 🛒 Shop

## Balance
balance-view =
    💰 <b>Your balance: { $balance }</b>

    🛒 Total spent: { $totalPurchases }
    💳 Total deposited: { $totalDeposits }
balance-topup = ➕ Top up

## Gift cards
topup-gift-card = 🎁 Gift card
gift-card-prompt = 🎁 Type your gift card code (16 characters, e.g. ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>Gift card redeemed: +{ $amount }</b>
    💰 New balance: <b>{ $balance }</b>
gift-card-unknown = ❌ Unknown code. Please check it and try again.
gift-card-used = ❌ This gift card has already been used.
gift-card-expired = ❌ This gift card has expired.
gift-card-disabled = ❌ This gift card is no longer valid.
gift-card-too-many = ⏳ Too many wrong codes: please try again in { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }.

## History
history-title = 📜 <b>Your recent purchases</b>
history-line = { $date } — { $quantity } { $quantity ->
        [one] number
       *[other] numbers
    }, { $operator } ({ $flag } { $country }) — { $cost }
history-more = … and { $count } { $count ->
        [one] more purchase
       *[other] more purchases
    }
history-empty = 📭 No purchases yet.
history-download = 📥 File #{ $order }
history-download-missing = ❌ Order not found.

## Help and channels
help-default =
    ❓ <b>Help</b>
channels-title = 📢 <b>Our channels</b>
channels-main = 📢 Main channel
channels-proof = ✅ Proof channel
channels-none = 📢 No channels yet.

## Refusals and errors
error-user-not-found = ❌ User not found. Send /start to sign up.
error-country-not-found = ❌ Country not found.
error-operator-not-found = ❌ Carrier not found or no longer available.
error-quantity-invalid = ❌ Invalid quantity: minimum { $minimum } { $minimum ->
        [one] number
       *[other] numbers
    } ({ $minimumCost } minimum).
error-quantity-number = ❌ Please enter a valid number (minimum { $minimum }).
error-quantity-too-large = ❌ Maximum { $maximum } { $maximum ->
        [one] number
       *[other] numbers
    } per order.
error-stock = ❌ Quantity not available. Maximum available: { $available } { $available ->
        [one] number
       *[other] numbers
    } (minimum { $minimum }).
error-balance =
    ❌ <b>Insufficient balance.</b>
    Cost: { $cost } — your balance: { $balance }.
    Top up your balance to continue.
error-account-deactivated = ⛔ Your account has been deactivated. Please contact support.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>Confirm your purchase</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Quantity: <b>{ $quantity }</b>
    💳 Total: <b>{ $cost }</b> — your balance: { $balance }

    ❌ <b>You are { $missing } short.</b>
    Pay it now: the order is placed as soon as your payment arrives, and anything extra stays on your balance.
checkout-pay-stars = ⭐ Pay { $amount } in Stars ({ $stars } ⭐)
checkout-pay-crypto = 🪙 Pay { $amount } in { $crypto }
checkout-stars-invoice-title = Order: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount } for your pending order no. { $id } (quantity: { $quantity }). Anything extra stays on your balance.
checkout-stars-invoice-label = Order { $amount }
checkout-waiting = ⏳ Your order waits for this payment until { $time }. As soon as it arrives, the order is placed and you receive your file.
checkout-cancel-button = ❌ Cancel the order
checkout-cancelled = Order cancelled: nothing was bought. A payment that still arrives would stay on your balance.
checkout-closed = ℹ️ This order no longer waits for a payment.
checkout-already = ℹ️ This payment was already requested: use the one sent above.
checkout-price-changed = ⚠️ The price changed since it was shown: nothing was requested. Go back to the order to see the new price.
checkout-not-needed = ℹ️ Your balance now covers this order: go back to it to confirm.
checkout-not-placed =
    💳 Your payment of { $amount } arrived, but the order could not be placed: { $reason }.
    💰 The money stays on your balance: <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 Your payment of { $amount } arrived after the pending order expired: nothing was bought.
    💰 The money stays on your balance: <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 Your payment of { $amount } arrived after you cancelled the order: nothing was bought.
    💰 The money stays on your balance: <b>{ $balance }</b>.
checkout-reason-stock = there is no longer enough stock
checkout-reason-price = the price changed since you confirmed
checkout-reason-closed = this offer is no longer on sale
checkout-reason-balance = your balance was spent meanwhile
checkout-reason-ordered = you already ordered this offer meanwhile
checkout-reason-account = your account is deactivated
checkout-reason-blocked = your account has been blocked by the shop
checkout-reason-rate = your account is new and purchases per hour are limited

error-stock-changed = ⚠️ Stock has just changed: please try again.
error-purchase = ❌ Purchase failed. You haven't been charged; contact support if the problem persists.
error-generic = ❌ Something went wrong. Please try again in a moment.
error-flood = ⏳ Too many messages at once: please wait a few seconds.
error-stale-button = ⌛ This menu is out of date.

## Notifications to bot admins
admin-new-purchase =
    🛒 <b>New purchase</b>
    👤 { $buyer }
    🔢 { $quantity } { $quantity ->
        [one] number
       *[other] numbers
    } — { $operator }, { $flag } { $country }
    💳 Amount: { $cost }
    💰 New balance: { $balance }

## Command menu (setMyCommands)
command-start = Main menu
command-shop = Buy numbers
command-balance = Check my balance
command-history = My purchases
command-help = Help
command-language = Change language
command-redeem = Redeem a gift card
command-referral = My referral link
command-paysupport = Payments and refunds
command-terms = Shop terms

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>Top up your balance</b>
    Choose the cryptocurrency you will pay with:
topup-choose-manual =
    ➕ <b>Top up your balance</b>
    Crypto payment is not available right now: an admin can confirm your top-up by hand, or use a gift card.
topup-manual = 🧾 Top up via an admin
topup-manual-coin = Manual top-up
topup-amount-prompt = 💶 <b>{ $crypto }</b>: choose an amount or type one (minimum { $minimum }).
topup-already = ℹ️ This top-up was already started: see the payment details above.
topup-amount-invalid = ❌ Please enter a valid amount (minimum { $minimum }).
topup-amount-too-large = ❌ { $amount } is above the maximum deposit ({ $maximum }): type a smaller amount.
topup-amount-not-offered = ❌ This amount is not one of the choices offered: no top-up was created. Tap one of the buttons or type an amount between { $minimum } and { $maximum }.
topup-manual-contact = 📞 Contact: { $contact }
topup-manual-recorded = 🧾 Your top-up request of <b>{ $amount }</b> is recorded (no. { $id }). An admin will credit it once your payment is confirmed.
topup-instructions =
    💳 <b>Top-up of { $amount }</b>

    Send exactly <code>{ $cryptoAmount }</code> { $crypto } to this address:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>Memo / tag: <code>{ $memo }</code></b>
    Include it with your payment, or the money cannot be credited.
topup-expires = ⏳ Pay before { $time }.
topup-after = You will get a message here when the payment is detected, and another once it is confirmed.
topup-pay-page = 🌐 Open the payment page
topup-unavailable = ⚠️ The payment service is unavailable right now. Please try again in a few minutes.
deposit-detected = 🔎 Your deposit of <b>{ $amount }</b> was detected. Awaiting blockchain confirmation.
deposit-confirmed =
    ✅ <b>Deposit confirmed: +{ $amount }</b>
    💰 New balance: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>Deposit completed</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 New balance: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ Command reserved for administrators
admin-permission-missing = ⛔ You need the <b>{ $permission }</b> permission for this.
admin-permission-credits = Credits
admin-permission-broadcasts = Broadcasts
admin-permission-reports = Reports
admin-permission-stock = Stock
admin-permission-catalogue = Catalogue
admin-permission-settings = Settings
admin-credit-format = Invalid format. Use: @username amount
admin-credit-positive = Amount must be greater than 0
admin-credit-user-not-found = User @{ $username } not found
admin-credit-insufficient = ❌ @{ $username } has only { $balance }: nothing removed.
admin-credit-added = ✅ { $amount } added to @{ $username }. New balance: { $balance }
admin-credit-removed = ✅ { $amount } removed from @{ $username }. New balance: { $balance }
credit-added-notice =
    💰 An administrator credited your balance with <b>{ $amount }</b>.
    New balance: <b>{ $balance }</b>
credit-removed-notice =
    💰 An administrator debited <b>{ $amount }</b> from your balance.
    New balance: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>Low stock</b>: { $operator }, { $flag } { $country }
    Only { $available } { $available ->
        [one] number
       *[other] numbers
    } left, fewer than the minimum order ({ $minimum }).
admin-webhook-disabled = ⚠️ <b>Webhook disabled</b>: { $url } failed every delivery for three days. Turn it back on in the back office (Settings → Webhooks) once it is fixed.
admin-panel =
    🛠 <b>Admin panel</b>
    Your permissions: { $permissions }
admin-panel-no-permission = none (ask the main administrator for them)
admin-panel-reports = 📊 Reports
admin-panel-broadcast = 📣 Broadcast
admin-panel-credits = 💰 Credits
admin-panel-continents = 🌍 Continents
admin-panel-channels = 📢 Channels
admin-panel-refunds = ↩️ Refunds
admin-back-panel = ⬅️ Admin panel
admin-credits =
    💰 <b>Credits</b>
    Add to or remove from a customer's balance; they are notified in their own language.
admin-credits-add = ➕ Add
admin-credits-remove = ➖ Remove
admin-credits-prompt-add = Send the customer and the amount to <b>add</b>, for example: <code>@username 25.50</code>
admin-credits-prompt-remove = Send the customer and the amount to <b>remove</b>, for example: <code>@username 25.50</code>
admin-continents = 🌍 <b>Continents</b> (number of countries). Choose one to rename or delete it.
admin-continents-none = 🌍 No continents yet: add some from the back office.
admin-back-continents = ⬅️ Continents
admin-continent =
    🌍 <b>{ $name }</b>
    Countries: { $countries }
    Numbers for sale: { $available }
admin-continent-rename = ✏️ Rename
admin-continent-delete = 🗑 Delete
admin-continent-rename-prompt = Send the new name for <b>{ $name }</b>.
admin-continent-renamed = ✅ Continent <b>{ $from }</b> renamed to <b>{ $to }</b>.
admin-continent-exists = ❌ The continent <b>{ $name }</b> already exists: choose another name.
admin-continent-invalid-name = ❌ Invalid name: 1 to 50 characters.
admin-continent-delete-confirm = Delete the continent <b>{ $name }</b>?
admin-continent-deleted = ✅ Continent <b>{ $name }</b> deleted.
admin-continent-not-empty = ❌ Can't delete <b>{ $name }</b>: it still contains { $countries } { $countries ->
        [one] country
       *[other] countries
    }.
admin-continent-gone = This continent no longer exists (renamed or deleted in the meantime).
admin-yes = ✅ Yes
admin-no = ❌ No
admin-channels =
    📢 <b>Channels</b>
    Main channel: { $main }
    Proof channel: { $proof }
    Purchase proofs: { $posts }
admin-channels-none = not set
admin-proof-posts-on = posted after every purchase (anonymous)
admin-proof-posts-off = off
admin-channels-edit-main = ✏️ Main channel
admin-channels-edit-proof = ✏️ Proof channel
admin-proof-turn-on = ✅ Post purchase proofs
admin-proof-turn-off = ⏸ Stop purchase proofs
admin-back-channels = ⬅️ Channels
admin-channel-prompt-main = Send the main channel's link (<code>https://t.me/…</code> or <code>@channel</code>), or <code>-</code> to clear it.
admin-channel-prompt-proof = Send the proof channel's link (<code>https://t.me/…</code> or <code>@channel</code>), or <code>-</code> to clear it.
admin-channel-invalid = ❌ Invalid link: https://t.me/… or @channel
admin-channel-saved = ✅ Link saved.
admin-proof-no-channel = ❌ Set the proof channel first.
admin-proof-not-addressable = ❌ The bot can't post through an invite link: give the channel's public name (@channel).
admin-proof-not-found = ❌ Telegram can't find this channel, or the bot isn't a member of it. Add @{ $bot } to the channel, then try again.
admin-proof-cannot-post = ❌ The bot can't post in this channel: make @{ $bot } an administrator allowed to post messages, then try again.
proof-post =
    ✅ <b>New purchase</b>
    📱 { $quantity } { $quantity ->
        [one] number
       *[other] numbers
    } — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 Send the message to broadcast to your customers.
    Telegram formatting is accepted: &lt;b&gt;bold&lt;/b&gt;, &lt;i&gt;italic&lt;/i&gt;, &lt;a href="https://…"&gt;link&lt;/a&gt;.
broadcast-cancelled = Broadcast cancelled.
broadcast-empty = The message is empty: send the text to broadcast.
broadcast-too-long = Message too long: { $length } { $length ->
        [one] character
       *[other] characters
    }, 4,096 at most.
broadcast-confirm =
    👆 Preview of the message as your customers will receive it.
    👥 Audience: <b>{ $audience }</b>
    📨 Recipients: <b>{ $count }</b>
broadcast-audience-all = All customers
broadcast-audience-buyers = Buyers
broadcast-audience-depositors = Depositors
broadcast-audience-inactive = Inactive for { $days } { $days ->
        [one] day
       *[other] days
    }
broadcast-language-any = 🌐 All languages
broadcast-language-choose = Language of the customers to reach:
broadcast-send-button = ✅ Send to { $count }
broadcast-no-recipients = No customer in this audience: nothing to send.
broadcast-expired = This preview has expired or was already sent: start again with /broadcast.
broadcast-queued = ⏳ Broadcast #{ $id } ({ $audience }) queued: you will be told when it starts and when it ends.
broadcast-paid-button = ⚡ Paid send · { $cost } ⭐
broadcast-paid-note = ⚡ Paid send available: up to { $rate } messages a second; Telegram takes { $price } ⭐ a message from the bot's Star balance, { $cost } ⭐ in all.
broadcast-paid-short = ⭐ Not enough Stars: the paid send costs { $cost } ⭐ and the bot has { $balance }. Top up the bot's balance or send it free.
broadcast-in-progress = 📣 Broadcast #{ $id } in progress: { $count } { $count ->
        [one] recipient
       *[other] recipients
    }.
broadcast-done = ✅ Broadcast #{ $id } done: { $sent }/{ $total } sent.
broadcast-schedule-button = 🗓 Schedule
broadcast-schedule-prompt =
    🗓 When should this broadcast go out? Type the date and time in Paris, for example:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ Date and time not recognised (or they do not exist). Type for example <code>{ $example }</code> or <code>{ $exampleYear }</code>, Paris time.
broadcast-schedule-past = ❌ { $time } has already passed: type a date and time to come, for example <code>{ $example }</code>.
broadcast-schedule-done =
    🗓 Broadcast #{ $id } scheduled for { $time }.
    👥 Audience: <b>{ $audience }</b>
    📨 Recipients today: <b>{ $count }</b> (counted again at the start)
    You will be told when it starts and ends; “Scheduled” lets you cancel it until then.
broadcast-scheduled-button = 🗓 Scheduled
broadcast-scheduled-list = 🗓 Scheduled broadcasts, not started yet:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    “{ $excerpt }”
broadcast-scheduled-none = 🗓 No broadcast scheduled.
broadcast-audience-more-filters = + filters
broadcast-new-button = 📣 New broadcast
broadcast-unschedule-button = ✖️ Cancel #{ $id }
broadcast-unschedule-confirm =
    Cancel broadcast #{ $id } planned for { $time }?
    👥 { $audience }
    “{ $excerpt }”
    It will not go out.
broadcast-unschedule-yes = ✅ Yes, cancel it
broadcast-unscheduled = ✖️ Broadcast #{ $id } cancelled: it will not go out.
broadcast-unschedule-gone = Broadcast #{ $id } is no longer scheduled: already cancelled or already started.
# --- Mini App shop ---
menu-open-shop = 🛍️ Open the shop
# --- reports ---
reports-menu =
    📊 <b>Reports</b>
    Period: { $period }
    Choose a report:
reports-period-today = Today
reports-period-7d = 7 days
reports-period-30d = 30 days
reports-sales = 📈 Global sales
reports-top-users = 🏆 Top users
reports-by-category = 🗂 By category
reports-by-country = 🌍 By country
reports-deposits = 💰 Deposits
reports-back = ⬅️ Reports
reports-back-panel = ⬅️ Admin panel
report-sales-text =
    📈 <b>Sales — { $period }</b>
    💶 Revenue: <b>{ $revenue }</b> ({ $revenueChange }, before: { $revenuePrevious })
    🧾 Orders: { $orders } ({ $ordersChange }) · average basket { $basket }
    🔢 Numbers sold: { $sold }
    🔁 Transactions per day: { $perDay }
    📅 Today { $today } · week { $week } · month { $month }
    📦 Stock: { $available } available of { $inStock } · estimated value { $value }
report-sales-discount = 🏷 Promotion discounts: { $discount } ({ $change }) on { $orders } { $orders ->
        [one] order
       *[other] orders
    }
report-top-users-title = 🏆 <b>Top users — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · { $orders } { $orders ->
        [one] order
       *[other] orders
    } · seen { $last }
report-more-users = … and { $count } { $count ->
        [one] more user
       *[other] more users
    }
report-category-title = 🗂 <b>Sales by category — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>Sales by country — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … and { $count } more
report-unknown = Unknown
report-empty = No data for this period.
report-deposits-text =
    💰 <b>Deposits — { $period }</b>
    Total: <b>{ $total }</b> ({ $change }) · { $count } { $count ->
        [one] deposit
       *[other] deposits
    }
    Average deposit: { $average }
    Users who deposited: { $depositors } of { $registered } registered ({ $rate })
report-deposit-methods = <b>By method</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>Latest deposits</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ Error generating the report
report-error-sales = ❌ Error generating the sales report
report-error-top-users = ❌ Error generating the top users report
report-error-category = ❌ Error generating the category report
report-error-country = ❌ Error generating the country report
report-error-deposits = ❌ Error generating the deposits report

# --- referrals ---
balance-referrals = 👥 Referrals
referral-view =
    👥 <b>Referrals</b>

    Invite your friends with your link: on their first deposit, you get { $share } of the amount on your balance.

    🔗 { $link }

    👤 Referred: <b>{ $referred }</b> · with a deposit: <b>{ $rewarded }</b>
    💶 Earned: <b>{ $earned }</b>
referral-share-button = 📤 Share my link
referral-share-text = Buy your number lists here:
referral-back-balance = 💰 Balance
referral-own-link = ℹ️ This is your own referral link: share it with your friends.
referral-already-customer = ℹ️ You are already a customer: a referral link only counts for new customers.
referral-reward-notice =
    🎉 <b>Referral: +{ $amount }</b>
    A customer you referred has just made their first deposit.
    💰 New balance: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ Code { $code } is not used: a better promotion already applies.
promo-code-button = 🎟 Promo code
promo-code-without = ➡️ Continue without a code
promo-code-prompt = 🎟 Type your promo code:
promo-error-unknown = ❌ Unknown promo code.
promo-error-expired = ⌛ This promo code has expired.
promo-error-used-up = ❌ This promo code has been used up.
promo-error-limit = ❌ You have already used this promo code as many times as allowed.
promo-error-not-applicable = ❌ This promo code does not apply to this order.
promo-error-too-many = ⏳ Too many wrong promo codes: try again in { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = Europe
continent-africa = Africa
continent-asia = Asia
continent-america = America
continent-north-america = North America
continent-south-america = South America
continent-oceania = Oceania
continent-middle-east = Middle East
continent-antarctica = Antarctica
topup-manual-how-to-pay = 📋 <b>How to pay</b> (quote request no. { $id } with your payment):
topup-choose-none =
    ➕ <b>Top up your balance</b>
    No payment method is open right now: use a gift card, or write to support.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>Top up your balance</b>
    Pay with Telegram Stars or choose the cryptocurrency you will pay with:
topup-choose-stars =
    ➕ <b>Top up your balance</b>
    Pay with Telegram Stars, or use a gift card:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: 1 Star = { $value }.
    Choose an amount or type a number of Stars (from { $minimum } to { $maximum }). The euro amount is rounded down to the cent.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ Type a whole number of Stars, from { $minimum } to { $maximum }.
topup-stars-already = ℹ️ This top-up has already started: pay the invoice above.
topup-stars-unavailable = ⚠️ Paying with Telegram Stars is not available at the moment.
topup-stars-invoice-title = Top-up of { $amount }
topup-stars-invoice-description = { $stars } { $stars ->
        [one] Star
       *[other] Stars
    } for { $amount } credited to your balance (top-up no. { $id }).
topup-stars-invoice-label = Balance +{ $amount }
stars-refused-unknown = This invoice matches no top-up: start again from Balance → Top up.
stars-refused-closed = This top-up is no longer open: start again from Balance → Top up.
stars-refused-mismatch = This invoice does not match your top-up: start again from Balance → Top up.

## /paysupport and /terms (decision 0137)
terms-none = 📄 The shop has not published its terms yet.

## Reviews
review-ask =
    ⭐ <b>Your review of order #{ $order }</b>
    📱 { $quantity } { $quantity ->
        [one] number
       *[other] numbers
    } — { $operator } { $flag }

    How were these numbers? Rate them from 1 to 5:
review-rated = ⭐ Thank you! Your rating for order #{ $order }: { $rating }
review-comment-ask = You can add a comment: write it in one message ({ $max } characters at most), or tap “Skip”.
review-skip = ⏭️ Skip
review-saved = ✅ Thank you, your review is saved. You can change it until { $until } from 📜 History.
review-locked = ⏳ This review can no longer be changed: a review can be edited for 7 days.
review-order-not-found = ❌ Order not found.
review-comment-too-long = ❌ This comment is too long: { $max } characters at most. Write a shorter one, or tap “Skip”.
review-rate-first = ⭐ Choose a rating from 1 to 5 first.
review-current = Your rating: { $rating } — you can change it until { $until }.
review-current-locked = Your rating: { $rating } (no longer editable since { $until }).
history-review = ⭐ Review #{ $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } { $count ->
        [one] review
       *[other] reviews
    }
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>Latest reviews</b>
review-proof-post =
    ⭐ <b>New review</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>Refund: +{ $amount }</b>
    🧾 Order no. { $order }: { $quantity } { $quantity ->
        [one] number refunded
       *[other] numbers refunded
    }
    📝 Reason: { $reason }
    💰 New balance: <b>{ $balance }</b>
refund-reason-dead = Dead numbers
refund-reason-duplicate = Duplicates
refund-reason-wrong_target = Wrong country or operator
refund-reason-other = Other reason
admin-refund-open = ↩️ Refund numbers
admin-refund-prompt = Send the number of the order to refund, for example: <code>1234</code>
admin-refund-order-unknown = Order no. { $order } was not found. Send another order number.
admin-refund-order =
    ↩️ <b>Order no. { $order }</b> — { $customer }
    📦 Numbers: { $quantity } — paid { $cost }
    ↩️ Already refunded: { $refunded }
    🔢 Left to refund: { $left }
admin-refund-nothing-left = ✅ This order has already been refunded in full.
admin-refund-whole = The whole order ({ $amount })
admin-refund-some = Some of the numbers
admin-refund-count-prompt = How many numbers should be refunded? Send a number from 1 to { $left }.
admin-refund-count-invalid = Invalid number: send a number from 1 to { $left }.
admin-refund-reason = Why are these numbers being refunded?
admin-refund-confirm =
    ↩️ <b>Confirm the refund</b>
    🧾 Order no. { $order }: { $count } { $count ->
        [one] number
       *[other] numbers
    }, <b>{ $amount }</b>
    📝 Reason: { $reason }
    🚫 Suppression list: { $suppress }
admin-refund-suppress-yes = the numbers will be added
admin-refund-suppress-no = no
admin-refund-suppress-toggle = 🔁 Suppression list: yes / no
admin-refund-confirm-button = ✅ Refund
admin-refund-done =
    ✅ <b>Refunded: { $amount }</b> for { $count } { $count ->
        [one] number
       *[other] numbers
    } of order no. { $order }.
    💰 Customer's new balance: { $balance }
admin-refund-changed = ⚠️ This order was refunded in the meantime. Here is what is left of it.
admin-refund-paste = Paste numbers
admin-refund-paste-prompt = Paste the numbers to refund, one per line or separated by commas, as they were delivered (for example <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ Not in this order ({ $count }): { $numbers }
admin-refund-paste-again = ❌ Already refunded ({ $count }): { $numbers }
admin-refund-paste-retry = Paste the list again without these numbers.
admin-refund-paste-empty = ❌ No number recognised. Paste the numbers, one per line.
admin-refund-paste-found = 📋 Numbers found in the order: { $count }
admin-refund-paste-lost = ⚠️ The pasted list is no longer kept (another button was used in the meantime). Paste it again.
admin-refund-ticket = 🎫 Ticket #{ $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ Your account has been blocked by the shop: you can no longer buy, top up or use codes. Please contact support if you think this is a mistake.
error-purchase-rate = ⏳ Your account is new and purchases per hour are limited (maximum: { $maximum }). Try again in { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }.
error-unpaid-top-ups = ⏳ Too many unpaid top-up requests in the last 24 hours (maximum: { $maximum }). Pay a top-up in progress or try again later.
stars-refused-blocked = Your account has been blocked by the shop: this payment is refused.
admin-permission-customers = Customers
admin-panel-blocking = 🚫 Blocking
admin-blocking =
    🚫 <b>Blocked customers</b>: { $count }
    { $list }

    Block: <code>/block @username reason</code>
    Unblock: <code>/unblock @username</code>
admin-blocking-none = No blocked customers.
admin-block-format = Invalid format. Use: /block @username reason
admin-unblock-format = Invalid format. Use: /unblock @username
admin-block-done = 🚫 @{ $username } is blocked. Reason: { $reason }
admin-unblock-done = ✅ @{ $username } is unblocked.
admin-unblock-not-blocked = @{ $username } was not blocked.
admin-block-admin = ⛔ An administrator account cannot be blocked.

## Support tickets (issue 28, decision 0139)
command-support = Contact support
help-contact-support = 💬 Contact support
history-problem = ⚠️ A problem
support-prompt =
    💬 <b>Support</b>
    Write your message (text, photo or file): an administrator will answer you here.
support-prompt-order =
    💬 <b>A problem with order #{ $order }</b>
    Describe the problem (text, photo or file): an administrator will answer you here.
support-opened = ✅ Ticket #{ $ticket } opened. We will answer you here.
support-added = ✉️ Message added to ticket #{ $ticket }.
support-empty = ❌ Send a text, a photo or a file.
support-file-only = 📎 (file attached)
support-reply =
    💬 <b>Support — ticket #{ $ticket }</b>
    { $text }
support-closed = 🔒 Ticket #{ $ticket } is closed. Write to us to reopen it.
support-auto-closed = 🔒 Ticket #{ $ticket } was closed as no new message came. Write to us to reopen it.
paysupport-contact-line = You can also write to { $contact }.
admin-permission-support = Support
admin-support-new =
    🎫 <b>New ticket #{ $ticket }</b>
    Customer: { $customer } · language: { $language }
    Order: { $order }

    { $text }

    ↩️ Reply to this message to answer the customer.
admin-support-message =
    💬 <b>Ticket #{ $ticket }</b> — new message
    Customer: { $customer } · language: { $language }
    Order: { $order }

    { $text }

    ↩️ Reply to this message to answer the customer.
admin-support-order = #{ $order } — { $operator } { $flag }, quantity: { $quantity }, { $cost }
admin-support-no-order = none
admin-support-sent = ✅ Answer sent to ticket #{ $ticket }.
