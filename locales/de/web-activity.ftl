# Die Aktivität: das Web-Brett in Discord.
web-activity-connecting = Verbinde mit Discord…
web-activity-not-built = Die Aktivität dieses Servers wurde nicht gebaut: Das Brett kann sich nicht in Discord öffnen.
web-activity-failed = Discord hat die Aktivität nicht hereingelassen; schließe sie und öffne sie erneut.
web-activity-here = In der Aktivität
web-activity-plays = spielt
web-activity-watches = schaut zu
web-activity-yours = Deine Partien
web-activity-to-watch = Partien zum Zuschauen
web-activity-no-games = In diesem Kanal wird keine Partie gespielt: Starte eine mit /play.
