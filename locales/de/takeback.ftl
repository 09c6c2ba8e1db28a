# Zugrücknahmen mit Zustimmung (src/table/takeback.rs): /zurücknehmen fragt, die anderen antworten mit Knöpfen.
takeback-asked = { $player } möchte { $move } zurücknehmen. { $players }: annehmen oder ablehnen?
takeback-button-accept = Annehmen
takeback-button-decline = Ablehnen
takeback-declined = { $player } lehnt ab: { $mover }s Zug { $move } bleibt stehen.
takeback-accepted-waiting = { $player } nimmt die Zugrücknahme an; es fehlen noch { $players }.
takeback-done = { $player } nimmt an: { $mover }s Zug { $move } ist zurückgenommen.
takeback-refusal-not-last = nur dein eigener letzter Zug kann zurückgenommen werden, und nur bis der nächste Spieler zieht: die Partie ist inzwischen weitergegangen
takeback-refusal-no-move = du hast in dieser Partie keinen Zug, den du zurücknehmen könntest
takeback-refusal-tournament = in Turnierpartien gibt es keine Zugrücknahmen
takeback-refusal-master = teban auf Meisterstufe erlaubt keine Zugrücknahmen
takeback-refusal-rated = dieser Server erlaubt Zugrücknahmen nur in ungewerteten Partien (seine Verwalter können sie mit `/einstellungen zurücknahmen:` auch in gewerteten erlauben)
takeback-refusal-pending = du hast schon gebeten, diesen Zug zurückzunehmen: warte auf die Antwort
takeback-refusal-declined = die Rücknahme dieses Zuges wurde abgelehnt: du kannst nicht noch einmal darum bitten
takeback-refusal-none = hier gibt es keine Bitte um Zugrücknahme mehr, die zu beantworten wäre
takeback-refusal-own = das ist deine eigene Bitte um Zugrücknahme: die anderen Spieler beantworten sie
takeback-refusal-declined-already = diese Bitte um Zugrücknahme wurde schon abgelehnt
takeback-refusal-accepted-already = du hast diese Zugrücknahme schon angenommen: die anderen haben noch nicht geantwortet
