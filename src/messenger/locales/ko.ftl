# 봇의 한국어 텍스트입니다. 기준 언어는 프랑스어이며, 모든 .ftl 파일은 같은 키와 플레이스홀더를 가집니다.
# 텍스트는 Telegram HTML(parse_mode HTML) 형식입니다: <b>, <i>, <code>, <a href>. 금액은 언어에 맞게 서식이 적용되어
# 전달되며($price, $cost, $balance…), 수량은 서식이 적용된 숫자로 전달됩니다.

## 언어 선택
language-choose = 🌍 언어를 선택해 주세요:
language-saved = ✅ 언어가 한국어로 설정되었습니다.

## 환영 인사 및 메인 메뉴
welcome-default =
    👋 <b>{ $shop }</b>에 오신 것을 환영합니다!

    📱 저희 번호 리스트는 3대 주요 웹 플랫폼에서 검증을 마쳤습니다.
    ⚡ 구매 즉시 파일이 자동으로 생성됩니다.
    💬 도움이 필요하시면 고객지원팀이 도와드립니다.

    💶 가격: 번호당 <b>{ $price }</b>, 최소 { $minimum }개부터 구매할 수 있습니다({ $minimumCost }).
menu-prompt = 무엇을 도와드릴까요?
menu-shop = 🛒 상점
menu-balance = 💰 잔액
menu-history = 📜 구매 내역
menu-help = ❓ 도움말
menu-channels = 📢 채널
menu-language = 🌍 언어
menu-main = 🏠 메인 메뉴

## 상점: 대륙, 국가, 통신사
shop-continents = 🌍 <b>상점</b> — 대륙을 선택해 주세요:
shop-no-continents = 😕 현재 이용 가능한 대륙이 없습니다. 곧 다시 들러 주세요!
shop-countries = 🌍 <b>{ $continent }</b> — 국가를 선택해 주세요:
shop-no-countries = 😕 현재 이 대륙에는 이용 가능한 국가가 없습니다.
shop-no-operators = 😕 현재 이 국가에는 이용 가능한 통신사가 없습니다.
shop-operators = { $flag } <b>{ $country }</b> — 통신사를 선택해 주세요:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = 품절

## 수량
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 재고: 번호 <b>{ $available }</b>개
    💶 단가: <b>{ $price }</b>
    🔢 최소 수량: { $minimum }개

    수량을 선택해 주세요:
quantity-custom = ✏️ 직접 입력
quantity-prompt = ✏️ 원하시는 번호 개수를 입력해 주세요({ $minimum }~{ $available }):
quantity-cancel = ❌ 취소

## 확인 및 구매
purchase-confirm =
    🧾 <b>구매 내용을 확인해 주세요</b>

    📶 { $operator } — { $flag } { $country }
    🔢 수량: 번호 <b>{ $quantity }</b>개
    💶 단가: { $price }
    💳 결제 금액: <b>{ $cost }</b>

    💰 현재 잔액: { $balance }
    💰 구매 후 잔액: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ 구매 확정
purchase-processing = ⏳ 구매를 처리하고 있습니다. 파일을 준비하는 중입니다…
purchase-success =
    ✅ <b>구매가 완료되었습니다!</b>

    🔢 번호 { $quantity }개 — { $operator }, { $flag } { $country }
    💳 결제 금액: { $cost }
    💰 남은 잔액: <b>{ $balance }</b>
    🧾 주문 번호: { $order }
purchase-file-caption = 📄 번호 { $quantity }개 — { $operator }, { $country } (주문 번호 { $order })
purchase-file-failed = ⚠️ 파일 전송에 실패했습니다. 번호를 메시지 { $total }개로 나누어 보내 드립니다.
purchase-part = 📄 파트 { $current }/{ $total }
purchase-already-done = ℹ️ 이미 처리된 주문입니다(주문 번호 { $order }). 금액이 중복으로 차감되지 않았습니다.
purchase-cancelled = 구매가 취소되었습니다.

## 탐색
back = ⬅️ 뒤로
back-continents = ⬅️ 대륙
back-countries = ⬅️ 국가
back-operators = ⬅️ 통신사
back-shop = 🛒 상점

## 잔액
balance-view =
    💰 <b>내 잔액: { $balance }</b>

    🛒 총 구매액: { $totalPurchases }
    💳 총 충전액: { $totalDeposits }
balance-topup = ➕ 충전하기

## 기프트 카드
topup-gift-card = 🎁 기프트 카드
gift-card-prompt = 🎁 기프트 카드 코드를 입력해 주세요(16자, 예: ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>기프트 카드 사용 완료: +{ $amount }</b>
    💰 새 잔액: <b>{ $balance }</b>
gift-card-unknown = ❌ 알 수 없는 코드입니다. 확인 후 다시 시도해 주세요.
gift-card-used = ❌ 이미 사용된 기프트 카드입니다.
gift-card-expired = ❌ 유효 기간이 지난 기프트 카드입니다.
gift-card-disabled = ❌ 더 이상 유효하지 않은 기프트 카드입니다.
gift-card-too-many = ⏳ 잘못된 코드를 너무 많이 입력하셨습니다. { $minutes }분 후에 다시 시도해 주세요.

## 구매 내역
history-title = 📜 <b>최근 구매 내역</b>
history-line = { $date } — 번호 { $quantity }개, { $operator } ({ $flag } { $country }) — { $cost }
history-more = … 외 { $count }건의 구매
history-empty = 📭 아직 구매 내역이 없습니다.
history-download = 📥 주문 { $order } 파일
history-download-missing = ❌ 주문을 찾을 수 없습니다.

## 도움말 및 채널
help-default =
    ❓ <b>도움말</b>
channels-title = 📢 <b>공식 채널</b>
channels-main = 📢 메인 채널
channels-proof = ✅ 거래 인증 채널
channels-none = 📢 현재 채널이 없습니다.

## 거절 및 오류
error-user-not-found = ❌ 사용자를 찾을 수 없습니다. /start를 보내 가입해 주세요.
error-country-not-found = ❌ 국가를 찾을 수 없습니다.
error-operator-not-found = ❌ 통신사를 찾을 수 없거나 더 이상 판매하지 않습니다.
error-quantity-invalid = ❌ 잘못된 수량입니다. 최소 { $minimum }개(최소 금액 { $minimumCost })부터 구매할 수 있습니다.
error-quantity-number = ❌ 올바른 숫자를 입력해 주세요(최소 { $minimum }).
error-quantity-too-large = ❌ 주문당 최대 { $maximum }개까지 구매할 수 있습니다.
error-stock = ❌ 요청하신 수량만큼 재고가 없습니다. 구매 가능한 최대 수량: { $available }개(최소 { $minimum }개).
error-balance =
    ❌ <b>잔액이 부족합니다.</b>
    결제 금액: { $cost } — 내 잔액: { $balance }.
    계속하려면 잔액을 충전해 주세요.
error-account-deactivated = ⛔ 계정이 비활성화되었습니다. 고객지원팀에 문의해 주세요.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>구매 확인</b>

    📶 { $operator } — { $flag } { $country }
    🔢 수량: <b>{ $quantity }</b>
    💳 금액: <b>{ $cost }</b> — 잔액: { $balance }

    ❌ <b>{ $missing }이(가) 부족합니다.</b>
    지금 결제하세요: 결제가 도착하는 즉시 주문이 완료되며, 남는 금액은 잔액에 남습니다.
checkout-pay-stars = ⭐ Stars로 { $amount } 결제 ({ $stars } ⭐)
checkout-pay-crypto = 🪙 { $crypto }(으)로 { $amount } 결제
checkout-stars-invoice-title = 주문: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount }, 대기 중인 주문 { $id }용 (수량: { $quantity }). 남는 금액은 잔액에 남습니다.
checkout-stars-invoice-label = 주문 { $amount }
checkout-waiting = ⏳ 주문이 { $time }까지 이 결제를 기다립니다. 결제가 도착하면 주문이 완료되고 파일을 받게 됩니다.
checkout-cancel-button = ❌ 주문 취소
checkout-cancelled = 주문이 취소되었습니다: 아무것도 구매되지 않았습니다. 그래도 도착하는 결제는 잔액에 남습니다.
checkout-closed = ℹ️ 이 주문은 더 이상 결제를 기다리지 않습니다.
checkout-already = ℹ️ 이 결제는 이미 요청되었습니다: 위에 보낸 것을 사용하세요.
checkout-price-changed = ⚠️ 표시된 후 가격이 변경되었습니다: 아무것도 요청되지 않았습니다. 주문으로 돌아가 새 가격을 확인하세요.
checkout-not-needed = ℹ️ 이제 잔액으로 이 주문을 결제할 수 있습니다: 돌아가서 확인하세요.
checkout-not-placed =
    💳 { $amount } 결제가 도착했지만 주문을 완료할 수 없었습니다: { $reason }.
    💰 금액은 잔액에 남습니다: <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 { $amount } 결제가 대기 중인 주문이 만료된 후 도착했습니다: 아무것도 구매되지 않았습니다.
    💰 금액은 잔액에 남습니다: <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 { $amount } 결제가 주문 취소 후 도착했습니다: 아무것도 구매되지 않았습니다.
    💰 금액은 잔액에 남습니다: <b>{ $balance }</b>.
checkout-reason-stock = 재고가 더 이상 충분하지 않습니다
checkout-reason-price = 확인 후 가격이 변경되었습니다
checkout-reason-closed = 이 상품은 더 이상 판매되지 않습니다
checkout-reason-balance = 그 사이에 잔액이 사용되었습니다
checkout-reason-ordered = 그 사이에 이 상품을 이미 주문하셨습니다
checkout-reason-account = 계정이 비활성화되었습니다
checkout-reason-blocked = 상점에서 계정을 차단했습니다
checkout-reason-rate = 새 계정이라 시간당 구매 횟수가 제한됩니다

error-stock-changed = ⚠️ 방금 재고가 변경되었습니다. 다시 시도해 주세요.
error-purchase = ❌ 구매 중 오류가 발생했습니다. 금액은 차감되지 않았습니다. 문제가 계속되면 고객지원팀에 문의해 주세요.
error-generic = ❌ 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.
error-flood = ⏳ 메시지를 한꺼번에 너무 많이 보내셨습니다. 몇 초만 기다려 주세요.
error-stale-button = ⌛ 이 메뉴는 더 이상 최신 상태가 아닙니다.

## 봇 관리자 알림
admin-new-purchase =
    🛒 <b>새 구매</b>
    👤 { $buyer }
    🔢 번호 { $quantity }개 — { $operator }, { $flag } { $country }
    💳 금액: { $cost }
    💰 새 잔액: { $balance }

## 명령어 메뉴 (setMyCommands)
command-start = 메인 메뉴
command-shop = 번호 구매하기
command-balance = 내 잔액 보기
command-history = 내 구매 내역
command-help = 도움말
command-language = 언어 변경하기
command-redeem = 기프트 카드 사용하기
command-referral = 내 추천 링크
command-paysupport = 결제 및 환불
command-terms = 상점 이용 약관

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>잔액 충전</b>
    결제에 사용할 암호화폐를 선택하세요:
topup-choose-manual =
    ➕ <b>잔액 충전</b>
    지금은 암호화폐 결제를 사용할 수 없습니다. 관리자가 충전을 직접 확인하거나 기프트 카드를 사용하세요.
topup-manual = 🧾 관리자를 통해 충전
topup-manual-coin = 수동 충전
topup-amount-prompt = 💶 <b>{ $crypto }</b>: 금액을 선택하거나 입력하세요 (최소 { $minimum }).
topup-already = ℹ️ 이 충전은 이미 생성되었습니다. 위의 결제 정보를 확인하세요.
topup-amount-invalid = ❌ 올바른 금액을 입력하세요 (최소 { $minimum }).
topup-amount-too-large = ❌ { $amount }은(는) 최대 입금액({ $maximum })을 초과합니다. 더 적은 금액을 입력하세요.
topup-amount-not-offered = ❌ 이 금액은 제공된 선택지에 없습니다. 충전이 생성되지 않았습니다. 버튼 중 하나를 누르거나 { $minimum }에서 { $maximum } 사이의 금액을 입력하세요.
topup-manual-contact = 📞 연락처: { $contact }
topup-manual-recorded = 🧾 <b>{ $amount }</b> 충전 요청이 접수되었습니다 (번호 { $id }). 결제가 확인되면 관리자가 반영합니다.
topup-instructions =
    💳 <b>{ $amount } 충전</b>

    이 주소로 정확히 <code>{ $cryptoAmount }</code> { $crypto }를 보내세요:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>메모 / 태그: <code>{ $memo }</code></b>
    결제 시 반드시 포함하세요. 없으면 반영할 수 없습니다.
topup-expires = ⏳ { $time } 전에 결제하세요.
topup-after = 결제가 감지되면 여기로 메시지를 보내 드리고, 확인되면 한 번 더 보내 드립니다.
topup-pay-page = 🌐 결제 페이지 열기
topup-unavailable = ⚠️ 지금은 결제 서비스를 사용할 수 없습니다. 몇 분 후 다시 시도하세요.
deposit-detected = 🔎 <b>{ $amount }</b> 입금이 감지되었습니다. 블록체인 확인을 기다리는 중입니다.
deposit-confirmed =
    ✅ <b>입금 확인: +{ $amount }</b>
    💰 새 잔액: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>입금 완료</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 새 잔액: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ 관리자 전용 명령어입니다
admin-permission-missing = ⛔ 이 작업에는 <b>{ $permission }</b> 권한이 필요합니다.
admin-permission-credits = 잔액
admin-permission-broadcasts = 방송
admin-permission-reports = 보고서
admin-permission-stock = 재고
admin-permission-catalogue = 카탈로그
admin-permission-settings = 설정
admin-credit-format = 잘못된 형식입니다. 사용법: @사용자명 금액
admin-credit-positive = 금액은 0보다 커야 합니다
admin-credit-user-not-found = 사용자 @{ $username }을(를) 찾을 수 없습니다
admin-credit-insufficient = ❌ @{ $username }의 잔액은 { $balance }뿐입니다: 아무것도 차감하지 않았습니다.
admin-credit-added = ✅ @{ $username }에게 { $amount } 추가됨. 새 잔액: { $balance }
admin-credit-removed = ✅ @{ $username }에게서 { $amount } 차감됨. 새 잔액: { $balance }
credit-added-notice =
    💰 관리자가 잔액에 <b>{ $amount }</b>을(를) 충전했습니다.
    새 잔액: <b>{ $balance }</b>
credit-removed-notice =
    💰 관리자가 잔액에서 <b>{ $amount }</b>을(를) 차감했습니다.
    새 잔액: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>재고 부족</b>: { $operator }, { $flag } { $country }
    번호가 { $available }개 남아 최소 주문 수량({ $minimum }개)보다 적습니다.
admin-webhook-disabled = ⚠️ <b>웹훅 비활성화</b>: { $url } 에 대한 전송이 3일 동안 모두 실패했습니다. 문제가 해결되면 관리자 화면(설정 → Webhooks)에서 다시 켜 주세요.
admin-panel =
    🛠 <b>관리자 패널</b>
    내 권한: { $permissions }
admin-panel-no-permission = 없음 (메인 관리자에게 요청하세요)
admin-panel-reports = 📊 보고서
admin-panel-broadcast = 📣 방송
admin-panel-credits = 💰 잔액
admin-panel-continents = 🌍 대륙
admin-panel-channels = 📢 채널
admin-panel-refunds = ↩️ 환불
admin-back-panel = ⬅️ 관리자 패널
admin-credits =
    💰 <b>잔액</b>
    고객의 잔액을 추가하거나 차감합니다. 고객에게는 본인의 언어로 알림이 전송됩니다.
admin-credits-add = ➕ 추가
admin-credits-remove = ➖ 차감
admin-credits-prompt-add = 고객과 <b>추가</b>할 금액을 보내 주세요. 예: <code>@사용자명 25.50</code>
admin-credits-prompt-remove = 고객과 <b>차감</b>할 금액을 보내 주세요. 예: <code>@사용자명 25.50</code>
admin-continents = 🌍 <b>대륙</b> (국가 수). 이름을 바꾸거나 삭제할 대륙을 선택하세요.
admin-continents-none = 🌍 아직 대륙이 없습니다. 백오피스에서 추가하세요.
admin-back-continents = ⬅️ 대륙
admin-continent =
    🌍 <b>{ $name }</b>
    국가: { $countries }
    판매 중인 번호: { $available }
admin-continent-rename = ✏️ 이름 변경
admin-continent-delete = 🗑 삭제
admin-continent-rename-prompt = <b>{ $name }</b>의 새 이름을 보내 주세요.
admin-continent-renamed = ✅ 대륙 <b>{ $from }</b>의 이름이 <b>{ $to }</b>(으)로 변경되었습니다.
admin-continent-exists = ❌ 대륙 <b>{ $name }</b>이(가) 이미 있습니다. 다른 이름을 선택하세요.
admin-continent-invalid-name = ❌ 잘못된 이름입니다. 1~50자로 입력하세요.
admin-continent-delete-confirm = 대륙 <b>{ $name }</b>을(를) 삭제할까요?
admin-continent-deleted = ✅ 대륙 <b>{ $name }</b>이(가) 삭제되었습니다.
admin-continent-not-empty = ❌ <b>{ $name }</b>을(를) 삭제할 수 없습니다. 아직 국가 { $countries }개가 포함되어 있습니다.
admin-continent-gone = 이 대륙은 더 이상 존재하지 않습니다(그사이 이름이 변경되었거나 삭제되었습니다).
admin-yes = ✅ 예
admin-no = ❌ 아니요
admin-channels =
    📢 <b>채널</b>
    메인 채널: { $main }
    거래 인증 채널: { $proof }
    구매 인증 게시: { $posts }
admin-channels-none = 설정 안 됨
admin-proof-posts-on = 구매할 때마다 게시 (익명)
admin-proof-posts-off = 꺼짐
admin-channels-edit-main = ✏️ 메인 채널
admin-channels-edit-proof = ✏️ 거래 인증 채널
admin-proof-turn-on = ✅ 구매 인증 게시하기
admin-proof-turn-off = ⏸ 구매 인증 게시 중지
admin-back-channels = ⬅️ 채널
admin-channel-prompt-main = 메인 채널 링크(<code>https://t.me/…</code> 또는 <code>@채널</code>)를 보내 주세요. 지우려면 <code>-</code>를 보내세요.
admin-channel-prompt-proof = 거래 인증 채널 링크(<code>https://t.me/…</code> 또는 <code>@채널</code>)를 보내 주세요. 지우려면 <code>-</code>를 보내세요.
admin-channel-invalid = ❌ 잘못된 링크입니다: https://t.me/… 또는 @채널
admin-channel-saved = ✅ 링크가 저장되었습니다.
admin-proof-no-channel = ❌ 먼저 거래 인증 채널을 설정하세요.
admin-proof-not-addressable = ❌ 초대 링크로는 봇이 게시할 수 없습니다. 채널의 공개 이름(@채널)을 입력하세요.
admin-proof-not-found = ❌ Telegram에서 이 채널을 찾을 수 없거나 봇이 채널 멤버가 아닙니다. @{ $bot }을(를) 채널에 추가한 후 다시 시도하세요.
admin-proof-cannot-post = ❌ 봇이 이 채널에 게시할 수 없습니다. @{ $bot }을(를) 게시 권한이 있는 관리자로 지정한 후 다시 시도하세요.
proof-post =
    ✅ <b>새 구매</b>
    📱 번호 { $quantity }개 — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 고객에게 보낼 메시지를 보내 주세요.
    Telegram 서식을 사용할 수 있습니다: &lt;b&gt;굵게&lt;/b&gt;, &lt;i&gt;기울임&lt;/i&gt;, &lt;a href="https://…"&gt;링크&lt;/a&gt;.
broadcast-cancelled = 일괄 발송이 취소되었습니다.
broadcast-empty = 메시지가 비어 있습니다: 보낼 텍스트를 보내 주세요.
broadcast-too-long = 메시지가 너무 깁니다: { $length }자, 최대 4,096자.
broadcast-confirm =
    👆 고객이 받게 될 메시지 미리보기입니다.
    👥 대상: <b>{ $audience }</b>
    📨 수신자: <b>{ $count }</b>
broadcast-audience-all = 모든 고객
broadcast-audience-buyers = 구매 고객
broadcast-audience-depositors = 입금 고객
broadcast-audience-inactive = { $days }일간 비활성
broadcast-language-any = 🌐 모든 언어
broadcast-language-choose = 받을 고객의 언어:
broadcast-send-button = ✅ { $count }명에게 보내기
broadcast-no-recipients = 이 대상에 고객이 없습니다: 보낼 대상이 없습니다.
broadcast-expired = 이 미리보기는 만료되었거나 이미 발송되었습니다: /broadcast로 다시 시작하세요.
broadcast-queued = ⏳ 일괄 발송 #{ $id }({ $audience }) 대기 중: 시작과 종료 시 알려 드립니다.
broadcast-paid-button = ⚡ 유료 발송 · { $cost } ⭐
broadcast-paid-note = ⚡ 유료 발송 가능: 초당 최대 { $rate }건. Telegram이 봇의 스타 잔액에서 메시지당 { $price } ⭐, 모두 { $cost } ⭐를 차감합니다.
broadcast-paid-short = ⭐ 스타 부족: 유료 발송에는 { $cost } ⭐가 필요하지만 봇의 잔액은 { $balance }입니다. 봇 잔액을 충전하거나 무료로 보내세요.
broadcast-in-progress = 📣 일괄 발송 #{ $id } 진행 중: 수신자 { $count }명.
broadcast-done = ✅ 일괄 발송 #{ $id } 완료: { $sent }/{ $total } 발송.
broadcast-schedule-button = 🗓 예약
broadcast-schedule-prompt =
    🗓 이 단체 메시지를 언제 보낼까요? 파리 시간으로 날짜와 시간을 입력하세요. 예:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ 날짜와 시간을 인식할 수 없습니다(또는 존재하지 않습니다). 예: <code>{ $example }</code> 또는 <code>{ $exampleYear }</code>(파리 시간).
broadcast-schedule-past = ❌ { $time }은(는) 이미 지났습니다. 앞으로의 날짜와 시간을 입력하세요. 예: <code>{ $example }</code>
broadcast-schedule-done =
    🗓 단체 메시지 #{ $id }이(가) { $time }에 예약되었습니다.
    👥 대상: <b>{ $audience }</b>
    📨 현재 수신자: <b>{ $count }</b>(시작 시 다시 집계)
    시작과 종료 시 알려 드립니다. 그 전까지 “예약됨”에서 취소할 수 있습니다.
broadcast-scheduled-button = 🗓 예약됨
broadcast-scheduled-list = 🗓 예약되어 아직 시작되지 않은 단체 메시지:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    “{ $excerpt }”
broadcast-scheduled-none = 🗓 예약된 단체 메시지가 없습니다.
broadcast-audience-more-filters = + 필터
broadcast-new-button = 📣 새 단체 메시지
broadcast-unschedule-button = ✖️ #{ $id } 취소
broadcast-unschedule-confirm =
    { $time }에 예정된 단체 메시지 #{ $id }을(를) 취소할까요?
    👥 { $audience }
    “{ $excerpt }”
    발송되지 않습니다.
broadcast-unschedule-yes = ✅ 예, 취소
broadcast-unscheduled = ✖️ 단체 메시지 #{ $id }이(가) 취소되었습니다. 발송되지 않습니다.
broadcast-unschedule-gone = 단체 메시지 #{ $id }은(는) 더 이상 예약 상태가 아닙니다. 이미 취소되었거나 시작되었습니다.
# --- Mini App shop ---
menu-open-shop = 🛍️ 상점 열기
# --- reports ---
reports-menu =
    📊 <b>보고서</b>
    기간: { $period }
    보고서를 선택하세요:
reports-period-today = 오늘
reports-period-7d = 7일
reports-period-30d = 30일
reports-sales = 📈 전체 매출
reports-top-users = 🏆 상위 사용자
reports-by-category = 🗂 카테고리별
reports-by-country = 🌍 국가별
reports-deposits = 💰 입금
reports-back = ⬅️ 보고서
reports-back-panel = ⬅️ 관리자 패널
report-sales-text =
    📈 <b>매출 — { $period }</b>
    💶 매출액: <b>{ $revenue }</b> ({ $revenueChange }, 이전: { $revenuePrevious })
    🧾 주문: { $orders } ({ $ordersChange }) · 평균 주문액 { $basket }
    🔢 판매된 번호: { $sold }
    🔁 일일 거래: { $perDay }
    📅 오늘 { $today } · 이번 주 { $week } · 이번 달 { $month }
    📦 재고: { $inStock } 중 { $available } 판매 가능 · 추정 가치 { $value }
report-sales-discount = 🏷 프로모션 할인: { $discount } ({ $change }), 주문 { $orders }건
report-top-users-title = 🏆 <b>상위 사용자 — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · 주문 { $orders }건 · 최근 { $last }
report-more-users = … 외 { $count }명의 사용자
report-category-title = 🗂 <b>카테고리별 매출 — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>국가별 매출 — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … 외 { $count }개
report-unknown = 알 수 없음
report-empty = 이 기간의 데이터가 없습니다.
report-deposits-text =
    💰 <b>입금 — { $period }</b>
    합계: <b>{ $total }</b> ({ $change }) · 입금 { $count }건
    평균 입금액: { $average }
    입금한 사용자: 가입자 { $registered }명 중 { $depositors }명 ({ $rate })
report-deposit-methods = <b>방법별</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>최근 입금</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ 보고서를 생성하는 중 오류가 발생했습니다
report-error-sales = ❌ 매출 보고서를 생성하는 중 오류가 발생했습니다
report-error-top-users = ❌ 상위 사용자 보고서를 생성하는 중 오류가 발생했습니다
report-error-category = ❌ 카테고리별 보고서를 생성하는 중 오류가 발생했습니다
report-error-country = ❌ 국가별 보고서를 생성하는 중 오류가 발생했습니다
report-error-deposits = ❌ 입금 보고서를 생성하는 중 오류가 발생했습니다

# --- referrals ---
balance-referrals = 👥 추천
referral-view =
    👥 <b>추천 프로그램</b>

    내 링크로 친구를 초대하세요: 친구의 첫 충전 시 금액의 { $share }이(가) 잔액에 적립됩니다.

    🔗 { $link }

    👤 추천한 고객: <b>{ $referred }</b> · 충전 완료: <b>{ $rewarded }</b>
    💶 적립액: <b>{ $earned }</b>
referral-share-button = 📤 내 링크 공유
referral-share-text = 번호 목록은 여기에서 구매하세요:
referral-back-balance = 💰 잔액
referral-own-link = ℹ️ 본인의 추천 링크입니다: 친구들과 공유하세요.
referral-already-customer = ℹ️ 이미 고객이십니다: 추천 링크는 신규 고객에게만 적용됩니다.
referral-reward-notice =
    🎉 <b>추천 보상: +{ $amount }</b>
    회원님이 추천한 고객이 방금 첫 충전을 했습니다.
    💰 새 잔액: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ 코드 { $code }는 사용되지 않았습니다: 더 좋은 프로모션이 이미 적용됩니다.
promo-code-button = 🎟 프로모션 코드
promo-code-without = ➡️ 코드 없이 계속
promo-code-prompt = 🎟 프로모션 코드를 입력하세요:
promo-error-unknown = ❌ 알 수 없는 프로모션 코드입니다.
promo-error-expired = ⌛ 이 프로모션 코드는 만료되었습니다.
promo-error-used-up = ❌ 이 프로모션 코드는 모두 사용되었습니다.
promo-error-limit = ❌ 이 프로모션 코드를 허용된 횟수만큼 이미 사용했습니다.
promo-error-not-applicable = ❌ 이 프로모션 코드는 이 주문에 적용되지 않습니다.
promo-error-too-many = ⏳ 잘못된 프로모션 코드가 너무 많습니다. { $minutes }분 후에 다시 시도하세요.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = 유럽
continent-africa = 아프리카
continent-asia = 아시아
continent-america = 아메리카
continent-north-america = 북아메리카
continent-south-america = 남아메리카
continent-oceania = 오세아니아
continent-middle-east = 중동
continent-antarctica = 남극
topup-manual-how-to-pay = 📋 <b>결제 방법</b> (결제 시 요청 번호 { $id }을(를) 적어 주세요):
topup-choose-none =
    ➕ <b>잔액 충전</b>
    지금은 사용할 수 있는 결제 수단이 없습니다. 기프트 카드를 사용하거나 고객 지원에 문의하세요.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>잔액 충전</b>
    Telegram Stars로 결제하거나 결제할 암호화폐를 선택하세요:
topup-choose-stars =
    ➕ <b>잔액 충전</b>
    Telegram Stars로 결제하거나 기프트 카드를 사용하세요:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: 1 Star = { $value }.
    금액을 선택하거나 Stars 개수를 입력하세요({ $minimum }~{ $maximum }). 유로 금액은 센트 단위로 내림합니다.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ { $minimum }~{ $maximum } 사이의 정수로 Stars 개수를 입력하세요.
topup-stars-already = ℹ️ 이 충전은 이미 시작되었습니다: 위의 청구서를 결제하세요.
topup-stars-unavailable = ⚠️ 지금은 Telegram Stars 결제를 사용할 수 없습니다.
topup-stars-invoice-title = { $amount } 충전
topup-stars-invoice-description = { $stars } Stars로 잔액 { $amount } 충전 (충전 번호 { $id }).
topup-stars-invoice-label = 잔액 +{ $amount }
stars-refused-unknown = 이 청구서에 해당하는 충전이 없습니다: 잔액 → 충전에서 다시 시작하세요.
stars-refused-closed = 이 충전은 더 이상 열려 있지 않습니다: 잔액 → 충전에서 다시 시작하세요.
stars-refused-mismatch = 이 청구서는 고객님의 충전과 일치하지 않습니다: 잔액 → 충전에서 다시 시작하세요.

## /paysupport and /terms (decision 0137)
terms-none = 📄 상점이 아직 이용 약관을 게시하지 않았습니다.

## Reviews
review-ask =
    ⭐ <b>주문 { $order } 리뷰</b>
    📱 번호 { $quantity }개 — { $operator } { $flag }

    이 번호들은 어떠셨나요? 1~5점으로 평가해 주세요:
review-rated = ⭐ 감사합니다! 주문 { $order }에 대한 평점: { $rating }
review-comment-ask = 코멘트를 추가할 수 있습니다. 메시지 하나로 작성하시거나(최대 { $max }자) “건너뛰기”를 누르세요.
review-skip = ⏭️ 건너뛰기
review-saved = ✅ 감사합니다. 리뷰가 저장되었습니다. { $until }까지 📜 구매 내역에서 수정할 수 있습니다.
review-locked = ⏳ 이 리뷰는 더 이상 수정할 수 없습니다. 리뷰는 7일 동안 수정할 수 있습니다.
review-order-not-found = ❌ 주문을 찾을 수 없습니다.
review-comment-too-long = ❌ 코멘트가 너무 깁니다: 최대 { $max }자입니다. 더 짧게 작성하시거나 “건너뛰기”를 누르세요.
review-rate-first = ⭐ 먼저 1~5점 중에서 평점을 선택하세요.
review-current = 내 평점: { $rating } — { $until }까지 수정할 수 있습니다.
review-current-locked = 내 평점: { $rating } ({ $until }부터 수정할 수 없습니다).
history-review = ⭐ 주문 { $order } 리뷰
review-summary = ⭐ <b>{ $average }</b>/5 — 리뷰 { $count }개
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>최근 리뷰</b>
review-proof-post =
    ⭐ <b>새 리뷰</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>환불: +{ $amount }</b>
    🧾 주문 번호 { $order }: 번호 { $quantity }개 환불
    📝 사유: { $reason }
    💰 새 잔액: <b>{ $balance }</b>
refund-reason-dead = 사용할 수 없는 번호
refund-reason-duplicate = 중복 번호
refund-reason-wrong_target = 잘못된 국가 또는 통신사
refund-reason-other = 기타 사유
admin-refund-open = ↩️ 번호 환불
admin-refund-prompt = 환불할 주문 번호를 보내 주세요. 예: <code>1234</code>
admin-refund-order-unknown = 주문 번호 { $order }을(를) 찾을 수 없습니다. 다른 주문 번호를 보내 주세요.
admin-refund-order =
    ↩️ <b>주문 번호 { $order }</b> — { $customer }
    📦 번호 수: { $quantity } — 결제 금액 { $cost }
    ↩️ 환불된 금액: { $refunded }
    🔢 환불 가능한 남은 수량: { $left }
admin-refund-nothing-left = ✅ 이 주문은 이미 전액 환불되었습니다.
admin-refund-whole = 주문 전체 ({ $amount })
admin-refund-some = 번호 일부
admin-refund-count-prompt = 몇 개의 번호를 환불할까요? 1부터 { $left }까지의 숫자를 보내 주세요.
admin-refund-count-invalid = 잘못된 숫자입니다. 1부터 { $left }까지의 숫자를 보내 주세요.
admin-refund-reason = 환불 사유를 선택해 주세요.
admin-refund-confirm =
    ↩️ <b>환불 확인</b>
    🧾 주문 번호 { $order }: 번호 { $count }개, <b>{ $amount }</b>
    📝 사유: { $reason }
    🚫 수신 거부 목록: { $suppress }
admin-refund-suppress-yes = 번호가 추가됩니다
admin-refund-suppress-no = 아니요
admin-refund-suppress-toggle = 🔁 수신 거부 목록: 예 / 아니요
admin-refund-confirm-button = ✅ 환불
admin-refund-done =
    ✅ <b>환불 완료: { $amount }</b> — 주문 번호 { $order }의 번호 { $count }개
    💰 고객의 새 잔액: { $balance }
admin-refund-changed = ⚠️ 이 주문은 방금 환불되었습니다. 남은 내역은 다음과 같습니다.
admin-refund-paste = 번호 붙여넣기
admin-refund-paste-prompt = 환불할 번호를 전달된 형식 그대로 한 줄에 하나씩 또는 쉼표로 구분해 붙여넣어 주세요(예: <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ 이 주문에 없는 번호 ({ $count }): { $numbers }
admin-refund-paste-again = ❌ 이미 환불된 번호 ({ $count }): { $numbers }
admin-refund-paste-retry = 이 번호들을 빼고 목록을 다시 붙여넣어 주세요.
admin-refund-paste-empty = ❌ 인식된 번호가 없습니다. 번호를 한 줄에 하나씩 붙여넣어 주세요.
admin-refund-paste-found = 📋 주문에서 찾은 번호: { $count }
admin-refund-paste-lost = ⚠️ 붙여넣은 목록이 더 이상 보관되지 않습니다(그 사이 다른 버튼을 눌렀습니다). 다시 붙여넣어 주세요.
admin-refund-ticket = 🎫 티켓 { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ 상점에서 계정을 차단했습니다. 더 이상 구매, 충전, 코드 사용을 할 수 없습니다. 오류라고 생각되면 고객지원팀에 문의해 주세요.
error-purchase-rate = ⏳ 새 계정이라 시간당 구매 횟수가 제한됩니다(최대: { $maximum }). { $minutes }분 후에 다시 시도하세요.
error-unpaid-top-ups = ⏳ 최근 24시간 동안 결제하지 않은 충전 요청이 너무 많습니다(최대: { $maximum }). 진행 중인 충전을 결제하거나 나중에 다시 시도하세요.
stars-refused-blocked = 상점에서 계정을 차단했습니다. 이 결제는 거부되었습니다.
admin-permission-customers = 고객
admin-panel-blocking = 🚫 차단
admin-blocking =
    🚫 <b>차단된 고객</b>: { $count }
    { $list }

    차단: <code>/block @사용자명 사유</code>
    차단 해제: <code>/unblock @사용자명</code>
admin-blocking-none = 차단된 고객이 없습니다.
admin-block-format = 잘못된 형식입니다. 사용법: /block @사용자명 사유
admin-unblock-format = 잘못된 형식입니다. 사용법: /unblock @사용자명
admin-block-done = 🚫 @{ $username } 님을 차단했습니다. 사유: { $reason }
admin-unblock-done = ✅ @{ $username } 님의 차단을 해제했습니다.
admin-unblock-not-blocked = @{ $username } 님은 차단되어 있지 않았습니다.
admin-block-admin = ⛔ 관리자 계정은 차단할 수 없습니다.

## Support tickets (issue 28, decision 0139)
command-support = 고객지원 문의
help-contact-support = 💬 고객지원 문의
history-problem = ⚠️ 문제 신고
support-prompt =
    💬 <b>고객지원</b>
    메시지를 작성해 주세요(텍스트, 사진 또는 파일). 관리자가 여기에서 답변합니다.
support-prompt-order =
    💬 <b>주문 { $order } 문제</b>
    문제를 설명해 주세요(텍스트, 사진 또는 파일). 관리자가 여기에서 답변합니다.
support-opened = ✅ 티켓 { $ticket }이(가) 열렸습니다. 여기에서 답변드리겠습니다.
support-added = ✉️ 티켓 { $ticket }에 메시지를 추가했습니다.
support-empty = ❌ 텍스트, 사진 또는 파일을 보내 주세요.
support-file-only = 📎 (첨부 파일)
support-reply =
    💬 <b>고객지원 — 티켓 { $ticket }</b>
    { $text }
support-closed = 🔒 티켓 { $ticket }이(가) 닫혔습니다. 다시 열려면 메시지를 보내 주세요.
support-auto-closed = 🔒 새 메시지가 없어 티켓 { $ticket }이(가) 닫혔습니다. 다시 열려면 메시지를 보내 주세요.
paysupport-contact-line = { $contact }에게 문의하실 수도 있습니다.
admin-permission-support = 고객지원
admin-support-new =
    🎫 <b>새 티켓 { $ticket }</b>
    고객: { $customer } · 언어: { $language }
    주문: { $order }

    { $text }

    ↩️ 이 메시지에 답장하면 고객에게 답변됩니다.
admin-support-message =
    💬 <b>티켓 { $ticket }</b> — 새 메시지
    고객: { $customer } · 언어: { $language }
    주문: { $order }

    { $text }

    ↩️ 이 메시지에 답장하면 고객에게 답변됩니다.
admin-support-order = { $order } — { $operator } { $flag }, 수량: { $quantity }, { $cost }
admin-support-no-order = 없음
admin-support-sent = ✅ 티켓 { $ticket }에 답변을 보냈습니다.
