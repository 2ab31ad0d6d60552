/** Polish texts of the shop feature. */
import type { messages as de } from './de';

export const messages: Record<keyof typeof de, string> = {
  'shop.title': 'Sklep',
  'shop.subtitle': 'Monety na wiadomości, mrugnięcia, prezenty i więcej',
  'shop.tabs.label': 'Sekcje sklepu',
  'shop.tab.coins': 'Monety',
  'shop.tab.booster': 'Booster',
  'shop.tab.daily': 'Dzienna nagroda',
  'shop.tab.bonus': 'Kod bonusowy',
  'shop.loading': 'Ładowanie sklepu',
  'shop.failed.title': 'Nie udało się wczytać sklepu',
  'shop.failed.description': 'Sprawdź połączenie i spróbuj ponownie.',
  'shop.retry': 'Spróbuj ponownie',
  'shop.methods.label': '1. Wybierz metodę płatności',
  'shop.methods.delayed': 'Monety dotrą po 1–2 dniach roboczych',
  'shop.methods.creditCard': 'Karta kredytowa',
  'shop.methods.bankTransfer': 'Przelew bankowy',
  'shop.packages.label': '2. Wybierz pakiet',
  'shop.continue': 'Przejdź do płatności',
  'shop.priceNote': 'Wszystkie ceny w EUR z VAT. Cena za wiadomość zależy od metody płatności.',
  'shop.premium.link': 'Premium',
  'shop.checkout.title': 'Kasa',
  'shop.checkout.subtitle': 'Wybierz, jak chcesz zapłacić',
  'shop.checkout.coins': '{count} monet',
  'shop.checkout.bonus': '+{count} monet bonusowych',
  'shop.checkout.pay': 'Zapłać teraz',
  'shop.checkout.note':
    'Zostaniesz przekierowany na bezpieczną stronę płatności naszego operatora.',
  'shop.checkout.notFound': 'Ten pakiet jest niedostępny.',
  'shop.result.checking': 'Sprawdzamy Twoją płatność',
  'shop.result.success.title': 'Dziękujemy za zakup!',
  'shop.result.success.description': 'Na Twoje konto dodano {coins} monet.',
  'shop.result.pending.title': 'Twoja płatność jest przetwarzana',
  'shop.result.pending.description':
    'Płatność nie została jeszcze zakończona. Monety zostaną wkrótce dodane.',
  'shop.result.bankTransfer.title': 'Dziękujemy – czekamy na Twój przelew',
  'shop.result.bankTransfer.description': 'Monety kupione przelewem dotrą po 1–2 dniach roboczych.',
  'shop.result.failure.title': 'Ups, coś poszło nie tak!',
  'shop.result.failure.description': 'Nie udało się przypisać monet do Twojego konta.',
  'shop.result.continue': 'Dalej',
  'shop.result.paid': 'Zapłacono: {amount}.',
  'shop.result.back': 'Wróć do sklepu',
  'shop.premiumResult.title': 'Witaj w Premium!',
  'shop.premiumResult.description':
    'Twoje członkostwo Premium jest aktywne. Na Twoje konto dodano {coins} monet.',
  'shop.booster.title': 'Turbo rakieta',
  'shop.booster.description':
    'Nawet 10x więcej wyświetleń profilu: przez {hours, plural, one {godzinę} few {# godziny} many {# godzin} other {# godziny}} jesteś pokazywany jako pierwszy w For You i W pobliżu.',
  'shop.booster.active': 'Twój bonus jest wciąż aktywny! Działa do {time}.',
  'shop.booster.startFree': 'Uruchom moją darmową rakietę',
  'shop.booster.start': 'Uruchom za {price}',
  'shop.booster.choose': 'Wybierz rakietę',
  'shop.booster.duration':
    '{hours, plural, one {# godzina} few {# godziny} many {# godzin} other {# godziny}}',
  'shop.stars.title': 'Gwiazdki',
  'shop.stars.description':
    'Gwiazdka oznacza ulubionego. Masz {count, plural, one {# gwiazdkę} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}}.',
  'shop.stars.product': '{count} gwiazdek za {price}',
  'shop.stars.bought': 'Do Twojego konta dodano gwiazdki: {count}.',
  'shop.daily.title': 'Twoja dzienna nagroda',
  'shop.daily.description':
    '{coins} darmowych monet codziennie – członkowie Premium dostają dwa razy więcej.',
  'shop.daily.streak': 'Dzień {days} z rzędu.',
  'shop.daily.claim': 'Odbierz {coins} monet',
  'shop.daily.claimed': 'Odebrano na dziś. Wróć jutro, aby utrzymać swoją serię!',
  'shop.wheel.title': 'Koło fortuny',
  'shop.wheel.next': 'Następny obrót za {hours} godz. {minutes} min',
  'shop.bonus.title': 'Zrealizuj kod bonusowy',
  'shop.bonus.label': 'Kod bonusowy',
  'shop.bonus.hint': '5 cyfr',
  'shop.bonus.submit': 'Zrealizuj',
  'shop.bonus.redeemed': 'Kod zrealizowany: na Twoje konto dodano {coins} monet.',
  'shop.bonus.toast': 'Kod bonusowy zrealizowany: +{coins} monet',
  'shop.bonus.another': 'Zrealizuj inny kod',
  'shop.error.INVALID_BONUS_CODE': 'Kod bonusowy ma 5 cyfr.',
  'shop.error.BONUS_CODE_UNKNOWN': 'Taki kod bonusowy nie istnieje.',
  'shop.error.BONUS_CODE_ALREADY_USED': 'Ten kod bonusowy został już zrealizowany.',
  'shop.error.BONUS_STILL_ACTIVE': 'Twój bonus jest wciąż aktywny!',
  'shop.error.ALREADY_CLAIMED': 'Ten prezent został już dziś odebrany.',
  'shop.error.WHEEL_ALREADY_SPUN': 'Wróć jutro po kolejny obrót.',
  'shop.error.PAYMENT_FAILED':
    'Ups, coś poszło nie tak! Nie udało się przypisać monet do Twojego konta.',
  'shop.error.SUBSCRIPTION_ALREADY_ACTIVE': 'Twoje członkostwo Premium jest już aktywne.',
  'shop.error.SUBSCRIPTION_MANAGED_BY_STORE':
    'Ta subskrypcja została kupiona w App Store lub Google Play: anuluj ją tam.',
  'shop.gift.freeCoins':
    '{count, plural, one {# moneta} few {# monety} many {# monet} other {# monety}}',
  'shop.gift.stars':
    '{count, plural, one {# gwiazdka} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}}',
  'shop.gift.freeSwipesCount':
    '{count, plural, one {# przesunięcie} few {# przesunięcia} many {# przesunięć} other {# przesunięcia}}',
  'shop.gift.freeSwipesUndoCount':
    '{count, plural, one {# cofnięcie} few {# cofnięcia} many {# cofnięć} other {# cofnięcia}}',
  'shop.gift.freeMessagesCount':
    '{count, plural, one {# wiadomość} few {# wiadomości} many {# wiadomości} other {# wiadomości}}',
  'shop.gift.freeIceBreakersCount':
    '{count, plural, one {# lodołamacz} few {# lodołamacze} many {# lodołamaczy} other {# lodołamacze}}',
  'shop.gift.freeWinkCount':
    '{count, plural, one {# mrugnięcie} few {# mrugnięcia} many {# mrugnięć} other {# mrugnięcia}}',
  'shop.gift.freeGiftCount':
    '{count, plural, one {# prezent} few {# prezenty} many {# prezentów} other {# prezenty}}',
  'shop.gift.freeTurboRocketsCount':
    '{count, plural, one {# turbo rakieta} few {# turbo rakiety} many {# turbo rakiet} other {# turbo rakiety}}',
  'shop.gift.freeLocationChangesCount':
    '{count, plural, one {# zmiana lokalizacji} few {# zmiany lokalizacji} many {# zmian lokalizacji} other {# zmiany lokalizacji}}',
  'shop.gift.freeVisitUnlocksCount':
    '{count, plural, one {# odblokowanie gościa} few {# odblokowania gości} many {# odblokowań gości} other {# odblokowania gości}}',
  'shop.gift.freeLikesUnlocksCount':
    '{count, plural, one {# odblokowanie polubienia} few {# odblokowania polubień} many {# odblokowań polubień} other {# odblokowania polubień}}',
  'shop.gift.plus': '+{gift}',
  'shop.premium.title': 'Premium',
  'shop.premium.subtitle': 'Więcej dopasowań, więcej wyświetleń, bez limitów',
  'shop.premium.offer': 'Zdobądź Premium',
  'shop.premium.yours': 'Twoje Premium',
  'shop.premium.plans': 'Wybierz swój plan',
  'shop.premium.plan':
    '{months, plural, one {# miesiąc} few {# miesiące} many {# miesięcy} other {# miesiąca}}',
  'shop.premium.planDiscount': '{percent}% taniej: {price} zamiast {listPrice} za każdy okres.',
  'shop.premium.discountBadge': '−{percent}%',
  'shop.premium.planPrice':
    '{monthly} miesięcznie, łącznie {price} – {coins} monet w każdym okresie',
  'shop.premium.subscribe': 'Zdobądź Premium',
  'shop.premium.subscription.title': 'Twoja subskrypcja',
  'shop.premium.subscription.active': 'Aktywna',
  'shop.premium.subscription.cancelled': 'Anulowana',
  'shop.premium.subscription.renews': 'Odnawia się automatycznie: {price} zostanie pobrane {date}.',
  'shop.premium.subscription.period': 'Bieżący okres kończy się {date}.',
  'shop.premium.subscription.ends':
    'Nie zostanie odnowiona: Twoje Premium kończy się {date} i nic więcej nie zostanie pobrane.',
  'shop.premium.subscription.provider': 'Operator płatności: {provider}',
  'shop.premium.subscription.sandbox': 'Płatność testowa',
  'shop.premium.subscription.store': 'Kupiona przez {store}: tam możesz ją anulować.',
  'shop.premium.subscription.failed': 'Nie udało się wczytać Twojej subskrypcji.',
  'shop.premium.cancel': 'Anuluj subskrypcję',
  'shop.premium.cancel.title': 'Anulować Premium?',
  'shop.premium.cancel.text':
    'Twoja subskrypcja nie zostanie odnowiona i nic więcej nie zostanie pobrane. Korzyści Premium zachowasz do {date}, potem przepadną: nielimitowane przesunięcia, bezpłatne odkrywanie polubień i odwiedzających, więcej darmowych monet i potwierdzenia przeczytania.',
  'shop.premium.cancel.confirm': 'Tak, anuluj',
  'shop.premium.cancel.keep': 'Zachowaj Premium',
  'shop.premium.cancel.failed':
    'Nie udało się anulować subskrypcji. Spróbuj ponownie później lub skontaktuj się z naszym wsparciem.',
  'shop.event.gifts': 'Prezent każdego dnia',
  'shop.event.starts': 'Wydarzenie zaczyna się {date}.',
  'shop.event.loading': 'Ładowanie wydarzenia',
  'shop.event.missing.title': 'To wydarzenie się zakończyło',
  'shop.event.missing.description': 'O kolejnym dowiesz się z aktualności.',
  'shop.news.title': 'Aktualności',
  'shop.news.empty': 'Brak aktualności – damy znać, gdy coś się wydarzy.',
  'shop.news.loading': 'Ładowanie aktualności',
  'shop.news.open': 'Zobacz',
  'shop.app.title': 'Amora jako aplikacja',
  'shop.app.subtitle': 'Monety i Premium w aplikacji Amora',
  'shop.app.description':
    'W aplikacji płacisz kontem App Store lub Google Play. Twoje monety działają wszędzie.',
  'shop.app.webShop': 'Kup monety tutaj w przeglądarce',
};
