# La Actividad: el tablero web dentro de Discord.
web-activity-connecting = Conectando con Discord…
web-activity-not-built = La Actividad de este servidor no se compiló: el tablero no puede abrirse dentro de Discord.
web-activity-failed = Discord no dejó entrar a la Actividad; ciérrala y vuelve a abrirla.
web-activity-here = En la Actividad
web-activity-plays = juega
web-activity-watches = mira
web-activity-yours = Tus partidas
web-activity-to-watch = Partidas para mirar
web-activity-no-games = No se está jugando ninguna partida en este canal: empieza una con /play.
