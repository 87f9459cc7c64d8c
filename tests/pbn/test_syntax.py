"""The PBN syntax layer: games, tags, section data, comments, escapes and inheritance,
each rule of PBN 2.1 chapters 2-4.8 tried on its own, and syntax errors placed."""

from __future__ import annotations

import pytest

from arbiter.bridge.pbn import PbnError
from arbiter.bridge.pbn.syntax import parse


def test_games_are_split_at_semi_empty_lines_and_numbered_from_one():
    text = '[Board "1"]\n[Dealer "N"]\n\n[Board "2"]\n \t \n[Board "3"]\n'
    games = parse(text).games
    assert [g.value("Board") for g in games] == ["1", "2", "3"]
    assert [(g.index, g.line) for g in games] == [(1, 1), (2, 4), (3, 6)]


def test_an_empty_line_inside_a_brace_comment_does_not_end_the_game():
    text = '[Board "1"]\n{ first line\n\nstill the comment }\n[Dealer "E"]\n'
    (game,) = parse(text).games
    assert game.value("Dealer") == "E"
    assert game.comments[0].text.startswith("first line") and game.comments[0].line == 2
    assert game.comments[0].after == "Board"


def test_two_comments_on_a_line_the_second_open_over_an_empty_line():
    # endplay 0.5.12 closes the comment at the first "}" and then fails: "Expected a tag"
    text = '[Board "1"]\n{a} {b\n\nc}\n[Dealer "E"]\n'
    (game,) = parse(text).games
    assert [c.text for c in game.comments] == ["a", "b\n\nc"]
    assert game.tag("Dealer").line == 5


def test_several_tags_on_one_line_and_one_tag_over_several_lines():
    text = '[Board "1"] [Dealer "E"][Vulnerable "NS"]\n[\n  Event\n  "split"\n]\n'
    (game,) = parse(text).games
    assert [t.name for t in game.tags] == ["Board", "Dealer", "Vulnerable", "Event"]
    assert game.tag("Vulnerable").line == 1 and game.tag("Event").line == 2


def test_no_space_between_name_and_value_and_spaces_inside_the_brackets():
    (game,) = parse('[Event"a"]\n[   Site "b"   ]\n').games
    assert (game.value("Event"), game.value("Site")) == ("a", "b")


def test_string_escapes_are_only_quote_and_backslash():
    text = '[Event "The \\"Big\\" one \\\\ x"]\n[OptimumResultTable "Declarer;Result\\2R"]\n'
    (game,) = parse(text).games
    assert game.value("Event") == 'The "Big" one \\ x'
    assert game.value("OptimumResultTable") == "Declarer;Result\\2R"  # kept as written


def test_percent_escapes_only_in_the_first_column_and_gives_version_and_export():
    text = '% PBN 2.1\n% EXPORT\n%Creator: BridgeComposer\n[Board "1"]\n[Play "W"]\nSA %x\n'
    parsed = parse(text)
    assert (parsed.version, parsed.export) == ("2.1", True)
    (game,) = parsed.games
    assert [t.text for t in game.tag("Play").data] == ["SA", "%x"]


def test_semicolon_comments_run_to_the_end_of_the_line_braces_inside_them_mean_nothing():
    text = '[Board "1"] ; a { b\n[Auction "N"]\n1C Pass ; rest { of line\nPass Pass\n'
    (game,) = parse(text).games
    assert [t.text for t in game.tag("Auction").data] == ["1C", "Pass", "Pass", "Pass"]
    assert [c.text for c in game.comments] == ["a { b", "rest { of line"]


def test_section_data_keeps_lines_and_quoted_strings():
    text = '[Board "1"]\n[ScoreTable "Rank;Names_NS"]\n1 "Smith, J;Jones, K"\n2 "Müller, A;B"\n'
    (game,) = parse(text).games
    data = game.tag("ScoreTable").data
    assert [(t.text, t.line, t.quoted) for t in data] == [
        ("1", 3, False),
        ("Smith, J;Jones, K", 3, True),
        ("2", 4, False),
        ("Müller, A;B", 4, True),
    ]


def test_a_repeated_tag_is_ignored_with_its_data_but_notes_all_count():
    text = (
        '[Board "1"]\n[Auction "N"]\n1C AP\n[Note "1:a"]\n[Note "2:b"]\n'
        '[Auction "N"]\nPass Pass\n[Board "9"]\n'
    )
    (game,) = parse(text).games
    assert game.value("Board") == "1"
    assert [t.text for t in game.tag("Auction").data] == ["1C", "AP"]
    assert [t.value for t in game.notes()] == ["1:a", "2:b"]
    assert [(t.name, t.line) for t in game.ignored] == [("Auction", 6), ("Board", 8)]


def test_hash_takes_the_value_of_the_nearest_earlier_game_with_the_tag():
    text = '[Event "Club"]\n[Board "1"]\n\n[Board "2"]\n\n[Event "#"]\n[Board "3"]\n'
    games = parse(text).games
    assert games[2].value("Event") == "Club"
    assert games[2].tag("Event").inherited and games[2].tag("Event").raw == "#"


def test_hash_without_an_earlier_value_is_empty():
    # endplay 0.5.12 raises KeyError here (the standard's PBN 2.0 reference file does it)
    (game,) = parse('[Board "1"]\n[Hidden "#"]\n').games
    assert game.value("Hidden") == ""


def test_double_hash_sets_a_value_for_all_later_games_until_redefined():
    text = (
        '[Date "##2026.11.21"]\n[Board "1"]\n\n[Board "2"]\n\n'
        '[Date "2026.11.22"]\n[Board "3"]\n\n[Board "4"]\n'
    )
    games = parse(text).games
    assert [g.value("Date") for g in games] == [
        "2026.11.21",
        "2026.11.21",
        "2026.11.22",
        "2026.11.22",
    ]
    assert not games[0].tag("Date").inherited and games[1].tag("Date").inherited


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_line_numbers_count_every_kind_of_line_end(newline):
    text = newline.join(["% x", '[Board "1"]', "{a", "b}", '[Play "W"]', "SA HA", "DA CA", ""])
    (game,) = parse(text).games
    assert game.line == 2
    assert [t.line for t in game.tag("Play").data] == [6, 6, 7, 7]


def test_a_byte_order_mark_is_skipped_and_comments_before_the_first_tag_are_kept():
    (game,) = parse('\ufeff{ hand records }\n[Board "1"]\n').games
    assert game.comments[0].text == "hand records" and game.comments[0].after is None


def test_a_file_without_tags_has_no_games():
    assert parse("% only an escape line\n{ and a comment }\n\n").games == ()


@pytest.mark.parametrize(
    ("text", "line", "tag", "en"),
    [
        ('[Board "1"]\n[Event]\n', 2, "Event", "The tag has no value in quotes"),
        ('[Board "1"]\n[ "x"]\n', 2, None, "The tag name after [ is missing"),
        ('[Board "1"]\n[Site "Utrecht]\n', 2, "Site", 'not closed with "]'),
        ('[Board "1"]\n{ never closed\n\n', 2, None, "never closed"),
        ('[Board "1"]\n[Play "W"]\n"SA\n', 3, None, "runs on to the end of the line"),
        ('[Board "1"]\n]\n', 2, None, "Character ']' does not belong here"),
        ('Generated 100 hands\n\n[Board "1"]\n', 1, None, "Text outside a tag"),
    ],
)
def test_syntax_errors_name_line_record_and_tag_in_both_languages(text, line, tag, en):
    with pytest.raises(PbnError) as caught:
        parse(text)
    error = caught.value
    assert (error.line, error.tag, error.record) == (line, tag, 1)
    assert en in error.message("en")
    assert f"regel {line}" in error.message("nl") and f"line {line}" in error.message("en")
    assert error.message("nl") != error.message("en")


def test_the_record_number_of_a_syntax_error_counts_the_games_before_it():
    with pytest.raises(PbnError) as caught:
        parse('[Board "1"]\n\n[Board "2"]\n\n[Board "3"]\n[Event]\n')
    assert (caught.value.record, caught.value.line) == (3, 6)
