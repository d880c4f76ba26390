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

    💶 Preis: <b>{ $price }</b> pro Nummer, ab { $minimum } { $minimum ->
        [one] Nummer
       *[other] Nummern
    } ({ $minimumCost }).
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

    📦 Verfügbar: <b>{ $available }</b> { $available ->
        [one] Nummer
       *[other] Nummern
    }
    💶 Stückpreis: <b>{ $price }</b>
    🔢 Mindestmenge: { $minimum } { $minimum ->
        [one] Nummer
       *[other] Nummern
    }

    Wähle eine Menge:
quantity-custom = ✏️ Andere Menge
quantity-prompt = ✏️ Gib die gewünschte Anzahl an Nummern ein ({ $minimum } bis { $available }):
quantity-cancel = ❌ Abbrechen

## Bestätigung und Kauf
purchase-confirm =
    🧾 <b>Bestätige deinen Kauf</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Menge: <b>{ $quantity }</b> { $quantity ->
        [one] Nummer
       *[other] Nummern
    }
    💶 Stückpreis: { $price }
    💳 Gesamtpreis: <b>{ $cost }</b>

    💰 Aktuelles Guthaben: { $balance }
    💰 Guthaben nach dem Kauf: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ Bestätigen
purchase-processing = ⏳ Kauf läuft, deine Datei wird vorbereitet…
purchase-success =
    ✅ <b>Kauf erfolgreich!</b>

    🔢 { $quantity } { $quantity ->
        [one] Nummer
       *[other] Nummern
    } — { $operator }, { $flag } { $country }
    💳 Bezahlt: { $cost }
    💰 Neues Guthaben: <b>{ $balance }</b>
    🧾 Bestellung Nr. { $order }
purchase-file-caption = 📄 { $quantity } { $quantity ->
        [one] Nummer
       *[other] Nummern
    } — { $operator }, { $country } (Bestellung Nr. { $order })
purchase-file-failed = ⚠️ Die Datei konnte nicht gesendet werden – hier sind deine Nummern in { $total } { $total ->
        [one] Nachricht
       *[other] Nachrichten
    }.
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
gift-card-too-many = ⏳ Zu viele falsche Codes: Versuch es in { $minutes } { $minutes ->
        [one] Minute
       *[other] Minuten
    } noch einmal.

## Verlauf
history-title = 📜 <b>Deine letzten Käufe</b>
history-line = { $date } — { $quantity } { $quantity ->
        [one] Nummer
       *[other] Nummern
    }, { $operator } ({ $flag } { $country }) — { $cost }
history-more = … und { $count } { $count ->
        [one] weiterer Kauf
       *[other] weitere Käufe
    }
history-empty = 📭 Du hast noch nichts gekauft.
history-download = 📥 Datei Nr. { $order }
history-download-missing = ❌ Bestellung nicht gefunden.

## Hilfe und Kanäle
help-default =
    ❓ <b>Hilfe</b>
channels-title = 📢 <b>Unsere Kanäle</b>
channels-main = 📢 Hauptkanal
channels-proof = ✅ Kanal mit Nachweisen
channels-none = 📢 Noch keine Kanäle vorhanden.

## Ablehnungen und Fehler
error-user-not-found = ❌ Nutzer nicht gefunden. Sende /start, um dich zu registrieren.
error-country-not-found = ❌ Land nicht gefunden.
error-operator-not-found = ❌ Netzbetreiber nicht gefunden oder nicht mehr im Angebot.
error-quantity-invalid = ❌ Ungültige Menge: mindestens { $minimum } { $minimum ->
        [one] Nummer
       *[other] Nummern
    } (Mindestbetrag { $minimumCost }).
error-quantity-number = ❌ Gib eine gültige Zahl ein (mindestens { $minimum }).
error-quantity-too-large = ❌ Höchstens { $maximum } { $maximum ->
        [one] Nummer
       *[other] Nummern
    } pro Bestellung.
error-stock = ❌ Diese Menge ist nicht verfügbar. Maximal verfügbar: { $available } { $available ->
        [one] Nummer
       *[other] Nummern
    } (mindestens { $minimum }).
error-balance =
    ❌ <b>Guthaben reicht nicht aus.</b>
    Kosten: { $cost } — dein Guthaben: { $balance }.
    Lade dein Guthaben auf, um fortzufahren.
error-account-deactivated = ⛔ Dein Konto wurde deaktiviert. Wende dich an den Support.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>Bestätige deinen Kauf</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Menge: <b>{ $quantity }</b>
    💳 Kosten: <b>{ $cost }</b> — dein Guthaben: { $balance }

    ❌ <b>Dir fehlen { $missing }.</b>
    Bezahle sie jetzt: Die Bestellung wird aufgegeben, sobald deine Zahlung eingeht, und ein Überschuss bleibt auf deinem Guthaben.
checkout-pay-stars = ⭐ { $amount } in Stars zahlen ({ $stars } ⭐)
checkout-pay-crypto = 🪙 { $amount } in { $crypto } zahlen
checkout-stars-invoice-title = Bestellung: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount } für deine wartende Bestellung Nr. { $id } (Menge: { $quantity }). Ein Überschuss bleibt auf deinem Guthaben.
checkout-stars-invoice-label = Bestellung { $amount }
checkout-waiting = ⏳ Deine Bestellung wartet bis { $time } auf diese Zahlung. Sobald sie eingeht, wird sie aufgegeben und du erhältst deine Datei.
checkout-cancel-button = ❌ Bestellung abbrechen
checkout-cancelled = Bestellung abgebrochen: Nichts wurde gekauft. Eine Zahlung, die trotzdem eingeht, bleibt auf deinem Guthaben.
checkout-closed = ℹ️ Diese Bestellung wartet auf keine Zahlung mehr.
checkout-already = ℹ️ Diese Zahlung wurde schon angefordert: Nutze die oben gesendete.
checkout-price-changed = ⚠️ Der Preis hat sich seit der Anzeige geändert: Nichts wurde angefordert. Geh zurück zur Bestellung, um den neuen Preis zu sehen.
checkout-not-needed = ℹ️ Dein Guthaben deckt diese Bestellung jetzt: Geh zurück, um sie zu bestätigen.
checkout-not-placed =
    💳 Deine Zahlung von { $amount } ist eingegangen, aber die Bestellung konnte nicht aufgegeben werden: { $reason }.
    💰 Das Geld bleibt auf deinem Guthaben: <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 Deine Zahlung von { $amount } ging ein, nachdem die wartende Bestellung abgelaufen war: Nichts wurde gekauft.
    💰 Das Geld bleibt auf deinem Guthaben: <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 Deine Zahlung von { $amount } ging ein, nachdem du die Bestellung abgebrochen hattest: Nichts wurde gekauft.
    💰 Das Geld bleibt auf deinem Guthaben: <b>{ $balance }</b>.
checkout-reason-stock = der Bestand reicht nicht mehr
checkout-reason-price = der Preis hat sich seit deiner Bestätigung geändert
checkout-reason-closed = dieses Angebot ist nicht mehr im Verkauf
checkout-reason-balance = dein Guthaben wurde inzwischen verwendet
checkout-reason-ordered = du hast dieses Angebot inzwischen schon bestellt
checkout-reason-account = dein Konto ist deaktiviert
checkout-reason-blocked = dein Konto wurde vom Shop gesperrt
checkout-reason-rate = dein Konto ist neu, und die Käufe pro Stunde sind begrenzt

error-stock-changed = ⚠️ Der Bestand hat sich gerade geändert: Bitte versuch es noch einmal.
error-purchase = ❌ Beim Kauf ist ein Fehler aufgetreten. Es wurde nichts abgebucht; wende dich an den Support, falls das Problem weiterhin besteht.
error-generic = ❌ Etwas ist schiefgelaufen. Versuch es gleich noch einmal.
error-flood = ⏳ Zu viele Nachrichten auf einmal: Warte bitte ein paar Sekunden.
error-stale-button = ⌛ Dieses Menü ist nicht mehr aktuell.

## Benachrichtigungen an die Bot-Admins
admin-new-purchase =
    🛒 <b>Neuer Kauf</b>
    👤 { $buyer }
    🔢 { $quantity } { $quantity ->
        [one] Nummer
       *[other] Nummern
    } — { $operator }, { $flag } { $country }
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
command-referral = Mein Empfehlungslink
command-paysupport = Zahlungen und Erstattungen
command-terms = Bedingungen des Shops

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>Guthaben aufladen</b>
    Wähle die Kryptowährung, mit der du bezahlst:
topup-choose-manual =
    ➕ <b>Guthaben aufladen</b>
    Kryptozahlung ist derzeit nicht verfügbar: Ein Administrator kann deine Aufladung manuell bestätigen, oder nutze eine Geschenkkarte.
topup-manual = 🧾 Über einen Administrator aufladen
topup-manual-coin = Manuelle Aufladung
topup-amount-prompt = 💶 <b>{ $crypto }</b>: Wähle einen Betrag oder gib ihn ein (mindestens { $minimum }).
topup-already = ℹ️ Diese Aufladung wurde bereits gestartet: siehe Zahlungsdetails oben.
topup-amount-invalid = ❌ Bitte gib einen gültigen Betrag ein (mindestens { $minimum }).
topup-amount-too-large = ❌ { $amount } liegt über der maximalen Einzahlung ({ $maximum }): Bitte gib einen kleineren Betrag ein.
topup-amount-not-offered = ❌ Dieser Betrag gehört nicht zu den angebotenen: Es wurde keine Aufladung erstellt. Tippe auf eine der Schaltflächen oder gib einen Betrag zwischen { $minimum } und { $maximum } ein.
topup-manual-contact = 📞 Kontakt: { $contact }
topup-manual-recorded = 🧾 Deine Aufladeanfrage über <b>{ $amount }</b> ist erfasst (Nr. { $id }). Ein Administrator schreibt sie gut, sobald deine Zahlung bestätigt ist.
topup-instructions =
    💳 <b>Aufladung über { $amount }</b>

    Sende genau <code>{ $cryptoAmount }</code> { $crypto } an diese Adresse:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>Memo / Tag: <code>{ $memo }</code></b>
    Gib es bei der Zahlung an, sonst kann sie nicht gutgeschrieben werden.
topup-expires = ⏳ Zahle vor { $time }.
topup-after = Du erhältst hier eine Nachricht, sobald die Zahlung erkannt wird, und eine weitere nach der Bestätigung.
topup-pay-page = 🌐 Zahlungsseite öffnen
topup-unavailable = ⚠️ Der Zahlungsdienst ist derzeit nicht erreichbar. Bitte versuche es in einigen Minuten erneut.
deposit-detected = 🔎 Deine Einzahlung von <b>{ $amount }</b> wurde erkannt. Warten auf Bestätigung in der Blockchain.
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
admin-permission-missing = ⛔ Dafür fehlt dir die Berechtigung <b>{ $permission }</b>.
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
    💰 Ein Administrator hat deinem Guthaben <b>{ $amount }</b> gutgeschrieben.
    Neues Guthaben: <b>{ $balance }</b>
credit-removed-notice =
    💰 Ein Administrator hat <b>{ $amount }</b> von deinem Guthaben abgezogen.
    Neues Guthaben: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>Niedriger Bestand</b>: { $operator }, { $flag } { $country }
    Nur noch { $available } { $available ->
        [one] Nummer
       *[other] Nummern
    } übrig, weniger als die Mindestbestellmenge ({ $minimum }).
admin-webhook-disabled = ⚠️ <b>Webhook deaktiviert</b>: { $url } hat drei Tage lang jede Zustellung verweigert. Schalte ihn im Backoffice (Einstellungen → Webhooks) wieder ein, sobald er repariert ist.
admin-panel =
    🛠 <b>Adminbereich</b>
    Deine Berechtigungen: { $permissions }
admin-panel-no-permission = keine (frag den Hauptadministrator danach)
admin-panel-reports = 📊 Berichte
admin-panel-broadcast = 📣 Rundsendung
admin-panel-credits = 💰 Guthaben
admin-panel-continents = 🌍 Kontinente
admin-panel-channels = 📢 Kanäle
admin-panel-refunds = ↩️ Erstattungen
admin-back-panel = ⬅️ Adminbereich
admin-credits =
    💰 <b>Guthaben</b>
    Erhöhe oder verringere das Guthaben eines Kunden; er wird in seiner Sprache benachrichtigt.
admin-credits-add = ➕ Gutschreiben
admin-credits-remove = ➖ Abziehen
admin-credits-prompt-add = Sende den Kunden und den <b>gutzuschreibenden</b> Betrag, zum Beispiel: <code>@benutzername 25.50</code>
admin-credits-prompt-remove = Sende den Kunden und den <b>abzuziehenden</b> Betrag, zum Beispiel: <code>@benutzername 25.50</code>
admin-continents = 🌍 <b>Kontinente</b> (Anzahl der Länder). Wähle einen aus, um ihn umzubenennen oder zu löschen.
admin-continents-none = 🌍 Noch keine Kontinente: Lege welche im Backoffice an.
admin-back-continents = ⬅️ Kontinente
admin-continent =
    🌍 <b>{ $name }</b>
    Länder: { $countries }
    Nummern im Verkauf: { $available }
admin-continent-rename = ✏️ Umbenennen
admin-continent-delete = 🗑 Löschen
admin-continent-rename-prompt = Sende den neuen Namen für <b>{ $name }</b>.
admin-continent-renamed = ✅ Kontinent <b>{ $from }</b> in <b>{ $to }</b> umbenannt.
admin-continent-exists = ❌ Der Kontinent <b>{ $name }</b> existiert bereits: Wähle einen anderen Namen.
admin-continent-invalid-name = ❌ Ungültiger Name: 1 bis 50 Zeichen.
admin-continent-delete-confirm = Kontinent <b>{ $name }</b> löschen?
admin-continent-deleted = ✅ Kontinent <b>{ $name }</b> gelöscht.
admin-continent-not-empty = ❌ <b>{ $name }</b> kann nicht gelöscht werden: Er enthält noch { $countries } { $countries ->
        [one] Land
       *[other] Länder
    }.
admin-continent-gone = Diesen Kontinent gibt es nicht mehr (inzwischen umbenannt oder gelöscht).
admin-yes = ✅ Ja
admin-no = ❌ Nein
admin-channels =
    📢 <b>Kanäle</b>
    Hauptkanal: { $main }
    Kanal mit Nachweisen: { $proof }
    Kaufnachweise: { $posts }
admin-channels-none = nicht festgelegt
admin-proof-posts-on = bei jedem Kauf veröffentlicht (anonym)
admin-proof-posts-off = deaktiviert
admin-channels-edit-main = ✏️ Hauptkanal
admin-channels-edit-proof = ✏️ Kanal mit Nachweisen
admin-proof-turn-on = ✅ Kaufnachweise veröffentlichen
admin-proof-turn-off = ⏸ Kaufnachweise stoppen
admin-back-channels = ⬅️ Kanäle
admin-channel-prompt-main = Sende den Link des Hauptkanals (<code>https://t.me/…</code> oder <code>@kanal</code>) oder <code>-</code>, um ihn zu entfernen.
admin-channel-prompt-proof = Sende den Link des Kanals mit Nachweisen (<code>https://t.me/…</code> oder <code>@kanal</code>) oder <code>-</code>, um ihn zu entfernen.
admin-channel-invalid = ❌ Ungültiger Link: https://t.me/… oder @kanal
admin-channel-saved = ✅ Link gespeichert.
admin-proof-no-channel = ❌ Lege zuerst den Kanal mit Nachweisen fest.
admin-proof-not-addressable = ❌ Über einen Einladungslink kann der Bot nicht posten: Gib den öffentlichen Namen des Kanals an (@kanal).
admin-proof-not-found = ❌ Telegram findet diesen Kanal nicht, oder der Bot ist kein Mitglied. Füge @{ $bot } zum Kanal hinzu und versuche es erneut.
admin-proof-cannot-post = ❌ Der Bot kann in diesem Kanal nicht posten: Mache @{ $bot } zu einem Administrator, der Beiträge veröffentlichen darf, und versuche es erneut.
proof-post =
    ✅ <b>Neuer Kauf</b>
    📱 { $quantity } { $quantity ->
        [one] Nummer
       *[other] Nummern
    } — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 Sende die Nachricht, die an deine Kunden verschickt werden soll.
    Telegram-Formatierung ist erlaubt: &lt;b&gt;fett&lt;/b&gt;, &lt;i&gt;kursiv&lt;/i&gt;, &lt;a href="https://…"&gt;Link&lt;/a&gt;.
broadcast-cancelled = Rundsendung abgebrochen.
broadcast-empty = Die Nachricht ist leer: Sende den Text der Rundsendung.
broadcast-too-long = Nachricht zu lang: { $length } Zeichen, höchstens 4.096.
broadcast-confirm =
    👆 Vorschau der Nachricht, wie deine Kunden sie erhalten.
    👥 Zielgruppe: <b>{ $audience }</b>
    📨 Empfänger: <b>{ $count }</b>
broadcast-audience-all = Alle Kunden
broadcast-audience-buyers = Käufer
broadcast-audience-depositors = Einzahler
broadcast-audience-inactive = Seit { $days } { $days ->
        [one] Tag
       *[other] Tagen
    } inaktiv
broadcast-language-any = 🌐 Alle Sprachen
broadcast-language-choose = Sprache der Kunden, die erreicht werden sollen:
broadcast-send-button = ✅ An { $count } senden
broadcast-no-recipients = Kein Kunde in dieser Zielgruppe: nichts zu senden.
broadcast-expired = Diese Vorschau ist abgelaufen oder wurde schon gesendet: Beginne neu mit /broadcast.
broadcast-queued = ⏳ Rundsendung #{ $id } ({ $audience }) eingereiht: Du wirst beim Start und am Ende benachrichtigt.
broadcast-paid-button = ⚡ Bezahlter Versand · { $cost } ⭐
broadcast-paid-note = ⚡ Bezahlter Versand möglich: bis zu { $rate } Nachrichten pro Sekunde; Telegram zieht { $price } ⭐ pro Nachricht vom Sterne-Guthaben des Bots ab, insgesamt { $cost } ⭐.
broadcast-paid-short = ⭐ Nicht genug Sterne: Der bezahlte Versand kostet { $cost } ⭐, der Bot hat { $balance }. Lade das Guthaben des Bots auf oder sende kostenlos.
broadcast-in-progress = 📣 Rundsendung #{ $id } läuft: { $count } Empfänger.
broadcast-done = ✅ Rundsendung #{ $id } beendet: { $sent }/{ $total } gesendet.
broadcast-schedule-button = 🗓 Planen
broadcast-schedule-prompt =
    🗓 Wann soll dieser Rundversand starten? Datum und Uhrzeit (Paris) eingeben, zum Beispiel:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ Datum und Uhrzeit nicht erkannt (oder es gibt sie nicht). Zum Beispiel <code>{ $example }</code> oder <code>{ $exampleYear }</code> eingeben, Pariser Zeit.
broadcast-schedule-past = ❌ { $time } ist schon vorbei: ein künftiges Datum mit Uhrzeit eingeben, zum Beispiel <code>{ $example }</code>.
broadcast-schedule-done =
    🗓 Rundversand #{ $id } geplant für { $time }.
    👥 Zielgruppe: <b>{ $audience }</b>
    📨 Empfänger heute: <b>{ $count }</b> (beim Start neu gezählt)
    Du wirst beim Start und am Ende benachrichtigt; unter „Geplant“ kannst du ihn bis dahin absagen.
broadcast-scheduled-button = 🗓 Geplant
broadcast-scheduled-list = 🗓 Geplante Rundversände, noch nicht gestartet:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    „{ $excerpt }“
broadcast-scheduled-none = 🗓 Kein Rundversand geplant.
broadcast-audience-more-filters = + Filter
broadcast-new-button = 📣 Neuer Rundversand
broadcast-unschedule-button = ✖️ #{ $id } absagen
broadcast-unschedule-confirm =
    Rundversand #{ $id } für { $time } absagen?
    👥 { $audience }
    „{ $excerpt }“
    Er wird nicht verschickt.
broadcast-unschedule-yes = ✅ Ja, absagen
broadcast-unscheduled = ✖️ Rundversand #{ $id } abgesagt: er wird nicht verschickt.
broadcast-unschedule-gone = Rundversand #{ $id } ist nicht mehr geplant: schon abgesagt oder schon gestartet.
# --- Mini App shop ---
menu-open-shop = 🛍️ Shop öffnen
# --- reports ---
reports-menu =
    📊 <b>Berichte</b>
    Zeitraum: { $period }
    Wähle einen Bericht:
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
report-sales-discount = 🏷 Aktionsrabatte: { $discount } ({ $change }) bei { $orders } { $orders ->
        [one] Bestellung
       *[other] Bestellungen
    }
report-top-users-title = 🏆 <b>Top-Kunden — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · { $orders } { $orders ->
        [one] Bestellung
       *[other] Bestellungen
    } · zuletzt { $last }
report-more-users = … und { $count } { $count ->
        [one] weiterer Nutzer
       *[other] weitere Nutzer
    }
report-category-title = 🗂 <b>Verkäufe nach Kategorie — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>Verkäufe nach Land — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … und { $count } { $count ->
        [one] weiterer
       *[other] weitere
    }
report-unknown = Unbekannt
report-empty = Keine Daten für diesen Zeitraum.
report-deposits-text =
    💰 <b>Einzahlungen — { $period }</b>
    Gesamt: <b>{ $total }</b> ({ $change }) · { $count } { $count ->
        [one] Einzahlung
       *[other] Einzahlungen
    }
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

# --- referrals ---
balance-referrals = 👥 Empfehlungen
referral-view =
    👥 <b>Empfehlungen</b>

    Lade Freunde mit deinem Link ein: Bei ihrer ersten Einzahlung erhältst du { $share } des Betrags als Guthaben.

    🔗 { $link }

    👤 Geworben: <b>{ $referred }</b> · mit Einzahlung: <b>{ $rewarded }</b>
    💶 Verdient: <b>{ $earned }</b>
referral-share-button = 📤 Meinen Link teilen
referral-share-text = Kauf deine Nummernlisten hier:
referral-back-balance = 💰 Guthaben
referral-own-link = ℹ️ Das ist dein eigener Empfehlungslink: Teile ihn mit deinen Freunden.
referral-already-customer = ℹ️ Du bist bereits Kunde: Ein Empfehlungslink zählt nur für neue Kunden.
referral-reward-notice =
    🎉 <b>Empfehlung: +{ $amount }</b>
    Ein von dir geworbener Kunde hat gerade seine erste Einzahlung getätigt.
    💰 Neues Guthaben: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ Der Code { $code } wird nicht verwendet: Eine bessere Aktion gilt bereits.
promo-code-button = 🎟 Gutscheincode
promo-code-without = ➡️ Ohne Code fortfahren
promo-code-prompt = 🎟 Gib deinen Gutscheincode ein:
promo-error-unknown = ❌ Unbekannter Gutscheincode.
promo-error-expired = ⌛ Dieser Gutscheincode ist abgelaufen.
promo-error-used-up = ❌ Dieser Gutscheincode ist aufgebraucht.
promo-error-limit = ❌ Du hast diesen Gutscheincode bereits so oft wie erlaubt verwendet.
promo-error-not-applicable = ❌ Dieser Gutscheincode gilt nicht für diese Bestellung.
promo-error-too-many = ⏳ Zu viele falsche Gutscheincodes: versuche es in { $minutes } { $minutes ->
        [one] Minute
       *[other] Minuten
    } erneut.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = Europa
continent-africa = Afrika
continent-asia = Asien
continent-america = Amerika
continent-north-america = Nordamerika
continent-south-america = Südamerika
continent-oceania = Ozeanien
continent-middle-east = Naher Osten
continent-antarctica = Antarktis
topup-manual-how-to-pay = 📋 <b>So bezahlst du</b> (gib bei der Zahlung die Anfrage Nr. { $id } an):
topup-choose-none =
    ➕ <b>Guthaben aufladen</b>
    Derzeit ist keine Zahlungsart verfügbar: Nutze eine Geschenkkarte oder schreib dem Support.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>Guthaben aufladen</b>
    Bezahle mit Telegram Stars oder wähle die Kryptowährung, mit der du zahlst:
topup-choose-stars =
    ➕ <b>Guthaben aufladen</b>
    Bezahle mit Telegram Stars oder löse eine Geschenkkarte ein:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: 1 Star = { $value }.
    Wähle einen Betrag oder gib eine Anzahl Stars ein (von { $minimum } bis { $maximum }). Der Euro-Betrag wird auf den Cent abgerundet.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ Gib eine ganze Zahl an Stars ein, von { $minimum } bis { $maximum }.
topup-stars-already = ℹ️ Diese Aufladung läuft bereits: Bezahle die Rechnung oben.
topup-stars-unavailable = ⚠️ Die Zahlung mit Telegram Stars ist derzeit nicht verfügbar.
topup-stars-invoice-title = Aufladung um { $amount }
topup-stars-invoice-description = { $stars } { $stars ->
        [one] Star
       *[other] Stars
    } für { $amount } Guthaben (Aufladung Nr. { $id }).
topup-stars-invoice-label = Guthaben +{ $amount }
stars-refused-unknown = Diese Rechnung gehört zu keiner Aufladung: Beginne erneut unter Guthaben → Aufladen.
stars-refused-closed = Diese Aufladung ist nicht mehr offen: Beginne erneut unter Guthaben → Aufladen.
stars-refused-mismatch = Diese Rechnung passt nicht zu deiner Aufladung: Beginne erneut unter Guthaben → Aufladen.

## /paysupport and /terms (decision 0137)
terms-none = 📄 Der Shop hat seine Bedingungen noch nicht veröffentlicht.

## Reviews
review-ask =
    ⭐ <b>Deine Bewertung der Bestellung Nr. { $order }</b>
    📱 { $quantity } { $quantity ->
        [one] Nummer
       *[other] Nummern
    } — { $operator } { $flag }

    Wie waren diese Nummern? Bewerte sie von 1 bis 5:
review-rated = ⭐ Danke! Deine Bewertung der Bestellung Nr. { $order }: { $rating }
review-comment-ask = Du kannst einen Kommentar hinzufügen: Schreib ihn in einer Nachricht (höchstens { $max } Zeichen) oder tippe auf „Überspringen“.
review-skip = ⏭️ Überspringen
review-saved = ✅ Danke, deine Bewertung ist gespeichert. Du kannst sie bis { $until } unter 📜 Verlauf ändern.
review-locked = ⏳ Diese Bewertung kann nicht mehr geändert werden: Eine Bewertung ist 7 Tage lang änderbar.
review-order-not-found = ❌ Bestellung nicht gefunden.
review-comment-too-long = ❌ Dieser Kommentar ist zu lang: höchstens { $max } Zeichen. Schreib ihn kürzer oder tippe auf „Überspringen“.
review-rate-first = ⭐ Wähle zuerst eine Bewertung von 1 bis 5.
review-current = Deine Bewertung: { $rating } — änderbar bis { $until }.
review-current-locked = Deine Bewertung: { $rating } (seit { $until } nicht mehr änderbar).
history-review = ⭐ Bewertung Nr. { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } { $count ->
        [one] Bewertung
       *[other] Bewertungen
    }
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>Neueste Bewertungen</b>
review-proof-post =
    ⭐ <b>Neue Bewertung</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>Erstattung: +{ $amount }</b>
    🧾 Bestellung Nr. { $order }: { $quantity } { $quantity ->
        [one] Nummer erstattet
       *[other] Nummern erstattet
    }
    📝 Grund: { $reason }
    💰 Neues Guthaben: <b>{ $balance }</b>
refund-reason-dead = Tote Nummern
refund-reason-duplicate = Duplikate
refund-reason-wrong_target = Falsches Land oder falscher Anbieter
refund-reason-other = Anderer Grund
admin-refund-open = ↩️ Nummern erstatten
admin-refund-prompt = Schick die Nummer der Bestellung, die erstattet werden soll, zum Beispiel: <code>1234</code>
admin-refund-order-unknown = Bestellung Nr. { $order } nicht gefunden. Schick eine andere Bestellnummer.
admin-refund-order =
    ↩️ <b>Bestellung Nr. { $order }</b> — { $customer }
    📦 Nummern: { $quantity } — bezahlt { $cost }
    ↩️ Bereits erstattet: { $refunded }
    🔢 Noch zu erstatten: { $left }
admin-refund-nothing-left = ✅ Diese Bestellung wurde bereits vollständig erstattet.
admin-refund-whole = Die ganze Bestellung ({ $amount })
admin-refund-some = Einen Teil der Nummern
admin-refund-count-prompt = Wie viele Nummern sollen erstattet werden? Schick eine Zahl von 1 bis { $left }.
admin-refund-count-invalid = Ungültige Zahl: Schick eine Zahl von 1 bis { $left }.
admin-refund-reason = Warum werden diese Nummern erstattet?
admin-refund-confirm =
    ↩️ <b>Erstattung bestätigen</b>
    🧾 Bestellung Nr. { $order }: { $count } { $count ->
        [one] Nummer
       *[other] Nummern
    }, <b>{ $amount }</b>
    📝 Grund: { $reason }
    🚫 Sperrliste: { $suppress }
admin-refund-suppress-yes = die Nummern werden hinzugefügt
admin-refund-suppress-no = nein
admin-refund-suppress-toggle = 🔁 Sperrliste: ja / nein
admin-refund-confirm-button = ✅ Erstatten
admin-refund-done =
    ✅ <b>Erstattet: { $amount }</b> für { $count } { $count ->
        [one] Nummer
       *[other] Nummern
    } der Bestellung Nr. { $order }.
    💰 Neues Guthaben des Kunden: { $balance }
admin-refund-changed = ⚠️ Diese Bestellung wurde inzwischen erstattet. Hier siehst du, was noch übrig ist.
admin-refund-paste = Nummern einfügen
admin-refund-paste-prompt = Füge die zu erstattenden Nummern ein, eine pro Zeile oder durch Kommas getrennt, so wie sie geliefert wurden (zum Beispiel <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ Nicht in dieser Bestellung ({ $count }): { $numbers }
admin-refund-paste-again = ❌ Bereits erstattet ({ $count }): { $numbers }
admin-refund-paste-retry = Füge die Liste ohne diese Nummern erneut ein.
admin-refund-paste-empty = ❌ Keine Nummer erkannt. Füge die Nummern ein, eine pro Zeile.
admin-refund-paste-found = 📋 In der Bestellung gefundene Nummern: { $count }
admin-refund-paste-lost = ⚠️ Die eingefügte Liste ist nicht mehr gespeichert (inzwischen wurde eine andere Schaltfläche benutzt). Füge sie erneut ein.
admin-refund-ticket = 🎫 Ticket Nr. { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ Dein Konto wurde vom Shop gesperrt: Du kannst nichts mehr kaufen, aufladen oder Codes einlösen. Wende dich an den Support, wenn du das für einen Fehler hältst.
error-purchase-rate = ⏳ Dein Konto ist neu, und die Käufe pro Stunde sind begrenzt (höchstens { $maximum }). Versuche es in { $minutes } { $minutes ->
        [one] Minute
       *[other] Minuten
    } erneut.
error-unpaid-top-ups = ⏳ Zu viele unbezahlte Aufladungen in den letzten 24 Stunden (höchstens { $maximum }). Bezahle eine offene Aufladung oder versuche es später erneut.
stars-refused-blocked = Dein Konto wurde vom Shop gesperrt: Diese Zahlung wird abgelehnt.
admin-permission-customers = Kunden
admin-panel-blocking = 🚫 Sperren
admin-blocking =
    🚫 <b>Gesperrte Kunden</b>: { $count }
    { $list }

    Sperren: <code>/block @benutzername grund</code>
    Entsperren: <code>/unblock @benutzername</code>
admin-blocking-none = Keine gesperrten Kunden.
admin-block-format = Ungültiges Format. Verwendung: /block @benutzername grund
admin-unblock-format = Ungültiges Format. Verwendung: /unblock @benutzername
admin-block-done = 🚫 @{ $username } ist gesperrt. Grund: { $reason }
admin-unblock-done = ✅ @{ $username } ist entsperrt.
admin-unblock-not-blocked = @{ $username } war nicht gesperrt.
admin-block-admin = ⛔ Ein Administratorkonto kann nicht gesperrt werden.

## Support tickets (issue 28, decision 0139)
command-support = Support kontaktieren
help-contact-support = 💬 Support kontaktieren
history-problem = ⚠️ Ein Problem
support-prompt =
    💬 <b>Support</b>
    Schreib deine Nachricht (Text, Foto oder Datei): Ein Administrator antwortet dir hier.
support-prompt-order =
    💬 <b>Ein Problem mit Bestellung Nr. { $order }</b>
    Beschreib das Problem (Text, Foto oder Datei): Ein Administrator antwortet dir hier.
support-opened = ✅ Ticket Nr. { $ticket } eröffnet. Wir antworten dir hier.
support-added = ✉️ Nachricht zu Ticket Nr. { $ticket } hinzugefügt.
support-empty = ❌ Schick einen Text, ein Foto oder eine Datei.
support-file-only = 📎 (Datei angehängt)
support-reply =
    💬 <b>Support — Ticket Nr. { $ticket }</b>
    { $text }
support-closed = 🔒 Ticket Nr. { $ticket } ist geschlossen. Schreib uns, um es wieder zu öffnen.
support-auto-closed = 🔒 Ticket Nr. { $ticket } wurde geschlossen, weil keine neue Nachricht kam. Schreib uns, um es wieder zu öffnen.
paysupport-contact-line = Du kannst auch an { $contact } schreiben.
admin-permission-support = Support
admin-support-new =
    🎫 <b>Neues Ticket Nr. { $ticket }</b>
    Kunde: { $customer } · Sprache: { $language }
    Bestellung: { $order }

    { $text }

    ↩️ Antworte auf diese Nachricht, um dem Kunden zu antworten.
admin-support-message =
    💬 <b>Ticket Nr. { $ticket }</b> — neue Nachricht
    Kunde: { $customer } · Sprache: { $language }
    Bestellung: { $order }

    { $text }

    ↩️ Antworte auf diese Nachricht, um dem Kunden zu antworten.
admin-support-order = Nr. { $order } — { $operator } { $flag }, Menge: { $quantity }, { $cost }
admin-support-no-order = keine
admin-support-sent = ✅ Antwort an Ticket Nr. { $ticket } gesendet.
