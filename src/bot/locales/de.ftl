# Die Texte des Bots auf Deutsch, übersetzt aus fr.ftl (der Referenzsprache): gleiche Schlüssel und Platzhalter.
# Die Texte sind Telegram-HTML (parse_mode HTML): <b>, <i>, <code>, <a href>. Beträge kommen bereits für die Sprache
# formatiert an ($price, $cost, $balance…); Mengen kommen als formatierte Zahlen an.

## Sprachauswahl
language-choose = 🌍 Wähle deine Sprache:
language-saved = ✅ Sprache gespeichert: Deutsch.

## Begrüßung und Hauptmenü
welcome-default =
    👋 Willkommen bei <b>{ $shop }</b>!

    📱 Unsere Nummernlisten werden auf drei großen Webplattformen geprüft.
    ⚡ Sofortkauf, die Datei wird automatisch erstellt.
    💬 Unser Support hilft dir gerne weiter.

    💶 Preis: <b>{ $price }</b> pro Nummer, ab { $minimum } Nummern ({ $minimumCost }).
menu-prompt = Was möchtest du tun?
menu-shop = 🛒 Shop
menu-balance = 💰 Guthaben
menu-history = 📜 Verlauf
menu-help = ❓ Hilfe
menu-channels = 📢 Kanäle
menu-language = 🌍 Sprache
menu-main = 🏠 Hauptmenü

## Shop: Kontinente, Länder, Netzbetreiber
shop-continents = 🌍 <b>Shop</b> — wähle einen Kontinent:
shop-no-continents = 😕 Derzeit sind keine Kontinente verfügbar. Schau bald wieder vorbei!
shop-countries = 🌍 <b>{ $continent }</b> — wähle ein Land:
shop-no-countries = 😕 Auf diesem Kontinent sind derzeit keine Länder verfügbar.
shop-no-operators = 😕 In diesem Land sind derzeit keine Netzbetreiber verfügbar.
shop-operators = { $flag } <b>{ $country }</b> — wähle einen Netzbetreiber:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = ausverkauft

## Menge
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 Verfügbar: <b>{ $available }</b> Nummern
    💶 Stückpreis: <b>{ $price }</b>
    🔢 Mindestmenge: { $minimum } Nummern

    Wähle eine Menge:
quantity-custom = ✏️ Andere Menge
quantity-prompt = ✏️ Gib die gewünschte Anzahl an Nummern ein ({ $minimum } bis { $available }):
quantity-cancel = ❌ Abbrechen

## Bestätigung und Kauf
purchase-confirm =
    🧾 <b>Bestätige deinen Kauf</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Menge: <b>{ $quantity }</b> Nummern
    💶 Stückpreis: { $price }
    💳 Gesamtpreis: <b>{ $cost }</b>

    💰 Aktuelles Guthaben: { $balance }
    💰 Guthaben nach dem Kauf: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ Bestätigen
purchase-processing = ⏳ Kauf läuft, deine Datei wird vorbereitet…
purchase-success =
    ✅ <b>Kauf erfolgreich!</b>

    🔢 { $quantity } Nummern — { $operator }, { $flag } { $country }
    💳 Bezahlt: { $cost }
    💰 Neues Guthaben: <b>{ $balance }</b>
    🧾 Bestellung Nr. { $order }
purchase-file-caption = 📄 { $quantity } Nummern — { $operator }, { $country } (Bestellung Nr. { $order })
purchase-file-failed = ⚠️ Die Datei konnte nicht gesendet werden – hier sind deine Nummern in { $total } Nachrichten.
purchase-part = 📄 Teil { $current }/{ $total }
purchase-already-done = ℹ️ Diese Bestellung wurde bereits aufgegeben (Nr. { $order }): Es wurde nichts doppelt abgebucht.
purchase-cancelled = Kauf abgebrochen.

## Navigation
back = ⬅️ Zurück
back-continents = ⬅️ Kontinente
back-countries = ⬅️ Länder
back-operators = ⬅️ Netzbetreiber
back-shop = 🛒 Shop

## Guthaben
balance-view =
    💰 <b>Dein Guthaben: { $balance }</b>

    🛒 Einkäufe gesamt: { $totalPurchases }
    💳 Einzahlungen gesamt: { $totalDeposits }
balance-topup = ➕ Aufladen

## Geschenkkarten
topup-gift-card = 🎁 Geschenkkarte
gift-card-prompt = 🎁 Gib den Code deiner Geschenkkarte ein (16 Zeichen, z. B. ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>Geschenkkarte eingelöst: +{ $amount }</b>
    💰 Neues Guthaben: <b>{ $balance }</b>
gift-card-unknown = ❌ Unbekannter Code. Überprüfe ihn und versuch es noch einmal.
gift-card-used = ❌ Diese Geschenkkarte wurde bereits eingelöst.
gift-card-expired = ❌ Diese Geschenkkarte ist abgelaufen.
gift-card-disabled = ❌ Diese Geschenkkarte ist nicht mehr gültig.
gift-card-too-many = ⏳ Zu viele falsche Codes: Versuch es in { $minutes } Minuten noch einmal.

## Verlauf
history-title = 📜 <b>Deine letzten Käufe</b>
history-line = { $date } — { $quantity } Nummern, { $operator } ({ $flag } { $country }) — { $cost }
history-more = … und { $count } weitere Käufe
history-empty = 📭 Du hast noch nichts gekauft.
history-download = 📥 Datei Nr. { $order }
history-download-missing = ❌ Bestellung nicht gefunden.

## Hilfe und Kanäle
help-default =
    ❓ <b>Hilfe</b>

    /start — Hauptmenü
    /shop — Nummern kaufen
    /balance — dein Guthaben
    /history — deine Käufe
    /language — Sprache ändern
channels-title = 📢 <b>Unsere Kanäle</b>
channels-main = 📢 Hauptkanal
channels-proof = ✅ Kanal mit Nachweisen
channels-none = 📢 Noch keine Kanäle vorhanden.

## Ablehnungen und Fehler
error-user-not-found = ❌ Nutzer nicht gefunden. Sende /start, um dich zu registrieren.
error-country-not-found = ❌ Land nicht gefunden.
error-operator-not-found = ❌ Netzbetreiber nicht gefunden oder nicht mehr im Angebot.
error-quantity-invalid = ❌ Ungültige Menge: mindestens { $minimum } Nummern (Mindestbetrag { $minimumCost }).
error-quantity-number = ❌ Gib eine gültige Zahl ein (mindestens { $minimum }).
error-quantity-too-large = ❌ Höchstens { $maximum } Nummern pro Bestellung.
error-stock = ❌ Diese Menge ist nicht verfügbar. Maximal verfügbar: { $available } Nummern (mindestens { $minimum }).
error-balance =
    ❌ <b>Guthaben reicht nicht aus.</b>
    Kosten: { $cost } — dein Guthaben: { $balance }.
    Lade dein Guthaben auf, um fortzufahren.
error-account-deactivated = ⛔ Dein Konto wurde deaktiviert. Wende dich an den Support.
error-stock-changed = ⚠️ Der Bestand hat sich gerade geändert: Bitte versuch es noch einmal.
error-purchase = ❌ Beim Kauf ist ein Fehler aufgetreten. Es wurde nichts abgebucht; wende dich an den Support, falls das Problem weiterhin besteht.
error-generic = ❌ Etwas ist schiefgelaufen. Versuch es gleich noch einmal.
error-flood = ⏳ Zu viele Nachrichten auf einmal: Warte bitte ein paar Sekunden.
error-stale-button = ⌛ Dieses Menü ist nicht mehr aktuell.

## Benachrichtigungen an die Bot-Admins
admin-new-purchase =
    🛒 <b>Neuer Kauf</b>
    👤 { $buyer }
    🔢 { $quantity } Nummern — { $operator }, { $flag } { $country }
    💳 Betrag: { $cost }
    💰 Neues Guthaben: { $balance }

## Befehlsmenü (setMyCommands)
command-start = Hauptmenü
command-shop = Nummern kaufen
command-balance = Guthaben anzeigen
command-history = Meine Käufe
command-help = Hilfe
command-language = Sprache ändern
command-redeem = Geschenkkarte einlösen

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>Guthaben aufladen</b>
    Wählen Sie die Kryptowährung, mit der Sie bezahlen:
topup-choose-manual =
    ➕ <b>Guthaben aufladen</b>
    Kryptozahlung ist derzeit nicht verfügbar: Ein Administrator kann Ihre Aufladung manuell bestätigen, oder nutzen Sie eine Geschenkkarte.
topup-manual = 🧾 Über einen Administrator aufladen
topup-manual-coin = manuelle Aufladung
topup-amount-prompt = 💶 <b>{ $crypto }</b>: Wählen Sie einen Betrag oder geben Sie ihn ein (mindestens { $minimum }).
topup-already = ℹ️ Diese Aufladung wurde bereits gestartet: siehe Zahlungsdetails oben.
topup-amount-invalid = ❌ Bitte geben Sie einen gültigen Betrag ein (mindestens { $minimum }).
topup-manual-contact = 📞 Kontakt: { $contact }
topup-manual-recorded = 🧾 Ihre Aufladeanfrage über <b>{ $amount }</b> ist erfasst (Nr. { $id }). Ein Administrator schreibt sie gut, sobald Ihre Zahlung bestätigt ist.
topup-instructions =
    💳 <b>Aufladung über { $amount }</b>

    Senden Sie genau <code>{ $cryptoAmount }</code> { $crypto } an diese Adresse:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>Memo / Tag: <code>{ $memo }</code></b>
    Geben Sie es bei der Zahlung an, sonst kann sie nicht gutgeschrieben werden.
topup-expires = ⏳ Zahlen Sie vor { $time }.
topup-after = Sie erhalten hier eine Nachricht, sobald die Zahlung erkannt wird, und eine weitere nach der Bestätigung.
topup-pay-page = 🌐 Zahlungsseite öffnen
topup-unavailable = ⚠️ Der Zahlungsdienst ist derzeit nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.
deposit-detected = 🔎 Ihre Einzahlung von <b>{ $amount }</b> wurde erkannt. Warten auf Bestätigung in der Blockchain.
deposit-confirmed =
    ✅ <b>Einzahlung bestätigt: +{ $amount }</b>
    💰 Neues Guthaben: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>Einzahlung abgeschlossen</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 Neues Guthaben: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ Befehl nur für Administratoren
admin-permission-missing = ⛔ Dafür fehlt Ihnen die Berechtigung <b>{ $permission }</b>.
admin-permission-credits = Guthaben
admin-permission-broadcasts = Rundsendungen
admin-permission-reports = Berichte
admin-permission-stock = Bestand
admin-permission-catalogue = Katalog
admin-permission-settings = Einstellungen
admin-credit-format = Ungültiges Format. Verwendung: @benutzername betrag
admin-credit-positive = Der Betrag muss größer als 0 sein
admin-credit-user-not-found = Benutzer @{ $username } nicht gefunden
admin-credit-insufficient = ❌ @{ $username } hat nur { $balance }: nichts abgezogen.
admin-credit-added = ✅ { $amount } an @{ $username } gutgeschrieben. Neues Guthaben: { $balance }
admin-credit-removed = ✅ { $amount } von @{ $username } abgezogen. Neues Guthaben: { $balance }
credit-added-notice =
    💰 Ein Administrator hat Ihrem Guthaben <b>{ $amount }</b> gutgeschrieben.
    Neues Guthaben: <b>{ $balance }</b>
credit-removed-notice =
    💰 Ein Administrator hat <b>{ $amount }</b> von Ihrem Guthaben abgezogen.
    Neues Guthaben: <b>{ $balance }</b>

# --- reports ---
reports-menu =
    📊 <b>Berichte</b>
    Zeitraum: { $period }
    Wählen Sie einen Bericht:
reports-period-today = Heute
reports-period-7d = 7 Tage
reports-period-30d = 30 Tage
reports-sales = 📈 Gesamtverkäufe
reports-top-users = 🏆 Top-Kunden
reports-by-category = 🗂 Nach Kategorie
reports-by-country = 🌍 Nach Land
reports-deposits = 💰 Einzahlungen
reports-back = ⬅️ Berichte
reports-back-panel = ⬅️ Admin-Bereich
report-sales-text =
    📈 <b>Verkäufe — { $period }</b>
    💶 Umsatz: <b>{ $revenue }</b> ({ $revenueChange }, vorher: { $revenuePrevious })
    🧾 Bestellungen: { $orders } ({ $ordersChange }) · Ø Warenkorb { $basket }
    🔢 Verkaufte Nummern: { $sold }
    🔁 Transaktionen pro Tag: { $perDay }
    📅 Heute { $today } · Woche { $week } · Monat { $month }
    📦 Bestand: { $available } verfügbar von { $inStock } · geschätzter Wert { $value }
report-top-users-title = 🏆 <b>Top-Kunden — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · { $orders } Best. · zuletzt { $last }
report-more-users = … und { $count } weitere Nutzer
report-category-title = 🗂 <b>Verkäufe nach Kategorie — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>Verkäufe nach Land — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … und { $count } weitere
report-unknown = Unbekannt
report-empty = Keine Daten für diesen Zeitraum.
report-deposits-text =
    💰 <b>Einzahlungen — { $period }</b>
    Gesamt: <b>{ $total }</b> ({ $change }) · { $count } Einzahlungen
    Durchschnittliche Einzahlung: { $average }
    Kunden mit Einzahlung: { $depositors } von { $registered } registrierten ({ $rate })
report-deposit-methods = <b>Nach Methode</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>Letzte Einzahlungen</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ Fehler beim Erstellen des Berichts
report-error-sales = ❌ Fehler beim Erstellen des Verkaufsberichts
report-error-top-users = ❌ Fehler beim Erstellen des Berichts der Top-Kunden
report-error-category = ❌ Fehler beim Erstellen des Berichts nach Kategorie
report-error-country = ❌ Fehler beim Erstellen des Berichts nach Land
report-error-deposits = ❌ Fehler beim Erstellen des Einzahlungsberichts
