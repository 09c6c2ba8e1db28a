# Die Benachrichtigungen eines Spielers (src/table/preferences.rs): siehe locales/en/notify.ftl.

notify-title = **Deine Benachrichtigungen** (nur du siehst sie)
notify-saved = Gespeichert.
notify-on = an
notify-off = aus
notify-reminders-fifth = wenn 80 % der Zeit verbraucht sind
notify-reminders-day-and-hour = 24 Stunden und 1 Stunde vor Ablauf der Frist
notify-reminders-none = keine
notify-digest-at = um { $hour } ({ $zone }), die nächste { $next }
notify-line-reminders = • Erinnerungen: { $value }
notify-line-turn-dm = • Eine Direktnachricht, wenn du am Zug bist: { $value }
notify-line-digest = • Eine tägliche Übersicht per Direktnachricht: { $value }
notify-line-zone = • Deine Zeitzone: { $value }
notify-line-mentions = • Erwähnungen in den Threads deiner Partien: { $value }
notify-how-to-change = Ändere sie mit den Optionen von `/notifications`.
notify-refusal-bad-hour = die Stunde der Übersicht ist eine volle Stunde von 0 bis 23, wie `8` oder `18:00`, oder `off`
notify-refusal-bad-time-zone = das ist keine Zeitzone: wähle einen der Vorschläge, wie `Europe/Berlin` oder `UTC`
notify-turn-dm = Du bist am Zug in { $game }: { $link }
notify-digest-header = **Deine tägliche Übersicht**: { $count ->
        [one] eine Partie wartet auf deinen Zug
       *[other] { $count } Partien warten auf deinen Zug
    }, die dringendste zuerst.
notify-dm-refused-turn = { $player }, du bist hier am Zug. Discord hat tebans Direktnachricht abgelehnt (deine Direktnachrichten sind geschlossen), daher sind Direktnachrichten bei deinem Zug jetzt aus: `/notifications` schaltet sie wieder ein.
notify-dm-refused-digest = { $player }, Discord hat deine tägliche Übersicht abgelehnt (deine Direktnachrichten sind geschlossen), daher ist sie jetzt aus: `/notifications` schaltet sie wieder ein.
notify-your-turn-here = { $player }, du bist hier am Zug.

command-notifications-name = benachrichtigungen
command-notifications-description = Zeig oder ändere, wie du erfährst, dass du am Zug bist (nur du siehst es)
command-notifications-reminders-name = erinnerungen
command-notifications-reminders-description = Wann Erinnerungen kommen (Standard: wenn 80 % der Zeit verbraucht sind)
command-notifications-turn_dm-name = zug-dm
command-notifications-turn_dm-description = Eine Direktnachricht mit dem Brett, wenn du am Zug bist (Standard: aus)
command-notifications-digest-name = übersicht
command-notifications-digest-description = Eine tägliche Direktnachricht der Partien, die auf dich warten, zu dieser Stunde (oder off)
command-notifications-time_zone-name = zeitzone
command-notifications-time_zone-description = Deine Zeitzone, für die Stunde der Übersicht (Standard: UTC)
command-notifications-mentions-name = erwähnungen
command-notifications-mentions-description = Züge in deinen Partien erwähnen dich im Thread (Standard: an)
notify-since-last-look = Seit deinem letzten Blick, Partie Nr. { $game }: { $what }
