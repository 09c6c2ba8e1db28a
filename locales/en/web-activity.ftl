# The Activity: the web board inside Discord.
web-activity-connecting = Connecting to Discord…
web-activity-not-built = This server's Activity was not built: the board cannot open inside Discord.
web-activity-failed = Discord did not let the Activity in; close it and open it again.
web-activity-here = In the Activity
web-activity-plays = plays
web-activity-watches = watches
web-activity-yours = Your games
web-activity-to-watch = Games to watch
web-activity-no-games = No game is being played in this channel: start one with /play.
