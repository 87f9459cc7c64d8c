"""The words of the log's pages, reports and exports, in Dutch and English."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.i18n import Lang
from arbiter.log.validate import LABELS as FIELD_LABELS

WORDS: dict[str, tuple[str, str]] = {
    "log": ("Arbitragelogboek", "Ruling log"),
    "events": ("Wedstrijden", "Events"),
    "event": ("Wedstrijd", "Event"),
    "new_event": ("Nieuwe wedstrijd", "New event"),
    "new_ruling": ("Arbitrage vastleggen", "Record a ruling"),
    "save": ("Opslaan", "Save"),
    "edit": ("Wijzigen", "Edit"),
    "cancel": ("Annuleren", "Cancel"),
    "login": ("Inloggen", "Sign in"),
    "insecure": (
        "Let op: deze verbinding is niet beveiligd (geen https). Uw wachtwoord gaat leesbaar "
        "over het netwerk. Laat arbiter starten met --https.",
        "Note: this connection is not secure (no https). Your password crosses the network "
        "readable by others. Have arbiter started with --https.",
    ),
    "logout": ("Uitloggen", "Sign out"),
    "signed_in_as": ("Ingelogd als", "Signed in as"),
    "viewer_note": (
        "U kunt het logboek lezen, niet wijzigen.",
        "You can read the log, not change it.",
    ),
    "rulings": ("Arbitrages", "Rulings"),
    "no_rulings": ("Geen arbitrages.", "No rulings."),
    "no_events": ("Nog geen wedstrijden.", "No events yet."),
    "filter": ("Filter", "Filter"),
    "open_only": ("Alleen met open nazorg", "Only with open follow-ups"),
    "all_topics": ("Alle onderwerpen", "All topics"),
    "apply": ("Toepassen", "Apply"),
    "open_items": ("Open punten", "Open items"),
    "open_items_intro": (
        "Loop dit na voordat de uitslag definitief is.",
        "Check these before the results are final.",
    ),
    "nothing_open": ("Niets open.", "Nothing open."),
    "correction_period": ("Correctietermijn", "Correction period"),
    "correction_ends": ("eindigt om", "ends at"),
    "results_published": ("Uitslag gepubliceerd om", "Results published at"),
    "set_published": ("Publicatietijd vastleggen", "Record publication time"),
    "unknown_published": (
        "Publicatietijd van de uitslag nog niet vastgelegd.",
        "Time the results were published not recorded yet.",
    ),
    "reason_followups": ("open nazorg", "open follow-ups"),
    "reason_appeal": ("protest ingediend", "appeal lodged"),
    "reason_adjusted_score": (
        "arbitrale score mogelijk, nog niet vastgelegd",
        "adjusted score possible, none recorded",
    ),
    "number": ("Nr.", "No."),
    "ruling": ("Arbitrage", "Ruling"),
    "ruling_text": ("Beslissing", "Ruling"),
    "outcome": ("Rechtzetting (gestructureerd)", "Rectification (structured)"),
    "laws": ("Artikelen", "Laws"),
    "path": ("Vragen en antwoorden", "Questions and answers"),
    "history": ("Geschiedenis", "History"),
    "changed": ("gewijzigd", "changed"),
    "by": ("door", "by"),
    "at": ("om", "at"),
    "old": ("oud", "old"),
    "new": ("nieuw", "new"),
    "action_create": ("aangemaakt", "created"),
    "action_update": ("gewijzigd", "changed"),
    "action_followup": ("nazorg bijgewerkt", "follow-up updated"),
    "action_anonymise": ("persoonsgegevens verwijderd", "personal data removed"),
    "followup_add": ("Nazorgpunt toevoegen", "Add follow-up"),
    "followup_kind": ("Soort", "Kind"),
    "mark": ("Markeren als", "Mark as"),
    "status_open": ("open", "open"),
    "status_done": ("afgehandeld", "done"),
    "status_dropped": ("vervallen", "dropped"),
    "report": ("Rapport voor protest", "Report for an appeal"),
    "account_director": ("arbiter", "director"),
    "account_viewer": ("alleen lezen", "read only"),
    "print": ("Afdrukken", "Print"),
    "pdf": ("PDF", "PDF"),
    "export": ("Exporteren", "Export"),
    "version": ("versie", "version"),
    "recorded": ("Vastgelegd", "Recorded"),
    "privacy": ("Privacy", "Privacy"),
    "privacy_intro": (
        "Alle gegevens over één persoon opvragen of verwijderen (naam of bondsnummer).",
        "Export or delete all data about one person (name or federation number).",
    ),
    "find": ("Opvragen", "Export"),
    "forget": ("Verwijderen", "Delete"),
    "forgot": (
        "Persoonsgegevens verwijderd uit {n} arbitrage(s).",
        "Personal data removed from {n} ruling(s).",
    ),
    "retention": ("Bewaartermijn", "Retention"),
    "retention_none": ("onbeperkt", "unlimited"),
    "days": ("dagen", "days"),
    "person": ("Persoon", "Person"),
    "person_add": ("Betrokkene", "Person involved"),
    "prefilled": (
        "Overgenomen uit de arbitragewijzer; vul de feiten aan.",
        "Taken from the ruling guide; complete the facts.",
    ),
    "choose_event": (
        "Kies een wedstrijd of maak er eerst een aan.",
        "Choose an event or create one first.",
    ),
    "signature": ("Handtekening arbiter", "Director's signature"),
    "printed": ("Afgedrukt", "Printed"),
    "error": ("Fout", "Error"),
    "forbidden": ("Geen toegang", "Forbidden"),
    "forbidden_text": ("Alleen een arbiter mag dit doen.", "Only a director may do this."),
    "csrf": (
        "Het formulier is verlopen of ongeldig. Laad de pagina opnieuw.",
        "The form has expired or is invalid. Reload the page.",
    ),
    "not_found": ("Niet gevonden", "Not found"),
    "not_found_text": (
        "Dit adres wijst naar niets in het logboek: dat nummer of die naam bestaat niet.",
        "This address points to nothing in the log: that number or name does not exist.",
    ),
    "conflict": ("Intussen gewijzigd", "Changed meanwhile"),
    "none": ("geen", "none"),
    "yes": ("ja", "yes"),
    "no": ("nee", "no"),
    "guide": ("Arbitragewijzer", "Ruling guide"),
    "seat_N": ("Noord", "North"),
    "seat_E": ("Oost", "East"),
    "seat_S": ("Zuid", "South"),
    "seat_W": ("West", "West"),
    "role_offender": ("overtreder", "offender"),
    "role_non_offender": ("niet-overtredend", "non-offending"),
    "role_other": ("anders", "other"),
    "kind_pairs": ("parenwedstrijd", "pairs"),
    "kind_teams": ("viertallen", "teams"),
    "appeal_none": ("geen", "none"),
    "appeal_informed": ("op recht van protest gewezen", "told of the right to appeal"),
    "appeal_lodged": ("protest ingediend", "appeal lodged"),
    "appeal_withdrawn": ("protest ingetrokken", "appeal withdrawn"),
    "appeal_upheld": ("beslissing gehandhaafd", "ruling upheld"),
    "appeal_changed": ("beslissing gewijzigd", "ruling changed"),
    "adj_assigned": ("vervangende score", "assigned score"),
    "adj_weighted": ("gewogen score (12C1c)", "weighted score (12C1c)"),
    "adj_artificial": ("kunstmatige score (G+/G/G-)", "artificial score (A+/A/A-)"),
    "adj_split": ("splitscore", "split score"),
    "fu_check_board": ("spel nakijken", "check the board"),
    "fu_reserved_rights": ("rechten voorbehouden (16B2)", "rights reserved (16B2)"),
    "fu_lead_restriction": ("voorspeelbeperking", "lead restriction"),
    "fu_pass_obligation": ("verplichte pas", "pass obligation"),
    "fu_penalty_card": ("strafkaart", "penalty card"),
    "fu_adjusted_score": ("arbitrale score toekennen", "assign an adjusted score"),
    "fu_correction_period": ("correctietermijn", "correction period"),
    "fu_appeal": ("protest", "appeal"),
    "fu_procedural_penalty": ("procedurele straf", "procedural penalty"),
    "fu_note": ("notitie", "note"),
    "pair": ("paar", "pair"),
    "team": ("team", "team"),
    "federation_no": ("bondsnummer", "federation no."),
    "answers_hint": (
        "vraag:antwoord, gescheiden door komma's",
        "question:answer, separated by commas",
    ),
    "facts_hint": ("NAAM=WAARDE, één per regel", "NAME=VALUE, one per line"),
    "account_facts": ("Verslag van de arbiter (84, 85)", "Director's account (84, 85)"),
    "hands": ("Spelverdelingen", "Hand records"),
    "hands_none": (
        "Nog geen spelverdelingen voor deze wedstrijd.",
        "No hand records for this event yet.",
    ),
    "hands_count": ("{count} spellen uit {source}", "{count} boards from {source}"),
    "hands_import": ("Spelverdelingen inlezen", "Import hand records"),
    "hands_replace": ("Ander bestand inlezen", "Import another file"),
    "hands_file": (
        "Spelverdelingen van de zitting (PBN, LIN of JSON)",
        "The session's hand records (PBN, LIN or JSON)",
    ),
    "hands_file_hint": (
        "Eén verdeling per spel, zoals de dupliceermachine of het rekenprogramma het maakt. "
        "Een nieuw bestand vervangt het vorige.",
        "One deal per board, as the dealing machine or the scoring program writes it. "
        "A new file replaces the one before.",
    ),
    "hands_no_file": ("Kies eerst een bestand.", "Choose a file first."),
    "hands_refused": (
        "Bestand geweigerd; er is niets opgeslagen.",
        "File refused; nothing was saved.",
    ),
    "board_of_ruling": ("Het spel", "The board"),
    "board_not_in_file": (
        "Spel {board} staat niet in de spelverdelingen van deze wedstrijd.",
        "Board {board} is not in this event's hand records.",
    ),
    # the board in the appeal report (arbiter/log/report_board.py)
    "report_deal": ("Spelverdeling", "The deal"),
    "report_auction": ("Bieding", "Auction"),
    "report_irregular": ("de onregelmatige bieding", "the irregular call"),
    "report_replaced_by": ("vervangen door", "replaced by"),
    "report_play": ("Spelverloop tot nu toe", "Play so far"),
    "report_trick": ("Slag", "Trick"),
    "report_led": ("{mark} de kaart waarmee werd uitgekomen.", "{mark} the card led."),
    "report_leader_unknown": (
        "Slag zonder uitkomer: de kaarten staan in de gespeelde volgorde.",
        "Trick without a leader: the cards are in the order played.",
    ),
    "dealer": ("Gever", "Dealer"),
    "vulnerable": ("Kwetsbaar", "Vulnerable"),
    "vul_none": ("niemand", "none"),
    "vul_NS": ("NZ", "NS"),
    "vul_EW": ("OW", "EW"),
    "vul_both": ("allen", "both"),
    "dd": ("Dubbeldummy", "Double dummy"),
    "dd_tricks": ("Slagen per leider en speelsoort", "Tricks per declarer and denomination"),
    "dd_declarer": ("Leider", "Declarer"),
    "par": ("Par", "Par"),
    "par_score": ("{score} voor NZ", "{score} for NS"),
    "dd_progress": (
        "Dubbeldummy-analyse: {done} van {total} spellen klaar. De pagina ververst zich.",
        "Double-dummy analysis: {done} of {total} boards done. The page refreshes itself.",
    ),
    "dd_waiting": (
        "De analyse van dit spel loopt nog ({done} van {total} spellen klaar). De pagina "
        "ververst zich.",
        "This board is still being analysed ({done} of {total} boards done). The page "
        "refreshes itself.",
    ),
    "dd_failed": ("De analyse van dit spel is mislukt.", "The analysis of this board failed."),
    "dd_help": (
        "Hulp bij uw oordeel (art. 12C1, 70): wat er te halen is als iedereen alle "
        "kaarten ziet. De beslissing blijft aan de arbiter.",
        "An aid to your judgement (Laws 12C1, 70): what can be made when everyone sees all "
        "the cards. The decision stays with the director.",
    ),
    "start_guide": ("Start de gids voor dit spel", "Start the guide for this board"),
    "weighted_link": (
        "Gewogen score met double dummy (12C1(c))",
        "Weighted score with double dummy (Law 12C1(c))",
    ),
    "username": ("Gebruikersnaam", "User name"),
    "password": ("Wachtwoord", "Password"),
    # the form from the guide, tonight's event, the steppers
    "save_to_log": ("Opslaan in het logboek", "Save to the log"),
    "saved": ("Opgeslagen in het logboek.", "Saved to the log."),
    "tonight_make": ("Wedstrijd van vandaag aanmaken", "Make today's event"),
    "tonight_new": ("Nieuwe wedstrijd vandaag", "New event today"),
    "club_name": ("Naam van uw club", "Your club's name"),
    "club_once": ("eenmalig: daarna weet het logboek hem", "once: the log remembers it"),
    "today": ("vandaag", "today"),
    "event_other": (
        "Andere wedstrijd (een keuze hier gaat voor)",
        "Another event (a choice here comes first)",
    ),
    "rulings_count_one": ("arbitrage", "ruling"),
    "rulings_count_many": ("arbitrages", "rulings"),
    "called": ("Tijd en wie riep", "Time and who called"),
    "where": ("Waar", "Where"),
    "role": ("Rol", "Role"),
    "seat": ("Windrichting", "Seat"),
    "adjusted_kind": ("Soort score", "Kind of score"),
    "adjusted_note": ("Toelichting bij de score", "Note on the score"),
    "adj_short_assigned": ("vervangend", "assigned"),
    "adj_short_weighted": ("gewogen", "weighted"),
    "adj_short_artificial": ("kunstmatig", "artificial"),
    "adj_short_split": ("split", "split"),
    "side_ns": ("Noord-Zuid", "North-South"),
    "side_ew": ("Oost-West", "East-West"),
    "followup_text": ("Wat moet er nog gebeuren", "What is still to be done"),
    "mark_done": ("Afgehandeld", "Done"),
    "mark_dropped": ("Vervallen", "Dropped"),
    "mark_open": ("Weer open", "Open again"),
    "open_in_guide": ("Bekijk in de arbitragewijzer", "Open in the ruling guide"),
    "guide_not_ruling": (
        "De antwoorden uit de wijzer leiden nog niet tot een beslissing.",
        "The guide's answers do not reach a ruling yet.",
    ),
    "title_hint": (
        "Bijvoorbeeld een claim of een waarschuwing. Met een onderwerp uit de wijzer: kies "
        "het daar en tik op Opslaan in het logboek.",
        "A claim or a warning, for instance. With a topic from the guide: choose it there "
        "and tap Save to the log.",
    ),
    "login_keeps_ruling": (
        "Log in; daarna staat uw arbitrage klaar om op te slaan.",
        "Sign in; your ruling will then be ready to save.",
    ),
    "times_in": ("tijden in", "times in"),
    "time_zone": ("Tijdzone", "Time zone"),
    "time_zone_text": (
        "Alle tijden in het logboek staan in de tijdzone van de club (instelling "
        "ARBITER_TIME_ZONE bij het starten van arbiter):",
        "Every time in the log is in the club's time zone (the setting ARBITER_TIME_ZONE "
        "when arbiter starts):",
    ),
    # offline
    "offline_note": (
        "Geen verbinding. Een arbitrage die u nu opslaat, blijft op deze telefoon en wordt "
        "verstuurd zodra de verbinding terug is.",
        "No connection. A ruling you save now stays on this phone and is sent when the "
        "connection is back.",
    ),
    "queue_offline": (
        "Offline: opgeslagen op deze telefoon, wordt verstuurd zodra de verbinding terug is.",
        "Offline: saved on this phone, sent when the connection is back.",
    ),
    "queue_waiting": (
        "Wacht op verbinding: {n} arbitrage(s) op deze telefoon.",
        "Waiting for the connection: {n} ruling(s) on this phone.",
    ),
    "queue_sending": ("Versturen…", "Sending…"),
    "queue_sent": ("Verstuurd en opgeslagen in het logboek:", "Sent and saved to the log:"),
    "queue_signin": (
        "Log in om de arbitrage(s) op deze telefoon te versturen.",
        "Sign in to send the ruling(s) on this phone.",
    ),
    "queue_problem": (
        "Deze arbitrage kon niet worden opgeslagen; open hem om te zien waarom.",
        "This ruling could not be saved; open it to see why.",
    ),
    "queue_open": ("Openen", "Open"),
    "queue_send": ("Nu versturen", "Send now"),
    # calls from the tables: the table's page (players read it), the queue, the QR codes
    "tc_title": ("Tafel {n}", "Table {n}"),
    "tc_button": ("Arbiter!", "Director!"),
    "tc_intro": (
        "Roep de arbiter. Het spelnummer helpt, maar is niet nodig.",
        "Call the director. The board number helps, but is not needed.",
    ),
    "tc_called": ("De arbiter is geroepen", "The director has been called"),
    "tc_wait": (
        "Blijf aan tafel en speel niet verder tot de arbiter er is.",
        "Stay at the table and do not play on until the director arrives.",
    ),
    "tc_waiting_for": ("Wacht al", "Waiting for"),
    "tc_cancel": ("Oproep intrekken", "Cancel the call"),
    "tc_coming": ("De arbiter komt eraan.", "The director is on the way."),
    "tc_again": ("Opnieuw roepen", "Call again"),
    "tc_update": ("Spel of ronde doorgeven", "Send board or round"),
    "tc_no_account": (
        "U hoeft niet in te loggen. Deze pagina hoort bij één tafel.",
        "No sign-in needed. This page belongs to one table.",
    ),
    "minutes_short": ("min", "min"),
    "calls": ("Oproepen van de tafels", "Calls from the tables"),
    "calls_none": ("Geen tafel wacht.", "No table is waiting."),
    "call_of_ruling": ("Oproep", "Call"),
    "call_line": (
        "tafel {table}, geroepen om {at}, geopend door {by}",
        "table {table}, called at {at}, opened by {by}",
    ),
    "calls_open": ("Naar de tafel", "Go to the table"),
    "calls_dismiss": ("Afwijzen", "Dismiss"),
    "calls_waiting": ("wacht", "waiting"),
    "calls_print_short": ("QR-codes", "QR codes"),
    "calls_print": ("QR-codes voor de tafels", "QR codes for the tables"),
    "calls_reader": (
        "U kunt de oproepen zien, niet afhandelen.",
        "You can see the calls, not handle them.",
    ),
    "print_intro": (
        "Druk dit af (A4, zes per vel) en leg op elke tafel de kaart met haar nummer. "
        "Wie de code scant, kan de arbiter roepen; alleen mensen in de club zien "
        "haar.",
        "Print this (A4, six to a sheet) and put each card on the table with its number. "
        "Whoever scans the code can call the director; only people at the club see it.",
    ),
    "print_tables": ("Aantal tafels", "Number of tables"),
    "print_show": ("Tonen", "Show"),
    "print_loopback": (
        "Let op: deze pagina is geopend op de laptop zelf (localhost). Telefoons kunnen dat "
        "adres niet bereiken. Open deze pagina via het netwerkadres dat de laptop bij het "
        "starten van arbiter toont (http://192.168…) en druk dan af.",
        "Note: this page was opened on the laptop itself (localhost). Phones cannot reach "
        "that address. Open this page through the network address the laptop shows when "
        "arbiter starts (http://192.168…), then print.",
    ),
    "print_scan": ("Scan om de arbiter te roepen", "Scan to call the director"),
    # table data values (the guide's choices)
    "fact_declarer": ("leider", "declarer"),
    "fact_dummy": ("blinde", "dummy"),
    "fact_defender": ("tegenspeler", "defender"),
    "fact_offender": ("de overtreder", "the offender"),
    "fact_offender_partner": ("de partner van de overtreder", "the offender's partner"),
    "fact_non_offending_side": ("de niet-overtredende partij", "the non-offending side"),
}


def words(lang: Lang) -> Callable[..., str]:
    """``t(key)``: a word in ``lang``; field names from the validator work too."""
    index = 0 if lang == "nl" else 1

    def t(key: str, **fmt: object) -> str:
        pair = WORDS.get(key) or FIELD_LABELS.get(key)
        text = pair[index] if pair else key
        return text.format(**fmt) if fmt else text

    return t
