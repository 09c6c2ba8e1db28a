# Bedingte Züge (`/plan`): siehe locales/en/plans.ftl.

plan-played = { $player } zieht { $move }, wie geplant.

plan-added = Zugfolge hinzugefügt: dein Plan hat { $lines ->
    [one] eine Zugfolge
   *[other] { $lines } Zugfolgen
}, nur gespielt, wenn { $opponent } die erwarteten Züge spielt.
plan-already = Dein Plan enthält diese Zugfolge schon ({ $lines ->
    [one] eine Zugfolge
   *[other] { $lines } Zugfolgen
} insgesamt).
plan-show-heading = Dein Plan: Zug des Gegners → deine Antwort ({ $lines ->
    [one] eine Zugfolge
   *[other] { $lines } Zugfolgen
}).
plan-show-more = …und { $rows } weitere Zeilen.
plan-none = Du hast keinen Plan in dieser Partie: füge eine Zugfolge mit `/plan hinzufügen` hinzu.
plan-cleared = Plan gelöscht ({ $lines ->
    [one] eine Zugfolge entfernt
   *[other] { $lines } Zugfolgen entfernt
}).

plan-refusal-two-players = Pläne gibt es nur in Partien zu zweit
plan-refusal-your-turn = du bist am Zug: ein Plan beginnt mit dem Zug deines Gegners, zieh zuerst
plan-refusal-empty = schreib eine Zugfolge: sein Zug, deine Antwort, sein nächster Zug, deine Antwort … (Züge in Sensei und Niwa durch `;` getrennt)
plan-refusal-no-reply = eine Zugfolge endet mit deiner Antwort: füge den Zug hinzu, mit dem du antworten würdest
plan-refusal-too-long = diese Zugfolge hat { $plies } Züge, und eine Zugfolge hat höchstens { $most }
plan-refusal-full = dein Plan hat schon { $most } Zugfolgen, das Maximum: lösch ihn oder warte auf einen Zug
plan-refusal-bad-move = Zug { $position } der Zugfolge, { $move }, ist nicht spielbar: { $reason }
plan-refusal-after-the-end = die Partie ist vor Zug { $position } der Zugfolge vorbei: beende die Zugfolge dort
plan-refusal-clash = dein Plan antwortet auf { $theirs } schon mit { $planned }: eine Antwort pro Zug (lösch den Plan, um sie zu ändern)

command-plan-name = plan
command-plan-description = Plane deine Antworten auf die nächsten Züge deines Gegners (nur du siehst es)
command-plan-add-name = hinzufügen
command-plan-add-description = Füge eine Zugfolge hinzu: sein Zug, deine Antwort, sein nächster Zug, deine Antwort …
command-plan-add-line-name = zugfolge
command-plan-add-line-description = Z. B. e7 e3h e6 d5v (Züge in Sensei und Niwa durch ; getrennt)
command-plan-show-name = zeigen
command-plan-show-description = Zeig deinen Plan als Baum, mit dem Brett
command-plan-clear-name = löschen
command-plan-clear-description = Entferne alle Zugfolgen deines Plans
