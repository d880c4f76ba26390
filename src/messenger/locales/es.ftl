# Textos del bot en español, traducidos de fr.ftl (el idioma de referencia): mismas claves y mismos marcadores.
# Los textos son HTML de Telegram (parse_mode HTML): <b>, <i>, <code>, <a href>. Los importes llegan ya formateados
# para el idioma ($price, $cost, $balance…); las cantidades llegan como números formateados.

## Elección de idioma
language-choose = 🌍 Elige tu idioma:
language-saved = ✅ Idioma guardado: español.

## Bienvenida y menú principal
welcome-default =
    👋 ¡Bienvenido a <b>{ $shop }</b>!

    📱 Nuestras listas de números están verificadas en tres grandes plataformas web.
    ⚡ Compra instantánea y archivo generado automáticamente.
    💬 Nuestro equipo de soporte está aquí para ayudarte.

    💶 Precio: <b>{ $price }</b> por número, a partir de { $minimum } { $minimum ->
        [one] número
       *[other] números
    } ({ $minimumCost }).
menu-prompt = ¿Qué quieres hacer?
menu-shop = 🛒 Tienda
menu-balance = 💰 Saldo
menu-history = 📜 Historial
menu-help = ❓ Ayuda
menu-channels = 📢 Canales
menu-language = 🌍 Idioma
menu-main = 🏠 Menú principal

## Tienda: continentes, países, operadores
shop-continents = 🌍 <b>Tienda</b> — elige un continente:
shop-no-continents = 😕 Por ahora no hay continentes disponibles. ¡Vuelve pronto!
shop-countries = 🌍 <b>{ $continent }</b> — elige un país:
shop-no-countries = 😕 Por ahora no hay países disponibles en este continente.
shop-no-operators = 😕 Por ahora no hay operadores disponibles en este país.
shop-operators = { $flag } <b>{ $country }</b> — elige un operador:
shop-operator-button = { $operator } · { $available } · { $price }
shop-out-of-stock = agotado

## Cantidad
quantity-choose =
    📶 <b>{ $operator }</b> — { $flag } { $country }

    📦 Disponibles: <b>{ $available }</b> { $available ->
        [one] número
       *[other] números
    }
    💶 Precio unitario: <b>{ $price }</b>
    🔢 Mínimo: { $minimum } { $minimum ->
        [one] número
       *[other] números
    }

    Elige una cantidad:
quantity-custom = ✏️ Otra cantidad
quantity-prompt = ✏️ Escribe cuántos números quieres (de { $minimum } a { $available }):
quantity-cancel = ❌ Cancelar

## Confirmación y compra
purchase-confirm =
    🧾 <b>Confirma tu compra</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Cantidad: <b>{ $quantity }</b> { $quantity ->
        [one] número
       *[other] números
    }
    💶 Precio unitario: { $price }
    💳 Total: <b>{ $cost }</b>

    💰 Saldo actual: { $balance }
    💰 Saldo tras la compra: <b>{ $balanceAfter }</b>
purchase-confirm-button = ✅ Confirmar
purchase-processing = ⏳ Procesando tu compra y preparando tu archivo…
purchase-success =
    ✅ <b>¡Compra realizada con éxito!</b>

    🔢 { $quantity } { $quantity ->
        [one] número
       *[other] números
    } — { $operator }, { $flag } { $country }
    💳 Pagado: { $cost }
    💰 Nuevo saldo: <b>{ $balance }</b>
    🧾 Pedido n.º { $order }
purchase-file-caption = 📄 { $quantity } { $quantity ->
        [one] número
       *[other] números
    } — { $operator }, { $country } (pedido n.º { $order })
purchase-file-failed = ⚠️ No se ha podido enviar el archivo: aquí tienes tus números en { $total } { $total ->
        [one] mensaje
       *[other] mensajes
    }.
purchase-part = 📄 Parte { $current }/{ $total }
purchase-already-done = ℹ️ Este pedido ya se había realizado (n.º { $order }): no se te ha cobrado dos veces.
purchase-cancelled = Compra cancelada.

## Navegación
back = ⬅️ Volver
back-continents = ⬅️ Continentes
back-countries = ⬅️ Países
back-operators = ⬅️ Operadores
back-shop = 🛒 Tienda

## Saldo
balance-view =
    💰 <b>Tu saldo: { $balance }</b>

    🛒 Total en compras: { $totalPurchases }
    💳 Total recargado: { $totalDeposits }
balance-topup = ➕ Recargar

## Tarjetas regalo
topup-gift-card = 🎁 Tarjeta regalo
gift-card-prompt = 🎁 Escribe el código de tu tarjeta regalo (16 caracteres, por ejemplo ABCD-EFGH-JKMN-PQRS):
gift-card-redeemed =
    ✅ <b>Tarjeta regalo canjeada: +{ $amount }</b>
    💰 Nuevo saldo: <b>{ $balance }</b>
gift-card-unknown = ❌ Código desconocido. Compruébalo e inténtalo de nuevo.
gift-card-used = ❌ Esta tarjeta regalo ya se ha utilizado.
gift-card-expired = ❌ Esta tarjeta regalo ha caducado.
gift-card-disabled = ❌ Esta tarjeta regalo ya no es válida.
gift-card-too-many = ⏳ Demasiados códigos incorrectos: inténtalo de nuevo dentro de { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }.

## Historial
history-title = 📜 <b>Tus últimas compras</b>
history-line = { $date } — { $quantity } { $quantity ->
        [one] número
       *[other] números
    }, { $operator } ({ $flag } { $country }) — { $cost }
history-more = … y { $count } { $count ->
        [one] compra más
       *[other] compras más
    }
history-empty = 📭 Todavía no has hecho ninguna compra.
history-download = 📥 Archivo n.º { $order }
history-download-missing = ❌ Pedido no encontrado.

## Ayuda y canales
help-default =
    ❓ <b>Ayuda</b>
channels-title = 📢 <b>Nuestros canales</b>
channels-main = 📢 Canal principal
channels-proof = ✅ Canal de pruebas
channels-none = 📢 Todavía no hay canales.

## Rechazos y errores
error-user-not-found = ❌ Usuario no encontrado. Envía /start para registrarte.
error-country-not-found = ❌ País no encontrado.
error-operator-not-found = ❌ Operador no encontrado o ya no está a la venta.
error-quantity-invalid = ❌ Cantidad no válida: mínimo { $minimum } { $minimum ->
        [one] número
       *[other] números
    } ({ $minimumCost } como mínimo).
error-quantity-number = ❌ Introduce un número válido (mínimo { $minimum }).
error-quantity-too-large = ❌ Máximo { $maximum } { $maximum ->
        [one] número
       *[other] números
    } por pedido.
error-stock = ❌ Cantidad no disponible. Máximo disponible: { $available } { $available ->
        [one] número
       *[other] números
    } (mínimo { $minimum }).
error-balance =
    ❌ <b>Saldo insuficiente.</b>
    Importe: { $cost } — tu saldo: { $balance }.
    Recarga tu saldo para continuar.
error-account-deactivated = ⛔ Tu cuenta está desactivada. Contacta con soporte.
## Paying the missing amount at checkout (decision 0136)
checkout-short =
    🧾 <b>Confirma tu compra</b>

    📶 { $operator } — { $flag } { $country }
    🔢 Cantidad: <b>{ $quantity }</b>
    💳 Coste: <b>{ $cost }</b> — tu saldo: { $balance }

    ❌ <b>Te faltan { $missing }.</b>
    Págalos ahora: el pedido se hará en cuanto llegue tu pago, y lo que sobre quedará en tu saldo.
checkout-pay-stars = ⭐ Pagar { $amount } en Stars ({ $stars } ⭐)
checkout-pay-crypto = 🪙 Pagar { $amount } en { $crypto }
checkout-stars-invoice-title = Pedido: { $amount }
checkout-stars-invoice-description = { $stars } ⭐ = { $amount } para tu pedido pendiente n.º { $id } (cantidad: { $quantity }). Lo que sobre queda en tu saldo.
checkout-stars-invoice-label = Pedido { $amount }
checkout-waiting = ⏳ Tu pedido espera este pago hasta las { $time }. En cuanto llegue, se hace el pedido y recibes tu archivo.
checkout-cancel-button = ❌ Cancelar el pedido
checkout-cancelled = Pedido cancelado: no se ha comprado nada. Un pago que llegue igualmente quedaría en tu saldo.
checkout-closed = ℹ️ Este pedido ya no espera ningún pago.
checkout-already = ℹ️ Este pago ya se ha pedido: usa el que se envió arriba.
checkout-price-changed = ⚠️ El precio ha cambiado desde que se mostró: no se ha pedido nada. Vuelve al pedido para ver el nuevo precio.
checkout-not-needed = ℹ️ Tu saldo ya cubre este pedido: vuelve a él para confirmarlo.
checkout-not-placed =
    💳 Tu pago de { $amount } ha llegado, pero no se ha podido hacer el pedido: { $reason }.
    💰 El dinero queda en tu saldo: <b>{ $balance }</b>.
checkout-paid-after-expiry =
    💳 Tu pago de { $amount } llegó después de que caducara el pedido pendiente: no se ha comprado nada.
    💰 El dinero queda en tu saldo: <b>{ $balance }</b>.
checkout-paid-after-cancel =
    💳 Tu pago de { $amount } llegó después de que cancelaras el pedido: no se ha comprado nada.
    💰 El dinero queda en tu saldo: <b>{ $balance }</b>.
checkout-reason-stock = ya no hay stock suficiente
checkout-reason-price = el precio ha cambiado desde tu confirmación
checkout-reason-closed = esta oferta ya no está a la venta
checkout-reason-balance = tu saldo se ha usado mientras tanto
checkout-reason-ordered = ya pediste esta oferta mientras tanto
checkout-reason-account = tu cuenta está desactivada
checkout-reason-blocked = la tienda ha bloqueado tu cuenta
checkout-reason-rate = tu cuenta es reciente y las compras por hora están limitadas

error-stock-changed = ⚠️ El stock acaba de cambiar: inténtalo de nuevo.
error-purchase = ❌ Error al realizar la compra. No se te ha cobrado nada; contacta con soporte si el problema continúa.
error-generic = ❌ Se ha producido un error. Inténtalo de nuevo en un momento.
error-flood = ⏳ Demasiados mensajes seguidos: espera unos segundos.
error-stale-button = ⌛ Este menú ya no está actualizado.

## Notificaciones para los administradores del bot
admin-new-purchase =
    🛒 <b>Nueva compra</b>
    👤 { $buyer }
    🔢 { $quantity } { $quantity ->
        [one] número
       *[other] números
    } — { $operator }, { $flag } { $country }
    💳 Importe: { $cost }
    💰 Nuevo saldo: { $balance }

## Menú de comandos (setMyCommands)
command-start = Menú principal
command-shop = Comprar números
command-balance = Ver mi saldo
command-history = Mis compras
command-help = Ayuda
command-language = Cambiar de idioma
command-redeem = Canjear una tarjeta regalo
command-referral = Mi enlace de referido
command-paysupport = Pagos y reembolsos
command-terms = Condiciones de la tienda

## Crypto top-ups
topup-choose-crypto =
    ➕ <b>Recargar tu saldo</b>
    Elige la criptomoneda con la que vas a pagar:
topup-choose-manual =
    ➕ <b>Recargar tu saldo</b>
    El pago con cripto no está disponible ahora: un administrador puede confirmar tu recarga a mano, o usa una tarjeta regalo.
topup-manual = 🧾 Recargar mediante un administrador
topup-manual-coin = Recarga manual
topup-amount-prompt = 💶 <b>{ $crypto }</b>: elige un importe o escríbelo (mínimo { $minimum }).
topup-already = ℹ️ Esta recarga ya se inició: consulta los datos de pago de arriba.
topup-amount-invalid = ❌ Introduce un importe válido (mínimo { $minimum }).
topup-amount-too-large = ❌ { $amount } supera el depósito máximo ({ $maximum }): introduce un importe menor.
topup-amount-not-offered = ❌ Este importe no es una de las opciones ofrecidas: no se ha creado ninguna recarga. Pulsa uno de los botones o introduce un importe entre { $minimum } y { $maximum }.
topup-manual-contact = 📞 Contacto: { $contact }
topup-manual-recorded = 🧾 Tu solicitud de recarga de <b>{ $amount }</b> está registrada (n.º { $id }). Un administrador la abonará cuando se confirme tu pago.
topup-instructions =
    💳 <b>Recarga de { $amount }</b>

    Envía exactamente <code>{ $cryptoAmount }</code> { $crypto } a esta dirección:
    <code>{ $address }</code>
topup-memo =
    ⚠️ <b>Memo / etiqueta: <code>{ $memo }</code></b>
    Inclúyelo en tu pago o no se podrá abonar.
topup-expires = ⏳ Paga antes del { $time }.
topup-after = Recibirás un mensaje aquí cuando se detecte el pago y otro cuando se confirme.
topup-pay-page = 🌐 Abrir la página de pago
topup-unavailable = ⚠️ El servicio de pago no está disponible ahora. Inténtalo de nuevo en unos minutos.
deposit-detected = 🔎 Se ha detectado tu depósito de <b>{ $amount }</b>. Esperando la confirmación en la blockchain.
deposit-confirmed =
    ✅ <b>Depósito confirmado: +{ $amount }</b>
    💰 Nuevo saldo: <b>{ $balance }</b>
admin-deposit-completed =
    💰 <b>Depósito completado</b>
    👤 { $buyer }
    ➕ { $amount } ({ $crypto })
    💳 Nuevo saldo: { $balance }

## Bot admins: access and credits (/addcredit, /removecredit)
admin-only = ⛔ Comando reservado a los administradores
admin-permission-missing = ⛔ Te falta el permiso <b>{ $permission }</b> para esto.
admin-permission-credits = Créditos
admin-permission-broadcasts = Difusiones
admin-permission-reports = Informes
admin-permission-stock = Stock
admin-permission-catalogue = Catálogo
admin-permission-settings = Ajustes
admin-credit-format = Formato no válido. Usa: @usuario importe
admin-credit-positive = El importe debe ser mayor que 0
admin-credit-user-not-found = Usuario @{ $username } no encontrado
admin-credit-insufficient = ❌ @{ $username } solo tiene { $balance }: no se ha retirado nada.
admin-credit-added = ✅ { $amount } añadidos a @{ $username }. Nuevo saldo: { $balance }
admin-credit-removed = ✅ { $amount } retirados a @{ $username }. Nuevo saldo: { $balance }
credit-added-notice =
    💰 Un administrador ha abonado <b>{ $amount }</b> a tu saldo.
    Nuevo saldo: <b>{ $balance }</b>
credit-removed-notice =
    💰 Un administrador ha retirado <b>{ $amount }</b> de tu saldo.
    Nuevo saldo: <b>{ $balance }</b>

# --- admin panel, low stock, proof channel ---
admin-low-stock =
    ⚠️ <b>Stock bajo</b>: { $operator }, { $flag } { $country }
    Quedan { $available } { $available ->
        [one] número
       *[other] números
    }, menos que el pedido mínimo ({ $minimum }).
admin-webhook-disabled = ⚠️ <b>Webhook desactivado</b>: { $url } ha fallado en todos los envíos durante tres días. Vuelve a activarlo en el back office (Ajustes → Webhooks) cuando esté arreglado.
admin-panel =
    🛠 <b>Panel de administración</b>
    Tus permisos: { $permissions }
admin-panel-no-permission = ninguno (pídeselos al administrador principal)
admin-panel-reports = 📊 Informes
admin-panel-broadcast = 📣 Difusión
admin-panel-credits = 💰 Créditos
admin-panel-continents = 🌍 Continentes
admin-panel-channels = 📢 Canales
admin-panel-refunds = ↩️ Reembolsos
admin-back-panel = ⬅️ Panel de administración
admin-credits =
    💰 <b>Créditos</b>
    Añade o retira saldo a un cliente; se le avisa en su idioma.
admin-credits-add = ➕ Añadir
admin-credits-remove = ➖ Retirar
admin-credits-prompt-add = Envía el cliente y el importe que quieres <b>añadir</b>, por ejemplo: <code>@usuario 25.50</code>
admin-credits-prompt-remove = Envía el cliente y el importe que quieres <b>retirar</b>, por ejemplo: <code>@usuario 25.50</code>
admin-continents = 🌍 <b>Continentes</b> (número de países). Elige uno para renombrarlo o eliminarlo.
admin-continents-none = 🌍 Aún no hay continentes: añádelos desde el back-office.
admin-back-continents = ⬅️ Continentes
admin-continent =
    🌍 <b>{ $name }</b>
    Países: { $countries }
    Números a la venta: { $available }
admin-continent-rename = ✏️ Renombrar
admin-continent-delete = 🗑 Eliminar
admin-continent-rename-prompt = Envía el nuevo nombre de <b>{ $name }</b>.
admin-continent-renamed = ✅ Continente <b>{ $from }</b> renombrado a <b>{ $to }</b>.
admin-continent-exists = ❌ El continente <b>{ $name }</b> ya existe: elige otro nombre.
admin-continent-invalid-name = ❌ Nombre no válido: de 1 a 50 caracteres.
admin-continent-delete-confirm = ¿Eliminar el continente <b>{ $name }</b>?
admin-continent-deleted = ✅ Continente <b>{ $name }</b> eliminado.
admin-continent-not-empty = ❌ No se puede eliminar <b>{ $name }</b>: todavía contiene { $countries } { $countries ->
        [one] país
       *[other] países
    }.
admin-continent-gone = Este continente ya no existe (se ha renombrado o eliminado mientras tanto).
admin-yes = ✅ Sí
admin-no = ❌ No
admin-channels =
    📢 <b>Canales</b>
    Canal principal: { $main }
    Canal de pruebas: { $proof }
    Pruebas de compra: { $posts }
admin-channels-none = no definido
admin-proof-posts-on = publicadas en cada compra (anónimas)
admin-proof-posts-off = desactivadas
admin-channels-edit-main = ✏️ Canal principal
admin-channels-edit-proof = ✏️ Canal de pruebas
admin-proof-turn-on = ✅ Publicar pruebas de compra
admin-proof-turn-off = ⏸ Dejar de publicar pruebas de compra
admin-back-channels = ⬅️ Canales
admin-channel-prompt-main = Envía el enlace del canal principal (<code>https://t.me/…</code> o <code>@canal</code>), o <code>-</code> para borrarlo.
admin-channel-prompt-proof = Envía el enlace del canal de pruebas (<code>https://t.me/…</code> o <code>@canal</code>), o <code>-</code> para borrarlo.
admin-channel-invalid = ❌ Enlace no válido: https://t.me/… o @canal
admin-channel-saved = ✅ Enlace guardado.
admin-proof-no-channel = ❌ Primero define el canal de pruebas.
admin-proof-not-addressable = ❌ Con un enlace de invitación el bot no puede publicar: indica el nombre público del canal (@canal).
admin-proof-not-found = ❌ Telegram no encuentra este canal, o el bot no forma parte de él. Añade @{ $bot } al canal y vuelve a intentarlo.
admin-proof-cannot-post = ❌ El bot no puede publicar en este canal: haz a @{ $bot } administrador con permiso para publicar y vuelve a intentarlo.
proof-post =
    ✅ <b>Nueva compra</b>
    📱 { $quantity } { $quantity ->
        [one] número
       *[other] números
    } — { $operator }, { $flag } { $country }
    🕐 { $time }
# --- broadcasts ---
broadcast-prompt =
    📣 Envía el mensaje que quieres difundir a tus clientes.
    Se acepta el formato de Telegram: &lt;b&gt;negrita&lt;/b&gt;, &lt;i&gt;cursiva&lt;/i&gt;, &lt;a href="https://…"&gt;enlace&lt;/a&gt;.
broadcast-cancelled = Difusión cancelada.
broadcast-empty = El mensaje está vacío: envía el texto que quieres difundir.
broadcast-too-long = Mensaje demasiado largo: { $length } { $length ->
        [one] carácter
       *[other] caracteres
    }, 4096 como máximo.
broadcast-confirm =
    👆 Vista previa del mensaje tal como lo recibirán tus clientes.
    👥 Audiencia: <b>{ $audience }</b>
    📨 Destinatarios: <b>{ $count }</b>
broadcast-audience-all = Todos los clientes
broadcast-audience-buyers = Compradores
broadcast-audience-depositors = Depositantes
broadcast-audience-inactive = Inactivos desde hace { $days } { $days ->
        [one] día
       *[other] días
    }
broadcast-language-any = 🌐 Todos los idiomas
broadcast-language-choose = Idioma de los clientes destinatarios:
broadcast-send-button = ✅ Enviar a { $count }
broadcast-no-recipients = Ningún cliente en esta audiencia: nada que enviar.
broadcast-expired = Esta vista previa ha caducado o ya se envió: empiece de nuevo con /broadcast.
broadcast-queued = ⏳ Difusión #{ $id } ({ $audience }) en cola: se te avisará al empezar y al terminar.
broadcast-paid-button = ⚡ Envío de pago · { $cost } ⭐
broadcast-paid-note = ⚡ Envío de pago disponible: hasta { $rate } mensajes por segundo; Telegram cobra { $price } ⭐ por mensaje del saldo de estrellas del bot, { $cost } ⭐ en total.
broadcast-paid-short = ⭐ Estrellas insuficientes: el envío de pago cuesta { $cost } ⭐ y el bot tiene { $balance }. Recarga el saldo del bot o envíalo gratis.
broadcast-in-progress = 📣 Difusión #{ $id } en curso: { $count } { $count ->
        [one] destinatario
       *[other] destinatarios
    }.
broadcast-done = ✅ Difusión #{ $id } terminada: { $sent }/{ $total } enviados.
broadcast-schedule-button = 🗓 Programar
broadcast-schedule-prompt =
    🗓 ¿Cuándo enviar esta difusión? Escribe la fecha y la hora de París, por ejemplo:
    <code>{ $example }</code> · <code>{ $exampleYear }</code> · <code>{ $exampleIso }</code>
broadcast-schedule-invalid = ❌ Fecha y hora no reconocidas (o no existen). Escribe por ejemplo <code>{ $example }</code> o <code>{ $exampleYear }</code>, hora de París.
broadcast-schedule-past = ❌ { $time } ya ha pasado: escribe una fecha y hora futuras, por ejemplo <code>{ $example }</code>.
broadcast-schedule-done =
    🗓 Difusión #{ $id } programada para el { $time }.
    👥 Audiencia: <b>{ $audience }</b>
    📨 Destinatarios hoy: <b>{ $count }</b> (se recuentan al empezar)
    Te avisaremos al empezar y al terminar; en «Programadas» puedes cancelarla hasta entonces.
broadcast-scheduled-button = 🗓 Programadas
broadcast-scheduled-list = 🗓 Difusiones programadas, aún no iniciadas:
broadcast-scheduled-item =
    <b>#{ $id }</b> · { $time }
    👥 { $audience } · 📨 { $count }
    «{ $excerpt }»
broadcast-scheduled-none = 🗓 Ninguna difusión programada.
broadcast-audience-more-filters = + filtros
broadcast-new-button = 📣 Nueva difusión
broadcast-unschedule-button = ✖️ Cancelar #{ $id }
broadcast-unschedule-confirm =
    ¿Cancelar la difusión #{ $id } prevista para el { $time }?
    👥 { $audience }
    «{ $excerpt }»
    No se enviará.
broadcast-unschedule-yes = ✅ Sí, cancelarla
broadcast-unscheduled = ✖️ Difusión #{ $id } cancelada: no se enviará.
broadcast-unschedule-gone = La difusión #{ $id } ya no está programada: ya cancelada o ya iniciada.
# --- Mini App shop ---
menu-open-shop = 🛍️ Abrir la tienda
# --- reports ---
reports-menu =
    📊 <b>Informes</b>
    Periodo: { $period }
    Elige un informe:
reports-period-today = Hoy
reports-period-7d = 7 días
reports-period-30d = 30 días
reports-sales = 📈 Ventas globales
reports-top-users = 🏆 Mejores clientes
reports-by-category = 🗂 Por categoría
reports-by-country = 🌍 Por país
reports-deposits = 💰 Depósitos
reports-back = ⬅️ Informes
reports-back-panel = ⬅️ Panel de administración
report-sales-text =
    📈 <b>Ventas — { $period }</b>
    💶 Facturación: <b>{ $revenue }</b> ({ $revenueChange }, antes: { $revenuePrevious })
    🧾 Pedidos: { $orders } ({ $ordersChange }) · cesta media { $basket }
    🔢 Números vendidos: { $sold }
    🔁 Transacciones por día: { $perDay }
    📅 Hoy { $today } · semana { $week } · mes { $month }
    📦 Stock: { $available } { $available ->
        [one] disponible
       *[other] disponibles
    } de { $inStock } · valor estimado { $value }
report-sales-discount = 🏷 Descuentos de promociones: { $discount } ({ $change }) en { $orders } { $orders ->
        [one] pedido
       *[other] pedidos
    }
report-top-users-title = 🏆 <b>Mejores clientes — { $period }</b>
report-top-users-line = { $rank }. { $name } — { $spent } · { $orders } { $orders ->
        [one] pedido
       *[other] pedidos
    } · visto { $last }
report-more-users = … y { $count } { $count ->
        [one] usuario más
       *[other] usuarios más
    }
report-category-title = 🗂 <b>Ventas por categoría — { $period }</b>: { $total } ({ $change })
report-country-title = 🌍 <b>Ventas por país — { $period }</b>: { $total } ({ $change })
report-breakdown-line = { $name } — { $revenue } ({ $change }) · { $share } %
report-more = … y { $count } más
report-unknown = Desconocido
report-empty = No hay datos para este periodo.
report-deposits-text =
    💰 <b>Depósitos — { $period }</b>
    Total: <b>{ $total }</b> ({ $change }) · { $count } { $count ->
        [one] depósito
       *[other] depósitos
    }
    Depósito medio: { $average }
    Clientes que depositaron: { $depositors } de { $registered } { $registered ->
        [one] registrado
       *[other] registrados
    } ({ $rate })
report-deposit-methods = <b>Por método</b>
report-deposit-method-line = • { $method } — { $amount } ({ $count })
report-deposit-recent = <b>Últimos depósitos</b>
report-deposit-recent-line = • { $date } { $name } — { $amount }
report-error = ❌ Error al generar el informe
report-error-sales = ❌ Error al generar el informe de ventas
report-error-top-users = ❌ Error al generar el informe de mejores clientes
report-error-category = ❌ Error al generar el informe por categoría
report-error-country = ❌ Error al generar el informe por país
report-error-deposits = ❌ Error al generar el informe de depósitos

# --- referrals ---
balance-referrals = 👥 Referidos
referral-view =
    👥 <b>Referidos</b>

    Invita a tus amigos con tu enlace: en su primer depósito, recibes { $share } del importe en tu saldo.

    🔗 { $link }

    👤 Referidos: <b>{ $referred }</b> · con depósito: <b>{ $rewarded }</b>
    💶 Ganancias: <b>{ $earned }</b>
referral-share-button = 📤 Compartir mi enlace
referral-share-text = Compra tus listas de números aquí:
referral-back-balance = 💰 Saldo
referral-own-link = ℹ️ Este es tu propio enlace de referido: compártelo con tus amigos.
referral-already-customer = ℹ️ Ya eres cliente: un enlace de referido solo cuenta para clientes nuevos.
referral-reward-notice =
    🎉 <b>Referido: +{ $amount }</b>
    Un cliente que referiste acaba de hacer su primer depósito.
    💰 Nuevo saldo: <b>{ $balance }</b>

# --- promotions ---
promo-applied = 🏷 <b>{ $name }</b>: <s>{ $base }</s> → <b>{ $cost }</b> (−{ $discount })
promo-code-not-needed = ℹ️ El código { $code } no se usa: ya se aplica una promoción mejor.
promo-code-button = 🎟 Código promocional
promo-code-without = ➡️ Continuar sin código
promo-code-prompt = 🎟 Escribe tu código promocional:
promo-error-unknown = ❌ Código promocional desconocido.
promo-error-expired = ⌛ Este código promocional ha caducado.
promo-error-used-up = ❌ Este código promocional se ha agotado.
promo-error-limit = ❌ Ya has usado este código promocional las veces permitidas.
promo-error-not-applicable = ❌ Este código promocional no se aplica a este pedido.
promo-error-too-many = ⏳ Demasiados códigos promocionales erróneos: inténtalo de nuevo en { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }.
promo-history-discount = (🏷 −{ $discount })

## Per-language names and manual top-ups (decision 0125)
continent-europe = Europa
continent-africa = África
continent-asia = Asia
continent-america = América
continent-north-america = América del Norte
continent-south-america = América del Sur
continent-oceania = Oceanía
continent-middle-east = Oriente Medio
continent-antarctica = Antártida
topup-manual-how-to-pay = 📋 <b>Cómo pagar</b> (indica la solicitud n.º { $id } con tu pago):
topup-choose-none =
    ➕ <b>Recargar tu saldo</b>
    No hay ningún medio de pago disponible ahora mismo: usa una tarjeta regalo o escribe al soporte.

## Telegram Stars top-ups (decision 0135)
topup-stars = ⭐ Telegram Stars
topup-choose-stars-or-crypto =
    ➕ <b>Recargar tu saldo</b>
    Paga con Telegram Stars o elige la criptomoneda con la que pagas:
topup-choose-stars =
    ➕ <b>Recargar tu saldo</b>
    Paga con Telegram Stars o usa una tarjeta regalo:
topup-stars-prompt =
    ⭐ <b>Telegram Stars</b>: 1 Star = { $value }.
    Elige un importe o escribe un número de Stars (de { $minimum } a { $maximum }). El importe en euros se redondea al céntimo inferior.
topup-stars-choice = ⭐ { $stars } → { $amount }
topup-stars-invalid = ❌ Escribe un número entero de Stars, de { $minimum } a { $maximum }.
topup-stars-already = ℹ️ Esta recarga ya está en curso: paga la factura de arriba.
topup-stars-unavailable = ⚠️ El pago con Telegram Stars no está disponible por el momento.
topup-stars-invoice-title = Recarga de { $amount }
topup-stars-invoice-description = { $stars } { $stars ->
        [one] Star
       *[other] Stars
    } por { $amount } abonados a tu saldo (recarga n.º { $id }).
topup-stars-invoice-label = Saldo +{ $amount }
stars-refused-unknown = Esta factura no corresponde a ninguna recarga: vuelve a empezar desde Saldo → Recargar.
stars-refused-closed = Esta recarga ya no está abierta: vuelve a empezar desde Saldo → Recargar.
stars-refused-mismatch = Esta factura no corresponde a tu recarga: vuelve a empezar desde Saldo → Recargar.

## /paysupport and /terms (decision 0137)
terms-none = 📄 La tienda aún no ha publicado sus condiciones.

## Reviews
review-ask =
    ⭐ <b>Tu opinión sobre el pedido n.º { $order }</b>
    📱 { $quantity } { $quantity ->
        [one] número
       *[other] números
    } — { $operator } { $flag }

    ¿Qué tal estos números? Puntúalos del 1 al 5:
review-rated = ⭐ ¡Gracias! Tu puntuación del pedido n.º { $order }: { $rating }
review-comment-ask = Puedes añadir un comentario: escríbelo en un mensaje ({ $max } caracteres como máximo) o toca «Omitir».
review-skip = ⏭️ Omitir
review-saved = ✅ Gracias, tu opinión está guardada. Puedes cambiarla hasta el { $until } desde 📜 Historial.
review-locked = ⏳ Esta opinión ya no se puede cambiar: una opinión se puede editar durante 7 días.
review-order-not-found = ❌ Pedido no encontrado.
review-comment-too-long = ❌ Comentario demasiado largo: { $max } caracteres como máximo. Escríbelo más corto o toca «Omitir».
review-rate-first = ⭐ Elige primero una puntuación del 1 al 5.
review-current = Tu puntuación: { $rating } — puedes cambiarla hasta el { $until }.
review-current-locked = Tu puntuación: { $rating } (ya no se puede cambiar desde el { $until }).
history-review = ⭐ Opinión n.º { $order }
review-summary = ⭐ <b>{ $average }</b>/5 — { $count } { $count ->
        [one] opinión
       *[other] opiniones
    }
review-summary-list =    • { $list }: ⭐ { $average } ({ $count })
review-latest = 💬 <b>Últimas opiniones</b>
review-proof-post =
    ⭐ <b>Nueva opinión</b>
    { $rating } — { $operator } { $flag }

## Refunds of bad numbers (decision 0140): the customer's notice, the reasons, the bot admins' refund flow
refund-notice =
    ↩️ <b>Reembolso: +{ $amount }</b>
    🧾 Pedido n.º { $order }: { $quantity } { $quantity ->
        [one] número reembolsado
       *[other] números reembolsados
    }
    📝 Motivo: { $reason }
    💰 Nuevo saldo: <b>{ $balance }</b>
refund-reason-dead = Números inactivos
refund-reason-duplicate = Duplicados
refund-reason-wrong_target = País u operador equivocado
refund-reason-other = Otro motivo
admin-refund-open = ↩️ Reembolsar números
admin-refund-prompt = Envía el número del pedido que quieres reembolsar, por ejemplo: <code>1234</code>
admin-refund-order-unknown = No se encontró el pedido n.º { $order }. Envía otro número de pedido.
admin-refund-order =
    ↩️ <b>Pedido n.º { $order }</b> — { $customer }
    📦 Números: { $quantity } — pagado { $cost }
    ↩️ Ya reembolsado: { $refunded }
    🔢 Pendiente de reembolso: { $left }
admin-refund-nothing-left = ✅ Este pedido ya se ha reembolsado por completo.
admin-refund-whole = Todo el pedido ({ $amount })
admin-refund-some = Una parte de los números
admin-refund-count-prompt = ¿Cuántos números quieres reembolsar? Envía un número del 1 al { $left }.
admin-refund-count-invalid = Número no válido: envía un número del 1 al { $left }.
admin-refund-reason = ¿Por qué se reembolsan estos números?
admin-refund-confirm =
    ↩️ <b>Confirma el reembolso</b>
    🧾 Pedido n.º { $order }: { $count } { $count ->
        [one] número
       *[other] números
    }, <b>{ $amount }</b>
    📝 Motivo: { $reason }
    🚫 Lista de exclusión: { $suppress }
admin-refund-suppress-yes = se añadirán los números
admin-refund-suppress-no = no
admin-refund-suppress-toggle = 🔁 Lista de exclusión: sí / no
admin-refund-confirm-button = ✅ Reembolsar
admin-refund-done =
    ✅ <b>Reembolsado: { $amount }</b> por { $count } { $count ->
        [one] número
       *[other] números
    } del pedido n.º { $order }.
    💰 Nuevo saldo del cliente: { $balance }
admin-refund-changed = ⚠️ Este pedido se ha reembolsado mientras tanto. Esto es lo que queda.
admin-refund-paste = Pegar números
admin-refund-paste-prompt = Pega los números que quieres reembolsar, uno por línea o separados por comas, tal como se entregaron (por ejemplo <code>+447700900123</code>).
admin-refund-paste-foreign = ❌ No están en este pedido ({ $count }): { $numbers }
admin-refund-paste-again = ❌ Ya reembolsados ({ $count }): { $numbers }
admin-refund-paste-retry = Pega de nuevo la lista sin esos números.
admin-refund-paste-empty = ❌ No se ha reconocido ningún número. Pega los números, uno por línea.
admin-refund-paste-found = 📋 Números encontrados en el pedido: { $count }
admin-refund-paste-lost = ⚠️ La lista pegada ya no se conserva (mientras tanto se usó otro botón). Pégala de nuevo.
admin-refund-ticket = 🎫 Ticket n.º { $ticket }

## Blocked customers and anti-abuse rules (decision 0142)
error-customer-blocked = ⛔ La tienda ha bloqueado tu cuenta: ya no puedes comprar, recargar ni usar códigos. Contacta con soporte si crees que es un error.
error-purchase-rate = ⏳ Tu cuenta es reciente y las compras por hora están limitadas (máximo: { $maximum }). Inténtalo de nuevo en { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }.
error-unpaid-top-ups = ⏳ Demasiadas solicitudes de recarga sin pagar en las últimas 24 horas (máximo: { $maximum }). Paga una recarga en curso o inténtalo más tarde.
stars-refused-blocked = La tienda ha bloqueado tu cuenta: este pago se rechaza.
admin-permission-customers = Clientes
admin-panel-blocking = 🚫 Bloqueos
admin-blocking =
    🚫 <b>Clientes bloqueados</b>: { $count }
    { $list }

    Bloquear: <code>/block @usuario motivo</code>
    Desbloquear: <code>/unblock @usuario</code>
admin-blocking-none = Ningún cliente bloqueado.
admin-block-format = Formato no válido. Usa: /block @usuario motivo
admin-unblock-format = Formato no válido. Usa: /unblock @usuario
admin-block-done = 🚫 @{ $username } está bloqueado. Motivo: { $reason }
admin-unblock-done = ✅ @{ $username } está desbloqueado.
admin-unblock-not-blocked = @{ $username } no estaba bloqueado.
admin-block-admin = ⛔ No se puede bloquear una cuenta de administrador.

## Support tickets (issue 28, decision 0139)
command-support = Contactar con soporte
help-contact-support = 💬 Contactar con soporte
history-problem = ⚠️ Un problema
support-prompt =
    💬 <b>Soporte</b>
    Escribe tu mensaje (texto, foto o archivo): un administrador te responderá aquí.
support-prompt-order =
    💬 <b>Un problema con el pedido n.º { $order }</b>
    Describe el problema (texto, foto o archivo): un administrador te responderá aquí.
support-opened = ✅ Ticket n.º { $ticket } abierto. Te responderemos aquí.
support-added = ✉️ Mensaje añadido al ticket n.º { $ticket }.
support-empty = ❌ Envía un texto, una foto o un archivo.
support-file-only = 📎 (archivo adjunto)
support-reply =
    💬 <b>Soporte — ticket n.º { $ticket }</b>
    { $text }
support-closed = 🔒 El ticket n.º { $ticket } está cerrado. Escríbenos para reabrirlo.
support-auto-closed = 🔒 El ticket n.º { $ticket } se cerró porque no llegó ningún mensaje nuevo. Escríbenos para reabrirlo.
paysupport-contact-line = También puedes escribir a { $contact }.
admin-permission-support = Soporte
admin-support-new =
    🎫 <b>Nuevo ticket n.º { $ticket }</b>
    Cliente: { $customer } · idioma: { $language }
    Pedido: { $order }

    { $text }

    ↩️ Responde a este mensaje para contestar al cliente.
admin-support-message =
    💬 <b>Ticket n.º { $ticket }</b> — nuevo mensaje
    Cliente: { $customer } · idioma: { $language }
    Pedido: { $order }

    { $text }

    ↩️ Responde a este mensaje para contestar al cliente.
admin-support-order = n.º { $order } — { $operator } { $flag }, cantidad: { $quantity }, { $cost }
admin-support-no-order = ninguno
admin-support-sent = ✅ Respuesta enviada al ticket n.º { $ticket }.
