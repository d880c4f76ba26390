# ボットの日本語テキストです。基準言語はフランス語で、すべての .ftl ファイルは同じキーとプレースホルダーを持ちます。
# テキストは Telegram HTML（parse_mode HTML）です：<b>、<i>、<code>、<a href>。金額は言語に合わせて整形済みで渡されます
# （$price、$cost、$balance…）。数量は整形済みの数値として渡されます。

## 言語の選択
language-choose = 🌍 言語を選択してください：
language-saved = ✅ 言語を日本語に設定しました。

## ようこそメッセージとメインメニュー
welcome-default =
    👋 <b>{ $shop }</b> へようこそ！

    📱 当店の番号リストは、3つの大手ウェブプラットフォームで確認済みです。
    ⚡ 購入は即時完了、ファイルは自動で作成されます。
    💬 お困りの際はサポートがお手伝いします。

    💶 価格：1件あたり <b>{ $price }</b>、{ $minimum } 件からご購入いただけます（{ $minimumCost }）。
menu-prompt = ご希望のメニューを選択してください。
menu-shop = 🛒 ショップ
menu-balance = 💰 残高
menu-history = 📜 購入履歴
menu-help = ❓ ヘルプ
menu-channels = 📢 チャンネル
menu-language = 🌍 言語
menu-main = 🏠 メインメニュー

## ショップ：大陸、国、キャリア
shop-continents = 🌍 <b>ショップ</b> — 大陸を選択してください：
shop-no-continents = 😕 現在ご利用いただける大陸はありません。またのお越しをお待ちしています！
shop-countries = 🌍 <b>{ $continent }</b> — 国を選択してください：
shop-no-countries = 😕 現在、この大陸でご利用いただける国はありません。
shop-no-operators = 😕 現在、この国でご利用いただけるキャリアはありません。
shop-operators = { $flag } <b>{ $country }</b> — キャリアを選択してください：
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = 在庫切れ

## 数量
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 在庫：<b>{ $available }</b> 件
    💶 単価：<b>{ $price }</b>
    🔢 最小購入数：{ $minimum } 件

    数量を選択してください：
quantity-custom = ✏️ 数量を指定
quantity-prompt = ✏️ ご希望の番号数を入力してください（{ $minimum }〜{ $available }）：
quantity-cancel = ❌ キャンセル

## 確認と購入
purchase-confirm =
    🧾 <b>ご購入内容の確認</b>

    📶 { $operator } — { $flag } { $country }
    🔢 数量：<b>{ $quantity }</b> 件
    💶 単価：{ $price }
    💳 合計：<b>{ $cost }</b>

    💰 現在の残高：{ $balance }
    💰 購入後の残高：<b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ 購入を確定
purchase-processing = ⏳ 購入を処理しています。ファイルを準備中です…
purchase-success =
    ✅ <b>購入が完了しました！</b>

    🔢 { $quantity } 件 — { $operator }、{ $flag } { $country }
    💳 お支払い額：{ $cost }
    💰 新しい残高：<b>{ $balance }</b>
    🧾 注文番号：{ $order }
purchase-file-caption = 📄 { $quantity } 件 — { $operator }、{ $country }（注文番号：{ $order }）
purchase-file-failed = ⚠️ ファイルを送信できませんでした。番号を { $total } 通のメッセージに分けてお送りします。
purchase-part = 📄 パート { $current }/{ $total }
purchase-already-done = ℹ️ このご注文はすでに完了しています（注文番号：{ $order }）。残高が二重に引き落とされることはありません。
purchase-cancelled = 購入をキャンセルしました。

## ナビゲーション
back = ⬅️ 戻る
back-continents = ⬅️ 大陸
back-countries = ⬅️ 国
back-operators = ⬅️ キャリア
back-shop = 🛒 ショップ

## 残高
balance-view =
    💰 <b>現在の残高：{ $balance }</b>

    🛒 購入総額：{ $totalPurchases }
    💳 入金総額：{ $totalDeposits }
balance-topup = ➕ チャージ

## ギフトカード
topup-gift-card = 🎁 ギフトカード
gift-card-prompt = 🎁 ギフトカードのコードを入力してください（16文字、例：ABCD-EFGH-JKMN-PQRS）：
gift-card-redeemed =
    ✅ <b>ギフトカードを利用しました：+{ $amount }</b>
    💰 新しい残高：<b>{ $balance }</b>
gift-card-unknown = ❌ このコードは見つかりません。ご確認のうえ、もう一度お試しください。
gift-card-used = ❌ このギフトカードはすでに使用されています。
gift-card-expired = ❌ このギフトカードは有効期限が切れています。
gift-card-disabled = ❌ このギフトカードは無効になっています。
gift-card-too-many = ⏳ 誤ったコードの入力が多すぎます。{ $minutes } 分後にもう一度お試しください。

## 購入履歴
history-title = 📜 <b>最近のご購入</b>
history-line = { $date } — { $quantity } 件、{ $operator }（{ $flag } { $country }）— { $cost }
history-more = …ほか { $count } 件のご購入
history-empty = 📭 まだご購入履歴はありません。
history-download = 📥 注文 { $order } のファイル
history-download-missing = ❌ 注文が見つかりません。

## ヘルプとチャンネル
help-default =
    ❓ <b>ヘルプ</b>
channels-title = 📢 <b>公式チャンネル</b>
channels-main = 📢 メインチャンネル
channels-proof = ✅ 取引実績チャンネル
channels-none = 📢 現在、チャンネルはありません。

## お断りとエラー
error-user-not-found = ❌ ユーザーが見つかりません。/start を送信して登録してください。
error-country-not-found = ❌ 国が見つかりません。
error-operator-not-found = ❌ キャリアが見つからないか、販売を終了しています。
error-quantity-invalid = ❌ 数量が正しくありません：最小 { $minimum } 件（最低 { $minimumCost }）です。
error-quantity-number = ❌ 正しい数値を入力してください（最小 { $minimum }）。
error-quantity-too-large = ❌ 1回のご注文は最大 { $maximum } 件までです。
error-stock = ❌ ご指定の数量は在庫がありません。購入可能な最大数：{ $available } 件（最小 { $minimum } 件）。
error-balance =
    ❌ <b>残高が不足しています。</b>
    必要額：{ $cost } — 現在の残高：{ $balance }。
    続けるには残高をチャージしてください。
error-account-deactivated = ⛔ お客様のアカウントは無効化されています。サポートまでご連絡ください。
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>ご購入の確認</b>

    📶 { $operator } — { $flag } { $country }
    🔢 数量：<b>{ $quantity }</b>
    💳 金額：<b>{ $cost }</b> — 残高：{ $balance }

    ❌ <b>{ $missing } 不足しています。</b>
    今すぐお支払いください：入金を確認しだい自動で注文され、余りは残高に残ります。
checkout-pay-stars = ⭐ Stars で { $amount } を支払う（{ $stars } ⭐）
checkout-pay-crypto = 🪙 { $crypto } で { $amount } を支払う
checkout-stars-invoice-title = ご注文：{ $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount }、保留中のご注文 { $id } 用（数量：{ $quantity }）。余りは残高に残ります。
checkout-stars-invoice-label = ご注文 { $amount }
checkout-waiting = ⏳ ご注文は { $time } までこのお支払いを待ちます。入金しだい注文され、ファイルが届きます。
checkout-cancel-button = ❌ 注文をキャンセル
checkout-cancelled = 注文をキャンセルしました：何も購入されていません。それでも届いたお支払いは残高に残ります。
checkout-closed = ℹ️ この注文はもう支払いを待っていません。
checkout-already = ℹ️ このお支払いはすでに依頼済みです：上に送られたものをご利用ください。
checkout-price-changed = ⚠️ 表示後に価格が変わりました：何も請求していません。注文に戻って新しい価格をご確認ください。
checkout-not-needed = ℹ️ 残高でこの注文をお支払いいただけるようになりました：戻って確定してください。
checkout-not-placed =
    💳 { $amount } のお支払いは届きましたが、注文できませんでした：{ $reason }。
    💰 お金は残高に残ります：<b>{ $balance }</b>。
checkout-paid-after-expiry =
    💳 { $amount } のお支払いは保留中の注文の期限切れ後に届きました：何も購入されていません。
    💰 お金は残高に残ります：<b>{ $balance }</b>。
checkout-paid-after-cancel =
    💳 { $amount } のお支払いは注文のキャンセル後に届きました：何も購入されていません。
    💰 お金は残高に残ります：<b>{ $balance }</b>。
checkout-reason-stock = 在庫が足りなくなりました
checkout-reason-price = ご確認後に価格が変わりました
checkout-reason-closed = この商品は販売終了しました
checkout-reason-balance = その間に残高が使われました
checkout-reason-ordered = その間にこの商品をすでに注文されています
checkout-reason-account = アカウントが無効になっています
checkout-reason-blocked = アカウントがショップによりブロックされています
checkout-reason-rate = アカウントが新しいため、1時間あたりの購入回数が制限されています

error-stock-changed = ⚠️ 在庫状況が変わりました。もう一度お試しください。
error-purchase = ❌ 購入中にエラーが発生しました。料金は引き落とされていません。問題が続く場合はサポートまでご連絡ください。
error-generic = ❌ エラーが発生しました。しばらくしてからもう一度お試しください。
error-flood = ⏳ 短時間に送信されたメッセージが多すぎます。数秒お待ちください。
error-stale-button = ⌛ このメニューは最新ではありません。

## ボット管理者への通知
admin-new-purchase =
    🛒 <b>新規購入</b>
    👤 { $buyer }
    🔢 { $quantity } 件 — { $operator }、{ $flag } { $country }
    💳 金額：{ $cost }
    💰 新しい残高：{ $balance }

## コマンドメニュー（setMyCommands）
command-start = メインメニュー
command-shop = 番号を購入する
command-balance = 残高を確認する
command-history = 購入履歴を見る
command-help = ヘルプ
command-language = 言語を変更する
command-redeem = ギフトカードを利用する
command-referral = 紹介リンク
command-paysupport = 支払いと返金
command-terms = ショップの規約

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>残高をチャージ</b>
    お支払いに使う暗号資産を選んでください：
topup-choose-manual =
    ➕ <b>残高をチャージ</b>
    現在、暗号資産での支払いはご利用いただけません。管理者が手動でチャージを確認するか、ギフトカードをご利用ください。
topup-manual = 🧾 管理者経由でチャージ
topup-manual-coin = 手動チャージ
topup-amount-prompt = 💶 <b>{ $crypto }</b>：金額を選ぶか入力してください（最低 { $minimum }）。
topup-already = ℹ️ このチャージはすでに作成されています。上の支払い情報をご覧ください。
topup-amount-invalid = ❌ 有効な金額を入力してください（最低 { $minimum }）。
topup-amount-too-large = ❌ { $amount } は最大入金額（{ $maximum }）を超えています。より少ない金額を入力してください。
topup-amount-not-offered = ❌ この金額は提示された選択肢にありません。チャージは作成されていません。ボタンのいずれかをタップするか、{ $minimum } から { $maximum } までの金額を入力してください。
topup-manual-contact = 📞 連絡先：{ $contact }
topup-manual-recorded = 🧾 <b>{ $amount }</b> のチャージ申請を受け付けました（番号 { $id }）。お支払いが確認され次第、管理者が反映します。
topup-instructions =
    💳 <b>{ $amount } のチャージ</b>

    このアドレスに <code>{ $cryptoAmount }</code> { $crypto } を正確に送金してください：
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>メモ / タグ：<code>{ $memo }</code></b>
    送金時に必ず指定してください。指定がないと反映できません。
topup-expires = ⏳ { $time } までにお支払いください。
topup-after = 支払いが検出されるとここにメッセージが届き、確認後にもう一度届きます。
topup-pay-page = 🌐 支払いページを開く
topup-unavailable = ⚠️ 現在、決済サービスを利用できません。数分後にもう一度お試しください。
deposit-detected = 🔎 <b>{ $amount }</b> の入金を検出しました。ブロックチェーンの承認待ちです。
deposit-confirmed =
    ✅ <b>入金が確認されました：+{ $amount }</b>
    💰 新しい残高：<b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>入金完了</b>
    👤 { $buyer }
    ➕ { $amount }（{ $crypto }）
    💳 新しい残高：{ $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ このコマンドは管理者専用です
admin-permission-missing = ⛔ この操作には <b>{ $permission }</b> 権限が必要です。
admin-permission-credits = 残高
admin-permission-broadcasts = 一斉配信
admin-permission-reports = レポート
admin-permission-stock = 在庫
admin-permission-catalogue = カタログ
admin-permission-settings = 設定
admin-credit-format = 形式が正しくありません。使い方：@ユーザー名 金額
admin-credit-positive = 金額は 0 より大きくしてください
admin-credit-user-not-found = ユーザー @{ $username } が見つかりません
admin-credit-insufficient = ❌ @{ $username } の残高は { $balance } のみです：何も差し引いていません。
admin-credit-added = ✅ @{ $username } に { $amount } を追加しました。新しい残高：{ $balance }
admin-credit-removed = ✅ @{ $username } から { $amount } を差し引きました。新しい残高：{ $balance }
credit-added-notice =
    💰 管理者があなたの残高に <b>{ $amount }</b> を追加しました。
    新しい残高：<b>{ $balance }</b>
credit-removed-notice =
    💰 管理者があなたの残高から <b>{ $amount }</b> を差し引きました。
    新しい残高：<b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>在庫わずか</b>：{ $operator }、{ $flag } { $country }
    残り { $available } 件で、最小注文数（{ $minimum } 件）を下回っています。
admin-webhook-disabled = ⚠️ <b>Webhook を無効にしました</b>：{ $url } への配信が3日間すべて失敗しました。直ったら管理画面（設定 → Webhooks）で再び有効にしてください。
admin-panel =
    🛠 <b>管理パネル</b>
    あなたの権限：{ $permissions }
admin-panel-no-permission = なし（メイン管理者に依頼してください）
admin-panel-reports = 📊 レポート
admin-panel-broadcast = 📣 一斉配信
admin-panel-credits = 💰 残高
admin-panel-continents = 🌍 大陸
admin-panel-channels = 📢 チャンネル
admin-panel-refunds = ↩️ 返金
admin-back-panel = ⬅️ 管理パネル
admin-credits =
    💰 <b>残高</b>
    顧客の残高を追加または差し引きます。顧客には本人の言語で通知されます。
admin-credits-add = ➕ 追加
admin-credits-remove = ➖ 差し引く
admin-credits-prompt-add = 顧客と<b>追加</b>する金額を送信してください。例：<code>@ユーザー名 25.50</code>
admin-credits-prompt-remove = 顧客と<b>差し引く</b>金額を送信してください。例：<code>@ユーザー名 25.50</code>
admin-continents = 🌍 <b>大陸</b>（国の数）。名前を変更または削除する大陸を選択してください。
admin-continents-none = 🌍 まだ大陸がありません。バックオフィスから追加してください。
admin-back-continents = ⬅️ 大陸
admin-continent =
    🌍 <b>{ $name }</b>
    国：{ $countries }
    販売中の番号：{ $available }
admin-continent-rename = ✏️ 名前を変更
admin-continent-delete = 🗑 削除
admin-continent-rename-prompt = <b>{ $name }</b> の新しい名前を送信してください。
admin-continent-renamed = ✅ 大陸 <b>{ $from }</b> の名前を <b>{ $to }</b> に変更しました。
admin-continent-exists = ❌ 大陸 <b>{ $name }</b> は既に存在します。別の名前を選んでください。
admin-continent-invalid-name = ❌ 名前が正しくありません：1〜50 文字で入力してください。
admin-continent-delete-confirm = 大陸 <b>{ $name }</b> を削除しますか？
admin-continent-deleted = ✅ 大陸 <b>{ $name }</b> を削除しました。
admin-continent-not-empty = ❌ <b>{ $name }</b> は削除できません：まだ { $countries } か国が含まれています。
admin-continent-gone = この大陸はもう存在しません（その間に名前が変更されたか、削除されました）。
admin-yes = ✅ はい
admin-no = ❌ いいえ
admin-channels =
    📢 <b>チャンネル</b>
    メインチャンネル：{ $main }
    取引実績チャンネル：{ $proof }
    購入実績の投稿：{ $posts }
admin-channels-none = 未設定
admin-proof-posts-on = 購入ごとに投稿（匿名）
admin-proof-posts-off = 無効
admin-channels-edit-main = ✏️ メインチャンネル
admin-channels-edit-proof = ✏️ 取引実績チャンネル
admin-proof-turn-on = ✅ 購入実績を投稿する
admin-proof-turn-off = ⏸ 購入実績の投稿を停止
admin-back-channels = ⬅️ チャンネル
admin-channel-prompt-main = メインチャンネルのリンク（<code>https://t.me/…</code> または <code>@チャンネル</code>）を送信してください。削除するには <code>-</code> を送信してください。
admin-channel-prompt-proof = 取引実績チャンネルのリンク（<code>https://t.me/…</code> または <code>@チャンネル</code>）を送信してください。削除するには <code>-</code> を送信してください。
admin-channel-invalid = ❌ リンクが正しくありません：https://t.me/… または @チャンネル
admin-channel-saved = ✅ リンクを保存しました。
admin-proof-no-channel = ❌ 先に取引実績チャンネルを設定してください。
admin-proof-not-addressable = ❌ 招待リンクではボットが投稿できません。チャンネルの公開ユーザー名（@チャンネル）を指定してください。
admin-proof-not-found = ❌ Telegram でこのチャンネルが見つからないか、ボットがチャンネルに参加していません。@{ $bot } をチャンネルに追加してから、もう一度お試しください。
admin-proof-cannot-post = ❌ ボットはこのチャンネルに投稿できません。@{ $bot } を投稿権限のある管理者にしてから、もう一度お試しください。
proof-post =
    ✅ <b>新規購入</b>
    📱 { $quantity } 件 — { $operator }、{ $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 お客様に一斉送信するメッセージを送ってください。
    Telegram の書式が使えます：&lt;b&gt;太字&lt;/b&gt;、&lt;i&gt;斜体&lt;/i&gt;、&lt;a href="https://…"&gt;リンク&lt;/a&gt;。
broadcast-cancelled = 一斉送信を取り消しました。
broadcast-empty = メッセージが空です：送信するテキストを送ってください。
broadcast-too-long = メッセージが長すぎます：{ $length } 文字（最大 4096 文字）。
broadcast-confirm =
    👆 お客様が受け取るメッセージのプレビューです。
    👥 対象：<b>{ $audience }</b>
    📨 宛先数：<b>{ $count }</b>
broadcast-audience-all = すべてのお客様
broadcast-audience-buyers = 購入者
broadcast-audience-depositors = 入金者
broadcast-audience-inactive = { $days } 日間非アクティブ
broadcast-language-any = 🌐 すべての言語
broadcast-language-choose = 配信先の顧客の言語：
broadcast-send-button = ✅ { $count } 件に送信
broadcast-no-recipients = この対象にお客様はいません：送信するものはありません。
broadcast-expired = このプレビューは期限切れか送信済みです：/broadcast からやり直してください。
broadcast-queued = ⏳ 一斉送信 #{ $id }（{ $audience }）を予約しました：開始時と終了時にお知らせします。
broadcast-paid-button = ⚡ 有料送信 · { $cost } ⭐
broadcast-paid-note = ⚡ 有料送信が利用できます：毎秒最大 { $rate } 通。Telegram はボットのスター残高から 1 通につき { $price } ⭐、合計 { $cost } ⭐ を差し引きます。
broadcast-paid-short = ⭐ スターが足りません：有料送信には { $cost } ⭐ 必要ですが、ボットの残高は { $balance } です。ボットの残高を補充するか、無料で送信してください。
broadcast-in-progress = 📣 一斉送信 #{ $id } を送信中：宛先 { $count } 件。
broadcast-done = ✅ 一斉送信 #{ $id } 完了：{ $sent }/{ $total } 件送信。
broadcast-schedule-button = 🗓 予約
broadcast-schedule-prompt =
    🗓 この一斉配信をいつ送りますか？パリ時間の日付と時刻を入力してください。例：
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ 日付と時刻を認識できません（または存在しません）。例：<code>{ $example }</code> または <code>{ $exampleYear }</code>（パリ時間）。
broadcast-schedule-past = ❌ { $time } は過ぎています。これからの日付と時刻を入力してください。例：<code>{ $example }</code>
broadcast-schedule-done =
    🗓 一斉配信 #{ $id } を { $time } に予約しました。
    👥 対象：<b>{ $audience }</b>
    📨 現在の受信者：<b>{ $count }</b>（開始時に再集計）
    開始時と終了時にお知らせします。それまでは「予約済み」から取り消せます。
broadcast-scheduled-button = 🗓 予約済み
broadcast-scheduled-list = 🗓 予約済みで未開始の一斉配信：
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    「{ $excerpt }」
broadcast-scheduled-none = 🗓 予約された一斉配信はありません。
broadcast-audience-more-filters = + 絞り込み
broadcast-new-button = 📣 新しい一斉配信
broadcast-unschedule-button = ✖️ #{ $id } を取消
broadcast-unschedule-confirm =
    { $time } 予定の一斉配信 #{ $id } を取り消しますか？
    👥 { $audience }
    「{ $excerpt }」
    送信されなくなります。
broadcast-unschedule-yes = ✅ はい、取り消す
broadcast-unscheduled = ✖️ 一斉配信 #{ $id } を取り消しました。送信されません。
broadcast-unschedule-gone = 一斉配信 #{ $id } はもう予約されていません（取消済みまたは開始済み）。
# --- Mini App shop ---
menu-open-shop = 🛍️ ショップを開く
# --- reports ---
reports-menu =
    📊 <b>レポート</b>
    期間：{ $period }
    レポートを選んでください：
reports-period-today = 今日
reports-period-7d = 7日間
reports-period-30d = 30日間
reports-sales = 📈 全体の売上
reports-top-users = 🏆 上位ユーザー
reports-by-category = 🗂 カテゴリ別
reports-by-country = 🌍 国別
reports-deposits = 💰 入金
reports-back = ⬅️ レポート
reports-back-panel = ⬅️ 管理パネル
report-sales-text =
    📈 <b>売上 — { $period }</b>
    💶 売上高：<b>{ $revenue }</b>（{ $revenueChange }、前期間：{ $revenuePrevious }）
    🧾 注文：{ $orders }（{ $ordersChange }）· 平均注文額 { $basket }
    🔢 販売番号数：{ $sold }
    🔁 1日あたりの取引：{ $perDay }
    📅 今日 { $today } · 今週 { $week } · 今月 { $month }
    📦 在庫：{ $inStock } 中 { $available } 件販売可能 · 推定価値 { $value }
report-sales-discount = 🏷 プロモーション割引：{ $discount }（{ $change }）、{ $orders } 件の注文
report-top-users-title = 🏆 <b>上位ユーザー — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · 注文 { $orders } 件 · 最終 { $last }
report-more-users = … ほか { $count } 人のユーザー
report-category-title = 🗂 <b>カテゴリ別売上 — { $period }</b>：{ $total }（{ $change }）
report-country-title = 🌍 <b>国別売上 — { $period }</b>：{ $total }（{ $change }）
report-breakdown-line = { $name } — { $revenue }（{ $change }）· { $share } %
report-more = … ほか { $count } 件
report-unknown = 不明
report-empty = この期間のデータはありません。
report-deposits-text =
    💰 <b>入金 — { $period }</b>
    合計：<b>{ $total }</b>（{ $change }）· 入金 { $count } 件
    平均入金額：{ $average }
    入金したユーザー：登録 { $registered } 人中 { $depositors } 人（{ $rate }）
report-deposit-methods = <b>方法別</b>
report-deposit-method-line = • { $method } — { $amount }（{ $count }）
report-deposit-recent = <b>最近の入金</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ レポートの作成中にエラーが発生しました
report-error-sales = ❌ 売上レポートの作成中にエラーが発生しました
report-error-top-users = ❌ 上位ユーザーレポートの作成中にエラーが発生しました
report-error-category = ❌ カテゴリ別レポートの作成中にエラーが発生しました
report-error-country = ❌ 国別レポートの作成中にエラーが発生しました
report-error-deposits = ❌ 入金レポートの作成中にエラーが発生しました

# --- referrals ---
balance-referrals = 👥 紹介
referral-view =
    👥 <b>紹介プログラム</b>

    あなたのリンクで友達を招待しましょう：友達の初回入金時に、金額の { $share } があなたの残高に加算されます。

    🔗 { $link }

    👤 紹介した人数：<b>{ $referred }</b> · 入金済み：<b>{ $rewarded }</b>
    💶 獲得額：<b>{ $earned }</b>
referral-share-button = 📤 リンクを共有
referral-share-text = 番号リストはこちらで購入できます：
referral-back-balance = 💰 残高
referral-own-link = ℹ️ これはあなた自身の紹介リンクです：友達に共有してください。
referral-already-customer = ℹ️ すでにご利用中のお客様です：紹介リンクは新規のお客様のみ有効です。
referral-reward-notice =
    🎉 <b>紹介報酬：+{ $amount }</b>
    あなたが紹介したお客様が初回入金を行いました。
    💰 新しい残高：<b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>：<s>{ $base }</s> → <b>{ $cost }</b>（−{ $discount }）
promo-code-not-needed = ℹ️ コード { $code } は使われません：より良いキャンペーンがすでに適用されています。
promo-code-button = 🎟 プロモコード
promo-code-without = ➡️ コードなしで続ける
promo-code-prompt = 🎟 プロモコードを入力してください：
promo-error-unknown = ❌ 不明なプロモコードです。
promo-error-expired = ⌛ このプロモコードは有効期限切れです。
promo-error-used-up = ❌ このプロモコードは使用上限に達しました。
promo-error-limit = ❌ このプロモコードは利用できる回数をすでに使い切っています。
promo-error-not-applicable = ❌ このプロモコードはこの注文には使えません。
promo-error-too-many = ⏳ 誤ったプロモコードが多すぎます。{ $minutes } 分後にもう一度お試しください。
promo-history-discount = （🏷 −{ $discount }）

## Per-language names and manual top-ups (decision 0125)
continent-europe = ヨーロッパ
continent-africa = アフリカ
continent-asia = アジア
continent-america = アメリカ
continent-north-america = 北アメリカ
continent-south-america = 南アメリカ
continent-oceania = オセアニア
continent-middle-east = 中東
continent-antarctica = 南極
topup-manual-how-to-pay = 📋 <b>お支払い方法</b>（お支払いの際に申請番号 { $id } をお書きください）：
topup-choose-none =
    ➕ <b>残高をチャージ</b>
    現在ご利用いただける支払い方法はありません。ギフトカードをご利用いただくか、サポートにご連絡ください。

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>残高をチャージ</b>
    Telegram Stars で支払うか、支払いに使う暗号資産を選んでください：
topup-choose-stars =
    ➕ <b>残高をチャージ</b>
    Telegram Stars で支払うか、ギフトカードをご利用ください：
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>：1 Star = { $value }。
    金額を選ぶか、Stars の数を入力してください（{ $minimum }〜{ $maximum }）。ユーロ金額はセント単位で切り捨てです。
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ { $minimum }〜{ $maximum } の整数で Stars の数を入力してください。
topup-stars-already = ℹ️ このチャージは開始済みです：上の請求書をお支払いください。
topup-stars-unavailable = ⚠️ 現在 Telegram Stars でのお支払いはご利用いただけません。
topup-stars-invoice-title = { $amount } のチャージ
topup-stars-invoice-description = { $stars } Stars で残高に { $amount }（チャージ番号 { $id }）。
topup-stars-invoice-label = 残高 +{ $amount }
stars-refused-unknown = この請求書に対応するチャージはありません：残高 → チャージ からやり直してください。
stars-refused-closed = このチャージはすでに終了しています：残高 → チャージ からやり直してください。
stars-refused-mismatch = この請求書はお客様のチャージと一致しません：残高 → チャージ からやり直してください。

## /paysupport and /terms (decision 0137)
terms-none = 📄 ショップはまだ規約を公開していません。

## Reviews
review-ask =
    ⭐ <b>注文 { $order } のレビュー</b>
    📱 { $quantity } 件 — { $operator } { $flag }

    これらの番号はいかがでしたか？1〜5 で評価してください：
review-rated = ⭐ ありがとうございます！注文 { $order } の評価：{ $rating }
review-comment-ask = コメントを追加できます。1 通のメッセージで書いてください（最大 { $max } 文字）。不要なら「スキップ」をタップしてください。
review-skip = ⏭️ スキップ
review-saved = ✅ ありがとうございます。レビューを保存しました。{ $until } まで 📜 購入履歴 から変更できます。
review-locked = ⏳ このレビューはもう変更できません。レビューは 7 日間変更できます。
review-order-not-found = ❌ 注文が見つかりません。
review-comment-too-long = ❌ コメントが長すぎます：最大 { $max } 文字です。短くして書き直すか、「スキップ」をタップしてください。
review-rate-first = ⭐ まず 1〜5 の評価を選んでください。
review-current = あなたの評価：{ $rating } — { $until } まで変更できます。
review-current-locked = あなたの評価：{ $rating }（{ $until } 以降は変更できません）。
history-review = ⭐ 注文 { $order } を評価
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } 件のレビュー
review-summary-list =    • { $list }：⭐ { $average }（{ $count }）
review-latest = 💬 <b>最新のレビュー</b>
review-proof-post =
    ⭐ <b>新しいレビュー</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>返金：+{ $amount }</b>
    🧾 注文番号 { $order }：{ $quantity } 件を返金しました
    📝 理由：{ $reason }
    💰 新しい残高：<b>{ $balance }</b>
refund-reason-dead = 使えない番号
refund-reason-duplicate = 重複した番号
refund-reason-wrong_target = 国または通信事業者の誤り
refund-reason-other = その他の理由
admin-refund-open = ↩️ 番号を返金
admin-refund-prompt = 返金する注文の番号を送信してください。例：<code>1234</code>
admin-refund-order-unknown = 注文番号 { $order } が見つかりません。別の注文番号を送信してください。
admin-refund-order =
    ↩️ <b>注文番号 { $order }</b> — { $customer }
    📦 番号数：{ $quantity } — 支払額 { $cost }
    ↩️ 返金済み：{ $refunded }
    🔢 未返金：{ $left }
admin-refund-nothing-left = ✅ この注文はすでに全額返金されています。
admin-refund-whole = 注文全体（{ $amount }）
admin-refund-some = 一部の番号
admin-refund-count-prompt = 何件の番号を返金しますか？1 から { $left } までの数を送信してください。
admin-refund-count-invalid = 無効な数です。1 から { $left } までの数を送信してください。
admin-refund-reason = 返金の理由を選んでください。
admin-refund-confirm =
    ↩️ <b>返金の確認</b>
    🧾 注文番号 { $order }：{ $count } 件、<b>{ $amount }</b>
    📝 理由：{ $reason }
    🚫 除外リスト：{ $suppress }
admin-refund-suppress-yes = 番号を追加します
admin-refund-suppress-no = いいえ
admin-refund-suppress-toggle = 🔁 除外リスト：はい / いいえ
admin-refund-confirm-button = ✅ 返金する
admin-refund-done =
    ✅ <b>返金しました：{ $amount }</b>（注文番号 { $order } の { $count } 件）
    💰 お客様の新しい残高：{ $balance }
admin-refund-changed = ⚠️ この注文はたった今返金されました。残りは次のとおりです。
admin-refund-paste = 番号を貼り付ける
admin-refund-paste-prompt = 返金する番号を、納品時の形式のまま 1 行に 1 件、またはカンマ区切りで貼り付けてください（例：<code>+447700900123</code>）。
admin-refund-paste-foreign = ❌ この注文にない番号（{ $count }）：{ $numbers }
admin-refund-paste-again = ❌ 返金済みの番号（{ $count }）：{ $numbers }
admin-refund-paste-retry = これらの番号を除いて、もう一度リストを貼り付けてください。
admin-refund-paste-empty = ❌ 番号を認識できませんでした。1 行に 1 件ずつ貼り付けてください。
admin-refund-paste-found = 📋 注文内で見つかった番号：{ $count }
admin-refund-paste-lost = ⚠️ 貼り付けたリストは保持されていません（その間に別のボタンが使われました）。もう一度貼り付けてください。
admin-refund-ticket = 🎫 チケット { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ お客様のアカウントはショップによりブロックされています。購入、チャージ、コードの利用はできません。誤りだと思われる場合はサポートまでご連絡ください。
error-purchase-rate = ⏳ お客様のアカウントは新しいため、1時間あたりの購入回数が制限されています（上限：{ $maximum }）。{ $minutes } 分後にもう一度お試しください。
error-unpaid-top-ups = ⏳ 過去24時間の未払いのチャージ申請が多すぎます（上限：{ $maximum }）。進行中のチャージをお支払いいただくか、後でもう一度お試しください。
stars-refused-blocked = お客様のアカウントはショップによりブロックされています。この支払いはお受けできません。
admin-permission-customers = 顧客
admin-panel-blocking = 🚫 ブロック
admin-blocking =
    🚫 <b>ブロック中の顧客</b>：{ $count }
    { $list }

    ブロック：<code>/block @ユーザー名 理由</code>
    解除：<code>/unblock @ユーザー名</code>
admin-blocking-none = ブロック中の顧客はいません。
admin-block-format = 形式が正しくありません。使い方：/block @ユーザー名 理由
admin-unblock-format = 形式が正しくありません。使い方：/unblock @ユーザー名
admin-block-done = 🚫 @{ $username } をブロックしました。理由：{ $reason }
admin-unblock-done = ✅ @{ $username } のブロックを解除しました。
admin-unblock-not-blocked = @{ $username } はブロックされていませんでした。
admin-block-admin = ⛔ 管理者アカウントはブロックできません。

## Support tickets (issue 28, decision 0139)
command-support = サポートに連絡
help-contact-support = 💬 サポートに連絡
history-problem = ⚠️ 問題を報告
support-prompt =
    💬 <b>サポート</b>
    メッセージを書いてください（テキスト、写真、ファイル）。管理者がここで返信します。
support-prompt-order =
    💬 <b>注文 { $order } の問題</b>
    問題を説明してください（テキスト、写真、ファイル）。管理者がここで返信します。
support-opened = ✅ チケット { $ticket } を作成しました。ここで返信します。
support-added = ✉️ チケット { $ticket } にメッセージを追加しました。
support-empty = ❌ テキスト、写真、ファイルのいずれかを送ってください。
support-file-only = 📎（添付ファイル）
support-reply =
    💬 <b>サポート — チケット { $ticket }</b>
    { $text }
support-closed = 🔒 チケット { $ticket } はクローズされました。再開するにはメッセージを送ってください。
support-auto-closed = 🔒 新しいメッセージがなかったため、チケット { $ticket } はクローズされました。再開するにはメッセージを送ってください。
paysupport-contact-line = { $contact } に連絡することもできます。
admin-permission-support = サポート
admin-support-new =
    🎫 <b>新しいチケット { $ticket }</b>
    顧客：{ $customer } · 言語：{ $language }
    注文：{ $order }

    { $text }

    ↩️ このメッセージに返信すると顧客に回答できます。
admin-support-message =
    💬 <b>チケット { $ticket }</b> — 新しいメッセージ
    顧客：{ $customer } · 言語：{ $language }
    注文：{ $order }

    { $text }

    ↩️ このメッセージに返信すると顧客に回答できます。
admin-support-order = { $order } — { $operator } { $flag }、数量：{ $quantity }、{ $cost }
admin-support-no-order = なし
admin-support-sent = ✅ チケット { $ticket } に返信を送りました。
