//! Which games a web session reaches: the web everything, an Activity its server and direct
//! messages.

use teban::store::sessions::*;
use teban::store::GuildId;

#[test]
fn an_activity_s_session_reaches_its_server_and_dms_only() {
    let (here, there) = (GuildId(3), GuildId(5));
    assert!(Reach::Web.reaches(Some(there)) && Reach::Web.reaches(None));
    assert!(Reach::Server(here).reaches(Some(here)));
    assert!(Reach::Server(here).reaches(None));
    assert!(!Reach::Server(here).reaches(Some(there)));
    assert!(Reach::DirectMessages.reaches(None));
    assert!(!Reach::DirectMessages.reaches(Some(here)));
    for reach in [Reach::Web, Reach::Server(here), Reach::DirectMessages] {
        let (word, guild) = reach.stored();
        assert_eq!(Reach::from_stored(word, guild), reach);
    }
    assert_eq!(Reach::from_stored("server", None), Reach::DirectMessages);
}
