/** Polish texts of this feature. */
import type { messages as de } from './de';

export const messages: Record<keyof typeof de, string> = {
  'messages.chat.delete': 'Usuń czat',
  'messages.chat.expired': 'Ten czat wygasł. Odnów go za {price} monet, aby dalej pisać.',
  'messages.chat.label': 'Czat z {name}',
  'messages.chat.loading': 'Ładowanie czatu',
  'messages.chat.locked': 'Nie możesz już pisać do {name} w tym czacie.',
  'messages.chat.new': 'Przywitaj się z {name}! Mrugnięcie lub prezent to dobry początek.',
  'messages.chat.notFound.back': 'Wszystkie czaty',
  'messages.chat.notFound.text': 'Ten czat nie istnieje lub został usunięty.',
  'messages.chat.notFound.title': 'Nie znaleziono czatu',
  'messages.chat.older': 'Pokaż starsze wiadomości',
  'messages.chat.renew': 'Przywróć za {price} monet',
  'messages.error.expired': 'Ten czat wygasł. Odnów go, aby znowu pisać.',
  'messages.error.failed': 'Nie udało się. Spróbuj ponownie.',
  'messages.error.favorite':
    'Nie udało się zapisać ulubionego. Spróbuj później lub skontaktuj się z pomocą.',
  'messages.error.priceChanged': 'Cena się zmieniła. Sprawdź ją i spróbuj ponownie.',
  'messages.gift.title': 'Wyślij prezent',
  'messages.hub.failed': 'Błąd',
  'messages.iceBreaker.open': 'Wyślij lodołamacz',
  'messages.iceBreaker.title': 'Wybierz pytanie',
  'messages.kiss.sent': 'Twój buziak jest w drodze 😘',
  'messages.list.empty.action': 'Odkrywaj ludzi',
  'messages.list.empty.text':
    'Polub kogoś w grze lub wyślij mrugnięcie – Twoje czaty pojawią się tutaj.',
  'messages.list.empty.title': 'Brak wiadomości',
  'messages.list.failed.retry': 'Spróbuj ponownie',
  'messages.list.failed.text': 'Sprawdź połączenie i spróbuj ponownie.',
  'messages.list.failed.title': 'Nie udało się załadować czatów',
  'messages.list.loading': 'Ładowanie czatów',
  'messages.pick.text': 'Wybierz rozmowę, aby ją przeczytać i odpowiedzieć.',
  'messages.pick.title': 'Wybierz czat',
  'messages.pictures.empty': '{name} nie ma jeszcze zdjęć, które możesz zobaczyć.',
  'messages.pictures.failed': 'Nie udało się załadować zdjęć: {name}.',
  'messages.pictures.loading': 'Ładowanie zdjęć',
  'messages.pictures.open': 'Zdjęcia: {name}',
  'messages.pictures.title': 'Zdjęcia: {name}',
  'messages.toast.kiss': '{name} wysłał(a) Ci buziaka',
  'messages.toast.message': '{name} wysłał(a) Ci wiadomość',
  'messages.toast.present': '{name} wysłał(a) Ci prezent',
  'messages.toast.unknown': 'Masz nową wiadomość',
  'messages.toast.wink': '{name} mrugnął(-ęła) do Ciebie',
  'messages.favorite.set':
    '{name} jest teraz wśród Twoich ulubionych. Kosztowało to jedną gwiazdkę; {stars, plural, =0 {nie masz już gwiazdek} one {została Ci # gwiazdka} few {zostały Ci # gwiazdki} many {zostało Ci # gwiazdek} other {zostało Ci # gwiazdki}}.',
  'messages.favorite.unset':
    '{name} nie jest już wśród Twoich ulubionych. Kosztowało to jedną gwiazdkę; {stars, plural, =0 {nie masz już gwiazdek} one {została Ci # gwiazdka} few {zostały Ci # gwiazdki} many {zostało Ci # gwiazdek} other {zostało Ci # gwiazdki}}.',
  'messages.stars.title': 'Ulubione kosztują gwiazdki',
  'messages.stars.text':
    'Czaty oznaczone jako ulubione łatwo znajdziesz filtrem „Ulubione”. Dodanie lub usunięcie oznaczenia kosztuje za każdym razem jedną gwiazdkę. Gwiazdki kupisz za monety tutaj lub w sklepie.',
  'messages.stars.close': 'Nie teraz',
  'messages.kindness.title': 'Czy na pewno?',
  'messages.kindness.text':
    'Twoja wiadomość może zranić. Takie słowa kończą wiele rozmów. Wysłać ją mimo to?',
  'messages.kindness.edit': 'Edytuj wiadomość',
  'messages.kindness.send': 'Wyślij mimo to',
  'messages.picture.show': 'Pokaż zdjęcie',
  'messages.picture.sending': 'Wysyłanie zdjęcia',
  'messages.picture.heicUnsupported':
    'Ta przeglądarka nie otwiera zdjęć HEIC. Wybierz zdjęcie JPEG lub PNG albo ustaw aparat na „Najbardziej zgodne” (JPEG).',
  'messages.picture.denied':
    'Przeglądarka odmówiła dostępu do Twoich zdjęć lub aparatu. Zezwól na to w ustawieniach witryny w przeglądarce i spróbuj ponownie.',
  'messages.picture.unreadable':
    'Nie udało się otworzyć tego zdjęcia. Wybierz zdjęcie JPEG, PNG lub WebP.',
};
