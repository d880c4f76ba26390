# Testi del bot in italiano, tradotti da fr.ftl (la lingua di riferimento): stesse chiavi e stessi segnaposto.
# I testi sono HTML di Telegram (parse_mode HTML): <b>, <i>, <code>, <a href>. Gli importi arrivano già formattati
# per la lingua ($price, $cost, $balance…); le quantità arrivano come numeri formattati.

## Scelta della lingua
language-choose = 🌍 Scegli la tua lingua:
language-saved = ✅ Lingua salvata: italiano.

## Benvenuto e menu principale
welcome-default =
    👋 Benvenuto su <b>{ $shop }</b>!

    📱 Le nostre liste di numeri sono verificate su tre grandi piattaforme web.
    ⚡ Acquisto immediato, file generato automaticamente.
    💬 Il nostro supporto è a tua disposizione.

    💶 Prezzo: <b>{ $price }</b> a numero, a partire da { $minimum } { $minimum ->
        [one] numero
       *[other] numeri
    } ({ $minimumCost }).
menu-prompt = Cosa vuoi fare?
menu-shop = 🛒 Negozio
menu-balance = 💰 Saldo
menu-history = 📜 Cronologia
menu-help = ❓ Aiuto
menu-channels = 📢 Canali
menu-language = 🌍 Lingua
menu-main = 🏠 Menu principale

## Negozio: continenti, paesi, operatori
shop-continents = 🌍 <b>Negozio</b> — scegli un continente:
shop-no-continents = 😕 Al momento non ci sono continenti disponibili. Torna a trovarci presto!
shop-countries = 🌍 <b>{ $continent }</b> — scegli un paese:
shop-no-countries = 😕 Al momento non ci sono paesi disponibili in questo continente.
shop-no-operators = 😕 Al momento non ci sono operatori disponibili in questo paese.
shop-operators = { $flag } <b>{ $country }</b> — scegli un operatore:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = esaurito

## Quantità
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 Disponibili: <b>{ $available }</b> { $available ->
        [one] numero
       *[other] numeri
    }
    💶 Prezzo unitario: <b>{ $price }</b>
    🔢 Minimo: { $minimum } { $minimum ->
        [one] numero
       *[other] numeri
    }

    Scegli una quantità:
quantity-custom = ✏️ Altra quantità
quantity-prompt = ✏️ Scrivi quanti numeri vuoi (da { $minimum } a { $available }):
quantity-cancel = ❌ Annulla

## Conferma e acquisto
purchase-confirm =
    🧾 <b>Conferma il tuo acquisto</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Quantità: <b>{ $quantity }</b> { $quantity ->
        [one] numero
       *[other] numeri
    }
    💶 Prezzo unitario: { $price }
    💳 Totale: <b>{ $cost }</b>

    💰 Saldo attuale: { $balance }
    💰 Saldo dopo l'acquisto: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ Conferma
purchase-processing = ⏳ Acquisto in corso, stiamo preparando il tuo file…
purchase-success =
    ✅ <b>Acquisto completato!</b>

    🔢 { $quantity } { $quantity ->
        [one] numero
       *[other] numeri
    } — { $operator }, { $flag } { $country }
    💳 Pagato: { $cost }
    💰 Nuovo saldo: <b>{ $balance }</b>
    🧾 Ordine n. { $order }
purchase-file-caption = 📄 { $quantity } { $quantity ->
        [one] numero
       *[other] numeri
    } — { $operator }, { $country } (ordine n. { $order })
purchase-file-failed = ⚠️ Invio del file non riuscito: ecco i tuoi numeri in { $total } { $total ->
        [one] messaggio
       *[other] messaggi
    }.
purchase-part = 📄 Parte { $current }/{ $total }
purchase-already-done = ℹ️ Questo ordine è già stato effettuato (n. { $order }): non ti è stato addebitato nulla una seconda volta.
purchase-cancelled = Acquisto annullato.

## Navigazione
back = ⬅️ Indietro
back-continents = ⬅️ Continenti
back-countries = ⬅️ Paesi
back-operators = ⬅️ Operatori
back-shop = 🛒 Negozio

## Saldo
balance-view =
    💰 <b>Il tuo saldo: { $balance }</b>

    🛒 Totale acquisti: { $totalPurchases }
    💳 Totale ricariche: { $totalDeposits }
balance-topup = ➕ Ricarica

## Carte regalo
topup-gift-card = 🎁 Carta regalo
gift-card-prompt = 🎁 Inserisci il codice della tua carta regalo (16 caratteri, ad esempio ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>Carta regalo riscattata: +{ $amount }</b>
    💰 Nuovo saldo: <b>{ $balance }</b>
gift-card-unknown = ❌ Codice sconosciuto. Controllalo e riprova.
gift-card-used = ❌ Questa carta regalo è già stata utilizzata.
gift-card-expired = ❌ Questa carta regalo è scaduta.
gift-card-disabled = ❌ Questa carta regalo non è più valida.
gift-card-too-many = ⏳ Troppi codici errati: riprova tra { $minutes } { $minutes ->
        [one] minuto
       *[other] minuti
    }.

## Cronologia
history-title = 📜 <b>I tuoi ultimi acquisti</b>
history-line = { $date } — { $quantity } { $quantity ->
        [one] numero
       *[other] numeri
    }, { $operator } ({ $flag } { $country }) — { $cost }
history-more = … e { $count ->
        [one] un altro acquisto
       *[other] altri { $count } acquisti
    }
history-empty = 📭 Non hai ancora effettuato acquisti.
history-download = 📥 File n. { $order }
history-download-missing = ❌ Ordine non trovato.

## Aiuto e canali
help-default =
    ❓ <b>Aiuto</b>
channels-title = 📢 <b>I nostri canali</b>
channels-main = 📢 Canale principale
channels-proof = ✅ Canale delle prove
channels-none = 📢 Nessun canale al momento.

## Rifiuti ed errori
error-user-not-found = ❌ Utente non trovato. Invia /start per registrarti.
error-country-not-found = ❌ Paese non trovato.
error-operator-not-found = ❌ Operatore non trovato o non più in vendita.
error-quantity-invalid = ❌ Quantità non valida: minimo { $minimum } { $minimum ->
        [one] numero
       *[other] numeri
    } (almeno { $minimumCost }).
error-quantity-number = ❌ Inserisci un numero valido (minimo { $minimum }).
error-quantity-too-large = ❌ Massimo { $maximum } { $maximum ->
        [one] numero
       *[other] numeri
    } per ordine.
error-stock = ❌ Quantità non disponibile. Massimo disponibile: { $available } { $available ->
        [one] numero
       *[other] numeri
    } (minimo { $minimum }).
error-balance =
    ❌ <b>Saldo insufficiente.</b>
    Costo: { $cost } — il tuo saldo: { $balance }.
    Ricarica il saldo per continuare.
error-account-deactivated = ⛔ Il tuo account è stato disattivato. Contatta il supporto.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>Conferma il tuo acquisto</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Quantità: <b>{ $quantity }</b>
    💳 Costo: <b>{ $cost }</b> — il tuo saldo: { $balance }

    ❌ <b>Ti mancano { $missing }.</b>
    Pagali ora: l'ordine viene effettuato appena arriva il tuo pagamento, e l'eventuale eccedenza resta sul tuo saldo.
checkout-pay-stars = ⭐ Paga { $amount } in Stars ({ $stars } ⭐)
checkout-pay-crypto = 🪙 Paga { $amount } in { $crypto }
checkout-stars-invoice-title = Ordine: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount } per il tuo ordine in attesa n. { $id } (quantità: { $quantity }). L'eventuale eccedenza resta sul tuo saldo.
checkout-stars-invoice-label = Ordine { $amount }
checkout-waiting = ⏳ Il tuo ordine attende questo pagamento fino alle { $time }. Appena arriva, l'ordine viene effettuato e ricevi il tuo file.
checkout-cancel-button = ❌ Annulla l'ordine
checkout-cancelled = Ordine annullato: non è stato acquistato nulla. Un pagamento che arrivasse comunque resterebbe sul tuo saldo.
checkout-closed = ℹ️ Questo ordine non attende più alcun pagamento.
checkout-already = ℹ️ Questo pagamento è già stato richiesto: usa quello inviato sopra.
checkout-price-changed = ⚠️ Il prezzo è cambiato da quando è stato mostrato: non è stato richiesto nulla. Torna all'ordine per vedere il nuovo prezzo.
checkout-not-needed = ℹ️ Il tuo saldo ora copre questo ordine: torna indietro per confermarlo.
checkout-not-placed =
    💳 Il tuo pagamento di { $amount } è arrivato, ma l'ordine non è stato effettuato: { $reason }.
    💰 Il denaro resta sul tuo saldo: <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 Il tuo pagamento di { $amount } è arrivato dopo la scadenza dell'ordine in attesa: non è stato acquistato nulla.
    💰 Il denaro resta sul tuo saldo: <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 Il tuo pagamento di { $amount } è arrivato dopo che hai annullato l'ordine: non è stato acquistato nulla.
    💰 Il denaro resta sul tuo saldo: <b>{ $balance }</b>.
checkout-reason-stock = lo stock non basta più
checkout-reason-price = il prezzo è cambiato dalla tua conferma
checkout-reason-closed = questa offerta non è più in vendita
checkout-reason-balance = il tuo saldo è stato usato nel frattempo
checkout-reason-ordered = hai già ordinato questa offerta nel frattempo
checkout-reason-account = il tuo account è disattivato
checkout-reason-blocked = il negozio ha bloccato il tuo account
checkout-reason-rate = il tuo account è recente e gli acquisti all'ora sono limitati

error-stock-changed = ⚠️ La disponibilità è appena cambiata: riprova.
error-purchase = ❌ Errore durante l'acquisto. Non ti è stato addebitato nulla; contatta il supporto se il problema persiste.
error-generic = ❌ Si è verificato un errore. Riprova tra qualche istante.
error-flood = ⏳ Troppi messaggi tutti insieme: attendi qualche secondo.
error-stale-button = ⌛ Questo menu non è più aggiornato.

## Notifiche agli amministratori del bot
admin-new-purchase =
    🛒 <b>Nuovo acquisto</b>
    👤 { $buyer }
    🔢 { $quantity } { $quantity ->
        [one] numero
       *[other] numeri
    } — { $operator }, { $flag } { $country }
    💳 Importo: { $cost }
    💰 Nuovo saldo: { $balance }

## Menu dei comandi (setMyCommands)
command-start = Menu principale
command-shop = Acquista numeri
command-balance = Vedi il mio saldo
command-history = I miei acquisti
command-help = Aiuto
command-language = Cambia lingua
command-redeem = Riscatta una carta regalo
command-referral = Il mio link di invito
command-paysupport = Pagamenti e rimborsi
command-terms = Condizioni del negozio

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>Ricarica il saldo</b>
    Scegli la criptovaluta con cui pagherai:
topup-choose-manual =
    ➕ <b>Ricarica il saldo</b>
    Il pagamento in cripto non è disponibile ora: un amministratore può confermare la ricarica a mano, oppure usa una carta regalo.
topup-manual = 🧾 Ricarica tramite un amministratore
topup-manual-coin = Ricarica manuale
topup-amount-prompt = 💶 <b>{ $crypto }</b>: scegli un importo o scrivilo (minimo { $minimum }).
topup-already = ℹ️ Questa ricarica è già stata avviata: vedi i dati di pagamento sopra.
topup-amount-invalid = ❌ Inserisci un importo valido (minimo { $minimum }).
topup-amount-too-large = ❌ { $amount } supera il deposito massimo ({ $maximum }): inserisci un importo più basso.
topup-amount-not-offered = ❌ Questo importo non è tra le scelte proposte: nessuna ricarica è stata creata. Tocca uno dei pulsanti o inserisci un importo tra { $minimum } e { $maximum }.
topup-manual-contact = 📞 Contatto: { $contact }
topup-manual-recorded = 🧾 La tua richiesta di ricarica di <b>{ $amount }</b> è registrata (n. { $id }). Un amministratore la accrediterà appena il pagamento sarà confermato.
topup-instructions =
    💳 <b>Ricarica di { $amount }</b>

    Invia esattamente <code>{ $cryptoAmount }</code> { $crypto } a questo indirizzo:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>Memo / tag: <code>{ $memo }</code></b>
    Indicalo nel pagamento, altrimenti non potrà essere accreditato.
topup-expires = ⏳ Paga entro { $time }.
topup-after = Riceverai qui un messaggio quando il pagamento sarà rilevato e un altro quando sarà confermato.
topup-pay-page = 🌐 Apri la pagina di pagamento
topup-unavailable = ⚠️ Il servizio di pagamento non è disponibile ora. Riprova tra qualche minuto.
deposit-detected = 🔎 Il tuo deposito di <b>{ $amount }</b> è stato rilevato. In attesa di conferma sulla blockchain.
deposit-confirmed =
    ✅ <b>Deposito confermato: +{ $amount }</b>
    💰 Nuovo saldo: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>Deposito completato</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 Nuovo saldo: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ Comando riservato agli amministratori
admin-permission-missing = ⛔ Ti manca il permesso <b>{ $permission }</b> per questo.
admin-permission-credits = Crediti
admin-permission-broadcasts = Diffusioni
admin-permission-reports = Report
admin-permission-stock = Magazzino
admin-permission-catalogue = Catalogo
admin-permission-settings = Impostazioni
admin-credit-format = Formato non valido. Usa: @utente importo
admin-credit-positive = L'importo deve essere maggiore di 0
admin-credit-user-not-found = Utente @{ $username } non trovato
admin-credit-insufficient = ❌ @{ $username } ha solo { $balance }: niente è stato tolto.
admin-credit-added = ✅ { $amount } aggiunti a @{ $username }. Nuovo saldo: { $balance }
admin-credit-removed = ✅ { $amount } tolti a @{ $username }. Nuovo saldo: { $balance }
credit-added-notice =
    💰 Un amministratore ha accreditato <b>{ $amount }</b> sul tuo saldo.
    Nuovo saldo: <b>{ $balance }</b>
credit-removed-notice =
    💰 Un amministratore ha addebitato <b>{ $amount }</b> dal tuo saldo.
    Nuovo saldo: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>Scorte basse</b>: { $operator }, { $flag } { $country }
    Restano { $available } { $available ->
        [one] numero
       *[other] numeri
    }, meno dell'ordine minimo ({ $minimum }).
admin-webhook-disabled = ⚠️ <b>Webhook disattivato</b>: { $url } ha fallito ogni invio per tre giorni. Riattivalo nel back office (Impostazioni → Webhooks) quando è sistemato.
admin-panel =
    🛠 <b>Pannello di amministrazione</b>
    I tuoi permessi: { $permissions }
admin-panel-no-permission = nessuno (chiedili all'amministratore principale)
admin-panel-reports = 📊 Report
admin-panel-broadcast = 📣 Diffusione
admin-panel-credits = 💰 Crediti
admin-panel-continents = 🌍 Continenti
admin-panel-channels = 📢 Canali
admin-panel-refunds = ↩️ Rimborsi
admin-back-panel = ⬅️ Pannello di amministrazione
admin-credits =
    💰 <b>Crediti</b>
    Aggiungi o togli saldo a un cliente; viene avvisato nella sua lingua.
admin-credits-add = ➕ Aggiungi
admin-credits-remove = ➖ Togli
admin-credits-prompt-add = Invia il cliente e l'importo da <b>aggiungere</b>, per esempio: <code>@utente 25.50</code>
admin-credits-prompt-remove = Invia il cliente e l'importo da <b>togliere</b>, per esempio: <code>@utente 25.50</code>
admin-continents = 🌍 <b>Continenti</b> (numero di paesi). Scegline uno per rinominarlo o eliminarlo.
admin-continents-none = 🌍 Ancora nessun continente: aggiungine dal back-office.
admin-back-continents = ⬅️ Continenti
admin-continent =
    🌍 <b>{ $name }</b>
    Paesi: { $countries }
    Numeri in vendita: { $available }
admin-continent-rename = ✏️ Rinomina
admin-continent-delete = 🗑 Elimina
admin-continent-rename-prompt = Invia il nuovo nome di <b>{ $name }</b>.
admin-continent-renamed = ✅ Continente <b>{ $from }</b> rinominato in <b>{ $to }</b>.
admin-continent-exists = ❌ Il continente <b>{ $name }</b> esiste già: scegli un altro nome.
admin-continent-invalid-name = ❌ Nome non valido: da 1 a 50 caratteri.
admin-continent-delete-confirm = Eliminare il continente <b>{ $name }</b>?
admin-continent-deleted = ✅ Continente <b>{ $name }</b> eliminato.
admin-continent-not-empty = ❌ Impossibile eliminare <b>{ $name }</b>: contiene ancora { $countries } { $countries ->
        [one] paese
       *[other] paesi
    }.
admin-continent-gone = Questo continente non esiste più (rinominato o eliminato nel frattempo).
admin-yes = ✅ Sì
admin-no = ❌ No
admin-channels =
    📢 <b>Canali</b>
    Canale principale: { $main }
    Canale delle prove: { $proof }
    Prove d'acquisto: { $posts }
admin-channels-none = non impostato
admin-proof-posts-on = pubblicate a ogni acquisto (anonime)
admin-proof-posts-off = disattivate
admin-channels-edit-main = ✏️ Canale principale
admin-channels-edit-proof = ✏️ Canale delle prove
admin-proof-turn-on = ✅ Pubblica le prove d'acquisto
admin-proof-turn-off = ⏸ Interrompi le prove d'acquisto
admin-back-channels = ⬅️ Canali
admin-channel-prompt-main = Invia il link del canale principale (<code>https://t.me/…</code> o <code>@canale</code>), oppure <code>-</code> per cancellarlo.
admin-channel-prompt-proof = Invia il link del canale delle prove (<code>https://t.me/…</code> o <code>@canale</code>), oppure <code>-</code> per cancellarlo.
admin-channel-invalid = ❌ Link non valido: https://t.me/… o @canale
admin-channel-saved = ✅ Link salvato.
admin-proof-no-channel = ❌ Imposta prima il canale delle prove.
admin-proof-not-addressable = ❌ Con un link d'invito il bot non può pubblicare: indica il nome pubblico del canale (@canale).
admin-proof-not-found = ❌ Telegram non trova questo canale, oppure il bot non ne fa parte. Aggiungi @{ $bot } al canale, poi riprova.
admin-proof-cannot-post = ❌ Il bot non può pubblicare in questo canale: rendi @{ $bot } un amministratore con il permesso di pubblicare, poi riprova.
proof-post =
    ✅ <b>Nuovo acquisto</b>
    📱 { $quantity } { $quantity ->
        [one] numero
       *[other] numeri
    } — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 Invia il messaggio da diffondere ai tuoi clienti.
    È accettata la formattazione di Telegram: &lt;b&gt;grassetto&lt;/b&gt;, &lt;i&gt;corsivo&lt;/i&gt;, &lt;a href="https://…"&gt;link&lt;/a&gt;.
broadcast-cancelled = Diffusione annullata.
broadcast-empty = Il messaggio è vuoto: invia il testo da diffondere.
broadcast-too-long = Messaggio troppo lungo: { $length } { $length ->
        [one] carattere
       *[other] caratteri
    }, al massimo 4.096.
broadcast-confirm =
    👆 Anteprima del messaggio come lo riceveranno i tuoi clienti.
    👥 Pubblico: <b>{ $audience }</b>
    📨 Destinatari: <b>{ $count }</b>
broadcast-audience-all = Tutti i clienti
broadcast-audience-buyers = Acquirenti
broadcast-audience-depositors = Chi ha depositato
broadcast-audience-inactive = Inattivi da { $days } { $days ->
        [one] giorno
       *[other] giorni
    }
broadcast-language-any = 🌐 Tutte le lingue
broadcast-language-choose = Lingua dei clienti da raggiungere:
broadcast-send-button = ✅ Invia a { $count }
broadcast-no-recipients = Nessun cliente in questo pubblico: niente da inviare.
broadcast-expired = Questa anteprima è scaduta o è già stata inviata: ricominci con /broadcast.
broadcast-queued = ⏳ Diffusione #{ $id } ({ $audience }) in coda: riceverai un avviso all'avvio e alla fine.
broadcast-paid-button = ⚡ Invio a pagamento · { $cost } ⭐
broadcast-paid-note = ⚡ Invio a pagamento disponibile: fino a { $rate } messaggi al secondo; Telegram preleva { $price } ⭐ a messaggio dal saldo di stelle del bot, { $cost } ⭐ in tutto.
broadcast-paid-short = ⭐ Stelle insufficienti: l'invio a pagamento costa { $cost } ⭐ e il bot ne ha { $balance }. Ricarica il saldo del bot o invia gratis.
broadcast-in-progress = 📣 Diffusione #{ $id } in corso: { $count } { $count ->
        [one] destinatario
       *[other] destinatari
    }.
broadcast-done = ✅ Diffusione #{ $id } terminata: { $sent }/{ $total } inviati.
broadcast-schedule-button = 🗓 Programma
broadcast-schedule-prompt =
    🗓 Quando inviare questa diffusione? Scrivi data e ora di Parigi, per esempio:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ Data e ora non riconosciute (o inesistenti). Scrivi per esempio <code>{ $example }</code> o <code>{ $exampleYear }</code>, ora di Parigi.
broadcast-schedule-past = ❌ { $time } è già passato: scrivi una data e un’ora future, per esempio <code>{ $example }</code>.
broadcast-schedule-done =
    🗓 Diffusione #{ $id } programmata per il { $time }.
    👥 Pubblico: <b>{ $audience }</b>
    📨 Destinatari oggi: <b>{ $count }</b> (ricontati alla partenza)
    Sarai avvisato all’inizio e alla fine; «Programmate» permette di annullarla fino ad allora.
broadcast-scheduled-button = 🗓 Programmate
broadcast-scheduled-list = 🗓 Diffusioni programmate, non ancora partite:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    «{ $excerpt }»
broadcast-scheduled-none = 🗓 Nessuna diffusione programmata.
broadcast-audience-more-filters = + filtri
broadcast-new-button = 📣 Nuova diffusione
broadcast-unschedule-button = ✖️ Annulla #{ $id }
broadcast-unschedule-confirm =
    Annullare la diffusione #{ $id } prevista per il { $time }?
    👥 { $audience }
    «{ $excerpt }»
    Non partirà.
broadcast-unschedule-yes = ✅ Sì, annullala
broadcast-unscheduled = ✖️ Diffusione #{ $id } annullata: non partirà.
broadcast-unschedule-gone = La diffusione #{ $id } non è più programmata: già annullata o già partita.
# --- Mini App shop ---
menu-open-shop = 🛍️ Apri il negozio
# --- reports ---
reports-menu =
    📊 <b>Report</b>
    Periodo: { $period }
    Scegli un report:
reports-period-today = Oggi
reports-period-7d = 7 giorni
reports-period-30d = 30 giorni
reports-sales = 📈 Vendite globali
reports-top-users = 🏆 Migliori clienti
reports-by-category = 🗂 Per categoria
reports-by-country = 🌍 Per paese
reports-deposits = 💰 Depositi
reports-back = ⬅️ Report
reports-back-panel = ⬅️ Pannello admin
report-sales-text =
    📈 <b>Vendite — { $period }</b>
    💶 Fatturato: <b>{ $revenue }</b> ({ $revenueChange }, prima: { $revenuePrevious })
    🧾 Ordini: { $orders } ({ $ordersChange }) · carrello medio { $basket }
    🔢 Numeri venduti: { $sold }
    🔁 Transazioni al giorno: { $perDay }
    📅 Oggi { $today } · settimana { $week } · mese { $month }
    📦 Stock: { $available } { $available ->
        [one] disponibile
       *[other] disponibili
    } su { $inStock } · valore stimato { $value }
report-sales-discount = 🏷 Sconti delle promozioni: { $discount } ({ $change }) su { $orders } { $orders ->
        [one] ordine
       *[other] ordini
    }
report-top-users-title = 🏆 <b>Migliori clienti — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · { $orders } { $orders ->
        [one] ordine
       *[other] ordini
    } · visto { $last }
report-more-users = … e { $count ->
        [one] un altro utente
       *[other] altri { $count } utenti
    }
report-category-title = 🗂 <b>Vendite per categoria — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>Vendite per paese — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … e { $count ->
        [one] un altro
       *[other] altri { $count }
    }
report-unknown = Sconosciuto
report-empty = Nessun dato per questo periodo.
report-deposits-text =
    💰 <b>Depositi — { $period }</b>
    Totale: <b>{ $total }</b> ({ $change }) · { $count } { $count ->
        [one] deposito
       *[other] depositi
    }
    Deposito medio: { $average }
    Clienti che hanno depositato: { $depositors } su { $registered } { $registered ->
        [one] iscritto
       *[other] iscritti
    } ({ $rate })
report-deposit-methods = <b>Per metodo</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>Ultimi depositi</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ Errore nella generazione del report
report-error-sales = ❌ Errore nella generazione del report delle vendite
report-error-top-users = ❌ Errore nella generazione del report dei migliori clienti
report-error-category = ❌ Errore nella generazione del report per categoria
report-error-country = ❌ Errore nella generazione del report per paese
report-error-deposits = ❌ Errore nella generazione del report dei depositi

# --- referrals ---
balance-referrals = 👥 Inviti
referral-view =
    👥 <b>Inviti</b>

    Invita i tuoi amici con il tuo link: al loro primo deposito, ricevi { $share } dell'importo sul tuo saldo.

    🔗 { $link }

    👤 Invitati: <b>{ $referred }</b> · con deposito: <b>{ $rewarded }</b>
    💶 Guadagni: <b>{ $earned }</b>
referral-share-button = 📤 Condividi il mio link
referral-share-text = Acquista qui le tue liste di numeri:
referral-back-balance = 💰 Saldo
referral-own-link = ℹ️ Questo è il tuo link di invito: condividilo con i tuoi amici.
referral-already-customer = ℹ️ Sei già cliente: un link di invito vale solo per i nuovi clienti.
referral-reward-notice =
    🎉 <b>Invito: +{ $amount }</b>
    Un cliente che hai invitato ha appena fatto il suo primo deposito.
    💰 Nuovo saldo: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ Il codice { $code } non viene usato: si applica già una promozione migliore.
promo-code-button = 🎟 Codice promo
promo-code-without = ➡️ Continua senza codice
promo-code-prompt = 🎟 Scrivi il tuo codice promo:
promo-error-unknown = ❌ Codice promo sconosciuto.
promo-error-expired = ⌛ Questo codice promo è scaduto.
promo-error-used-up = ❌ Questo codice promo è esaurito.
promo-error-limit = ❌ Hai già usato questo codice promo il numero di volte consentito.
promo-error-not-applicable = ❌ Questo codice promo non si applica a questo ordine.
promo-error-too-many = ⏳ Troppi codici promo errati: riprova tra { $minutes } { $minutes ->
        [one] minuto
       *[other] minuti
    }.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = Europa
continent-africa = Africa
continent-asia = Asia
continent-america = America
continent-north-america = America del Nord
continent-south-america = America del Sud
continent-oceania = Oceania
continent-middle-east = Medio Oriente
continent-antarctica = Antartide
topup-manual-how-to-pay = 📋 <b>Come pagare</b> (indica la richiesta n. { $id } con il pagamento):
topup-choose-none =
    ➕ <b>Ricarica il saldo</b>
    Nessun metodo di pagamento è disponibile al momento: usa una carta regalo o scrivi all'assistenza.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>Ricarica il saldo</b>
    Paga con Telegram Stars o scegli la criptovaluta con cui paghi:
topup-choose-stars =
    ➕ <b>Ricarica il saldo</b>
    Paga con Telegram Stars o usa una carta regalo:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: 1 Star = { $value }.
    Scegli un importo o scrivi un numero di Stars (da { $minimum } a { $maximum }). L'importo in euro è arrotondato al centesimo inferiore.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ Scrivi un numero intero di Stars, da { $minimum } a { $maximum }.
topup-stars-already = ℹ️ Questa ricarica è già avviata: paga la fattura qui sopra.
topup-stars-unavailable = ⚠️ Il pagamento con Telegram Stars non è disponibile al momento.
topup-stars-invoice-title = Ricarica di { $amount }
topup-stars-invoice-description = { $stars } { $stars ->
        [one] Star
       *[other] Stars
    } per { $amount } accreditati sul saldo (ricarica n. { $id }).
topup-stars-invoice-label = Saldo +{ $amount }
stars-refused-unknown = Questa fattura non corrisponde a nessuna ricarica: ricomincia da Saldo → Ricarica.
stars-refused-closed = Questa ricarica non è più aperta: ricomincia da Saldo → Ricarica.
stars-refused-mismatch = Questa fattura non corrisponde alla tua ricarica: ricomincia da Saldo → Ricarica.

## /paysupport and /terms (decision 0137)
terms-none = 📄 Il negozio non ha ancora pubblicato le sue condizioni.

## Reviews
review-ask =
    ⭐ <b>La tua recensione dell'ordine n. { $order }</b>
    📱 { $quantity } { $quantity ->
        [one] numero
       *[other] numeri
    } — { $operator } { $flag }

    Come erano questi numeri? Dai un voto da 1 a 5:
review-rated = ⭐ Grazie! Il tuo voto per l'ordine n. { $order }: { $rating }
review-comment-ask = Puoi aggiungere un commento: scrivilo in un messaggio (al massimo { $max } caratteri) oppure tocca «Salta».
review-skip = ⏭️ Salta
review-saved = ✅ Grazie, la tua recensione è salvata. Puoi modificarla fino al { $until } da 📜 Cronologia.
review-locked = ⏳ Questa recensione non si può più modificare: una recensione si modifica per 7 giorni.
review-order-not-found = ❌ Ordine non trovato.
review-comment-too-long = ❌ Commento troppo lungo: al massimo { $max } caratteri. Scrivilo più breve oppure tocca «Salta».
review-rate-first = ⭐ Scegli prima un voto da 1 a 5.
review-current = Il tuo voto: { $rating } — modificabile fino al { $until }.
review-current-locked = Il tuo voto: { $rating } (non più modificabile dal { $until }).
history-review = ⭐ Recensione n. { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } { $count ->
        [one] recensione
       *[other] recensioni
    }
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>Ultime recensioni</b>
review-proof-post =
    ⭐ <b>Nuova recensione</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>Rimborso: +{ $amount }</b>
    🧾 Ordine n. { $order }: { $quantity } { $quantity ->
        [one] numero rimborsato
       *[other] numeri rimborsati
    }
    📝 Motivo: { $reason }
    💰 Nuovo saldo: <b>{ $balance }</b>
refund-reason-dead = Numeri inattivi
refund-reason-duplicate = Duplicati
refund-reason-wrong_target = Paese o operatore sbagliato
refund-reason-other = Altro motivo
admin-refund-open = ↩️ Rimborsa numeri
admin-refund-prompt = Invia il numero dell'ordine da rimborsare, ad esempio: <code>1234</code>
admin-refund-order-unknown = Ordine n. { $order } non trovato. Invia un altro numero d'ordine.
admin-refund-order =
    ↩️ <b>Ordine n. { $order }</b> — { $customer }
    📦 Numeri: { $quantity } — pagati { $cost }
    ↩️ Già rimborsato: { $refunded }
    🔢 Da rimborsare: { $left }
admin-refund-nothing-left = ✅ Questo ordine è già stato rimborsato per intero.
admin-refund-whole = Tutto l'ordine ({ $amount })
admin-refund-some = Una parte dei numeri
admin-refund-count-prompt = Quanti numeri vuoi rimborsare? Invia un numero da 1 a { $left }.
admin-refund-count-invalid = Numero non valido: invia un numero da 1 a { $left }.
admin-refund-reason = Perché rimborsare questi numeri?
admin-refund-confirm =
    ↩️ <b>Conferma il rimborso</b>
    🧾 Ordine n. { $order }: { $count } { $count ->
        [one] numero
       *[other] numeri
    }, <b>{ $amount }</b>
    📝 Motivo: { $reason }
    🚫 Lista di esclusione: { $suppress }
admin-refund-suppress-yes = i numeri verranno aggiunti
admin-refund-suppress-no = no
admin-refund-suppress-toggle = 🔁 Lista di esclusione: sì / no
admin-refund-confirm-button = ✅ Rimborsa
admin-refund-done =
    ✅ <b>Rimborsato: { $amount }</b> per { $count } { $count ->
        [one] numero
       *[other] numeri
    } dell'ordine n. { $order }.
    💰 Nuovo saldo del cliente: { $balance }
admin-refund-changed = ⚠️ Questo ordine è stato rimborsato nel frattempo. Ecco cosa ne resta.
admin-refund-paste = Incolla i numeri
admin-refund-paste-prompt = Incolla i numeri da rimborsare, uno per riga o separati da virgole, così come sono stati consegnati (per esempio <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ Non presenti in questo ordine ({ $count }): { $numbers }
admin-refund-paste-again = ❌ Già rimborsati ({ $count }): { $numbers }
admin-refund-paste-retry = Incolla di nuovo l'elenco senza questi numeri.
admin-refund-paste-empty = ❌ Nessun numero riconosciuto. Incolla i numeri, uno per riga.
admin-refund-paste-found = 📋 Numeri trovati nell'ordine: { $count }
admin-refund-paste-lost = ⚠️ L'elenco incollato non è più conservato (nel frattempo è stato usato un altro pulsante). Incollalo di nuovo.
admin-refund-ticket = 🎫 Ticket n. { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ Il negozio ha bloccato il tuo account: non puoi più acquistare, ricaricare né usare codici. Contatta il supporto se pensi che sia un errore.
error-purchase-rate = ⏳ Il tuo account è recente e gli acquisti all'ora sono limitati (massimo: { $maximum }). Riprova tra { $minutes } { $minutes ->
        [one] minuto
       *[other] minuti
    }.
error-unpaid-top-ups = ⏳ Troppe richieste di ricarica non pagate nelle ultime 24 ore (massimo: { $maximum }). Paga una ricarica in corso o riprova più tardi.
stars-refused-blocked = Il negozio ha bloccato il tuo account: questo pagamento è rifiutato.
admin-permission-customers = Clienti
admin-panel-blocking = 🚫 Blocchi
admin-blocking =
    🚫 <b>Clienti bloccati</b>: { $count }
    { $list }

    Bloccare: <code>/block @utente motivo</code>
    Sbloccare: <code>/unblock @utente</code>
admin-blocking-none = Nessun cliente bloccato.
admin-block-format = Formato non valido. Usa: /block @utente motivo
admin-unblock-format = Formato non valido. Usa: /unblock @utente
admin-block-done = 🚫 @{ $username } è bloccato. Motivo: { $reason }
admin-unblock-done = ✅ @{ $username } è sbloccato.
admin-unblock-not-blocked = @{ $username } non era bloccato.
admin-block-admin = ⛔ Un account amministratore non può essere bloccato.

## Support tickets (issue 28, decision 0139)
command-support = Contatta l'assistenza
help-contact-support = 💬 Contatta l'assistenza
history-problem = ⚠️ Un problema
support-prompt =
    💬 <b>Assistenza</b>
    Scrivi il tuo messaggio (testo, foto o file): un amministratore ti risponderà qui.
support-prompt-order =
    💬 <b>Un problema con l'ordine n. { $order }</b>
    Descrivi il problema (testo, foto o file): un amministratore ti risponderà qui.
support-opened = ✅ Ticket n. { $ticket } aperto. Ti risponderemo qui.
support-added = ✉️ Messaggio aggiunto al ticket n. { $ticket }.
support-empty = ❌ Manda un testo, una foto o un file.
support-file-only = 📎 (file allegato)
support-reply =
    💬 <b>Assistenza — ticket n. { $ticket }</b>
    { $text }
support-closed = 🔒 Il ticket n. { $ticket } è chiuso. Scrivici per riaprirlo.
support-auto-closed = 🔒 Il ticket n. { $ticket } è stato chiuso perché non è arrivato nessun nuovo messaggio. Scrivici per riaprirlo.
paysupport-contact-line = Puoi anche scrivere a { $contact }.
admin-permission-support = Assistenza
admin-support-new =
    🎫 <b>Nuovo ticket n. { $ticket }</b>
    Cliente: { $customer } · lingua: { $language }
    Ordine: { $order }

    { $text }

    ↩️ Rispondi a questo messaggio per rispondere al cliente.
admin-support-message =
    💬 <b>Ticket n. { $ticket }</b> — nuovo messaggio
    Cliente: { $customer } · lingua: { $language }
    Ordine: { $order }

    { $text }

    ↩️ Rispondi a questo messaggio per rispondere al cliente.
admin-support-order = n. { $order } — { $operator } { $flag }, quantità: { $quantity }, { $cost }
admin-support-no-order = nessuno
admin-support-sent = ✅ Risposta inviata al ticket n. { $ticket }.
