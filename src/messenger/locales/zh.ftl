# 机器人的简体中文文本。参考语言为法语：所有 .ftl 文件的键和占位符都相同。
# 文本为 Telegram HTML 格式（parse_mode HTML）：<b>、<i>、<code>、<a href>。金额已按语言格式化后传入
# （$price、$cost、$balance…）；数量以格式化后的数字传入。

## 语言选择
language-choose = 🌍 请选择您的语言：
language-saved = ✅ 语言已设置为：简体中文。

## 欢迎与主菜单
welcome-default =
    👋 欢迎来到 <b>{ $shop }</b>！

    📱 我们的号码列表均已在三大网络平台上验证。
    ⚡ 即买即得，文件自动生成。
    💬 客服随时为您提供帮助。

    💶 价格：每个号码 <b>{ $price }</b>，{ $minimum } 个起购（{ $minimumCost }）。
menu-prompt = 请问您需要什么服务？
menu-shop = 🛒 商店
menu-balance = 💰 余额
menu-history = 📜 购买记录
menu-help = ❓ 帮助
menu-channels = 📢 频道
menu-language = 🌍 语言
menu-main = 🏠 主菜单

## 商店：大洲、国家、运营商
shop-continents = 🌍 <b>商店</b> — 请选择大洲：
shop-no-continents = 😕 暂无可选的大洲，请稍后再来看看！
shop-countries = 🌍 <b>{ $continent }</b> — 请选择国家：
shop-no-countries = 😕 该大洲暂无可选的国家。
shop-no-operators = 😕 该国家暂无可选的运营商。
shop-operators = { $flag } <b>{ $country }</b> — 请选择运营商：
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = 已售罄

## 数量
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 库存：<b>{ $available }</b> 个号码
    💶 单价：<b>{ $price }</b>
    🔢 起购量：{ $minimum } 个号码

    请选择购买数量：
quantity-custom = ✏️ 自定义数量
quantity-prompt = ✏️ 请输入您需要的号码数量（{ $minimum } 至 { $available }）：
quantity-cancel = ❌ 取消

## 确认与购买
purchase-confirm =
    🧾 <b>请确认您的订单</b>

    📶 { $operator } — { $flag } { $country }
    🔢 数量：<b>{ $quantity }</b> 个号码
    💶 单价：{ $price }
    💳 总价：<b>{ $cost }</b>

    💰 当前余额：{ $balance }
    💰 购买后余额：<b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ 确认购买
purchase-processing = ⏳ 正在处理订单，正在为您生成文件…
purchase-success =
    ✅ <b>购买成功！</b>

    🔢 { $quantity } 个号码 — { $operator }，{ $flag } { $country }
    💳 已支付：{ $cost }
    💰 剩余余额：<b>{ $balance }</b>
    🧾 订单号：{ $order }
purchase-file-caption = 📄 { $quantity } 个号码 — { $operator }，{ $country }（订单号：{ $order }）
purchase-file-failed = ⚠️ 文件发送失败：您的号码将分 { $total } 条消息发送给您。
purchase-part = 📄 第 { $current }/{ $total } 部分
purchase-already-done = ℹ️ 该订单已完成（订单号：{ $order }），不会重复扣款。
purchase-cancelled = 已取消购买。

## 导航
back = ⬅️ 返回
back-continents = ⬅️ 大洲
back-countries = ⬅️ 国家
back-operators = ⬅️ 运营商
back-shop = 🛒 商店

## 余额
balance-view =
    💰 <b>您的余额：{ $balance }</b>

    🛒 累计消费：{ $totalPurchases }
    💳 累计充值：{ $totalDeposits }
balance-topup = ➕ 充值

## 礼品卡
topup-gift-card = 🎁 礼品卡
gift-card-prompt = 🎁 请输入您的礼品卡兑换码（16 位字符，例如 ABCD-EFGH-JKMN-PQRS）：
gift-card-redeemed =
    ✅ <b>礼品卡兑换成功：+{ $amount }</b>
    💰 新余额：<b>{ $balance }</b>
gift-card-unknown = ❌ 兑换码不存在，请检查后重试。
gift-card-used = ❌ 该礼品卡已被使用。
gift-card-expired = ❌ 该礼品卡已过期。
gift-card-disabled = ❌ 该礼品卡已失效。
gift-card-too-many = ⏳ 输错次数过多，请 { $minutes } 分钟后重试。

## 购买记录
history-title = 📜 <b>最近购买记录</b>
history-line = { $date } — { $quantity } 个号码，{ $operator }（{ $flag } { $country }）— { $cost }
history-more = …另有 { $count } 笔购买
history-empty = 📭 暂无购买记录。
history-download = 📥 订单 { $order } 文件
history-download-missing = ❌ 未找到该订单。

## 帮助与频道
help-default =
    ❓ <b>帮助</b>
channels-title = 📢 <b>我们的频道</b>
channels-main = 📢 官方频道
channels-proof = ✅ 交易凭证频道
channels-none = 📢 暂无频道。

## 拒绝与错误
error-user-not-found = ❌ 未找到用户。请发送 /start 注册。
error-country-not-found = ❌ 未找到该国家。
error-operator-not-found = ❌ 未找到该运营商，或已停止销售。
error-quantity-invalid = ❌ 数量无效：最少 { $minimum } 个号码（最低 { $minimumCost }）。
error-quantity-number = ❌ 请输入有效的数字（最少 { $minimum }）。
error-quantity-too-large = ❌ 每笔订单最多 { $maximum } 个号码。
error-stock = ❌ 库存不足。最多可购买 { $available } 个号码（最少 { $minimum } 个）。
error-balance =
    ❌ <b>余额不足。</b>
    所需费用：{ $cost } — 您的余额：{ $balance }。
    请充值后继续。
error-account-deactivated = ⛔ 您的账户已被停用，请联系客服。
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>确认您的购买</b>

    📶 { $operator } — { $flag } { $country }
    🔢 数量：<b>{ $quantity }</b>
    💳 费用：<b>{ $cost }</b> — 您的余额：{ $balance }

    ❌ <b>还差 { $missing }。</b>
    现在支付差额：付款一到账即自动下单，多余部分留在您的余额中。
checkout-pay-stars = ⭐ 用 Stars 支付 { $amount }（{ $stars } ⭐）
checkout-pay-crypto = 🪙 用 { $crypto } 支付 { $amount }
checkout-stars-invoice-title = 订单：{ $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount }，用于您的待付订单 { $id }（数量：{ $quantity }）。多余部分留在您的余额中。
checkout-stars-invoice-label = 订单 { $amount }
checkout-waiting = ⏳ 您的订单将等待此付款至 { $time }。付款一到账即下单，您会收到文件。
checkout-cancel-button = ❌ 取消订单
checkout-cancelled = 订单已取消：未购买任何东西。之后仍到账的付款将留在您的余额中。
checkout-closed = ℹ️ 此订单已不再等待付款。
checkout-already = ℹ️ 此付款已发起：请使用上方发送的付款。
checkout-price-changed = ⚠️ 价格自显示后已变动：未发起任何付款。请返回订单查看新价格。
checkout-not-needed = ℹ️ 您的余额现已足够支付此订单：请返回确认。
checkout-not-placed =
    💳 您的 { $amount } 付款已到账，但订单未能下单：{ $reason }。
    💰 款项留在您的余额中：<b>{ $balance }</b>。
checkout-paid-after-expiry =
    💳 您的 { $amount } 付款在待付订单过期后才到账：未购买任何东西。
    💰 款项留在您的余额中：<b>{ $balance }</b>。
checkout-paid-after-cancel =
    💳 您的 { $amount } 付款在您取消订单后才到账：未购买任何东西。
    💰 款项留在您的余额中：<b>{ $balance }</b>。
checkout-reason-stock = 库存已不足
checkout-reason-price = 价格在您确认后已变动
checkout-reason-closed = 此商品已下架
checkout-reason-balance = 您的余额在此期间已被使用
checkout-reason-ordered = 您在此期间已订购过此商品
checkout-reason-account = 您的账户已停用
checkout-reason-blocked = 您的账户已被本店封禁
checkout-reason-rate = 您的账户为新注册账户，每小时的购买次数受限

error-stock-changed = ⚠️ 库存刚刚发生变化，请重试。
error-purchase = ❌ 购买失败。未扣除任何费用；如问题持续存在，请联系客服。
error-generic = ❌ 出错了，请稍后重试。
error-flood = ⏳ 消息发送过于频繁，请稍等几秒。
error-stale-button = ⌛ 此菜单已过期。

## 管理员通知
admin-new-purchase =
    🛒 <b>新订单</b>
    👤 { $buyer }
    🔢 { $quantity } 个号码 — { $operator }，{ $flag } { $country }
    💳 金额：{ $cost }
    💰 新余额：{ $balance }

## 命令菜单（setMyCommands）
command-start = 主菜单
command-shop = 购买号码
command-balance = 查看我的余额
command-history = 我的购买记录
command-help = 帮助
command-language = 切换语言
command-redeem = 兑换礼品卡
command-referral = 我的推荐链接
command-paysupport = 付款与退款
command-terms = 商店条款

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>充值余额</b>
    请选择您要支付的加密货币：
topup-choose-manual =
    ➕ <b>充值余额</b>
    目前无法使用加密货币支付：管理员可以手动确认您的充值，或使用礼品卡。
topup-manual = 🧾 通过管理员充值
topup-manual-coin = 手动充值
topup-amount-prompt = 💶 <b>{ $crypto }</b>：请选择或输入金额（最低 { $minimum }）。
topup-already = ℹ️ 此充值已创建：请查看上方的付款信息。
topup-amount-invalid = ❌ 请输入有效金额（最低 { $minimum }）。
topup-amount-too-large = ❌ { $amount } 超过最高充值金额（{ $maximum }）：请输入较小的金额。
topup-amount-not-offered = ❌ 该金额不在提供的选项中：未创建任何充值。请点击其中一个按钮，或输入 { $minimum } 至 { $maximum } 之间的金额。
topup-manual-contact = 📞 联系方式：{ $contact }
topup-manual-recorded = 🧾 您的 <b>{ $amount }</b> 充值申请已记录（编号 { $id }）。付款确认后，管理员将为您入账。
topup-instructions =
    💳 <b>充值 { $amount }</b>

    请向此地址准确发送 <code>{ $cryptoAmount }</code> { $crypto }：
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>备注 / 标签：<code>{ $memo }</code></b>
    付款时务必填写，否则无法入账。
topup-expires = ⏳ 请在 { $time } 之前付款。
topup-after = 检测到付款时您会在这里收到消息，确认后还会再收到一条。
topup-pay-page = 🌐 打开付款页面
topup-unavailable = ⚠️ 支付服务暂时不可用，请几分钟后再试。
deposit-detected = 🔎 已检测到您的 <b>{ $amount }</b> 充值，正在等待区块链确认。
deposit-confirmed =
    ✅ <b>充值已确认：+{ $amount }</b>
    💰 新余额：<b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>充值已完成</b>
    👤 { $buyer }
    ➕ { $amount }（{ $crypto }）
    💳 新余额：{ $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ 此命令仅限管理员使用
admin-permission-missing = ⛔ 您需要 <b>{ $permission }</b> 权限才能执行此操作。
admin-permission-credits = 余额
admin-permission-broadcasts = 群发
admin-permission-reports = 报表
admin-permission-stock = 库存
admin-permission-catalogue = 目录
admin-permission-settings = 设置
admin-credit-format = 格式无效。用法：@用户名 金额
admin-credit-positive = 金额必须大于 0
admin-credit-user-not-found = 未找到用户 @{ $username }
admin-credit-insufficient = ❌ @{ $username } 只有 { $balance }：未扣除任何金额。
admin-credit-added = ✅ 已为 @{ $username } 增加 { $amount }。新余额：{ $balance }
admin-credit-removed = ✅ 已从 @{ $username } 扣除 { $amount }。新余额：{ $balance }
credit-added-notice =
    💰 管理员为您的余额充值了 <b>{ $amount }</b>。
    新余额：<b>{ $balance }</b>
credit-removed-notice =
    💰 管理员从您的余额中扣除了 <b>{ $amount }</b>。
    新余额：<b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>库存不足</b>：{ $operator }，{ $flag } { $country }
    仅剩 { $available } 个号码，低于最低起订量（{ $minimum }）。
admin-webhook-disabled = ⚠️ <b>Webhook 已停用</b>：{ $url } 连续三天所有投递均失败。修复后请在后台（设置 → Webhooks）重新启用。
admin-panel =
    🛠 <b>管理面板</b>
    您的权限：{ $permissions }
admin-panel-no-permission = 无（请向主管理员申请）
admin-panel-reports = 📊 报表
admin-panel-broadcast = 📣 群发
admin-panel-credits = 💰 余额
admin-panel-continents = 🌍 大洲
admin-panel-channels = 📢 频道
admin-panel-refunds = ↩️ 退款
admin-back-panel = ⬅️ 管理面板
admin-credits =
    💰 <b>余额</b>
    为客户增加或扣除余额；客户会收到以其语言发送的通知。
admin-credits-add = ➕ 增加
admin-credits-remove = ➖ 扣除
admin-credits-prompt-add = 请发送客户和要<b>增加</b>的金额，例如：<code>@用户名 25.50</code>
admin-credits-prompt-remove = 请发送客户和要<b>扣除</b>的金额，例如：<code>@用户名 25.50</code>
admin-continents = 🌍 <b>大洲</b>（国家数量）。选择一个大洲进行重命名或删除。
admin-continents-none = 🌍 暂无大洲：请在后台添加。
admin-back-continents = ⬅️ 大洲
admin-continent =
    🌍 <b>{ $name }</b>
    国家：{ $countries }
    在售号码：{ $available }
admin-continent-rename = ✏️ 重命名
admin-continent-delete = 🗑 删除
admin-continent-rename-prompt = 请发送 <b>{ $name }</b> 的新名称。
admin-continent-renamed = ✅ 大洲 <b>{ $from }</b> 已重命名为 <b>{ $to }</b>。
admin-continent-exists = ❌ 大洲 <b>{ $name }</b> 已存在：请换一个名称。
admin-continent-invalid-name = ❌ 名称无效：须为 1 到 50 个字符。
admin-continent-delete-confirm = 确定删除大洲 <b>{ $name }</b> 吗？
admin-continent-deleted = ✅ 大洲 <b>{ $name }</b> 已删除。
admin-continent-not-empty = ❌ 无法删除 <b>{ $name }</b>：其中仍有 { $countries } 个国家。
admin-continent-gone = 该大洲已不存在（期间已被重命名或删除）。
admin-yes = ✅ 是
admin-no = ❌ 否
admin-channels =
    📢 <b>频道</b>
    官方频道：{ $main }
    交易凭证频道：{ $proof }
    购买凭证：{ $posts }
admin-channels-none = 未设置
admin-proof-posts-on = 每次购买后发布（匿名）
admin-proof-posts-off = 已关闭
admin-channels-edit-main = ✏️ 官方频道
admin-channels-edit-proof = ✏️ 交易凭证频道
admin-proof-turn-on = ✅ 发布购买凭证
admin-proof-turn-off = ⏸ 停止发布购买凭证
admin-back-channels = ⬅️ 频道
admin-channel-prompt-main = 请发送官方频道的链接（<code>https://t.me/…</code> 或 <code>@频道</code>），或发送 <code>-</code> 清除。
admin-channel-prompt-proof = 请发送交易凭证频道的链接（<code>https://t.me/…</code> 或 <code>@频道</code>），或发送 <code>-</code> 清除。
admin-channel-invalid = ❌ 链接无效：https://t.me/… 或 @频道
admin-channel-saved = ✅ 链接已保存。
admin-proof-no-channel = ❌ 请先设置交易凭证频道。
admin-proof-not-addressable = ❌ 机器人无法通过邀请链接发布消息：请提供频道的公开用户名（@频道）。
admin-proof-not-found = ❌ Telegram 找不到该频道，或机器人不在该频道中。请将 @{ $bot } 添加到频道，然后重试。
admin-proof-cannot-post = ❌ 机器人无法在该频道发布消息：请将 @{ $bot } 设为有发布消息权限的管理员，然后重试。
proof-post =
    ✅ <b>新订单</b>
    📱 { $quantity } 个号码 — { $operator }，{ $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 请发送要群发给客户的消息。
    支持 Telegram 格式：&lt;b&gt;粗体&lt;/b&gt;、&lt;i&gt;斜体&lt;/i&gt;、&lt;a href="https://…"&gt;链接&lt;/a&gt;。
broadcast-cancelled = 群发已取消。
broadcast-empty = 消息为空：请发送要群发的文字。
broadcast-too-long = 消息过长：{ $length } 个字符，最多 4096 个。
broadcast-confirm =
    👆 客户将收到的消息预览。
    👥 受众：<b>{ $audience }</b>
    📨 收件人：<b>{ $count }</b>
broadcast-audience-all = 所有客户
broadcast-audience-buyers = 购买过的客户
broadcast-audience-depositors = 充值过的客户
broadcast-audience-inactive = { $days } 天未活跃
broadcast-language-any = 🌐 所有语言
broadcast-language-choose = 目标客户的语言：
broadcast-send-button = ✅ 发送给 { $count } 人
broadcast-no-recipients = 此受众中没有客户：无需发送。
broadcast-expired = 此预览已过期或已发送：请用 /broadcast 重新开始。
broadcast-queued = ⏳ 群发 #{ $id }（{ $audience }）已排队：开始和结束时会通知您。
broadcast-paid-button = ⚡ 付费发送 · { $cost } ⭐
broadcast-paid-note = ⚡ 可付费发送：每秒最多 { $rate } 条消息；Telegram 每条从机器人的星星余额中扣除 { $price } ⭐，共 { $cost } ⭐。
broadcast-paid-short = ⭐ 星星不足：付费发送需要 { $cost } ⭐，机器人只有 { $balance }。请为机器人充值，或免费发送。
broadcast-in-progress = 📣 群发 #{ $id } 进行中：{ $count } 位收件人。
broadcast-done = ✅ 群发 #{ $id } 完成：已发送 { $sent }/{ $total }。
broadcast-schedule-button = 🗓 定时发送
broadcast-schedule-prompt =
    🗓 何时发送此群发？请输入巴黎时间的日期和时间，例如：
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ 无法识别该日期和时间（或该时间不存在）。请输入例如 <code>{ $example }</code> 或 <code>{ $exampleYear }</code>（巴黎时间）。
broadcast-schedule-past = ❌ { $time } 已经过去：请输入将来的日期和时间，例如 <code>{ $example }</code>。
broadcast-schedule-done =
    🗓 群发 #{ $id } 已定于 { $time } 发送。
    👥 受众：<b>{ $audience }</b>
    📨 当前收件人：<b>{ $count }</b>（开始时重新统计）
    开始和结束时会通知您；在此之前可在“已定时”中取消。
broadcast-scheduled-button = 🗓 已定时
broadcast-scheduled-list = 🗓 已定时、尚未开始的群发：
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    “{ $excerpt }”
broadcast-scheduled-none = 🗓 没有定时群发。
broadcast-audience-more-filters = + 筛选条件
broadcast-new-button = 📣 新建群发
broadcast-unschedule-button = ✖️ 取消 #{ $id }
broadcast-unschedule-confirm =
    取消定于 { $time } 的群发 #{ $id }？
    👥 { $audience }
    “{ $excerpt }”
    它将不会发送。
broadcast-unschedule-yes = ✅ 是，取消
broadcast-unscheduled = ✖️ 群发 #{ $id } 已取消：不会发送。
broadcast-unschedule-gone = 群发 #{ $id } 已不在定时中：已被取消或已开始。
# --- Mini App shop ---
menu-open-shop = 🛍️ 打开商店
# --- reports ---
reports-menu =
    📊 <b>报表</b>
    期间：{ $period }
    请选择报表：
reports-period-today = 今天
reports-period-7d = 7 天
reports-period-30d = 30 天
reports-sales = 📈 总体销售
reports-top-users = 🏆 最佳客户
reports-by-category = 🗂 按类别
reports-by-country = 🌍 按国家
reports-deposits = 💰 充值
reports-back = ⬅️ 报表
reports-back-panel = ⬅️ 管理面板
report-sales-text =
    📈 <b>销售 — { $period }</b>
    💶 营业额：<b>{ $revenue }</b>（{ $revenueChange }，之前：{ $revenuePrevious }）
    🧾 订单：{ $orders }（{ $ordersChange }）· 平均客单价 { $basket }
    🔢 已售号码：{ $sold }
    🔁 每日交易：{ $perDay }
    📅 今天 { $today } · 本周 { $week } · 本月 { $month }
    📦 库存：{ $inStock } 中可售 { $available } · 估值 { $value }
report-sales-discount = 🏷 促销折扣：{ $discount }（{ $change }），共 { $orders } 笔订单
report-top-users-title = 🏆 <b>最佳客户 — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · { $orders } 单 · 最近活动 { $last }
report-more-users = … 还有 { $count } 位用户
report-category-title = 🗂 <b>按类别销售 — { $period }</b>：{ $total }（{ $change }）
report-country-title = 🌍 <b>按国家销售 — { $period }</b>：{ $total }（{ $change }）
report-breakdown-line = { $name } — { $revenue }（{ $change }）· { $share } %
report-more = … 还有 { $count } 项
report-unknown = 未知
report-empty = 此期间没有数据。
report-deposits-text =
    💰 <b>充值 — { $period }</b>
    总额：<b>{ $total }</b>（{ $change }）· { $count } 笔充值
    平均充值：{ $average }
    充值客户：{ $registered } 位注册客户中的 { $depositors } 位（{ $rate }）
report-deposit-methods = <b>按方式</b>
report-deposit-method-line = • { $method } — { $amount }（{ $count }）
report-deposit-recent = <b>最近充值</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ 生成报表时出错
report-error-sales = ❌ 生成销售报表时出错
report-error-top-users = ❌ 生成最佳客户报表时出错
report-error-category = ❌ 生成类别报表时出错
report-error-country = ❌ 生成国家报表时出错
report-error-deposits = ❌ 生成充值报表时出错

# --- referrals ---
balance-referrals = 👥 推荐
referral-view =
    👥 <b>推荐计划</b>

    用您的链接邀请朋友：他们首次充值时，您将获得金额的 { $share } 存入余额。

    🔗 { $link }

    👤 已推荐：<b>{ $referred }</b> · 已充值：<b>{ $rewarded }</b>
    💶 已赚取：<b>{ $earned }</b>
referral-share-button = 📤 分享我的链接
referral-share-text = 在这里购买号码列表：
referral-back-balance = 💰 余额
referral-own-link = ℹ️ 这是您自己的推荐链接：请分享给您的朋友。
referral-already-customer = ℹ️ 您已经是客户：推荐链接仅对新客户有效。
referral-reward-notice =
    🎉 <b>推荐奖励：+{ $amount }</b>
    您推荐的一位客户刚刚完成了首次充值。
    💰 新余额：<b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>：<s>{ $base }</s> → <b>{ $cost }</b>（−{ $discount }）
promo-code-not-needed = ℹ️ 未使用优惠码 { $code }：已有更优惠的活动生效。
promo-code-button = 🎟 优惠码
promo-code-without = ➡️ 不使用优惠码继续
promo-code-prompt = 🎟 请输入您的优惠码：
promo-error-unknown = ❌ 优惠码无效。
promo-error-expired = ⌛ 此优惠码已过期。
promo-error-used-up = ❌ 此优惠码已被用完。
promo-error-limit = ❌ 您使用此优惠码的次数已达上限。
promo-error-not-applicable = ❌ 此优惠码不适用于本订单。
promo-error-too-many = ⏳ 错误的优惠码次数过多：请在 { $minutes } 分钟后重试。
promo-history-discount = （🏷 −{ $discount }）

## Per-language names and manual top-ups (decision 0125)
continent-europe = 欧洲
continent-africa = 非洲
continent-asia = 亚洲
continent-america = 美洲
continent-north-america = 北美洲
continent-south-america = 南美洲
continent-oceania = 大洋洲
continent-middle-east = 中东
continent-antarctica = 南极洲
topup-manual-how-to-pay = 📋 <b>付款方式</b>（付款时请注明申请编号 { $id }）：
topup-choose-none =
    ➕ <b>充值余额</b>
    目前没有可用的付款方式：请使用礼品卡，或联系客服。

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>充值余额</b>
    使用 Telegram Stars 支付，或选择您要支付的加密货币：
topup-choose-stars =
    ➕ <b>充值余额</b>
    使用 Telegram Stars 支付，或使用礼品卡：
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>：1 Star = { $value }。
    请选择金额或输入 Stars 数量（{ $minimum } 至 { $maximum }）。欧元金额向下取整到分。
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ 请输入 { $minimum } 至 { $maximum } 之间的整数 Stars。
topup-stars-already = ℹ️ 此充值已开始：请支付上方的账单。
topup-stars-unavailable = ⚠️ 暂时无法使用 Telegram Stars 支付。
topup-stars-invoice-title = 充值 { $amount }
topup-stars-invoice-description = { $stars } Stars 兑换 { $amount } 余额（充值编号 { $id }）。
topup-stars-invoice-label = 余额 +{ $amount }
stars-refused-unknown = 此账单不对应任何充值：请从 余额 → 充值 重新开始。
stars-refused-closed = 此充值已关闭：请从 余额 → 充值 重新开始。
stars-refused-mismatch = 此账单与您的充值不符：请从 余额 → 充值 重新开始。

## /paysupport and /terms (decision 0137)
terms-none = 📄 商店尚未发布其条款。

## Reviews
review-ask =
    ⭐ <b>您对订单 { $order } 的评价</b>
    📱 { $quantity } 个号码 — { $operator } { $flag }

    这些号码怎么样？请打 1 到 5 分：
review-rated = ⭐ 谢谢！您对订单 { $order } 的评分：{ $rating }
review-comment-ask = 您可以添加评论：用一条消息写下（最多 { $max } 个字符），或点击“跳过”。
review-skip = ⏭️ 跳过
review-saved = ✅ 谢谢，您的评价已保存。在 { $until } 之前可在 📜 购买记录 中修改。
review-locked = ⏳ 此评价已无法修改：评价可在 7 天内修改。
review-order-not-found = ❌ 未找到订单。
review-comment-too-long = ❌ 评论太长：最多 { $max } 个字符。请写短一些，或点击“跳过”。
review-rate-first = ⭐ 请先选择 1 到 5 分。
review-current = 您的评分：{ $rating } — 在 { $until } 之前可以修改。
review-current-locked = 您的评分：{ $rating }（自 { $until } 起不可再修改）。
history-review = ⭐ 评价订单 { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } 条评价
review-summary-list =    • { $list }：⭐ { $average }（{ $count }）
review-latest = 💬 <b>最新评价</b>
review-proof-post =
    ⭐ <b>新评价</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>退款：+{ $amount }</b>
    🧾 订单号 { $order }：已退款 { $quantity } 个号码
    📝 原因：{ $reason }
    💰 新余额：<b>{ $balance }</b>
refund-reason-dead = 无效号码
refund-reason-duplicate = 重复号码
refund-reason-wrong_target = 国家或运营商错误
refund-reason-other = 其他原因
admin-refund-open = ↩️ 号码退款
admin-refund-prompt = 请发送要退款的订单号，例如：<code>1234</code>
admin-refund-order-unknown = 未找到订单 { $order }。请发送其他订单号。
admin-refund-order =
    ↩️ <b>订单 { $order }</b> — { $customer }
    📦 号码数量：{ $quantity } — 已支付 { $cost }
    ↩️ 已退款：{ $refunded }
    🔢 待退款：{ $left }
admin-refund-nothing-left = ✅ 该订单已全额退款。
admin-refund-whole = 整个订单（{ $amount }）
admin-refund-some = 部分号码
admin-refund-count-prompt = 要为多少个号码退款？请发送 1 到 { $left } 之间的数字。
admin-refund-count-invalid = 数字无效：请发送 1 到 { $left } 之间的数字。
admin-refund-reason = 退款原因是什么？
admin-refund-confirm =
    ↩️ <b>确认退款</b>
    🧾 订单 { $order }：{ $count } 个号码，<b>{ $amount }</b>
    📝 原因：{ $reason }
    🚫 屏蔽名单：{ $suppress }
admin-refund-suppress-yes = 这些号码将被加入
admin-refund-suppress-no = 否
admin-refund-suppress-toggle = 🔁 屏蔽名单：是 / 否
admin-refund-confirm-button = ✅ 退款
admin-refund-done =
    ✅ <b>已退款：{ $amount }</b> — 订单 { $order } 的 { $count } 个号码。
    💰 客户新余额：{ $balance }
admin-refund-changed = ⚠️ 该订单刚刚已被退款。以下是剩余部分。
admin-refund-paste = 粘贴号码
admin-refund-paste-prompt = 请按交付时的格式粘贴要退款的号码，每行一个或用逗号分隔（例如 <code>+447700900123</code>）。
admin-refund-paste-foreign = ❌ 不在此订单中（{ $count }）：{ $numbers }
admin-refund-paste-again = ❌ 已退款（{ $count }）：{ $numbers }
admin-refund-paste-retry = 请去掉这些号码后重新粘贴列表。
admin-refund-paste-empty = ❌ 未识别到任何号码。请粘贴号码，每行一个。
admin-refund-paste-found = 📋 在订单中找到的号码：{ $count }
admin-refund-paste-lost = ⚠️ 粘贴的列表已不再保留（期间使用了其他按钮）。请重新粘贴。
admin-refund-ticket = 🎫 工单 { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ 您的账户已被本店封禁：您无法再购买、充值或使用代码。如果您认为这是误操作，请联系客服。
error-purchase-rate = ⏳ 您的账户为新注册账户，每小时的购买次数受限（最多：{ $maximum }）。请在 { $minutes } 分钟后重试。
error-unpaid-top-ups = ⏳ 过去 24 小时内未支付的充值请求过多（最多：{ $maximum }）。请支付一笔进行中的充值或稍后重试。
stars-refused-blocked = 您的账户已被本店封禁：此付款被拒绝。
admin-permission-customers = 客户
admin-panel-blocking = 🚫 封禁
admin-blocking =
    🚫 <b>已封禁客户</b>：{ $count }
    { $list }

    封禁：<code>/block @用户名 原因</code>
    解封：<code>/unblock @用户名</code>
admin-blocking-none = 没有被封禁的客户。
admin-block-format = 格式无效。用法：/block @用户名 原因
admin-unblock-format = 格式无效。用法：/unblock @用户名
admin-block-done = 🚫 @{ $username } 已被封禁。原因：{ $reason }
admin-unblock-done = ✅ @{ $username } 已解封。
admin-unblock-not-blocked = @{ $username } 未被封禁。
admin-block-admin = ⛔ 管理员账户不能被封禁。

## Support tickets (issue 28, decision 0139)
command-support = 联系客服
help-contact-support = 💬 联系客服
history-problem = ⚠️ 订单有问题
support-prompt =
    💬 <b>客服</b>
    请写下您的消息（文字、图片或文件）：管理员会在这里回复您。
support-prompt-order =
    💬 <b>订单 { $order } 有问题</b>
    请描述问题（文字、图片或文件）：管理员会在这里回复您。
support-opened = ✅ 工单 { $ticket } 已创建。我们会在这里回复您。
support-added = ✉️ 消息已添加到工单 { $ticket }。
support-empty = ❌ 请发送文字、图片或文件。
support-file-only = 📎（附件）
support-reply =
    💬 <b>客服 — 工单 { $ticket }</b>
    { $text }
support-closed = 🔒 工单 { $ticket } 已关闭。给我们留言即可重新打开。
support-auto-closed = 🔒 工单 { $ticket } 因长时间没有新消息已关闭。给我们留言即可重新打开。
paysupport-contact-line = 您也可以联系 { $contact }。
admin-permission-support = 客服
admin-support-new =
    🎫 <b>新工单 { $ticket }</b>
    客户：{ $customer } · 语言：{ $language }
    订单：{ $order }

    { $text }

    ↩️ 回复此消息即可答复客户。
admin-support-message =
    💬 <b>工单 { $ticket }</b> — 新消息
    客户：{ $customer } · 语言：{ $language }
    订单：{ $order }

    { $text }

    ↩️ 回复此消息即可答复客户。
admin-support-order = { $order } — { $operator } { $flag }，数量：{ $quantity }，{ $cost }
admin-support-no-order = 无
admin-support-sent = ✅ 回复已发送到工单 { $ticket }。
