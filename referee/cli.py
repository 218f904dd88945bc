"""The ``referee`` command: rule on records, print laws, serve the web form."""
from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import Any

from . import rule
from .compare import compare, format_comparison
from .documents.paper import PAGE_SIZES
from .documents.readable import format_evening, format_law, format_ruling
from .egn import EgnError, egn_from_record, import_egn_path
from .evenings.evening import rule_evening
from .jsontext import MAX_RECORD_BYTES, TooLarge, UnreadableFile, read_bytes, read_json
from .law.coverage import format_coverage
from .law.laws import UnknownLaw, code_laws, codes
from .record import InvalidRecord
from .schemas import load_record


def _read_record(path: str, args: argparse.Namespace) -> Any:
    """The JSON of a record file (``UnreadableFile`` if there is none to read), up to the service's limit unless
    ``--allow-large``."""
    return read_json(Path(path), None if args.allow_large else MAX_RECORD_BYTES)


def cmd_rule(args: argparse.Namespace) -> int:
    data = _read_record(args.record, args)
    if args.compare:
        comparison = compare(data)
        compared = comparison["codes"]
        if len(compared) == 1:
            print(f"referee: {comparison['game']} is ruled by one code only ({compared[0]}): there is nothing to "
                  "compare it with", file=sys.stderr)
        if args.json or len(compared) > 1:
            print(json.dumps(comparison, indent=1, ensure_ascii=False) if args.json else format_comparison(comparison))
            return 0
        ruling = comparison["rulings"][compared[0]]
    else:
        ruling = rule(data)
    if args.json:
        print(json.dumps(ruling, indent=1, ensure_ascii=False))
    else:
        print(format_ruling(ruling, data.get("players")))
    return 0


def cmd_evening(args: argparse.Namespace) -> int:
    data = _read_record(args.record, args)
    ruling = rule_evening(data)
    if args.output:
        from .documents.reports import evening_papers_pdf

        Path(args.output).write_bytes(evening_papers_pdf(data, ruling, page_size=args.page_size))
    if args.json:
        print(json.dumps(ruling, indent=1, ensure_ascii=False))
    elif not args.output:
        print(format_evening(ruling, {p: v["name"] for p, v in data["players"].items()}))
    return 0


def cmd_law(args: argparse.Namespace) -> int:
    if args.coverage:
        print(format_coverage(args.coverage))
        return 0
    if args.list:
        for law in code_laws(args.list):
            key = f"#{law.key}" if law.key else ""
            print(f"{law.id}{key}\t{law.title}")
        return 0
    if not args.id:
        print("referee law: give a law id (e.g. foster:30) or --list CODE", file=sys.stderr)
        return 2
    print(format_law(args.id))
    return 0


def _progress_bar(done: int, total: int, name: str) -> None:
    """A progress bar on standard error for ``import-egn DIR/``."""
    width = 30
    filled = width * done // max(total, 1)
    end = "\n" if done == total else ""
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {name[:40]:<40}", end=end,
          file=sys.stderr, flush=True)


def cmd_import_egn(args: argparse.Namespace) -> int:
    src, dst = Path(args.egn), Path(args.output)
    if not src.exists():
        raise UnreadableFile(src, "no such file or directory")
    done = import_egn_path(src, dst, progress=_progress_bar if src.is_dir() else None)
    if not done.written and not done.refused:
        print(f"referee: {src}: no games in it (no .egn file)", file=sys.stderr)
        return 2
    for file, errors in done.refused:
        _print_errors(f"cannot convert {file}", errors)
    for note in done.left_out:
        print(f"referee: not in the record: {note}", file=sys.stderr)
    if src.is_dir():
        print(f"{len(done.written)} records written to {dst}, {len(done.refused)} files refused", file=sys.stderr)
    return 2 if done.refused else 0


def cmd_export_egn(args: argparse.Namespace) -> int:
    record = _read_record(args.record, args)
    load_record(record)  # an impossible record is refused before it is converted
    egn, left_out = egn_from_record(record)
    Path(args.output).write_text(json.dumps(egn, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for note in left_out:
        print(f"referee: not in EGN: {note}", file=sys.stderr)
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from .web import create_app
    from .web.db import migrate
    from .web.pdf import warm_in_background

    app = create_app()
    migrate(app)
    warm_in_background()  # the database (SQLite in the instance folder unless DATABASE_URL) at the newest schema
    app.run(host=args.host, port=args.port)
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    from .documents.reports import ruling_report_pdf

    record = _read_record(args.record, args)
    deals = len(load_record(record).deals)  # an impossible record is refused before its deals are counted
    if args.deal is not None and not 1 <= args.deal <= deals:
        print(f"referee: no deal {args.deal} in {args.record}: it has {deals} deal{'' if deals == 1 else 's'}; "
              "--deal counts from 1, as the reports print deals (the ruling's JSON index + 1)", file=sys.stderr)
        return 2
    deal = None if args.deal is None else args.deal - 1
    pdf = ruling_report_pdf(record, deal=deal, referee=args.referee, table=args.table, page_size=args.page_size)
    Path(args.output).write_bytes(pdf)
    return 0


def cmd_scoresheet(args: argparse.Namespace) -> int:
    from .documents.reports import scoresheet_pdf

    records, refused = [], 0
    for path in args.records:  # each bad record named, all of them, before any sheet is printed
        try:
            record = _read_record(path, args)
            load_record(record)
        except UnreadableFile as err:
            print(_unreadable(err), file=sys.stderr)
            refused += 1
        except InvalidRecord as err:
            _print_errors(f"{path}: invalid record", err.errors)
            refused += 1
        else:
            records.append(record)
    if refused:
        if len(args.records) > 1:
            print(f"referee: {refused} of the {len(args.records)} records refused: no scoresheet printed",
                  file=sys.stderr)
        return 2
    pdf = scoresheet_pdf(records, title=args.title, tables=args.table, page_size=args.page_size)
    Path(args.output).write_bytes(pdf)
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    from .documents.reports import verify_report

    record = _read_record(args.record, args)
    load_record(record)  # an impossible record is refused, exit status 2
    ok, message = verify_report(record, read_bytes(Path(args.report)))
    print(f"referee: {args.report}: {'verified' if ok else 'NOT verified'}: {message}",
          file=sys.stdout if ok else sys.stderr)
    return 0 if ok else 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="referee", description="A cited law engine for club Euchre.")
    sub = parser.add_subparsers(dest="command", required=True)
    record_read = argparse.ArgumentParser(add_help=False)  # the options of every command that reads records
    record_read.add_argument("--allow-large", action="store_true",
                             help=f"read a record of more than {MAX_RECORD_BYTES // 2 ** 20} MiB, the most the "
                             "service reads (the API answers 413 past it)")

    p = sub.add_parser("rule", help="rule on a record (euchre-record/1)", parents=[record_read])
    p.add_argument("record", help="RECORD.json")
    p.add_argument("--json", action="store_true", help="print the ruling as JSON (euchre-ruling/1)")
    p.add_argument("--compare", action="store_true",
                   help="rule under every code that can govern the game, and show where the rulings differ and why")
    p.set_defaults(func=cmd_rule)

    p = sub.add_parser("evening", help="rule on an evening of Progressive, Military or rotation Euchre "
                       "(euchre-evening/1), and print its papers", parents=[record_read])
    p.add_argument("record", metavar="evening", help="EVENING.json")
    p.add_argument("--json", action="store_true", help="print the ruling as JSON (euchre-evening-ruling/1)")
    p.add_argument("-o", "--output", metavar="PAPERS.pdf", help="print the evening's papers: each player's tally "
                   "card, the table cards, each round's movement sheet, the results and prizes (a rotation "
                   "evening: its chart and each player's card)")
    p.add_argument("--page-size", default="letter", type=str.lower, choices=list(PAGE_SIZES))
    p.set_defaults(func=cmd_evening)

    p = sub.add_parser("law", help="print a law, or list a code")
    p.add_argument("id", nargs="?", help="a law id, e.g. foster:30, callace:36, 1862:II.38")
    p.add_argument("--list", metavar="CODE", choices=codes(), help="list the laws of a code")
    p.add_argument("--coverage", metavar="CODE", choices=codes(),
                   help="for each law: applied by the engine (where), the tests that check it, or why no ruling")
    p.set_defaults(func=cmd_law)

    p = sub.add_parser("import-egn", help="convert Euchre Game Notation to a record (a file, or a directory)")
    p.add_argument("egn", help="GAME.egn, or a directory of .egn files")
    p.add_argument("-o", "--output", required=True, help="RECORD.json, or a directory for a directory")
    p.set_defaults(func=cmd_import_egn)

    p = sub.add_parser("export-egn", help="convert a record to Euchre Game Notation", parents=[record_read])
    p.add_argument("record", help="RECORD.json")
    p.add_argument("-o", "--output", required=True, help="GAME.egn")
    p.set_defaults(func=cmd_export_egn)

    p = sub.add_parser("serve", help="run the web service on the embedded SQLite database")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=5000)
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("report", help="the ruling report as PDF, quoting each law cited, with the record's digest",
                       parents=[record_read])
    p.add_argument("record", help="RECORD.json")
    p.add_argument("-o", "--output", required=True, help="ruling.pdf")
    p.add_argument("--deal", type=int, metavar="N", help="report deal N only, counting from 1 as the reports print "
                   "deals (the ruling's JSON index + 1); by default every deal with a ruling")
    p.add_argument("--referee", metavar="NAME", help="the referee's name, printed above the signature line")
    p.add_argument("--table", metavar="NAME", help="the table's name or number")
    p.add_argument("--page-size", default="A4", type=str.lower, choices=list(PAGE_SIZES))
    p.set_defaults(func=cmd_report)

    p = sub.add_parser("scoresheet", help="the scoresheet as PDF: one record, a table's; several, the evening's",
                       parents=[record_read])
    p.add_argument("records", nargs="+", metavar="RECORD.json")
    p.add_argument("-o", "--output", required=True, help="sheet.pdf")
    p.add_argument("--title", help="the sheet's title")
    p.add_argument("--table", action="append", metavar="NAME", help="the tables' names, in the records' order")
    p.add_argument("--page-size", default="A4", type=str.lower, choices=list(PAGE_SIZES))
    p.set_defaults(func=cmd_scoresheet)

    p = sub.add_parser("verify", parents=[record_read],
                       help="check a printed ruling report against its record (exit 0 if it matches, 1 if not)")
    p.add_argument("record", help="RECORD.json")
    p.add_argument("report", help="REPORT.pdf")
    p.set_defaults(func=cmd_verify)
    return parser


def _unreadable(err: UnreadableFile) -> str:
    """The one line that says what is wrong with a file given."""
    return f"referee: {err}" + ("; --allow-large reads it all the same" if isinstance(err, TooLarge) else "")


def _print_errors(what: str, errors: list[dict[str, Any]]) -> None:
    print(f"referee: {what}", file=sys.stderr)
    for e in errors:
        print(f"  {e['path'] or '(file)'}: {e['message']} (value: {json.dumps(e['value'], default=str)[:80]})",
              file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if isinstance(sys.stdout, io.TextIOWrapper):  # a terminal or file in an encoding without "♠" or "“" shows "?"
        sys.stdout.reconfigure(errors="replace")
    try:
        return int(args.func(args))
    except UnreadableFile as err:  # a file to read that holds no JSON: missing, a directory, not UTF-8, empty...
        print(_unreadable(err), file=sys.stderr)
        return 2
    except InvalidRecord as err:
        _print_errors(f"{args.record}: invalid {'evening' if args.command == 'evening' else 'record'}", err.errors)
        return 2
    except EgnError as err:  # a record export-egn cannot convert
        _print_errors("cannot convert", err.errors)
        return 2
    except UnknownLaw as err:
        print(f"referee: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped reading (`referee law --list 1862 | head`): nothing more to say
        sys.stderr.close()
        return 0
    except OSError as err:  # a file or folder to write that cannot be written: no such folder, a file in the way
        print(f"referee: cannot write {err.filename}: {err.strerror}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
