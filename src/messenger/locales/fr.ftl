# The bot's texts in French, the reference language: every other .ftl file has the same keys and placeables.
# Texts are Telegram HTML (parse_mode HTML): <b>, <i>, <code>, <a href>. Amounts arrive already formatted for the
# language ($price, $cost, $balance…); quantities arrive as formatted numbers.

## Language choice
language-choose = 🌍 Choisissez votre langue :
language-saved = ✅ Langue enregistrée : français.

## Welcome and main menu
welcome-default =
    👋 Bienvenue sur <b>{ $shop }</b> !

    📱 Nos listes de numéros sont vérifiées sur trois grandes plateformes web.
    ⚡ Achat instantané, fichier généré automatiquement.
    💬 Un support est disponible pour vous aider.

    💶 Prix : <b>{ $price }</b> par numéro, à partir de { $minimum } { $minimum ->
        [one] numéro
       *[other] numéros
    } ({ $minimumCost }).
menu-prompt = Que souhaitez-vous faire ?
menu-shop = 🛒 Boutique
menu-balance = 💰 Solde
menu-history = 📜 Historique
menu-help = ❓ Aide
menu-channels = 📢 Canaux
menu-language = 🌍 Langue
menu-main = 🏠 Menu principal

## Shop: continents, countries, operators
shop-continents = 🌍 <b>Boutique</b> — choisissez un continent :
shop-no-continents = 😕 Aucun continent disponible pour le moment. Revenez bientôt !
shop-countries = 🌍 <b>{ $continent }</b> — choisissez un pays :
shop-no-countries = 😕 Aucun pays disponible sur ce continent pour le moment.
shop-no-operators = 😕 Aucun opérateur disponible dans ce pays pour le moment.
shop-operators = { $flag } <b>{ $country }</b> — choisissez un opérateur :
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = épuisé

## Quantity
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 Disponible : <b>{ $available }</b> { $available ->
        [one] numéro
       *[other] numéros
    }
    💶 Prix unitaire : <b>{ $price }</b>
    🔢 Minimum : { $minimum } { $minimum ->
        [one] numéro
       *[other] numéros
    }

    Choisissez une quantité :
quantity-custom = ✏️ Autre quantité
quantity-prompt = ✏️ Tapez le nombre de numéros voulu (de { $minimum } à { $available }) :
quantity-cancel = ❌ Annuler

## Confirmation and purchase
purchase-confirm =
    🧾 <b>Confirmez votre achat</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Quantité : <b>{ $quantity }</b> { $quantity ->
        [one] numéro
       *[other] numéros
    }
    💶 Prix unitaire : { $price }
    💳 Coût : <b>{ $cost }</b>

    💰 Solde actuel : { $balance }
    💰 Solde après l'achat : <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ Confirmer
purchase-processing = ⏳ Achat en cours, préparation de votre fichier…
purchase-success =
    ✅ <b>Achat réussi !</b>

    🔢 { $quantity } { $quantity ->
        [one] numéro
       *[other] numéros
    } — { $operator }, { $flag } { $country }
    💳 Payé : { $cost }
    💰 Nouveau solde : <b>{ $balance }</b>
    🧾 Commande n° { $order }
purchase-file-caption = 📄 { $quantity } { $quantity ->
        [one] numéro
       *[other] numéros
    } — { $operator }, { $country } (commande n° { $order })
purchase-file-failed = ⚠️ L'envoi du fichier a échoué : voici vos numéros en { $total } { $total ->
        [one] message
       *[other] messages
    }.
purchase-part = 📄 Partie { $current }/{ $total }
purchase-already-done = ℹ️ Cette commande a déjà été passée (n° { $order }) : rien n'a été débité une seconde fois.
purchase-cancelled = Achat annulé.

## Navigation
back = ⬅️ Retour
back-continents = ⬅️ Continents
back-countries = ⬅️ Pays
back-operators = ⬅️ Opérateurs
back-shop = 🛒 Boutique

## Balance
balance-view =
    💰 <b>Votre solde : { $balance }</b>

    🛒 Total des achats : { $totalPurchases }
    💳 Total des dépôts : { $totalDeposits }
balance-topup = ➕ Recharger

## Gift cards
topup-gift-card = 🎁 Carte cadeau
gift-card-prompt = 🎁 Tapez le code de votre carte cadeau (16 caractères, par exemple ABCD-EFGH-JKMN-PQRS) :
gift-card-redeemed =
    ✅ <b>Carte cadeau utilisée : +{ $amount }</b>
    💰 Nouveau solde : <b>{ $balance }</b>
gift-card-unknown = ❌ Code inconnu. Vérifiez-le et réessayez.
gift-card-used = ❌ Cette carte cadeau a déjà été utilisée.
gift-card-expired = ❌ Cette carte cadeau a expiré.
gift-card-disabled = ❌ Cette carte cadeau n'est plus valable.
gift-card-too-many = ⏳ Trop de codes erronés : réessayez dans { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }.

## History
history-title = 📜 <b>Vos derniers achats</b>
history-line = { $date } — { $quantity } { $quantity ->
        [one] numéro
       *[other] numéros
    }, { $operator } ({ $flag } { $country }) — { $cost }
history-more = … et { $count } { $count ->
        [one] autre achat
       *[other] autres achats
    }
history-empty = 📭 Aucun achat effectué pour le moment.
history-download = 📥 Fichier n° { $order }
history-download-missing = ❌ Commande introuvable.

## Help and channels
help-default =
    ❓ <b>Aide</b>
channels-title = 📢 <b>Nos canaux</b>
channels-main = 📢 Canal principal
channels-proof = ✅ Canal des preuves
channels-none = 📢 Aucun canal pour le moment.

## Refusals and errors
error-user-not-found = ❌ Utilisateur introuvable. Envoyez /start pour vous inscrire.
error-country-not-found = ❌ Pays introuvable.
error-operator-not-found = ❌ Opérateur introuvable ou plus en vente.
error-quantity-invalid = ❌ Quantité invalide : minimum { $minimum } { $minimum ->
        [one] numéro
       *[other] numéros
    } ({ $minimumCost } minimum).
error-quantity-number = ❌ Entrez un nombre valide (minimum { $minimum }).
error-quantity-too-large = ❌ { $maximum } { $maximum ->
        [one] numéro
       *[other] numéros
    } au plus par commande.
error-stock = ❌ Quantité non disponible. Maximum disponible : { $available } { $available ->
        [one] numéro
       *[other] numéros
    } (minimum { $minimum }).
error-balance =
    ❌ <b>Solde insuffisant.</b>
    Coût : { $cost } — votre solde : { $balance }.
    Rechargez votre solde pour continuer.
error-account-deactivated = ⛔ Votre compte est désactivé. Contactez le support.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>Confirmez votre achat</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Quantité : <b>{ $quantity }</b>
    💳 Coût : <b>{ $cost }</b> — votre solde : { $balance }

    ❌ <b>Il vous manque { $missing }.</b>
    Payez-les maintenant : la commande sera passée dès votre paiement reçu, et tout excédent restera sur votre solde.
checkout-pay-stars = ⭐ Payer { $amount } en Stars ({ $stars } ⭐)
checkout-pay-crypto = 🪙 Payer { $amount } en { $crypto }
checkout-stars-invoice-title = Commande : { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount } pour votre commande en attente n° { $id } (quantité : { $quantity }). Tout excédent reste sur votre solde.
checkout-stars-invoice-label = Commande { $amount }
checkout-waiting = ⏳ Votre commande attend ce paiement jusqu'à { $time }. Dès qu'il est reçu, elle est passée et vous recevez votre fichier.
checkout-cancel-button = ❌ Annuler la commande
checkout-cancelled = Commande annulée : rien n'a été acheté. Un paiement qui arriverait quand même resterait sur votre solde.
checkout-closed = ℹ️ Cette commande n'attend plus de paiement.
checkout-already = ℹ️ Ce paiement est déjà demandé : utilisez celui envoyé ci-dessus.
checkout-price-changed = ⚠️ Le prix a changé depuis l'affichage : rien n'a été demandé. Revenez à la commande pour voir le nouveau prix.
checkout-not-needed = ℹ️ Votre solde couvre désormais cette commande : revenez-y pour la confirmer.
checkout-not-placed =
    💳 Votre paiement de { $amount } est bien arrivé, mais la commande n'a pas pu être passée : { $reason }.
    💰 L'argent reste sur votre solde : <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 Votre paiement de { $amount } est arrivé après l'expiration de la commande en attente : rien n'a été acheté.
    💰 L'argent reste sur votre solde : <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 Votre paiement de { $amount } est arrivé après l'annulation de la commande : rien n'a été acheté.
    💰 L'argent reste sur votre solde : <b>{ $balance }</b>.
checkout-reason-stock = le stock ne suffit plus
checkout-reason-price = le prix a changé depuis votre confirmation
checkout-reason-closed = cette offre n'est plus en vente
checkout-reason-balance = votre solde a été utilisé entre-temps
checkout-reason-ordered = vous avez déjà commandé cette offre entre-temps
checkout-reason-account = votre compte est désactivé
checkout-reason-blocked = votre compte est bloqué par la boutique
checkout-reason-rate = votre compte est récent et le nombre d'achats par heure est limité

error-stock-changed = ⚠️ Le stock vient de changer : réessayez.
error-purchase = ❌ Erreur lors de l'achat. Rien n'a été débité ; contactez le support si le problème persiste.
error-generic = ❌ Une erreur s'est produite. Réessayez dans un instant.
error-flood = ⏳ Trop de messages d'un coup : patientez quelques secondes.
error-stale-button = ⌛ Ce menu n'est plus à jour.

## Notifications to bot admins
admin-new-purchase =
    🛒 <b>Nouvel achat</b>
    👤 { $buyer }
    🔢 { $quantity } { $quantity ->
        [one] numéro
       *[other] numéros
    } — { $operator }, { $flag } { $country }
    💳 Montant : { $cost }
    💰 Nouveau solde : { $balance }

## Command menu (setMyCommands)
command-start = Menu principal
command-shop = Acheter des numéros
command-balance = Voir mon solde
command-history = Mes achats
command-help = Aide
command-language = Changer de langue
command-redeem = Utiliser une carte cadeau
command-referral = Mon lien de parrainage
command-paysupport = Paiements et remboursements
command-terms = Conditions de la boutique

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>Recharger votre solde</b>
    Choisissez la crypto-monnaie avec laquelle vous payez :
topup-choose-manual =
    ➕ <b>Recharger votre solde</b>
    Le paiement en crypto n'est pas disponible pour le moment : un administrateur peut confirmer votre recharge à la main, ou utilisez une carte cadeau.
topup-manual = 🧾 Recharger via un administrateur
topup-manual-coin = Recharge manuelle
topup-amount-prompt = 💶 <b>{ $crypto }</b> : choisissez un montant ou saisissez-le (minimum { $minimum }).
topup-already = ℹ️ Cette recharge est déjà lancée : voyez les instructions de paiement ci-dessus.
topup-amount-invalid = ❌ Veuillez entrer un montant valide (minimum { $minimum }).
topup-amount-too-large = ❌ { $amount } dépasse le dépôt maximum ({ $maximum }) : saisissez un montant plus petit.
topup-amount-not-offered = ❌ Ce montant ne fait pas partie des choix proposés : aucune recharge n’a été créée. Touchez un des boutons ou saisissez un montant entre { $minimum } et { $maximum }.
topup-manual-contact = 📞 Contact : { $contact }
topup-manual-recorded = 🧾 Votre demande de recharge de <b>{ $amount }</b> est enregistrée (n° { $id }). Un administrateur la créditera dès que votre paiement sera confirmé.
topup-instructions =
    💳 <b>Recharge de { $amount }</b>

    Envoyez exactement <code>{ $cryptoAmount }</code> { $crypto } à cette adresse :
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>Mémo / tag : <code>{ $memo }</code></b>
    Indiquez-le avec votre paiement, sinon il ne pourra pas être crédité.
topup-expires = ⏳ Payez avant le { $time }.
topup-after = Vous recevrez un message ici quand le paiement sera détecté, puis un autre une fois confirmé.
topup-pay-page = 🌐 Ouvrir la page de paiement
topup-unavailable = ⚠️ Le service de paiement est indisponible pour le moment. Réessayez dans quelques minutes.
deposit-detected = 🔎 Votre dépôt de <b>{ $amount }</b> a été détecté. En attente de confirmation sur la blockchain.
deposit-confirmed =
    ✅ <b>Dépôt confirmé : +{ $amount }</b>
    💰 Nouveau solde : <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>Dépôt confirmé</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 Nouveau solde : { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ Commande réservée aux administrateurs
admin-permission-missing = ⛔ Il vous manque la permission <b>{ $permission }</b> pour cela.
admin-permission-credits = Crédits
admin-permission-broadcasts = Diffusions
admin-permission-reports = Rapports
admin-permission-stock = Stock
admin-permission-catalogue = Catalogue
admin-permission-settings = Paramètres
admin-credit-format = Format invalide. Utilisez : @utilisateur montant
admin-credit-positive = Le montant doit être supérieur à 0
admin-credit-user-not-found = Utilisateur @{ $username } introuvable
admin-credit-insufficient = ❌ @{ $username } n'a que { $balance } : rien n'a été retiré.
admin-credit-added = ✅ { $amount } ajoutés à @{ $username }. Nouveau solde : { $balance }
admin-credit-removed = ✅ { $amount } retirés à @{ $username }. Nouveau solde : { $balance }
credit-added-notice =
    💰 Un administrateur a crédité votre solde de <b>{ $amount }</b>.
    Nouveau solde : <b>{ $balance }</b>
credit-removed-notice =
    💰 Un administrateur a retiré <b>{ $amount }</b> de votre solde.
    Nouveau solde : <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>Stock bas</b> : { $operator }, { $flag } { $country }
    Il reste { $available } { $available ->
        [one] numéro
       *[other] numéros
    }, moins que la commande minimum ({ $minimum }).
admin-webhook-disabled = ⚠️ <b>Webhook désactivé</b> : { $url } a échoué à chaque envoi pendant trois jours. Réactivez-le dans le back-office (Paramètres → Webhooks) une fois réparé.
admin-panel =
    🛠 <b>Panneau d'administration</b>
    Vos permissions : { $permissions }
admin-panel-no-permission = aucune (demandez-les à l'administrateur principal)
admin-panel-reports = 📊 Rapports
admin-panel-broadcast = 📣 Diffusion
admin-panel-credits = 💰 Crédits
admin-panel-continents = 🌍 Continents
admin-panel-channels = 📢 Canaux
admin-panel-refunds = ↩️ Remboursements
admin-back-panel = ⬅️ Panneau d'administration
admin-credits =
    💰 <b>Crédits</b>
    Ajoutez ou retirez du solde d'un client ; il en est informé dans sa langue.
admin-credits-add = ➕ Ajouter
admin-credits-remove = ➖ Retirer
admin-credits-prompt-add = Envoyez le client et le montant à <b>ajouter</b>, par exemple : <code>@utilisateur 25.50</code>
admin-credits-prompt-remove = Envoyez le client et le montant à <b>retirer</b>, par exemple : <code>@utilisateur 25.50</code>
admin-continents = 🌍 <b>Continents</b> (nombre de pays). Choisissez-en un pour le renommer ou le supprimer.
admin-continents-none = 🌍 Aucun continent pour l'instant : ajoutez-en depuis le back-office.
admin-back-continents = ⬅️ Continents
admin-continent =
    🌍 <b>{ $name }</b>
    Pays : { $countries }
    Numéros en vente : { $available }
admin-continent-rename = ✏️ Renommer
admin-continent-delete = 🗑 Supprimer
admin-continent-rename-prompt = Envoyez le nouveau nom de <b>{ $name }</b>.
admin-continent-renamed = ✅ Continent <b>{ $from }</b> renommé en <b>{ $to }</b>.
admin-continent-exists = ❌ Le continent <b>{ $name }</b> existe déjà : choisissez un autre nom.
admin-continent-invalid-name = ❌ Nom invalide : 1 à 50 caractères.
admin-continent-delete-confirm = Supprimer le continent <b>{ $name }</b> ?
admin-continent-deleted = ✅ Continent <b>{ $name }</b> supprimé.
admin-continent-not-empty = ❌ Impossible de supprimer <b>{ $name }</b> : il contient encore { $countries } pays.
admin-continent-gone = Ce continent n'existe plus (renommé ou supprimé entre-temps).
admin-yes = ✅ Oui
admin-no = ❌ Non
admin-channels =
    📢 <b>Canaux</b>
    Canal principal : { $main }
    Canal des preuves : { $proof }
    Preuves d'achat : { $posts }
admin-channels-none = non défini
admin-proof-posts-on = publiées à chaque achat (anonymes)
admin-proof-posts-off = désactivées
admin-channels-edit-main = ✏️ Canal principal
admin-channels-edit-proof = ✏️ Canal des preuves
admin-proof-turn-on = ✅ Publier les preuves d'achat
admin-proof-turn-off = ⏸ Arrêter les preuves d'achat
admin-back-channels = ⬅️ Canaux
admin-channel-prompt-main = Envoyez le lien du canal principal (<code>https://t.me/…</code> ou <code>@canal</code>), ou <code>-</code> pour l'effacer.
admin-channel-prompt-proof = Envoyez le lien du canal des preuves (<code>https://t.me/…</code> ou <code>@canal</code>), ou <code>-</code> pour l'effacer.
admin-channel-invalid = ❌ Lien invalide : https://t.me/… ou @canal
admin-channel-saved = ✅ Lien enregistré.
admin-proof-no-channel = ❌ Définissez d'abord le canal des preuves.
admin-proof-not-addressable = ❌ Un lien d'invitation ne permet pas au bot de publier : donnez le nom public du canal (@canal).
admin-proof-not-found = ❌ Telegram ne trouve pas ce canal, ou le bot n'en fait pas partie. Ajoutez @{ $bot } au canal, puis réessayez.
admin-proof-cannot-post = ❌ Le bot ne peut pas publier dans ce canal : faites de @{ $bot } un administrateur autorisé à publier, puis réessayez.
proof-post =
    ✅ <b>Nouvel achat</b>
    📱 { $quantity } { $quantity ->
        [one] numéro
       *[other] numéros
    } — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 Envoyez le message à diffuser à vos clients.
    Mise en forme Telegram acceptée : &lt;b&gt;gras&lt;/b&gt;, &lt;i&gt;italique&lt;/i&gt;, &lt;a href="https://…"&gt;lien&lt;/a&gt;.
broadcast-cancelled = Diffusion annulée.
broadcast-empty = Le message est vide : envoyez le texte à diffuser.
broadcast-too-long = Message trop long : { $length } { $length ->
        [one] caractère
       *[other] caractères
    } pour 4 096 au maximum.
broadcast-confirm =
    👆 Aperçu du message tel que vos clients le recevront.
    👥 Audience : <b>{ $audience }</b>
    📨 Destinataires : <b>{ $count }</b>
broadcast-audience-all = Tous les clients
broadcast-audience-buyers = Acheteurs
broadcast-audience-depositors = Déposants
broadcast-audience-inactive = Inactifs depuis { $days } { $days ->
        [one] jour
       *[other] jours
    }
broadcast-language-any = 🌐 Toutes les langues
broadcast-language-choose = Langue des clients visés :
broadcast-send-button = ✅ Envoyer à { $count }
broadcast-no-recipients = Aucun client dans cette audience : rien à envoyer.
broadcast-expired = Cet aperçu a expiré ou a déjà été envoyé : recommencez avec /broadcast.
broadcast-queued = ⏳ Diffusion #{ $id } ({ $audience }) en file : vous serez prévenu au démarrage et à la fin.
broadcast-paid-button = ⚡ Envoi payant · { $cost } ⭐
broadcast-paid-note = ⚡ Envoi payant possible : jusqu’à { $rate } messages par seconde ; Telegram prélève { $price } ⭐ par message sur le solde d’étoiles du bot, soit { $cost } ⭐.
broadcast-paid-short = ⭐ Solde d’étoiles insuffisant : l’envoi payant coûte { $cost } ⭐ et le bot en a { $balance }. Rechargez le solde du bot ou envoyez gratuitement.
broadcast-in-progress = 📣 Diffusion #{ $id } en cours : { $count } { $count ->
        [one] destinataire
       *[other] destinataires
    }.
broadcast-done = ✅ Diffusion #{ $id } terminée : { $sent }/{ $total } envoyés.
broadcast-schedule-button = 🗓 Programmer
broadcast-schedule-prompt =
    🗓 Quand envoyer cette diffusion ? Tapez la date et l’heure de Paris, par exemple :
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ Date et heure non reconnues (ou qui n’existent pas). Tapez par exemple <code>{ $example }</code> ou <code>{ $exampleYear }</code>, heure de Paris.
broadcast-schedule-past = ❌ { $time } est déjà passé : tapez une date et une heure à venir, par exemple <code>{ $example }</code>.
broadcast-schedule-done =
    🗓 Diffusion #{ $id } programmée pour le { $time }.
    👥 Audience : <b>{ $audience }</b>
    📨 Destinataires à ce jour : <b>{ $count }</b> (recomptés au départ)
    Vous serez prévenu au démarrage et à la fin ; « Programmées » permet de l’annuler d’ici là.
broadcast-scheduled-button = 🗓 Programmées
broadcast-scheduled-list = 🗓 Diffusions programmées, pas encore parties :
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    « { $excerpt } »
broadcast-scheduled-none = 🗓 Aucune diffusion programmée.
broadcast-audience-more-filters = + filtres
broadcast-new-button = 📣 Nouvelle diffusion
broadcast-unschedule-button = ✖️ Annuler #{ $id }
broadcast-unschedule-confirm =
    Annuler la diffusion #{ $id } prévue le { $time } ?
    👥 { $audience }
    « { $excerpt } »
    Elle ne partira pas.
broadcast-unschedule-yes = ✅ Oui, l’annuler
broadcast-unscheduled = ✖️ Diffusion #{ $id } annulée : elle ne partira pas.
broadcast-unschedule-gone = La diffusion #{ $id } n’est plus programmée : déjà annulée ou déjà partie.

# --- Mini App shop ---
menu-open-shop = 🛍️ Ouvrir la boutique
# --- reports ---
reports-menu =
    📊 <b>Rapports</b>
    Période : { $period }
    Choisissez un rapport :
reports-period-today = Aujourd'hui
reports-period-7d = 7 jours
reports-period-30d = 30 jours
reports-sales = 📈 Ventes globales
reports-top-users = 🏆 Meilleurs clients
reports-by-category = 🗂 Par catégorie
reports-by-country = 🌍 Par pays
reports-deposits = 💰 Dépôts
reports-back = ⬅️ Rapports
reports-back-panel = ⬅️ Panneau admin
report-sales-text =
    📈 <b>Ventes — { $period }</b>
    💶 Chiffre d'affaires : <b>{ $revenue }</b> ({ $revenueChange }, avant : { $revenuePrevious })
    🧾 Commandes : { $orders } ({ $ordersChange }) · panier moyen { $basket }
    🔢 Numéros vendus : { $sold }
    🔁 Transactions par jour : { $perDay }
    📅 Aujourd'hui { $today } · semaine { $week } · mois { $month }
    📦 Stock : { $available } { $available ->
        [one] disponible
       *[other] disponibles
    } sur { $inStock } · valeur estimée { $value }
report-sales-discount = 🏷 Remises des promotions : { $discount } ({ $change }) sur { $orders } { $orders ->
        [one] commande
       *[other] commandes
    }
report-top-users-title = 🏆 <b>Meilleurs clients — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · { $orders } { $orders ->
        [one] commande
       *[other] commandes
    } · vu le { $last }
report-more-users = … et { $count } { $count ->
        [one] autre utilisateur
       *[other] autres utilisateurs
    }
report-category-title = 🗂 <b>Ventes par catégorie — { $period }</b> : { $total } ({ $change })
report-country-title = 🌍 <b>Ventes par pays — { $period }</b> : { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … et { $count } { $count ->
        [one] autre
       *[other] autres
    }
report-unknown = Inconnu
report-empty = Aucune donnée sur cette période.
report-deposits-text =
    💰 <b>Dépôts — { $period }</b>
    Total : <b>{ $total }</b> ({ $change }) · { $count } { $count ->
        [one] dépôt
       *[other] dépôts
    }
    Dépôt moyen : { $average }
    Clients ayant déposé : { $depositors } sur { $registered } { $registered ->
        [one] inscrit
       *[other] inscrits
    } ({ $rate })
report-deposit-methods = <b>Par méthode</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>Derniers dépôts</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ Erreur lors de la génération du rapport
report-error-sales = ❌ Erreur lors de la génération du rapport des ventes
report-error-top-users = ❌ Erreur lors de la génération du rapport des meilleurs clients
report-error-category = ❌ Erreur lors de la génération du rapport par catégorie
report-error-country = ❌ Erreur lors de la génération du rapport par pays
report-error-deposits = ❌ Erreur lors de la génération du rapport des dépôts

# --- referrals ---
balance-referrals = 👥 Parrainage
referral-view =
    👥 <b>Parrainage</b>

    Invitez vos amis avec votre lien : à leur premier dépôt, vous recevez { $share } du montant sur votre solde.

    🔗 { $link }

    👤 Filleuls : <b>{ $referred }</b> · avec dépôt : <b>{ $rewarded }</b>
    💶 Gains : <b>{ $earned }</b>
referral-share-button = 📤 Partager mon lien
referral-share-text = Achetez vos listes de numéros ici :
referral-back-balance = 💰 Solde
referral-own-link = ℹ️ C'est votre propre lien de parrainage : partagez-le avec vos amis.
referral-already-customer = ℹ️ Vous êtes déjà client : un lien de parrainage ne compte que pour les nouveaux clients.
referral-reward-notice =
    🎉 <b>Parrainage : +{ $amount }</b>
    Un client que vous avez parrainé vient de faire son premier dépôt.
    💰 Nouveau solde : <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b> : <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ Le code { $code } n'est pas utilisé : une meilleure promotion s'applique déjà.
promo-code-button = 🎟 Code promo
promo-code-without = ➡️ Continuer sans code
promo-code-prompt = 🎟 Tapez votre code promo :
promo-error-unknown = ❌ Code promo inconnu.
promo-error-expired = ⌛ Ce code promo a expiré.
promo-error-used-up = ❌ Ce code promo a atteint son nombre d'utilisations.
promo-error-limit = ❌ Vous avez déjà utilisé ce code promo le nombre de fois permis.
promo-error-not-applicable = ❌ Ce code promo ne s'applique pas à cette commande.
promo-error-too-many = ⏳ Trop de codes promo erronés : réessayez dans { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = Europe
continent-africa = Afrique
continent-asia = Asie
continent-america = Amérique
continent-north-america = Amérique du Nord
continent-south-america = Amérique du Sud
continent-oceania = Océanie
continent-middle-east = Moyen-Orient
continent-antarctica = Antarctique
topup-manual-how-to-pay = 📋 <b>Comment payer</b> (indiquez la demande n° { $id } avec votre paiement) :
topup-choose-none =
    ➕ <b>Recharger votre solde</b>
    Aucun moyen de paiement n'est ouvert pour le moment : utilisez une carte cadeau, ou écrivez au support.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>Recharger votre solde</b>
    Payez en Telegram Stars ou choisissez la crypto-monnaie avec laquelle vous payez :
topup-choose-stars =
    ➕ <b>Recharger votre solde</b>
    Payez en Telegram Stars, ou utilisez une carte cadeau :
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b> : 1 Star = { $value }.
    Choisissez un montant ou saisissez un nombre de Stars (de { $minimum } à { $maximum }). Le montant en euros est arrondi au centime inférieur.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ Saisissez un nombre entier de Stars, de { $minimum } à { $maximum }.
topup-stars-already = ℹ️ Cette recharge est déjà lancée : payez la facture ci-dessus.
topup-stars-unavailable = ⚠️ Le paiement en Telegram Stars n'est pas disponible pour le moment.
topup-stars-invoice-title = Recharge de { $amount }
topup-stars-invoice-description = { $stars } { $stars ->
        [one] Star
       *[other] Stars
    } pour { $amount } crédités sur votre solde (recharge n° { $id }).
topup-stars-invoice-label = Solde +{ $amount }
stars-refused-unknown = Cette facture ne correspond à aucune recharge : recommencez depuis Solde → Recharger.
stars-refused-closed = Cette recharge n'est plus ouverte : recommencez depuis Solde → Recharger.
stars-refused-mismatch = Cette facture ne correspond pas à votre recharge : recommencez depuis Solde → Recharger.

## /paysupport and /terms (decision 0137)
terms-none = 📄 La boutique n’a pas encore publié ses conditions.

## Reviews
review-ask =
    ⭐ <b>Votre avis sur la commande n° { $order }</b>
    📱 { $quantity } { $quantity ->
        [one] numéro
       *[other] numéros
    } — { $operator } { $flag }

    Comment étaient ces numéros ? Notez-les de 1 à 5 :
review-rated = ⭐ Merci ! Votre note pour la commande n° { $order } : { $rating }
review-comment-ask = Vous pouvez ajouter un commentaire : écrivez-le en un message ({ $max } caractères au maximum), ou touchez « Passer ».
review-skip = ⏭️ Passer
review-saved = ✅ Merci, votre avis est enregistré. Vous pouvez le modifier jusqu'au { $until } depuis 📜 Historique.
review-locked = ⏳ Cet avis ne peut plus être modifié : un avis se modifie pendant 7 jours.
review-order-not-found = ❌ Commande introuvable.
review-comment-too-long = ❌ Commentaire trop long : { $max } caractères au maximum. Écrivez-le plus court, ou touchez « Passer ».
review-rate-first = ⭐ Choisissez d'abord une note de 1 à 5.
review-current = Votre note : { $rating } — modifiable jusqu'au { $until }.
review-current-locked = Votre note : { $rating } (plus modifiable depuis le { $until }).
history-review = ⭐ Avis n° { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } { $count ->
        [one] avis
       *[other] avis
    }
review-summary-list =    • { $list } : ⭐ { $average } ({ $count })
review-latest = 💬 <b>Derniers avis</b>
review-proof-post =
    ⭐ <b>Nouvel avis</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>Remboursement : +{ $amount }</b>
    🧾 Commande n° { $order } : { $quantity } { $quantity ->
        [one] numéro remboursé
       *[other] numéros remboursés
    }
    📝 Motif : { $reason }
    💰 Nouveau solde : <b>{ $balance }</b>
refund-reason-dead = Numéros inactifs
refund-reason-duplicate = Doublons
refund-reason-wrong_target = Mauvais pays ou opérateur
refund-reason-other = Autre motif
admin-refund-open = ↩️ Rembourser des numéros
admin-refund-prompt = Envoyez le numéro de la commande à rembourser, par exemple : <code>1234</code>
admin-refund-order-unknown = Commande n° { $order } introuvable. Envoyez un autre numéro de commande.
admin-refund-order =
    ↩️ <b>Commande n° { $order }</b> — { $customer }
    📦 Numéros : { $quantity } — payé { $cost }
    ↩️ Déjà remboursé : { $refunded }
    🔢 Reste à rembourser : { $left }
admin-refund-nothing-left = ✅ Cette commande est déjà entièrement remboursée.
admin-refund-whole = Toute la commande ({ $amount })
admin-refund-some = Une partie des numéros
admin-refund-count-prompt = Combien de numéros rembourser ? Envoyez un nombre de 1 à { $left }.
admin-refund-count-invalid = Nombre invalide : envoyez un nombre de 1 à { $left }.
admin-refund-reason = Pourquoi rembourser ces numéros ?
admin-refund-confirm =
    ↩️ <b>Confirmez le remboursement</b>
    🧾 Commande n° { $order } : { $count } { $count ->
        [one] numéro
       *[other] numéros
    }, <b>{ $amount }</b>
    📝 Motif : { $reason }
    🚫 Liste d'exclusion : { $suppress }
admin-refund-suppress-yes = les numéros y seront ajoutés
admin-refund-suppress-no = non
admin-refund-suppress-toggle = 🔁 Liste d'exclusion : oui / non
admin-refund-confirm-button = ✅ Rembourser
admin-refund-done =
    ✅ <b>Remboursé : { $amount }</b> pour { $count } { $count ->
        [one] numéro
       *[other] numéros
    } de la commande n° { $order }.
    💰 Nouveau solde du client : { $balance }
admin-refund-changed = ⚠️ Cette commande a été remboursée entre-temps. Voici ce qu'il en reste.
admin-refund-paste = Coller des numéros
admin-refund-paste-prompt = Collez les numéros à rembourser, un par ligne ou séparés par des virgules, tels qu'ils ont été livrés (par exemple <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ Absents de cette commande ({ $count }) : { $numbers }
admin-refund-paste-again = ❌ Déjà remboursés ({ $count }) : { $numbers }
admin-refund-paste-retry = Collez à nouveau la liste, sans ces numéros.
admin-refund-paste-empty = ❌ Aucun numéro reconnu. Collez les numéros, un par ligne.
admin-refund-paste-found = 📋 Numéros trouvés dans la commande : { $count }
admin-refund-paste-lost = ⚠️ La liste collée n'est plus gardée (un autre bouton a été utilisé entre-temps). Collez-la à nouveau.
admin-refund-ticket = 🎫 Ticket n° { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ Votre compte est bloqué par la boutique : vous ne pouvez plus acheter, recharger ni utiliser de code. Contactez le support si vous pensez qu'il s'agit d'une erreur.
error-purchase-rate = ⏳ Votre compte est récent et le nombre d'achats par heure est limité (maximum : { $maximum }). Réessayez dans { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }.
error-unpaid-top-ups = ⏳ Trop de demandes de recharge non payées ces dernières 24 heures (maximum : { $maximum }). Payez une recharge en cours ou réessayez plus tard.
stars-refused-blocked = Votre compte est bloqué par la boutique : ce paiement est refusé.
admin-permission-customers = Clients
admin-panel-blocking = 🚫 Blocages
admin-blocking =
    🚫 <b>Clients bloqués</b> : { $count }
    { $list }

    Bloquer : <code>/block @utilisateur raison</code>
    Débloquer : <code>/unblock @utilisateur</code>
admin-blocking-none = Aucun client bloqué.
admin-block-format = Format invalide. Utilisez : /block @utilisateur raison
admin-unblock-format = Format invalide. Utilisez : /unblock @utilisateur
admin-block-done = 🚫 @{ $username } est bloqué. Raison : { $reason }
admin-unblock-done = ✅ @{ $username } est débloqué.
admin-unblock-not-blocked = @{ $username } n'était pas bloqué.
admin-block-admin = ⛔ Un compte administrateur ne peut pas être bloqué.

## Support tickets (issue 28, decision 0139)
command-support = Contacter le support
help-contact-support = 💬 Contacter le support
history-problem = ⚠️ Un problème
support-prompt =
    💬 <b>Support</b>
    Écrivez votre message (texte, photo ou fichier) : un administrateur vous répondra ici.
support-prompt-order =
    💬 <b>Un problème avec la commande n° { $order }</b>
    Décrivez le problème (texte, photo ou fichier) : un administrateur vous répondra ici.
support-opened = ✅ Ticket n° { $ticket } ouvert. Nous vous répondrons ici.
support-added = ✉️ Message ajouté au ticket n° { $ticket }.
support-empty = ❌ Envoyez un texte, une photo ou un fichier.
support-file-only = 📎 (fichier joint)
support-reply =
    💬 <b>Support — ticket n° { $ticket }</b>
    { $text }
support-closed = 🔒 Le ticket n° { $ticket } est fermé. Écrivez-nous pour le rouvrir.
support-auto-closed = 🔒 Le ticket n° { $ticket } a été fermé faute de nouveau message. Écrivez-nous pour le rouvrir.
paysupport-contact-line = Vous pouvez aussi écrire à { $contact }.
admin-permission-support = Support
admin-support-new =
    🎫 <b>Nouveau ticket n° { $ticket }</b>
    Client : { $customer } · langue : { $language }
    Commande : { $order }

    { $text }

    ↩️ Répondez à ce message pour répondre au client.
admin-support-message =
    💬 <b>Ticket n° { $ticket }</b> — nouveau message
    Client : { $customer } · langue : { $language }
    Commande : { $order }

    { $text }

    ↩️ Répondez à ce message pour répondre au client.
admin-support-order = n° { $order } — { $operator } { $flag }, quantité : { $quantity }, { $cost }
admin-support-no-order = aucune
admin-support-sent = ✅ Réponse envoyée au ticket n° { $ticket }.
